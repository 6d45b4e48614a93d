import { manilaDay } from '@casino/contracts/manila-day';
import { formatMoney } from '@casino/contracts/money';
import type { FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import texts from '../../web/src/i18n/en-US.games.json';
import { waitForPath } from './support/app';
import { expectNoConsoleErrors } from './support/browser';
import { openGame, playerInLobby, type RecallRow, recallRows } from './support/games';
import { stackAndBrowser } from './support/suite';
import { SHOWN_WITHIN } from './support/wait';

const env = stackAndBrowser();
const T = texts.games;

/**
 * Opens a game from the lobby, plays `rounds` rounds with `play` and answers the recall's entries for them,
 * then closes the game.
 */
async function playFromLobby(
  page: Page,
  name: string,
  rounds: number,
  play: (game: FrameLocator) => Promise<void>,
): Promise<RecallRow[]> {
  const game = await openGame(page, name);
  let recalled: RecallRow[] = [];
  for (let i = 1; i <= rounds; i++) {
    await play(game);
    // the recall (a sheet over the game) lists a round once it is settled, newest first
    recalled = await recallRows(game, T.recallTitle, i);
  }
  await page.getByRole('button', { name: 'Close game' }).click();
  await waitForPath(page, '/');
  return recalled;
}

const sum = (rows: RecallRow[], key: 'bet' | 'win') => rows.reduce((s, r) => s + r[key], 0);

/** The text after a term of the report's totals ("Rounds", "Bet", "Win", "Net"). */
async function total(page: Page, term: string): Promise<string> {
  const dd = page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');
  return ((await dd.textContent()) ?? '').trim();
}

describe('/member/report', () => {
  it('after Color Game and Slots rounds: today’s row of each game and the totals are the recall’s bets and wins', async () => {
    const { page, errors, context } = await playerInLobby(env);

    // ₱10.00 on Red, then the same again: the board clears after a roll, and Rebet puts the last stakes back
    let rolls = 0;
    const color = await playFromLobby(page, 'Perya Color Game', 2, async (game) => {
      rolls += 1;
      if (rolls === 1) await game.getByRole('button', { name: 'Stake on Red' }).click();
      else await game.getByRole('button', { name: T.color.rebet, exact: true }).click();
      await game.getByRole('button', { name: 'Roll for ₱10.00' }).click();
    });
    const slots = await playFromLobby(page, 'Golden Carabao', 1, async (game) => {
      await game.getByRole('button', { name: 'Spin ₱1.00' }).click();
    });
    expect(color.map((r) => r.bet)).toEqual([1000, 1000]);
    expect(slots.map((r) => r.bet)).toEqual([100]);

    await page.goto('/member/report');
    const table = page.getByRole('table');
    await table.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    const rows: string[][] = [];
    // the first row holds the column headers
    for (const row of (await table.getByRole('row').all()).slice(1))
      rows.push((await row.getByRole('cell').allTextContents()).map((s) => s.trim()));
    const today = manilaDay(Date.now());
    const line = (name: string, played: RecallRow[]) => [
      today,
      `${name} (${played.length})`,
      formatMoney(sum(played, 'bet')),
      formatMoney(sum(played, 'win')),
    ];
    expect(rows.sort()).toEqual([line('Perya Color Game', color), line('Golden Carabao', slots)].sort());

    const all = [...color, ...slots];
    const net = sum(all, 'win') - sum(all, 'bet');
    expect(await total(page, T.report.rounds)).toBe('3');
    expect(await total(page, T.report.bet)).toBe(formatMoney(sum(all, 'bet')));
    expect(await total(page, T.report.win)).toBe(formatMoney(sum(all, 'win')));
    expect(await total(page, T.report.net)).toBe((net < 0 ? '−' : '') + formatMoney(Math.abs(net)));

    // and the rounds themselves, one line each
    const records = page.getByRole('listitem').filter({ hasText: /Bet ₱[\d,.]+ · Win ₱/ });
    await expect.poll(() => records.count(), { timeout: SHOWN_WITHIN }).toBe(3);
    const recorded = (await records.allTextContents()).map((s) =>
      /Bet (₱[\d,.]+) · Win (₱[\d,.]+)/.exec(s)!.slice(1),
    );
    const recalled = all.map((r) => [formatMoney(r.bet), formatMoney(r.win)]);
    expect(recorded.sort()).toEqual(recalled.sort());

    expectNoConsoleErrors(errors);
    await context.close();
  });
});
