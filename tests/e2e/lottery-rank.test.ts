import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import texts from '../../web/src/i18n/en-US.lottery.json';
import { expectNoConsoleErrors, newPhonePage } from './support/browser';
import { playerContext } from './support/games';
import { stackAndBrowser } from './support/suite';

const env = stackAndBrowser();
const L = texts.lottery;
const R = texts.rank;
const COLOR_GAME = 2001;

async function post(name: string, token: string, body: unknown): Promise<{ errcode: number; data: unknown }> {
  const res = await fetch(`${env.stack.platform.url}/app/v1/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { errcode: number; data: unknown };
}

/** One real Color Game round of `stake` on red: valid turnover for today's leaderboard. */
async function bet(token: string, stake: number): Promise<void> {
  const launch = await post('startGame', token, { gameId: COLOR_GAME });
  expect(launch.errcode).toBe(0);
  const { sessionId } = launch.data as { sessionId: string };
  const round = await post('gameRoundPlay', token, {
    gameId: COLOR_GAME,
    sessionId,
    requestId: randomUUID(),
    play: { engine: 'color', bets: [{ color: 0, amount: stake }] },
  });
  expect(round.errcode).toBe(0);
  expect((await post('exitGame', token, { gameId: COLOR_GAME, sessionId })).errcode).toBe(0);
}

/** With LOTTERY_SHOTS=<dir>: the page at phone and desktop size, whole, once its content has loaded. */
async function shoot(page: Page, path: string, name: string, ready: string): Promise<void> {
  const dir = process.env.LOTTERY_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const [w, h] of [
    [360, 740],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.goto(path);
    await page.getByText(ready).first().waitFor({ state: 'visible', timeout: 15_000 });
    await page.locator('.skeleton-block').waitFor({ state: 'detached', timeout: 15_000 });
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    await page.screenshot({ path: `${dir}/${name}-${w}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 360, height: 740 });
}

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
    await page.getByRole('heading', { name: /Draw #\d+/ }).waitFor({ timeout: 15_000 });
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
      .waitFor({ timeout: 15_000 });
    await shoot(page, '/activity/lottery', 'lottery', 'Coin entry');
    await shoot(page, '/activity/lottery/product?id=4', 'lottery-product', L.terms);
    await shoot(page, '/activity/lottery/rule', 'lottery-rule', L.rule.intro);

    await page.goto('/activity/lottery/order');
    await page.getByText(L.orders.state.pending).waitFor({ timeout: 15_000 });
    await shoot(page, '/activity/lottery/order', 'lottery-order', L.orders.state.pending);

    expect(await env.stack.platform.ops('lottery', 'draw', String(drawId))).toMatch(/drawn: 1 winner/);

    await page.goto(`/activity/lottery/history?id=${drawId}`);
    await page.getByRole('button', { name: L.history.verify }).click();
    await page.getByText(L.history.match).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('status').filter({ hasText: L.history.match }).textContent()).toContain(
      `${L.history.checkWinners}yes`,
    );
    await shoot(page, `/activity/lottery/history?id=${drawId}`, 'lottery-history', L.history.verify);

    await page.goto('/activity/lottery/record');
    await page.getByText('Grand prize').waitFor({ timeout: 15_000 });
    expect(await page.getByRole('listitem').first().textContent()).toContain('₱5,000.00');
    await shoot(page, '/activity/lottery/record', 'lottery-record', 'Grand prize');
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
      await bet(s.token, 10_000 + i * 1_000);
      players.push(s);
    }
    // the platform's accrual pass (every 2 s in production) brings everyone's turnover in
    await env.stack.platform.app.platform.accruals.run();
    const me = players[0]!;
    const context = await playerContext(env.browser, env.stack.url, me.token);
    const { page, errors } = await newPhonePage(context);
    await page.goto('/rank');
    const rows = page.locator('.rank-table tbody tr:not(.rank-mine)');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(10);
    expect(await page.locator('.rank-mine').textContent()).toContain('Racer 01');
    // the end of the list scrolls into view: the next page arrives, then "No more"
    await page
      .getByText(R.noMore)
      .scrollIntoViewIfNeeded()
      .catch(() => undefined);
    await page.locator('.rank-end').scrollIntoViewIfNeeded();
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(13);
    await page.getByText(R.noMore).waitFor({ timeout: 15_000 });
    expect(await rows.first().textContent()).toContain('₱220.00');
    await shoot(page, '/rank', 'rank', R.columns.rank);
    await shoot(page, '/activity/slotshack', 'slotshack', R.slotsIntro);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
