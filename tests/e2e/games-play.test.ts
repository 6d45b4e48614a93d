import { AUTH_ERROR_MESSAGE, ERR } from '@casino/contracts/errors';
import { formatMoney } from '@casino/contracts/money';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import catalogue from '../../platform/seed/games.json';
import texts from '../../web/src/i18n/en-US.games.json';
import { waitForPath } from './support/app';
import { expectNoConsoleErrors, newPhonePage } from './support/browser';
import {
  closeGameExpecting,
  closePanel,
  frameBalance,
  gameFrame,
  moneyIn,
  openGame,
  openPanel,
  panel,
  panelButton,
  platformCoin,
  platformLogout,
  playerInLobby,
  type RecallRow,
  recallRows,
  visitorContext,
} from './support/games';
import { platformCall } from './support/platform-api';
import { snapAtSizes } from './support/shots';
import { stackAndBrowser } from './support/suite';
import { SHOWN_WITHIN } from './support/wait';

const env = stackAndBrowser();

const SPINS = 10;
const T = texts.games;

describe('Slots for real coin', () => {
  it('10 spins from the lobby: the lobby balance is start − bets + wins as the recall shows them', async () => {
    const { page, errors, context, token } = await playerInLobby(env);
    const start = 100_000;
    const game = await openGame(page, 'Golden Carabao');
    expect(await frameBalance(game)).toBe(start);

    // a bigger chip than the default, so the bet on each recall line is the one the player chose
    await game.getByRole('radio', { name: '₱5.00' }).check();
    let recalled: RecallRow[] = [];
    for (let i = 1; i <= SPINS; i++) {
      await game.getByRole('button', { name: 'Spin ₱5.00' }).click();
      // the recall (a sheet over the game) lists a round once it is settled; the newest is first
      recalled = await recallRows(game, texts.games.recallTitle, i);
      const newest = recalled[0]!;
      // the reels' own result line agrees with the recorded win
      const said = newest.win > 0 ? `You won ${formatMoney(newest.win)}!` : 'No win this time.';
      await game.getByRole('status').filter({ hasText: said }).waitFor({ state: 'visible' });
    }

    expect(recalled).toHaveLength(SPINS);
    const oldestFirst = [...recalled].reverse();
    expect(oldestFirst[0]!.before).toBe(start);
    oldestFirst.forEach((r, i) => {
      expect(r.status).toBe('Settled');
      expect(r.bet).toBe(500);
      expect(r.after).toBe(r.before - r.bet + r.win);
      if (i > 0) expect(r.before).toBe(oldestFirst[i - 1]!.after);
    });
    const bets = recalled.reduce((s, r) => s + r.bet, 0);
    const wins = recalled.reduce((s, r) => s + r.win, 0);
    const expected = start - bets + wins;
    expect(await frameBalance(game)).toBe(expected);

    // back in the lobby, the header shows the balance refreshed after the session closed
    await closeGameExpecting(page, env.stack.platform.url, token, expected);

    expectNoConsoleErrors(errors);
    await context.close();
    // ten animated spins (≥ 1.6 s each) on a loaded 2-core runner need more than the default 90 s
  });
});

