import { describe, expect, it } from 'vitest';
import bonusTexts from '../../web/src/i18n/en-US.bonus.json';
import texts from '../../web/src/i18n/en-US.tasks.json';
import { takeReward, waitForPath } from './support/app';
import { expectNoConsoleErrors, newPhonePage } from './support/browser';
import { openGame, platformCoin, playerContext, playerInLobby, recallRows } from './support/games';
import { shots } from './support/shots';
import { stackAndBrowser } from './support/suite';
import { SHOWN_WITHIN } from './support/wait';

const env = stackAndBrowser();
const S = texts.signIn;
const T = texts.tasks;
const B = bonusTexts.bonus;

describe('daily sign-in', () => {
  it('day 1 is claimed; the button is then off and says when the next sign-in opens', async () => {
    const { token } = await env.stack.platform.createUserSession();
    const context = await playerContext(env.browser, env.stack.url, token);
    const { page, errors } = await newPhonePage(context);
    await page.goto('/activity/sign-in');
    const days = page.getByRole('list', { name: S.cycleLabel });
    await days.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    expect(await days.getByRole('listitem').count()).toBe(7);
    expect(await page.getByText(S.todayIs.replace('{{day}}', '1')).isVisible()).toBe(true);
    // The terms show before the claim.
    expect(await page.getByText(S.termsTurnover.replace('{{multiple}}', '1')).isVisible()).toBe(true);
    await shots(context, 'sign-in-before', '/activity/sign-in');

    const before = await platformCoin(env.stack.platform.url, token);
    await page.getByRole('button', { name: S.claim }).click();
    expect(await takeReward(page)).toContain('₱1.00');
    const done = page.getByRole('button', { name: S.claimedToday });
    await done.waitFor({ state: 'visible' });
    expect(await done.isDisabled()).toBe(true);
    const next = page.getByRole('status').filter({ hasText: 'Next sign-in opens' });
    expect(await next.textContent()).toMatch(/\(in \d{2}:\d{2}:\d{2}\)/);
    expect(await platformCoin(env.stack.platform.url, token)).toBe(before + 100);

    // Loaded fresh: still claimed, still off, with the time.
    await page.reload();
    await done.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    expect(await done.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: S.claim }).count()).toBe(0);
    await shots(context, 'sign-in-claimed', '/activity/sign-in');
    await shots(context, 'sign-in-rule', '/activity/sign-in/rule');

    // The rules page from the top bar's link.
    await page.getByRole('link', { name: 'Rules' }).click();
    await waitForPath(page, '/activity/sign-in/rule');
    await page.getByRole('heading', { name: S.rules.title }).waitFor({ state: 'visible' });
    expectNoConsoleErrors(errors);
    await context.close();
  });
});

describe('tasks', () => {
  it('five real spins finish "Play 5 rounds today", which is claimed from /bonus/tasks', async () => {
    const { page, errors, context, token } = await playerInLobby(env);
    const game = await openGame(page, 'Golden Carabao');
    for (let i = 1; i <= 5; i++) {
      await game.getByRole('button', { name: /^Spin / }).click();
      // the recall (a sheet over the game) lists the round once it is settled
      await recallRows(game, 'Last 10 rounds', i);
    }

    await page.goto('/bonus/tasks');
    const card = page.getByRole('listitem').filter({ hasText: 'Play 5 rounds today' });
    await card.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    const bar = card.getByRole('progressbar');
    expect(await bar.getAttribute('aria-valuenow')).toBe('5');
    // the offer in one line; its terms in the card's sheet
    expect(await card.locator('.offer-line').textContent()).toBe('₱5.00 · 1× turnover');
    await card.getByRole('button', { name: B.termsNamed.replace('{{name}}', 'Play 5 rounds today') }).click();
    const terms = page.getByRole('dialog', { name: B.termsNamed.replace('{{name}}', 'Play 5 rounds today') });
    await terms.getByText(B.termsTurnover.split(':')[0]!).waitFor({ state: 'visible' });
    await terms.getByRole('button', { name: B.close }).click();
    await terms.waitFor({ state: 'hidden' });
    await shots(context, 'tasks', '/bonus/tasks');

    const before = await platformCoin(env.stack.platform.url, token);
    const claim = T.claimNamed.replace('{{name}}', 'Play 5 rounds today');
    await card.getByRole('button', { name: claim }).click();
    expect(await takeReward(page)).toContain('₱5.00');
    await card.getByText(T.claimed, { exact: true }).waitFor({ state: 'visible' });
    expect(await card.getByRole('button', { name: claim }).count()).toBe(0);
    expect(await platformCoin(env.stack.platform.url, token)).toBe(before + 500);

    await page.reload();
    await card.getByText(T.claimed, { exact: true }).waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    await shots(context, 'tasks-claimed', '/bonus/tasks');
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
