import { formatMoney } from '@casino/contracts/money';
import { describe, expect, it } from 'vitest';
import texts from '../../web/src/i18n/en-US.deposit.json';
import popups from '../../web/src/i18n/en-US.popups.json';
import { takeReward } from './support/app';
import { expectNoConsoleErrors, newPhonePage } from './support/browser';
import { platformCoin, playerContext, visitorContext } from './support/games';
import { shots, snap } from './support/shots';
import { stackAndBrowser } from './support/suite';
import { SHOWN_WITHIN } from './support/wait';

const env = stackAndBrowser();
const D = texts.depositBonus;
const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k]));

describe('first deposit bonus', () => {
  it('a visitor sees the offer with its terms and is asked to sign up or log in', async () => {
    const context = await visitorContext(env.browser, env.stack.url);
    const { page, errors } = await newPhonePage(context);
    await page.goto('/activity/first-deposit');
    await page
      .getByText(fill(D.heroRate, { rate: 100 }))
      .waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    expect(await page.getByText(fill(D.heroCap, { cap: formatMoney(50000) })).isVisible()).toBe(true);
    expect(await page.getByText(fill(D.termsTurnoverGeneric, { multiple: 10 })).isVisible()).toBe(true);
    expect(await page.getByText(D.visitor).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: D.register }).getAttribute('href')).toContain(
      '/auth/register',
    );
    expect(await page.getByRole('button', { name: /Claim/ }).count()).toBe(0);
    await shots(context, 'first-deposit-visitor', '/activity/first-deposit');
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('a real deposit earns the bonus; the page shows its terms, one claim pays it once', async () => {
    const { token } = await env.stack.platform.createUserSession();
    const context = await playerContext(env.browser, env.stack.url, token);
    const { page, errors } = await newPhonePage(context);
    await page.goto('/activity/first-deposit');
    const depositNow = page.getByRole('link', { name: D.depositNow });
    await depositNow.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    expect(await depositNow.getAttribute('href')).toBe('/wallets?name=deposit');
    await shots(context, 'first-deposit-before', '/activity/first-deposit');

    // The sandbox checkout's Approve: the platform posts itself the signed webhook (InstaPay adds no channel bonus).
    await env.stack.platform.deposit(token, 30000, 6);
    const before = await platformCoin(env.stack.platform.url, token);
    await page.reload();
    const claim = page.getByRole('button', { name: fill(D.claim, { amount: formatMoney(30000) }) });
    await claim.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    // The terms are on the card before it is taken: 10× the ₱300 bonus.
    expect(
      await page
        .getByText(fill(D.termsTurnover, { multiple: 10, turnover: formatMoney(300000) }))
        .isVisible(),
    ).toBe(true);
    await shots(context, 'first-deposit-ready', '/activity/first-deposit');
    await claim.dblclick();
    expect(await takeReward(page)).toContain(formatMoney(30000));
    await page.getByText(fill(D.received, { amount: formatMoney(30000) })).waitFor({ state: 'visible' });
    expect(await platformCoin(env.stack.platform.url, token)).toBe(before + 30000);

    // The bank overview: nothing left to claim, the first deposit received, the ladder next.
    await page.goto('/activity/bank');
    await page.getByText(D.claimableEmpty).waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    expect(await page.getByText(fill(D.ladderStep, { n: 2 })).isVisible()).toBe(true);
    expect(await page.getByText(D.status['2']).first().isVisible()).toBe(true);
    await shots(context, 'bank', '/activity/bank');
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("the bank page lists a second deposit and today's tiers, each claimed once", async () => {
    const { token } = await env.stack.platform.createUserSession();
    await env.stack.platform.deposit(token, 20000, 6);
    await env.stack.platform.deposit(token, 100000, 6);
    const context = await playerContext(env.browser, env.stack.url, token);
    const { page, errors } = await newPhonePage(context);
    await page.goto('/activity/bank');
    const list = page.locator('.deposit-rewards');
    await list.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    // First deposit ₱200, ladder 2 (50 % of ₱1,000 capped ₱300), the ₱1,000-a-day tier ₱20, day 1 of a streak pays nothing.
    expect(await list.getByRole('listitem').count()).toBe(3);
    await shots(context, 'bank-ready', '/activity/bank');
    const before = await platformCoin(env.stack.platform.url, token);
    for (const amount of [20000, 30000, 2000]) {
      await page.getByRole('button', { name: fill(D.claim, { amount: formatMoney(amount) }) }).click();
      await takeReward(page);
    }
    await page.getByText(D.claimableEmpty).waitFor({ state: 'visible' });
    expect(await platformCoin(env.stack.platform.url, token)).toBe(before + 52000);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});

describe('first deposit startup popup', () => {
  it('when the operator makes it a popup, a new player sees the configured offer and terms once a session', async () => {
    await env.stack.platform.db.execute('update activities set type = 1 where activity_type = 44');
    try {
      const { token } = await env.stack.platform.createUserSession();
      const context = await playerContext(env.browser, env.stack.url, token);
      const { page, errors } = await newPhonePage(context);
      await page.goto('/');
      const popup = page.getByRole('dialog', { name: 'First deposit bonus' });
      await popup.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
      await popup
        .getByText(fill(popups.popup.firstDepositOffer, { rate: 100, cap: formatMoney(50000) }))
        .waitFor();
      expect(await popup.getByText(fill(popups.popup.firstDepositTerms, { multiple: 10 })).isVisible()).toBe(
        true,
      );
      await snap(page, 'first-deposit-popup-360');
      await popup.getByRole('button', { name: popups.popup.view }).click();
      await page.waitForURL('**/activity/first-deposit');
      // Once a browser session: a reload does not show it again.
      await page.reload();
      await page
        .getByRole('link', { name: D.depositNow })
        .waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
      expect(await page.getByRole('dialog', { name: 'First deposit bonus' }).count()).toBe(0);
      expectNoConsoleErrors(errors);
      await context.close();
    } finally {
      await env.stack.platform.db.execute('update activities set type = 0 where activity_type = 44');
    }
  });
});
