// Bingo from the lobby: two cards bought, 30 balls called (a tap on Skip shows the rest), the balance moves by
// exactly what the round settled, and /fairness recomputes the same balls and cards from the revealed seed.
import { formatMoney } from '@casino/contracts/money';
import type { FrameLocator, Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import texts from '../../web/src/i18n/en-US.games.json';
import common from '../../web/src/i18n/en-US.json';
import { expectNoConsoleErrors } from './support/browser';
import {
  closeGameExpecting,
  closePanel,
  fairValue,
  frameBalance,
  moneyIn,
  openGame,
  openPanel,
  playerInLobby,
  readRecallRow,
} from './support/games';
import { snapAtSizes } from './support/shots';
import { stackAndBrowser } from './support/suite';
import { SHOWN_WITHIN } from './support/wait';

const env = stackAndBrowser();
const T = texts.games;
const B = T.bingo;

/** Each card's 25 cells as shown (★ in the free centre), card by card. */
/** Brings the game's top (the caller) to the top of the frame before a look-at screenshot. */
const gameTop = (game: FrameLocator) => async () => {
  await game.locator('.bingo-caller').evaluate((el) => el.scrollIntoView({ block: 'start' }));
};

const cardsIn = (where: Locator) =>
  where
    .locator('.bingo-card')
    .evaluateAll((cards) =>
      cards.map((c) =>
        [...c.querySelectorAll('tbody td')].map((td) => td.firstElementChild?.textContent ?? ''),
      ),
    );

describe('Bingo', () => {
  it('buys 2 cards, plays a round, the balance moves by the settled amount and /fairness recomputes the cards and balls', async () => {
    const { page, errors, context, token } = await playerInLobby(env);
    const game = await openGame(page, 'Bingo Fiesta');
    expect(await frameBalance(game)).toBe(100_000);
    const hashBefore = await fairValue(game, T.fairTitle, T.serverSeedHash);
    // the cards and the controls sit at the bottom of the frame, where the panel's sheet opens: close it first
    await closePanel(game);

    await game.getByRole('radio', { name: '2 cards' }).check();
    // the stake on Play is what the round takes: 2 cards × ₱1.00
    const play = game.getByRole('button', { name: `Play 2 cards for ${formatMoney(200)}` });
    await play.waitFor({ state: 'visible' });
    await snapAtSizes(page, 'bingo-ready', gameTop(game));
    await play.click();

    const status = game.getByRole('status').filter({ hasText: /Ball \d+ of 30|Bingo!|No pattern this time/ });
    await status.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    if (process.env.E2E_SHOTS) {
      await game
        .getByRole('status')
        .filter({ hasText: /Ball (8|9|\d\d) of 30/ })
        .waitFor({ timeout: SHOWN_WITHIN });
      await snapAtSizes(page, 'bingo-calling', gameTop(game));
    }
    // quick-stop: the rest of the balls at once
    const skip = game.getByRole('button', { name: B.skip });
    if (await skip.isVisible()) await skip.click().catch(() => {});
    const end = game.getByRole('status').filter({ hasText: /Bingo! You won|No pattern this time/ });
    await end.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    const said = (await end.textContent()) ?? '';
    const win = said.startsWith('Bingo!') ? moneyIn(said) : 0;
    expect(said).toContain(`${formatMoney(200)} staked`);
    await expect.poll(() => frameBalance(game)).toBe(100_000 - 200 + win);
    expect(await game.locator('.bingo-board td.bingo-called').count()).toBe(30);
    await snapAtSizes(page, 'bingo-settled', gameTop(game));
    const played = await cardsIn(game.locator('.bingo-cards'));
    expect(played).toHaveLength(2);

    const newest = (await openPanel(game, T.recallTitle)).getByRole('listitem').first();
    expect(await readRecallRow(newest)).toMatchObject({
      status: 'Settled',
      bet: 200,
      win,
      before: 100_000,
      after: 100_000 - 200 + win,
    });
    await newest.getByText(/^Balls called:/).waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    const recalledBalls = /Balls called: ((?:[BINGO]\d+ ?){30})/.exec(
      (await newest.textContent()) ?? '',
    )?.[1];
    const balls = recalledBalls
      ?.trim()
      .split(' ')
      .map((b) => b.slice(1));
    expect(balls).toHaveLength(30);
    await snapAtSizes(page, 'bingo-recall', async () => {
      await newest.scrollIntoViewIfNeeded();
    });

    // rotate to reveal the server seed, then the round's "Verify this round" opens the verifier over the game
    const fair = await openPanel(game, T.fairTitle);
    await fair.getByRole('button', { name: T.rotate }).click();
    // the new hash shows once the rotation is answered
    await expect
      .poll(() => fairValue(game, T.fairTitle, T.serverSeedHash), { timeout: SHOWN_WITHIN })
      .not.toBe(hashBefore);
    // opening the fairness panel closed the last rounds: back to them for the round's Verify
    await openPanel(game, T.recallTitle);
    await newest.getByRole('button', { name: T.verifyRound }).click();
    const sheet = game.getByRole('dialog', { name: T.verifyRound });
    const form = sheet.locator('form.verify-form');
    await form.getByText(T.earlier.filled).waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    expect(await form.getByLabel(T.verify.cardCount).inputValue()).toBe('2');
    await form.getByRole('button', { name: T.verify.submit }).click();
    const result = sheet.getByRole('status').filter({ hasText: 'SHA-256 of the server seed' });
    await result.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    const text = ((await result.textContent()) ?? '').replace(/\s+/g, ' ');
    expect(text).toContain(hashBefore);
    expect(text).toContain(`Balls called: ${balls!.join(', ')} · 2 cards below`);
    await sheet.locator('.bingo-card').nth(1).waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    expect(await cardsIn(sheet)).toEqual(played);
    await snapAtSizes(page, 'bingo-verified', async () => {
      await sheet.locator('.bingo-outcome').evaluate((el) => el.scrollIntoView({ block: 'center' }));
    });
    await sheet.getByRole('button', { name: common.common.close }).click();
    await sheet.waitFor({ state: 'detached', timeout: SHOWN_WITHIN });

    if (process.env.E2E_SHOTS) {
      await (await openPanel(game, T.rulesTitle)).scrollIntoViewIfNeeded();
      await snapAtSizes(page, 'bingo-rules', async () => {
        await game.locator('table.bingo-pay').scrollIntoViewIfNeeded();
      });
      await closePanel(game);
      await game.getByRole('radio', { name: '4 cards' }).check();
      await snapAtSizes(page, 'bingo-four-cards', gameTop(game));
      // the shared autoplay sheet over Bingo (both stops asked before a run), then back without a run
      await game.getByRole('button', { name: T.controls.auto }).click();
      const auto = game.getByRole('dialog', { name: T.controls.autoTitle });
      await auto.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
      await snapAtSizes(page, 'bingo-autoplay', async () => {
        // the sheet slides in: shoot it once its animations have finished
        await auto.evaluate((el) =>
          Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined))),
        );
      });
      await auto.getByRole('button', { name: T.controls.cancel }).click();
      await auto.waitFor({ state: 'detached', timeout: SHOWN_WITHIN });
    }

    await closeGameExpecting(page, env.stack.platform.url, token, 100_000 - 200 + win);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
