import { formatMoney } from '@casino/contracts/money';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import texts from '../../web/src/i18n/en-US.games.json';
import common from '../../web/src/i18n/en-US.json';
import { expectNoConsoleErrors } from './support/browser';
import {
  closeGameExpecting,
  closePanel,
  fairValue,
  frameBalance,
  openGame,
  openPanel,
  playerInLobby,
  readRecallRow,
} from './support/games';
import { snap, snapAtSizes } from './support/shots';
import { stackAndBrowser } from './support/suite';
import { SHOWN_WITHIN } from './support/wait';

const env = stackAndBrowser();
const T = texts.games;
const B = T.baccarat;

const RANK_SIGN = Object.fromEntries(Object.entries(B.ranks).map(([face, name]) => [name, face]));
const SUIT_SIGN: Record<string, string> = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' };

/** A hand's cards as the table shows them ("Queen of hearts" → "Q♥"), in the order dealt. */
async function handOnTable(hand: Locator): Promise<string> {
  const names = await hand
    .getByRole('img')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  return names
    .map((n) => {
      const [rank, suit] = (n ?? '').split(' of ');
      return `${RANK_SIGN[rank!]}${SUIT_SIGN[suit!]}`;
    })
    .join(' ');
}

describe('Baccarat', () => {
  it('a player stakes Player, Banker and a pair, deals, sees the balance move by exactly the settlement, and /fairness re-deals the same hands', async () => {
    const { page, errors, context, token } = await playerInLobby(env);
    const game = await openGame(page, 'Baccarat');
    expect(await frameBalance(game)).toBe(100_000);
    const hashBefore = await fairValue(game, T.fairTitle, T.serverSeedHash);
    // a panel is a bottom sheet over the table: closed before the table is played
    await closePanel(game);
    await snapAtSizes(page, 'baccarat-open', async () => {
      await game.locator('details[open] > summary').evaluateAll((els) => {
        for (const el of els) (el as HTMLElement).click();
      });
    });

    // ₱10 chips (the game's minimum): Player twice, Banker once, Player Pair once
    const spot = (name: string) => game.getByRole('button', { name: B.stakeOn.replace('{{spot}}', name) });
    await spot(B.spots.player).click();
    await spot(B.spots.player).click();
    await spot(B.spots.banker).click();
    await spot(B.spots.playerPair).click();
    // what the Deal button says is what will be taken
    const dealButton = game.getByRole('button', { name: `Deal ${formatMoney(4000)}` });
    await dealButton.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    // the looks: the table from its top, panels closed
    const fromTop = async () => {
      await game.locator('details[open] > summary').evaluateAll((els) => {
        for (const el of els) (el as HTMLElement).click();
      });
      await game.locator('.baccarat-game').evaluate((el) => el.ownerDocument.defaultView?.scrollTo(0, 0));
    };
    await snapAtSizes(page, 'baccarat-bets', fromTop);

    await dealButton.click();
    // tap the felt to land every card at once (the quick-stop), then the winner shows
    await game
      .getByRole('button', { name: B.skip })
      .click({ timeout: 10_000 })
      .catch(() => undefined);
    const banner = game.getByRole('status').filter({ hasText: /wins \d to \d|Tie at \d/ });
    await banner.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    const player = await handOnTable(game.getByRole('region', { name: B.spots.player }));
    const banker = await handOnTable(game.getByRole('region', { name: B.spots.banker }));
    expect(player.split(' ').length).toBeGreaterThanOrEqual(2);
    expect(banker.split(' ').length).toBeGreaterThanOrEqual(2);
    await snapAtSizes(page, 'baccarat-dealt', fromTop);

    // the recall names the round's stake and payout; the balance moved by exactly their difference
    const newest = (await openPanel(game, T.recallTitle)).getByRole('listitem').first();
    const row = await readRecallRow(newest);
    expect(row).toMatchObject({ status: 'Settled', bet: 4000, before: 100_000 });
    expect(row.after).toBe(100_000 - 4000 + row.win);
    await expect.poll(() => frameBalance(game)).toBe(row.after);
    const recalled = ((await newest.textContent()) ?? '').replace(/\s+/g, ' ');
    expect(recalled).toContain(`Player ${player} (`);
    expect(recalled).toContain(`Banker ${banker} (`);
    await closePanel(game);
    // after the deal the board is clear: Rebet puts the same stakes back, and Deal shows their total again
    await game.getByRole('button', { name: B.rebet }).click();
    await game.getByRole('button', { name: `Deal ${formatMoney(4000)}` }).waitFor({ state: 'visible' });
    await game.getByRole('button', { name: T.clear }).click();

    // rotate to reveal the seed, then the recall's "Verify this round" re-deals the hands in the browser
    const fair = await openPanel(game, T.fairTitle);
    await fair.getByRole('button', { name: T.rotate }).click();
    expect(await fairValue(game, T.fairTitle, T.previousSeed)).toMatch(/^[0-9a-f]{64}$/);
    await (await openPanel(game, T.recallTitle))
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: T.verifyRound })
      .click();
    const sheet = game.getByRole('dialog', { name: T.verifyRound });
    await sheet.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    const form = sheet.locator('form.verify-form');
    await form.getByText(T.earlier.filled).waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    expect(await form.getByLabel(T.verify.game).inputValue()).toBe('baccarat');
    await form.getByRole('button', { name: T.verify.submit }).click();
    const result = sheet.getByRole('status').filter({ hasText: 'SHA-256 of the server seed' });
    await result.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    const verified = (await result.locator(':scope > *').allTextContents()).join(' ').replace(/\s+/g, ' ');
    // and draws them as the table did
    const redealt = sheet.locator('.bac-verified');
    await redealt.scrollIntoViewIfNeeded();
    expect(await handOnTable(redealt.getByRole('region', { name: B.spots.player }))).toBe(player);
    expect(await handOnTable(redealt.getByRole('region', { name: B.spots.banker }))).toBe(banker);
    await snap(page, 'baccarat-verified-360');
    expect(verified).toContain(hashBefore);
    expect(verified).toContain(`Player ${player} (`);
    expect(verified).toContain(`Banker ${banker} (`);
    await sheet.getByRole('button', { name: common.common.close }).click();

    // the rules panel: the tableau, the pays and each bet's exact return
    const rules = await openPanel(game, T.rulesTitle);
    await rules.getByRole('table').waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    expect(await rules.getByRole('table').textContent()).toContain('98.9421%');
    await snapAtSizes(page, 'baccarat-rules', async () => {
      await rules.getByRole('table').scrollIntoViewIfNeeded();
    });

    await closeGameExpecting(page, env.stack.platform.url, token, row.after);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
