import { describe, expect, it } from 'vitest';
import texts from '../../web/src/i18n/en-US.lottery.json';
import { expectNoConsoleErrors, newPhonePage } from './support/browser';
import { playerContext } from './support/games';
import { colorGameBets } from './support/platform-api';
import { shoot } from './support/shots';
import { stackAndBrowser } from './support/suite';
import { SHOWN_WITHIN } from './support/wait';

const env = stackAndBrowser();
const L = texts.lottery;
const R = texts.rank;

describe('weekend lottery and leaderboards', () => {
  it('a player buys entries, the operator draws, and the result verifies on the history page', {
    timeout: 300_000,
  }, async () => {
    const { token, userId } = await env.stack.platform.createUserSession({ nickname: 'Lotto Luz' });
    await env.stack.platform.credit(userId, 100_000);
    // the job opens the week's draw every 30 s; the operator's command does it now
    await env.stack.platform.ops('lottery', 'open');
    const context = await playerContext(env.browser, env.stack.url, token);
    const { page, errors } = await newPhonePage(context);

    await page.goto('/activity/lottery');
    await page.getByRole('heading', { name: /Draw #\d+/ }).waitFor({ timeout: SHOWN_WITHIN });
    const drawId = Number(
      (await page.getByRole('heading', { name: /Draw #\d+/ }).textContent())?.match(/\d+/)?.[0],
    );
    const product = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Coin entry' }) });
    await product.getByRole('button', { name: L.more }).click();
    await expect.poll(() => product.textContent()).toContain('Total ₱40.00 for 2 entries');
    await product.getByRole('button', { name: L.buy, exact: true }).click();
    await product
      .getByText(`Bought 2 entries for draw #${drawId}: ticket numbers 1–2.`)
      .waitFor({ timeout: SHOWN_WITHIN });
    await shoot(page, '/activity/lottery', 'lottery', page.getByText('Coin entry'));
    await shoot(page, '/activity/lottery/product?id=4', 'lottery-product', page.getByText(L.terms));
    await shoot(page, '/activity/lottery/rule', 'lottery-rule', page.getByText(L.rule.intro));

    await page.goto('/activity/lottery/order');
    await page.getByText(L.orders.state.pending).waitFor({ timeout: SHOWN_WITHIN });
    await shoot(page, '/activity/lottery/order', 'lottery-order', page.getByText(L.orders.state.pending));

    expect(await env.stack.platform.ops('lottery', 'draw', String(drawId))).toMatch(/drawn: 1 winner/);

    await page.goto(`/activity/lottery/history?id=${drawId}`);
    await page.getByRole('button', { name: L.history.verify }).click();
    await page.getByText(L.history.match).waitFor({ timeout: SHOWN_WITHIN });
    expect(await page.getByRole('status').filter({ hasText: L.history.match }).textContent()).toContain(
      `${L.history.checkWinners}yes`,
    );
    await shoot(
      page,
      `/activity/lottery/history?id=${drawId}`,
      'lottery-history',
      page.getByText(L.history.verify),
    );

    await page.goto('/activity/lottery/record');
    await page.getByText('Grand prize').waitFor({ timeout: SHOWN_WITHIN });
    expect(await page.getByRole('listitem').first().textContent()).toContain('₱5,000.00');
    await shoot(page, '/activity/lottery/record', 'lottery-record', page.getByText('Grand prize'));
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('the leaderboard lists ten at a time and scrolls to "No more"', { timeout: 300_000 }, async () => {
    const players = [];
    for (let i = 0; i < 13; i++) {
      const s = await env.stack.platform.createUserSession({
        nickname: `Racer ${String(i + 1).padStart(2, '0')}`,
      });
      await env.stack.platform.credit(s.userId, 100_000);
      await colorGameBets(env.stack.platform.url, s.token, 10_000 + i * 1_000);
      players.push(s);
    }
    // the platform's accrual pass (every 2 s in production) brings everyone's turnover in
    await env.stack.platform.app.platform.accruals.run();
    const me = players[0]!;
    const context = await playerContext(env.browser, env.stack.url, me.token);
    const { page, errors } = await newPhonePage(context);
    await page.goto('/rank');
    const rows = page.locator('.rank-table tbody tr:not(.rank-mine)');
    await expect.poll(() => rows.count(), { timeout: SHOWN_WITHIN }).toBe(10);
    expect(await page.locator('.rank-mine').textContent()).toContain('Racer 01');
    // the end of the list scrolls into view: the next page arrives, then "No more"
    await page
      .getByText(R.noMore)
      .scrollIntoViewIfNeeded()
      .catch(() => undefined);
    await page.locator('.rank-end').scrollIntoViewIfNeeded();
    await expect.poll(() => rows.count(), { timeout: SHOWN_WITHIN }).toBe(13);
    await page.getByText(R.noMore).waitFor({ timeout: SHOWN_WITHIN });
    expect(await rows.first().textContent()).toContain('₱220.00');
    await shoot(page, '/rank', 'rank', page.getByText(R.columns.rank));
    await shoot(page, '/activity/slotshack', 'slotshack', page.getByText(R.slotsIntro));
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
