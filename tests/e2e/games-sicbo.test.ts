import { sicboArea, sicboHits } from '@casino/contracts/sicbo';
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

// The table pays (the rules panel's paytable): Big 1:1, Total 10 6:1, stake returned with the win.
const RETURNS: Record<string, number> = { big: 2, 'total-10': 7 };

describe('Sic Bo for real coin', () => {
  it('Big and Total 10: the roll takes what Roll showed, pays what the dice say, and /fairness recomputes the dice', async () => {
    const { page, errors, context, token } = await playerInLobby(env);
    // the lobby's Table category lists it with the other table games; Fishing, with no game yet, has no tab
    const cats = page.getByRole('tablist', { name: common.home.categories });
    await cats.getByRole('tab', { name: 'Table' }).click();
    expect(await cats.getByRole('tab').allTextContents()).not.toContain('Fishing');
    const tableGames = page.locator('#game-panel').getByRole('link', { name: /^Play / });
    await tableGames.first().waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    expect(await tableGames.allTextContents()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Sic Bo/),
        expect.stringMatching(/^Isla Double or Nothing/),
      ]),
    );
    await snapAtSizes(page, 'sicbo-lobby-table');
    const game = await openGame(page, 'Sic Bo');
    expect(await frameBalance(game)).toBe(100_000);
    const hashBefore = await fairValue(game, T.fairTitle, T.serverSeedHash);
    // a panel is a bottom sheet over the table: closed before the table is played
    await closePanel(game);
    // look-at screenshots of the table from its top (only with E2E_SHOTS)
    const top = () => game.locator('body').evaluate(() => window.scrollTo(0, 0));
    await snapAtSizes(page, 'sicbo-open', top);

    // the smallest chip is the game's minimum bet, ₱10.00: Big twice, Total 10 once (on the Totals tab)
    await game.getByRole('button', { name: 'Stake on Big' }).click();
    await game.getByRole('button', { name: 'Stake on Big' }).click();
    await snapAtSizes(page, 'sicbo-main', top);
    await game.getByRole('tab', { name: T.sicbo.tab.totals }).click();
    await game.getByRole('button', { name: 'Stake on Total 10' }).click();
    await snapAtSizes(page, 'sicbo-bets');
    await game.getByRole('button', { name: 'Roll for ₱30.00' }).click();
    await snap(page, 'sicbo-shaking-360');

    // the shaker opens on the dice: "a · b · c · total n · …"
    const shaker = game.getByRole('button', { name: /^\d · \d · \d · total \d+/ });
    await shaker.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    const dice = /^(\d) · (\d) · (\d)/
      .exec((await shaker.getAttribute('aria-label')) ?? '')!
      .slice(1)
      .map(Number);
    // the recall reads the rounds when it opens
    const rows = (await openPanel(game, T.recallTitle)).getByRole('listitem');
    await rows.first().waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    const round = await readRecallRow(rows.first());
    await closePanel(game);
    const stakes = { big: 2000, 'total-10': 1000 };
    const win = Object.entries(stakes).reduce((s, [key, amount]) => {
      const hits = sicboHits(sicboArea(key)!, dice);
      return s + (hits > 0 ? amount * RETURNS[key]! : 0);
    }, 0);
    expect(round).toMatchObject({ status: 'Settled', bet: 3000, win, before: 100_000, after: 97_000 + win });
    await expect.poll(() => frameBalance(game)).toBe(97_000 + win);
    // the winning areas light up (Total 10 is on the open tab)
    const total10 = game.getByRole('button', { name: 'Stake on Total 10' });
    await expect
      .poll(() => total10.evaluate((b) => b.classList.contains('sb-hit')))
      .toBe(dice[0]! + dice[1]! + dice[2]! === 10);
    // the board cleared: nothing rides into the next round unasked
    await game.getByRole('button', { name: 'Roll for ₱0.00' }).waitFor();
    await snapAtSizes(page, 'sicbo-after-roll', top);
    await game.getByRole('tab', { name: T.sicbo.tab.main }).click();
    await snapAtSizes(page, 'sicbo-after-roll-main', top);

    // rotate to reveal the server seed, then "Verify this round" from the recall recomputes the same dice
    const fair = await openPanel(game, T.fairTitle);
    await fair.getByRole('button', { name: T.rotate }).click();
    const revealed = await fairValue(game, T.fairTitle, T.previousSeed);
    expect(revealed).toMatch(/^[0-9a-f]{64}$/);
    const newest = (await openPanel(game, T.recallTitle)).getByRole('listitem').first();
    await newest.getByText(`Dice: ${dice.join(', ')}`).waitFor({ state: 'visible' });
    await newest.getByRole('button', { name: T.verifyRound }).click();
    const sheet = game.getByRole('dialog', { name: T.verifyRound });
    const form = sheet.locator('form.verify-form');
    await form.getByText(T.earlier.filled).waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    expect(await form.getByLabel(T.verify.serverSeed).inputValue()).toBe(revealed);
    expect(await form.getByLabel(T.verify.nonce).inputValue()).toBe(String(round.nonce));
    await form.getByRole('button', { name: T.verify.submit }).click();
    const result = sheet.getByRole('status').filter({ hasText: 'SHA-256 of the server seed' });
    await result.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    const text = ((await result.textContent()) ?? '').replace(/\s+/g, ' ');
    expect(text).toContain(hashBefore);
    const sum = dice.reduce((s, d) => s + d, 0);
    expect(text).toContain(`Dice: ${dice.join(' · ')} (total ${sum})`);
    await snapAtSizes(page, 'sicbo-verified');
    await sheet.getByRole('button', { name: common.common.close }).click();
    await sheet.waitFor({ state: 'detached', timeout: SHOWN_WITHIN });

    const rules = await openPanel(game, T.rulesTitle);
    await snapAtSizes(page, 'sicbo-rules', () => rules.locator('table').scrollIntoViewIfNeeded());

    await closeGameExpecting(page, env.stack.platform.url, token, 97_000 + win);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