describe('Color Game for real coin', () => {
  it('one roll on Red: the dice, the win, the recall, the lobby and the platform agree', async () => {
    const { page, errors, context, token } = await playerInLobby(env);
    const game = await openGame(page, 'Perya Color Game');
    expect(await frameBalance(game)).toBe(100_000);

    // the smallest chip is the game's minimum bet, ₱10.00
    await game.getByRole('button', { name: 'Stake on Red' }).click();
    await game.getByRole('button', { name: 'Roll for ₱10.00' }).click();
    const [round] = await recallRows(game, T.recallTitle, 1);
    if (!round) throw new Error('no round in the recall');

    // the stake comes back with 1:1, 2:1 or 3:1 for one, two or three red dice
    await game
      .getByRole('img', { name: /^(Yellow|White|Pink|Blue|Red|Green)$/ })
      .nth(2)
      .waitFor();
    const reds = await game.getByRole('img', { name: 'Red', exact: true }).count();
    const win = reds === 0 ? 0 : 1000 * (1 + reds);
    expect(round).toMatchObject({ status: 'Settled', bet: 1000, win, before: 100_000, after: 99_000 + win });
    // the result line says the net: ₱10 staked, paid back with 1:1 per red die
    const said =
      win > 0
        ? `You won ${formatMoney(win - 1000)}! Paid ${formatMoney(win)} on ${formatMoney(1000)} staked.`
        : `No match: ${formatMoney(1000)} staked, nothing paid.`;
    await game.getByRole('status').filter({ hasText: said }).waitFor({ state: 'visible' });
    // the board rings the colour the dice showed when it is the one staked on
    await expect
      .poll(() =>
        game.getByRole('button', { name: 'Stake on Red' }).evaluate((b) => b.classList.contains('color-hit')),
      )
      .toBe(reds > 0);
    await expect.poll(() => frameBalance(game)).toBe(round.after);

    // the board cleared after the roll: nothing rides into the next round unasked
    await expect
      .poll(() => game.getByRole('button', { name: 'Stake on Red' }).textContent())
      .not.toContain('₱');
    await game.getByRole('button', { name: 'Roll for ₱0.00' }).waitFor();
    await snapAtSizes(page, 'color-after-roll');
    // three Rebets put the last ₱10.00 back once, never ₱20 or ₱30, and the roll takes exactly what it shows
    for (let i = 0; i < 3; i++) await game.getByRole('button', { name: 'Rebet', exact: true }).click();
    await snapAtSizes(page, 'color-rebet');
    await game.getByRole('button', { name: 'Roll for ₱10.00' }).click();
    const [second] = await recallRows(game, T.recallTitle, 2);
    if (!second) throw new Error('no second round in the recall');
    expect(second).toMatchObject({ bet: 1000, before: round.after });
    await expect.poll(() => frameBalance(game)).toBe(second.after);

    await closeGameExpecting(page, env.stack.platform.url, token, second.after);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});

describe('leaving a game by closing the tab', () => {
  it('a Mines round left open when the player closes the tab is settled: its gem is cashed out', async () => {
    const { page, errors, context, token } = await playerInLobby(env);
    const game = await openGame(page, 'Gold Mines');
    await game.getByRole('combobox', { name: new RegExp(`^${T.mines.count}`) }).selectOption('1');

    // a mine on the first pick (1 in 25) ends the round: play another until a gem leaves it open
    let offered = 0;
    for (let round = 1; round <= 6 && !offered; round++) {
      await game.getByRole('button', { name: 'Bet ₱1.00' }).click();
      await game.getByRole('button', { name: 'Cell 7', exact: true }).click();
      const gem = game.getByRole('button', { name: 'Cell 7: gem' });
      const boom = game.getByRole('status').filter({ hasText: T.mines.boom });
      await gem.or(boom).waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
      if ((await gem.count()) === 1)
        offered = moneyIn((await game.getByRole('button', { name: /^Cash out ₱/ }).textContent()) ?? '');
    }
    expect(offered, 'a mine on each first pick').toBeGreaterThan(0);
    const open = await frameBalance(game);
    expect(await platformCoin(env.stack.platform.url, token)).toBe(open);

    // no close control, no in-app link: the tab is closed (its page-hide handlers run)
    expectNoConsoleErrors(errors);
    await page.close({ runBeforeUnload: true });
    await expect
      .poll(() => platformCoin(env.stack.platform.url, token), { timeout: SHOWN_WITHIN })
      .toBe(open + offered);
    await context.close();
  });
});

describe('demo rounds of a signed-in player', () => {
  /** Opens the game's demo (tryIt) from the lobby's address bar; answers the frame and its demo coins. */
  async function openDemo(page: Page, gameId: number, name: string) {
    await page.goto(`/game/start?gameId=${gameId}&tryIt=1`);
    await page.getByText(T.demo, { exact: true }).waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    const game = gameFrame(page, name);
    await game.getByText(T.demoNote).waitFor({ state: 'visible' });
    // no recall or seeds: a demo round is nobody's record
    expect(await panelButton(game, T.recallTitle).count()).toBe(0);
    return { game, coins: await frameBalance(game) };
  }

  /** Back to the lobby: the wallet is what it was, on screen and on the platform. */
  async function expectWalletUntouched(page: Page, token: string) {
    await closeGameExpecting(page, env.stack.platform.url, token, 100_000);
  }

  it('Mines: a round with demo coins (a gem cashed out, or a mine) leaves the real balance as it was', async () => {
    const { page, errors, context, token } = await playerInLobby(env);
    const { game, coins } = await openDemo(page, 4001, 'Gold Mines');
    await game.getByRole('combobox', { name: new RegExp(`^${T.mines.count}`) }).selectOption('1');
    await game.getByRole('button', { name: 'Bet ₱1.00' }).click();
    await expect.poll(() => frameBalance(game)).toBe(coins - 100);
    await game.getByRole('button', { name: 'Cell 13', exact: true }).click();
    const gem = game.getByRole('button', { name: 'Cell 13: gem' });
    const boom = game.getByRole('status').filter({ hasText: T.mines.boom });
    await gem.or(boom).waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    let win = 0;
    if ((await gem.count()) === 1) {
      const cashout = game.getByRole('button', { name: /^Cash out ₱/ });
      win = moneyIn((await cashout.textContent()) ?? '');
      await cashout.click();
      await game
        .getByRole('status')
        .filter({ hasText: `You won ${formatMoney(win)}!` })
        .waitFor();
    }
    await expect.poll(() => frameBalance(game)).toBe(coins - 100 + win);
    expect(await platformCoin(env.stack.platform.url, token)).toBe(100_000);

    await expectWalletUntouched(page, token);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  // A low auto cash-out target: a round reaches 1.10× (1.6 s into its climb) with odds of about 0.89. The crash
  // point is the server's secret, so the journey plays until one reaches it, as the real-coin one does.
  const DEMO_AUTO = '1.10';
  const MAX_DEMO_CRASH_ROUNDS = 10;

  it(`Crash: a demo auto cash-out at ${DEMO_AUTO}× shows its win with no tap; the demo coins move by bet × ${DEMO_AUTO}, the real balance not at all`, async () => {
    const { page, errors, context, token } = await playerInLobby(env);
    const { game, coins } = await openDemo(page, 3001, 'Saranggola Crash');
    await game.getByLabel(T.crash.auto).fill(DEMO_AUTO);
    const bet = game.getByRole('button', { name: 'Bet ₱1.00' });
    const end = game.getByRole('status').filter({ hasText: /Cashed out at|Crashed at/ });
    let before = coins;
    let cashed: RegExpExecArray | null = null;
    for (let round = 1; round <= MAX_DEMO_CRASH_ROUNDS && !cashed; round++) {
      before = await frameBalance(game);
      await bet.click();
      // nobody taps Cash out: the round is over when its bet is taken and the Bet button is back
      await expect
        .poll(
          async () =>
            (await bet.isVisible()) && (await bet.isEnabled()) && (await frameBalance(game)) !== before,
          {
            timeout: SHOWN_WITHIN,
          },
        )
        .toBe(true);
      const said = (await end.textContent()) ?? '';
      cashed = /Cashed out at (\d+\.\d\d)× — you won (₱[\d,.]+)!/.exec(said);
      if (cashed) break;
      // a crash below the target: the bet is lost and nothing was cashed out
      const bust = /Crashed at (\d+\.\d\d)×/.exec(said);
      expect(bust, `an unexpected end of round: ${said}`).not.toBeNull();
      expect(Number(bust![1])).toBeLessThan(Number(DEMO_AUTO));
      expect(await frameBalance(game)).toBe(before - 100);
    }
    expect(cashed, `${MAX_DEMO_CRASH_ROUNDS} rounds crashed below ${DEMO_AUTO}×`).not.toBeNull();

    const win = Math.round(100 * Number(DEMO_AUTO));
    expect(cashed![1]).toBe(DEMO_AUTO);
    expect(moneyIn(cashed![2]!)).toBe(win);
    expect(await frameBalance(game)).toBe(before - 100 + win);
    expect(await platformCoin(env.stack.platform.url, token)).toBe(100_000);

    await expectWalletUntouched(page, token);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});

describe('game information and sound in every in-house game', () => {
  const inHouse = catalogue.games.filter((g) => g.engine !== 'external');
  // one title per engine: the panel is the engine's, the RTP the catalogue entry's
  const perEngine = [...new Map(inHouse.map((g) => [g.engine, g])).values()];

  it.each(perEngine)(
    '$name ($engine): the rules panel opens with the declared RTP; sound toggles',
    async (g) => {
      const context = await visitorContext(env.browser, env.stack.url);
      const { page, errors } = await newPhonePage(context);
      await page.goto(`/game/start?gameId=${g.id}&tryIt=1`);
      const game = gameFrame(page, g.name);
      await game.getByRole('heading', { name: g.name }).waitFor({ state: 'visible', timeout: SHOWN_WITHIN });

      const rules = panel(game, texts.games.rulesTitle);
      const engineTexts = texts.games[g.engine as 'slots' | 'color' | 'mines' | 'crash' | 'bingo'];
      const firstRule = engineTexts.rules['1'];
      expect(await rules.getByText(firstRule).isVisible()).toBe(false);
      await openPanel(game, texts.games.rulesTitle);
      await rules.getByText(firstRule).waitFor({ state: 'visible' });
      await rules
        .getByRole('heading', { name: texts.games.paytable, exact: true })
        .waitFor({ state: 'visible' });
      // the max win's wording is the engine's: a summary, or a figure from the game information
      await rules.getByText(/^Max win: \S/).waitFor({ state: 'visible' });
      await rules
        .getByText(`Return to player (RTP): ${(g.rtp / 100).toFixed(2)}%`)
        .waitFor({ state: 'visible' });
      // the sheet closes back to the game
      await closePanel(game);

      // sound starts off (autoplay rules); one tap turns it on and says so
      const sound = game.getByRole('button', { name: /^Sound (on|off)$/ });
      expect(await sound.getAttribute('aria-pressed')).toBe('false');
      expect(await sound.textContent()).toBe('Sound off');
      await sound.click();
      await game.getByRole('button', { name: 'Sound on', pressed: true }).waitFor({ state: 'visible' });
      await sound.click();
      await game.getByRole('button', { name: 'Sound off', pressed: false }).waitFor({ state: 'visible' });

      // a visitor's session is a demo: it says so, inside the frame and on the frame's bar
      await game.getByText(texts.games.demoNote).waitFor({ state: 'visible' });
      await page.getByText(texts.games.demo, { exact: true }).waitFor({ state: 'visible' });

      expectNoConsoleErrors(errors);
      await context.close();
    },
  );
});

describe('the same game opened in a second tab', () => {
  it('ends the first tab’s session: its next spin says so and Open the game again plays on', async () => {
    const { page, context } = await playerInLobby(env);
    const first = await openGame(page, 'Golden Carabao');
    await first.getByRole('button', { name: /^Spin / }).waitFor({ state: 'visible', timeout: SHOWN_WITHIN });

    const { page: second } = await newPhonePage(context);
    await second.goto('/');
    const other = await openGame(second, 'Golden Carabao');
    await other.getByRole('button', { name: /^Spin / }).waitFor({ state: 'visible', timeout: SHOWN_WITHIN });

    // The first tab's session ended when the second opened the game: nothing is charged, and it says why.
    const before = await frameBalance(first);
    await first.getByRole('button', { name: /^Spin / }).click();
    const alert = first.getByRole('alert');
    await alert
      .filter({ hasText: 'This game session has ended' })
      .waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    expect(await frameBalance(first)).toBe(before);

    await alert.getByRole('button', { name: T.reopen }).click();
    const reopened = gameFrame(page, 'Golden Carabao');
    await reopened.getByRole('button', { name: /^Spin / }).click();
    await reopened
      .getByRole('status')
      .filter({ hasText: /You won|No win this time/ })
      .waitFor({ timeout: SHOWN_WITHIN });
    expect(await reopened.getByRole('alert').count()).toBe(0);
    await context.close();
  });
});

describe('signed out elsewhere while a game is open', () => {
  it('the next spin takes the whole app to login; the game frame never shows the login page', async () => {
    const { page, context, token } = await playerInLobby(env);
    const framePaths: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) framePaths.push(new URL(frame.url()).pathname);
    });
    const game = await openGame(page, 'Golden Carabao');
    const spin = game.getByRole('button', { name: /^Spin / });
    await spin.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });

    await platformLogout(env.stack.platform.url, token);
    await spin.click();
    await waitForPath(page, '/auth/login');
    await page.getByRole('button', { name: 'Log In', exact: true }).waitFor({ state: 'visible' });
    expect(framePaths.filter((p) => p.startsWith('/auth'))).toEqual([]);
    expect(await page.locator('iframe').count()).toBe(0);
    await context.close();
  });
});

describe('seeds rotated in another window while a game is open', () => {
  it('the next spin is refused and charges nothing; the one after plays on the new seed hash', async () => {
    const { page, context, token } = await playerInLobby(env);
    const game = await openGame(page, 'Golden Carabao');
    const spin = game.getByRole('button', { name: /^Spin / });
    const outcome = game.getByRole('status').filter({ hasText: /You won|No win this time/ });
    await spin.click();
    await outcome.waitFor({ timeout: SHOWN_WITHIN });

    // another tab rotates the player's seeds on /fairness
    const { page: other } = await newPhonePage(context);
    await other.goto('/fairness');
    const seeds = other.getByRole('region', { name: T.seeds.title });
    await seeds.getByRole('button', { name: T.rotate }).click();
    await seeds.getByText(T.previousSeed, { exact: true }).waitFor({ timeout: SHOWN_WITHIN });
    const newHash = (
      (await seeds
        .getByText(T.serverSeedHash, { exact: true })
        .locator('xpath=following-sibling::dd[1]')
        .textContent()) ?? ''
    ).trim();
    expect(newHash).toMatch(/^[0-9a-f]{64}$/);

    // this tab last played on the old hash: that spin is refused, with nothing charged
    const before = await frameBalance(game);
    await spin.click();
    await game
      .getByRole('alert')
      .filter({ hasText: AUTH_ERROR_MESSAGE[ERR.SEEDS_CHANGED]! })
      .waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    expect(await frameBalance(game)).toBe(before);
    // the next one plays, on the pair the other tab made
    await spin.click();
    await game.getByRole('alert').waitFor({ state: 'detached', timeout: SHOWN_WITHIN });
    const recall = await openPanel(game, T.recallTitle);
    await expect
      .poll(async () => (await recall.getByRole('listitem').count()) >= 2, { timeout: SHOWN_WITHIN })
      .toBe(true);
    // the recall's newest round (the one just played) names the pair the other tab made
    const carabao = catalogue.games.find((g) => g.name === 'Golden Carabao')!.id;
    const recalled = await platformCall(env.stack.platform.url, 'gameRoundRecall', token, {
      gameId: carabao,
    });
    const newest = (recalled.data as { list: { serverSeedHash: string }[] }).list[0];
    expect(newest?.serverSeedHash).toBe(newHash);
    await context.close();
  });
});
