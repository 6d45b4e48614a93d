import { describe, expect, it } from 'vitest';
import texts from '../../web/src/i18n/en-US.bonus.json';
import { takeReward } from './support/app';
import { expectNoConsoleErrors, newPhonePage } from './support/browser';
import { platformCoin, playerContext, visitorContext } from './support/games';
import { shots } from './support/shots';
import { stackAndBrowser } from './support/suite';
import { SHOWN_WITHIN } from './support/wait';

const env = stackAndBrowser();
const B = texts.bonus;

async function activityNames(visitor: boolean): Promise<string[]> {
  const rows = (await env.stack.platform.db.execute(
    visitor
      ? 'select name from activities where status = 1 and unlogin_show_status <> 0 order by sort, id'
      : 'select name from activities where status = 1 order by sort, id',
  )) as unknown as { rows: { name: string }[] };
  return rows.rows.map((r) => r.name);
}

describe('bonus centre', () => {
  it('a visitor sees only the activities shown to visitors, and is asked to log in to claim', async () => {
    const context = await visitorContext(env.browser, env.stack.url);
    const { page, errors } = await newPhonePage(context);
    await page.goto('/bonus');
    const list = page.getByRole('list', { name: B.activities });
    await list.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    const shown = await list.locator('.bonus-activity-name').allTextContents();
    const visible = await activityNames(true);
    expect(shown).toEqual(visible);
    expect((await activityNames(false)).length).toBeGreaterThan(visible.length);
    expect(shown).not.toContain('Free daily sign-in');
    expect(await page.getByText(B.visitor).isVisible()).toBe(true);
    await shots(context, 'bonus-visitor', '/bonus');

    // An entry's click follows its rule: the first deposit card opens its page.
    await list.getByRole('button', { name: /First deposit bonus/ }).click();
    await page.waitForURL('**/activity/first-deposit');
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('a player claims each reward once from the bonus centre and the red dots clear', async () => {
    const { token } = await env.stack.platform.createUserSession();
    const context = await playerContext(env.browser, env.stack.url, token);
    const { page, errors } = await newPhonePage(context);
    await page.goto('/bonus');
    const claims = page.getByRole('list', { name: B.claimNow });
    await claims.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    // A new player: today's sign-in and the first login-bonus day wait (signInFlag lights the Bonus tab).
    const names = await claims.locator('.offer-name').allTextContents();
    expect(names).toEqual(['Daily sign-in, day 1', 'Login bonus, day 1']);
    const tabDot = page.locator('.tab-bonus .dot');
    await tabDot.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    // The bonus centre's own Rewards tab and the sign-in card carry the dot too.
    const rewardsDot = page.locator('.bonus-tabs .bonus-dot');
    expect(await rewardsDot.count()).toBe(1);
    const cardDot = page.getByRole('button', { name: /Free daily sign-in/ }).locator('.bonus-dot');
    expect(await cardDot.count()).toBe(1);
    // The offer in one line per card, the full terms in one sheet per card (not a sentence on every card).
    expect(await claims.locator('.offer-line').allTextContents()).toEqual([
      '₱1.00 · 1× turnover',
      '₱5.00 · 1× turnover',
    ]);
    expect(await claims.getByText(/bonus money: bet 1× the amount/).count()).toBe(0);
    await claims.getByRole('button', { name: 'Terms of Daily sign-in, day 1' }).click();
    const terms = page.getByRole('dialog', { name: 'Terms of Daily sign-in, day 1' });
    await terms.waitFor({ state: 'visible' });
    expect(await terms.textContent()).toContain('bonus money: bet 1× the amount (₱1.00)');
    await terms.getByRole('button', { name: 'Close' }).click();
    await terms.waitFor({ state: 'hidden' });
    // two ready: Claim all is offered (each goes through its own claim; the store test covers it)
    expect(await page.getByRole('button', { name: 'Claim all (2)' }).isVisible()).toBe(true);
    await shots(context, 'bonus-reward', '/bonus/reward');
    await shots(context, 'bonus-home', '/bonus');
    await shots(context, 'bonus-event', '/bonus/event');

    const before = await platformCoin(env.stack.platform.url, token);
    await page.getByRole('button', { name: 'Claim Daily sign-in, day 1' }).dblclick();
    expect(await takeReward(page)).toContain('₱1.00');
    await page.getByRole('button', { name: 'Claim Login bonus, day 1' }).click();
    expect(await takeReward(page)).toContain('₱5.00');
    await page.getByText(B.empty).waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    expect(await platformCoin(env.stack.platform.url, token)).toBe(before + 100 + 500);
    // The dots are asked again a second after the claims (spec §9): the Bonus tab's dot goes out.
    await tabDot.waitFor({ state: 'detached', timeout: SHOWN_WITHIN });
    await cardDot.waitFor({ state: 'detached' });
    expect(await rewardsDot.count()).toBe(0);

    // The sign-in page agrees: today's day is taken.
    await page.goto('/activity/sign-in');
    await page
      .getByRole('button', { name: 'Signed in today' })
      .waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
