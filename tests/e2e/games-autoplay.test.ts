// Autoplay in the game frame: a player sets 10 slot rounds with a loss stop; the run ends where the stops say,
// judged from the balance and the recall (never from timing), and the controls say it stopped.
import { describe, expect, it } from 'vitest';
import catalogue from '../../platform/seed/games.json';
import texts from '../../web/src/i18n/en-US.games.json';
import { expectNoConsoleErrors, newPhonePage } from './support/browser';
import {
  frameBalance,
  gameFrame,
  openGame,
  openPanel,
  playerInLobby,
  recallRows,
  visitorContext,
} from './support/games';
import { shotsDir, snapAtSizes } from './support/shots';
import { stackAndBrowser } from './support/suite';
import { SHOWN_WITHIN } from './support/wait';

const env = stackAndBrowser();
const C = texts.games.controls;

const ROUNDS = 10;
const BET = 100;
/** Stop on a single win above ₱500.00 (500 bets), and before the balance could fall by more than ₱5.00. */
const WIN_STOP = 50_000;
const LOSS_STOP = 500;

describe('slots autoplay', () => {
  it('10 rounds with a loss stop: it ends after 10, or exactly where a stop says; the controls show it stopped', async () => {
    const start = 100_000;
    const { page, errors, context } = await playerInLobby(env, start);
    const game = await openGame(page, 'Golden Carabao');
    expect(await frameBalance(game)).toBe(start);

    await game.getByRole('button', { name: C.auto, exact: true }).click();
    const sheet = game.getByRole('dialog', { name: C.autoTitle });
    await sheet.waitFor({ state: 'visible' });
    // both stops are required: without them the run does not start, and says why
    await sheet.getByRole('button', { name: 'Start 10 rounds' }).click();
    await sheet.getByText(C.needWinStop).waitFor({ state: 'visible' });
    await sheet.getByText(C.needLossStop).waitFor({ state: 'visible' });
    await sheet.getByLabel(C.winStop).fill('500');
    await sheet.getByLabel(C.lossStop).fill('5');
    await snapAtSizes(page, 'autoplay-sheet');
    await sheet.getByRole('button', { name: 'Start 10 rounds' }).click();
    await sheet.waitFor({ state: 'detached' });

    // while it runs: the rounds left and Stop; the bet and Spin are the run's
    await game
      .getByRole('status')
      .filter({ hasText: /^Autoplay: \d+ rounds? left$/ })
      .waitFor();
    await game.getByRole('button', { name: C.stop, exact: true }).waitFor();
    await snapAtSizes(page, 'autoplay-running');

    const stopped = game.getByRole('status').filter({ hasText: /^Autoplay (finished|stopped)/ });
    await stopped.waitFor({ state: 'visible', timeout: 120_000 });
    const said = (await stopped.textContent()) ?? '';
    const played = Number(/(\d+) rounds? played/.exec(said)?.[1]);
    // the controls are back: Auto instead of Stop
    await game.getByRole('button', { name: C.auto, exact: true }).waitFor();
    expect(await game.getByRole('button', { name: C.stop, exact: true }).count()).toBe(0);
    await snapAtSizes(page, 'autoplay-stopped');

    // what the platform recorded: one settled round per play, each at the chosen bet, chained balance to balance
    const recalled = [...(await recallRows(game, texts.games.recallTitle, played))].reverse();
    expect(recalled).toHaveLength(played);
    expect(played).toBeGreaterThan(0);
    expect(recalled[0]!.before).toBe(start);
    recalled.forEach((r, i) => {
      expect(r.status).toBe('Settled');
      expect(r.bet).toBe(BET);
      if (i > 0) expect(r.before).toBe(recalled[i - 1]!.after);
    });
    const end = recalled.at(-1)!.after;
    await expect.poll(() => frameBalance(game)).toBe(end);

    // the balance never fell further than the loss stop, and no round before the last paid above the win stop
    const fall = start - end;
    expect(fall).toBeLessThanOrEqual(LOSS_STOP);
    expect(recalled.slice(0, -1).every((r) => r.win <= WIN_STOP)).toBe(true);
    // where it ended is where a stop says
    if (recalled.at(-1)!.win > WIN_STOP) expect(said).toContain(C.stopped.singleWin);
    else if (played < ROUNDS) {
      // the next ₱1.00 round could have taken the fall past ₱5.00
      expect(fall + BET).toBeGreaterThan(LOSS_STOP);
      expect(said).toContain(C.stopped.lossLimit);
    } else expect(said).toContain(C.stopped.done);

    expectNoConsoleErrors(errors);
    await context.close();
  });
});

// Look-at screenshots of every in-house game at both sizes, with a panel's sheet open: only when E2E_SHOTS asks.
describe.skipIf(!shotsDir())('every game at 360 × 740 and 1280 × 800', () => {
  const inHouse = catalogue.games.filter((g) => g.engine !== 'external');
  const perEngine = [...new Map(inHouse.map((g) => [g.engine, g])).values()];
  it.each(perEngine)('$name ($engine)', async (g) => {
    const context = await visitorContext(env.browser, env.stack.url);
    const { page, errors } = await newPhonePage(context);
    await page.goto(`/game/start?gameId=${g.id}&tryIt=1`);
    const game = gameFrame(page, g.name);
    await game.getByRole('heading', { name: g.name }).waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    await snapAtSizes(page, `game-${g.engine}`, async () => {
      await page.waitForTimeout(400);
    });
    await openPanel(game, texts.games.rulesTitle);
    await snapAtSizes(page, `game-${g.engine}-rules`, async () => {
      await page.waitForTimeout(400);
    });
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
