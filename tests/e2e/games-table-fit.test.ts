// The table games with the shared play controls, on a 360 × 740 phone and in a laptop's game frame: the stake
// board, the main button and Auto / Turbo are all on the first screen (thumb reach, no scrolling), and nothing
// of the controls lies over the stage. A turbo autoplay run then plays the same stakes round after round and
// stops on its loss stop, judged from the recall.
import type { FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import texts from '../../web/src/i18n/en-US.games.json';
import { expectNoConsoleErrors } from './support/browser';
import { closePanel, frameBalance, openGame, playerInLobby, recallRows } from './support/games';
import { shotsDir, snapAtSizes } from './support/shots';
import { stackAndBrowser } from './support/suite';
import { SHOWN_WITHIN } from './support/wait';

const env = stackAndBrowser();
const T = texts.games;
const C = T.controls;

type Box = { top: number; bottom: number; left: number; right: number };

/** An element's box in the game frame's viewport, and the viewport's height. */
async function boxOf(game: FrameLocator, selector: string): Promise<Box & { view: number }> {
  return game
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      return {
        top: r.top,
        bottom: r.bottom,
        left: r.left,
        right: r.right,
        view: el.ownerDocument.defaultView!.innerHeight,
      };
    });
}

/** Whether two boxes share any area (a pixel of rounding aside). */
const overlap = (a: Box, b: Box) =>
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1 &&
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1;

/** At each size: the main button and Auto / Turbo on the frame's first screen, the controls under the main
 * button, and neither over the stage (beside it or under it). */
async function expectFits(page: Page, game: FrameLocator, stage: string, name: string): Promise<void> {
  for (const [width, height] of [
    [360, 740],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await game.locator('body').evaluate(() => window.scrollTo(0, 0));
    const controls = await boxOf(game, '.play-controls');
    const main = await boxOf(game, '.play-actions');
    const table = await boxOf(game, stage);
    expect(controls.bottom, `${name} at ${width}: Auto and Turbo on the first screen`).toBeLessThanOrEqual(
      controls.view + 1,
    );
    expect(main.bottom, `${name} at ${width}: the main button above the controls`).toBeLessThanOrEqual(
      controls.top + 1,
    );
    expect(
      overlap(table, main) || overlap(table, controls),
      `${name} at ${width}: nothing over the stage`,
    ).toBe(false);
  }
  await page.setViewportSize({ width: 360, height: 740 });
}

/** Starts a turbo autoplay run of 10 rounds with a ₱1,000 single-win stop and the given loss stop (pesos). */
async function startAutoplay(game: FrameLocator, lossStop: string): Promise<void> {
  const turbo = game.getByRole('button', { name: C.turbo, exact: true });
  if ((await turbo.getAttribute('aria-pressed')) !== 'true') await turbo.click();
  await game.getByRole('button', { name: C.auto, exact: true }).click();
  const sheet = game.getByRole('dialog', { name: C.autoTitle });
  await sheet.getByLabel(C.winStop).fill('1000');
  await sheet.getByLabel(C.lossStop).fill(lossStop);
  await sheet.getByRole('button', { name: 'Start 10 rounds' }).click();
  await sheet.waitFor({ state: 'detached' });
}

/** Waits for the run to end; answers how many rounds it played. */
async function runEnds(game: FrameLocator): Promise<number> {
  const stopped = game.getByRole('status').filter({ hasText: /^Autoplay (finished|stopped)/ });
  await stopped.waitFor({ state: 'visible', timeout: 120_000 });
  return Number(/(\d+) rounds? played/.exec((await stopped.textContent()) ?? '')?.[1]);
}

/**
 * Look-at only (with E2E_SHOTS): plays single ₱10 rounds on one spot until one pays above its stake, and shoots
 * the win moment over the table. Ends when the page shows a win moment, or after a dozen rounds without one.
 */
async function shootAWin(
  page: Page,
  game: FrameLocator,
  name: string,
  spot: string,
  play: string,
  idle: string,
): Promise<void> {
  if (!shotsDir()) return;
  const moment = game.locator('.win-plaque, .win-big');
  for (let i = 0; i < 12 && (await moment.count()) === 0; i++) {
    await game.getByRole('button', { name: spot }).click();
    await game.getByRole('button', { name: play }).click();
    await game.getByRole('button', { name: idle }).waitFor({ timeout: SHOWN_WITHIN });
  }
  await snapAtSizes(page, `fit-${name}-win`);
}

describe('table games with the play controls', () => {
  it('Sic Bo: the table, Roll and the controls fit the first screen; autoplay replays the stakes to the loss stop', async () => {
    const { page, errors, context } = await playerInLobby(env);
    const game = await openGame(page, 'Sic Bo');
    expect(await frameBalance(game)).toBe(100_000);
    await closePanel(game);
    await game.getByRole('button', { name: 'Stake on Big' }).click();
    await game.getByRole('button', { name: 'Stake on Small' }).click();
    await expectFits(page, game, '.sb-shaker', 'Sic Bo');
    await snapAtSizes(page, 'fit-sicbo-staked');

    // Big and Small together: at most one of them wins (a triple loses both), so each round falls by ₱0 or ₱20;
    // a ₱50 loss stop ends the run before a round could take the fall past it
    await startAutoplay(game, '50');
    await game.getByRole('button', { name: C.stop, exact: true }).waitFor();
    await snapAtSizes(page, 'fit-sicbo-autoplay');
    const played = await runEnds(game);
    await snapAtSizes(page, 'fit-sicbo-stopped');
    const rounds = await recallRows(game, T.recallTitle, Math.min(played, 10));
    expect(rounds.length).toBeGreaterThan(0);
    for (const r of rounds) expect(r.bet).toBe(2000);
    expect(100_000 - rounds[0]!.after).toBeLessThanOrEqual(5000);
    await shootAWin(page, game, 'sicbo', 'Stake on Big', 'Roll for ₱10.00', 'Roll for ₱0.00');
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('Baccarat: the table, Deal and the controls fit the first screen; autoplay replays the stakes to the loss stop', async () => {
    const { page, errors, context } = await playerInLobby(env);
    const game = await openGame(page, 'Baccarat');
    expect(await frameBalance(game)).toBe(100_000);
    await closePanel(game);
    await game.getByRole('button', { name: `Stake on ${T.baccarat.spots.banker}` }).click();
    await game.getByRole('button', { name: `Stake on ${T.baccarat.spots.tie}` }).click();
    await expectFits(page, game, '.bac-felt', 'Baccarat');
    await snapAtSizes(page, 'fit-baccarat-staked');

    // ₱10 on Banker and ₱10 on Tie: a round falls by ₱20 at most; a ₱50 loss stop
    await startAutoplay(game, '50');
    await game.getByRole('button', { name: C.stop, exact: true }).waitFor();
    await snapAtSizes(page, 'fit-baccarat-autoplay');
    const played = await runEnds(game);
    await snapAtSizes(page, 'fit-baccarat-stopped');
    const rounds = await recallRows(game, T.recallTitle, Math.min(played, 10));
    expect(rounds.length).toBeGreaterThan(0);
    for (const r of rounds) expect(r.bet).toBe(2000);
    expect(100_000 - rounds[0]!.after).toBeLessThanOrEqual(5000);
    await shootAWin(
      page,
      game,
      'baccarat',
      `Stake on ${T.baccarat.spots.player}`,
      'Deal ₱10.00',
      T.baccarat.placeBets,
    );
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
