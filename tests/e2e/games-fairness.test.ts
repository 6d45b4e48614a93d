import { createHash } from 'node:crypto';
import { formatMoney } from '@casino/contracts/money';
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import texts from '../../web/src/i18n/en-US.games.json';
import common from '../../web/src/i18n/en-US.json';
import { waitForPath } from './support/app';
import { expectNoConsoleErrors, newPhonePage } from './support/browser';
import {
  closeGameExpecting,
  fairValue,
  frameBalance,
  moneyIn,
  openGame,
  openPanel,
  playerContext,
  playerInLobby,
  type RecallRow,
  readRecallRow,
  recallRows,
  visitorContext,
} from './support/games';
import { stackAndBrowser } from './support/suite';
import { SHOWN_WITHIN } from './support/wait';

const env = stackAndBrowser();

const T = texts.games;
const MAX_MINES_ROUNDS = 6;

/** A fresh player with ₱1,000.00 in the lobby, who opens `gameName` from its tile. */
async function openFromLobby(gameName: string) {
  const player = await playerInLobby(env);
  const game = await openGame(player.page, gameName);
  expect(await frameBalance(game)).toBe(100_000);
  return { ...player, game };
}

/**
 * After the round: rotate the seeds in the fairness panel (which reveals the old server seed), open the
 * newest recall entry's "Verify this round", which opens the verifier in a sheet over the game (same tab, the
 * game stays), find the revealed seed filled in and read what it recomputed. Checks the verifier recomputed
 * from the hash the player saw before playing.
 */
async function verifyNewestRound(
  page: Page,
  game: FrameLocator,
  hashBefore: string,
  inspect?: (sheet: Locator) => Promise<void>,
): Promise<string> {
  const fair = await openPanel(game, T.fairTitle);
  await fair.getByRole('button', { name: T.rotate }).click();
  const revealed = await fairValue(game, T.fairTitle, T.previousSeed, true);
  expect(revealed).toMatch(/^[0-9a-f]{64}$/);
  expect(await fairValue(game, T.fairTitle, T.serverSeedHash, true)).not.toBe(hashBefore);
  const previousClientSeed = (await fairValue(game, T.fairTitle, T.previousClientSeed, true)).split(
    ' · ',
  )[0]!;

  const newest = (await openPanel(game, T.recallTitle)).getByRole('listitem').first();
  const row = await readRecallRow(newest);
  const pagesBefore = page.context().pages().length;
  await newest.getByRole('button', { name: T.verifyRound }).click();
  const sheet = game.getByRole('dialog', { name: T.verifyRound });
  await sheet.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
  // no new tab: the player stays at the table
  expect(page.context().pages().length).toBe(pagesBefore);
  // the round's own inputs are filled in, and so is the server seed the rotation revealed: the link names
  // the pair by its hash and the verifier finds it among the player's revealed pairs
  const form = sheet.locator('form.verify-form');
  await form
    .getByRole('heading', { name: T.verify.title })
    .waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
  await form.getByText(T.earlier.filled).waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
  expect(await form.getByLabel(T.verify.serverSeed).inputValue()).toBe(revealed);
  expect(await form.getByLabel(T.clientSeed).inputValue()).toBe(previousClientSeed);
  expect(await form.getByLabel(T.verify.nonce).inputValue()).toBe(String(row.nonce));
  await form.getByRole('button', { name: T.verify.submit }).click();

  const result = sheet.getByRole('status').filter({ hasText: 'SHA-256 of the server seed' });
  await result.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
  const text = (await result.locator(':scope > *').allTextContents()).join(' ').replace(/\s+/g, ' ');
  expect(text).toContain(hashBefore);
  await inspect?.(sheet);
  await sheet.getByRole('button', { name: common.common.close }).click();
  await sheet.waitFor({ state: 'detached', timeout: SHOWN_WITHIN });
  return text;
}

/** Closes the game; the lobby header and the platform both hold the balance the game showed last. */
async function closeAndCheckBalance(page: Page, game: FrameLocator, token: string): Promise<void> {
  await closeGameExpecting(page, env.stack.platform.url, token, await frameBalance(game));
}

describe('Mines', () => {
  it('with 1 mine: a gem, cash out → the balance rises by the shown win; /fairness recomputes the mine', async () => {
    const { page, errors, context, token, game } = await openFromLobby('Gold Mines');
    const hashBefore = await fairValue(game, T.fairTitle, T.serverSeedHash, true);
    // the select's name is its label followed by the chosen count
    await game.getByRole('combobox', { name: new RegExp(`^${T.mines.count}`) }).selectOption('1');

    // Which cell hides the mine is the server's secret: a mine (1 in 25) ends the round, so play another.
    let gem = false;
    for (let round = 1; round <= MAX_MINES_ROUNDS && !gem; round++) {
      const before = await frameBalance(game);
      await game.getByRole('button', { name: 'Bet ₱1.00' }).click();
      await expect.poll(() => frameBalance(game)).toBe(before - 100);
      await game
        .getByRole('button', { name: /^Cell \d+$/ })
        .first()
        .click();
      // only the pick's answer shows either of these (the open round already says "Now 1.00×")
      const gemShown = game.getByRole('button', { name: /^Cell \d+: gem$/ });
      const boom = game.getByRole('status').filter({ hasText: T.mines.boom });
      await gemShown.or(boom).waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
      gem = (await gemShown.count()) === 1;
    }
    expect(gem, `a mine in each of ${MAX_MINES_ROUNDS} rounds with 1 mine in 25 cells`).toBe(true);

    const cashout = game.getByRole('button', { name: /^Cash out ₱/ });
    const offered = moneyIn((await cashout.textContent()) ?? '');
    expect(offered).toBe(103); // 25/24 × 0.99 = 1.03× on ₱1.00
    const beforeCashout = await frameBalance(game);
    await cashout.click();
    await game
      .getByRole('status')
      .filter({ hasText: `You won ${formatMoney(offered)}!` })
      .waitFor();
    await expect.poll(() => frameBalance(game)).toBe(beforeCashout + offered);

    // the round is over, so the board shows where the mine was
    const mines = game.getByRole('button', { name: /^Cell \d+: mine$/ });
    expect(await mines.count()).toBe(1);
    const mineCell = /^Cell (\d+)/.exec((await mines.getAttribute('aria-label')) ?? '')![1];

    const [newest] = await recallRows(game, T.recallTitle, 1);
    expect(newest).toMatchObject({
      status: 'Settled',
      bet: 100,
      win: offered,
      after: beforeCashout + offered,
    });

    const verified = await verifyNewestRound(page, game, hashBefore);
    expect(verified).toContain(`Mines on cells ${mineCell} `);

    await closeAndCheckBalance(page, game, token);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});

/** The names of the symbol images a locator finds, in page order. */
const names = (images: Locator) => images.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));

describe('Slots', () => {
  it('one spin: /fairness recomputes its reel stops on its game’s reels and shows the symbols the reels showed', async () => {
    // Jeepney Jackpot plays its own theme (Palawan Pearls' 30-stop reels under its own symbols), not the verifier's
    // first theme
    const { page, errors, context, game } = await openFromLobby('Jeepney Jackpot');
    const hashBefore = await fairValue(game, T.fairTitle, T.serverSeedHash, true);
    await game.getByRole('button', { name: 'Spin ₱1.00' }).click();
    await game
      .getByRole('status')
      .filter({ hasText: /You won ₱|No win this time\./ })
      .waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    // the window's 15 symbols come reel by reel, top to bottom: as rows, top row first
    const byReel = await names(game.getByRole('img'));
    expect(byReel).toHaveLength(15);
    const seen = [0, 1, 2].map((row) => [0, 1, 2, 3, 4].map((reel) => byReel[reel * 3 + row]));

    const verifiedRows: (string | null)[][] = [];
    const verified = await verifyNewestRound(page, game, hashBefore, async (sheet) => {
      const table = sheet.getByRole('table', { name: T.verify.symbols });
      await table.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
      for (const row of await table.getByRole('row').all())
        verifiedRows.push(await names(row.getByRole('img')));
      expect(await sheet.getByRole('alert').count()).toBe(0);
    });
    expect(verified).toMatch(/Reel stops: \d+(, \d+){4}/);
    expect(verifiedRows).toEqual(seen);

    expectNoConsoleErrors(errors);
    await context.close();
  });
});

// The auto cash-out target: bet × target must be paid exactly. A round crashes below it with odds of about
// 1 − 0.99 / 1.25 ≈ 21 %; the crash point is the server's secret, so the journey plays until one reaches it.
const AUTO = '1.25';
const MAX_CRASH_ROUNDS = 10;

describe('Crash', () => {
  it(`auto cash-out at ${AUTO}×: a round that reaches it pays exactly bet × ${AUTO}, and /fairness recomputes a crash point at or above it`, async () => {
    const { page, errors, context, token, game } = await openFromLobby('Saranggola Crash');
    const hashBefore = await fairValue(game, T.fairTitle, T.serverSeedHash, true);
    await game.getByLabel(T.crash.auto).fill(AUTO);

    // the recall lists a round once it is settled (newest first): its count says the round has ended
    let rows: RecallRow[] = [];
    let cashed: RegExpExecArray | null = null;
    let before = 0;
    for (let round = 1; round <= MAX_CRASH_ROUNDS; round++) {
      before = await frameBalance(game);
      await game.getByRole('button', { name: 'Bet ₱1.00' }).click();
      // the server's clock settles the round; the page reads it back
      rows = await recallRows(game, T.recallTitle, round);
      const end = game.getByRole('status').filter({ hasText: /Cashed out at|Crashed at/ });
      const said = (await end.textContent()) ?? '';
      cashed = /Cashed out at (\d+\.\d\d)× — you won (₱[\d,.]+)!/.exec(said);
      if (cashed) break;
      // a crash below the target: the bet is lost and nothing was cashed out
      const bust = /Crashed at (\d+\.\d\d)×/.exec(said);
      expect(bust, `an unexpected end of round: ${said}`).not.toBeNull();
      expect(Number(bust![1])).toBeLessThan(Number(AUTO));
      expect(rows[0]).toMatchObject({
        status: 'Settled',
        bet: 100,
        win: 0,
        before,
      });
      await expect.poll(() => frameBalance(game)).toBe(before - 100);
    }
    expect(cashed, `${MAX_CRASH_ROUNDS} rounds crashed below ${AUTO}×`).not.toBeNull();

    const win = Math.round(100 * Number(AUTO));
    expect(cashed![1]).toBe(AUTO);
    expect(moneyIn(cashed![2]!)).toBe(win);
    expect(rows[0]).toMatchObject({
      status: 'Settled',
      bet: 100,
      win,
      before,
      after: before - 100 + win,
    });
    await expect.poll(() => frameBalance(game)).toBe(before - 100 + win);

    const verified = await verifyNewestRound(page, game, hashBefore);
    const crashPoint = Number(/Crash point: (\d+\.\d\d)×/.exec(verified)?.[1]);
    expect(crashPoint).toBeGreaterThanOrEqual(Number(AUTO));

    await closeAndCheckBalance(page, game, token);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});

describe('/fairness', () => {
  /** The value after a term of the "Your seeds" region. */
  async function seedValue(seeds: Locator, term: string): Promise<string> {
    const dd = seeds.getByText(term, { exact: true }).locator('xpath=following-sibling::dd[1]');
    await dd.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    return ((await dd.textContent()) ?? '').trim();
  }
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

  it('a player sets a client seed and rotates there: the revealed server seed is the one whose hash was shown, and the verifier on the page agrees', async () => {
    const { token } = await env.stack.platform.createUserSession();
    const context = await playerContext(env.browser, env.stack.url, token);
    const { page, errors } = await newPhonePage(context);
    await page.goto('/fairness');
    const seeds = page.getByRole('region', { name: T.seeds.title });

    const firstHash = await seedValue(seeds, T.serverSeedHash);
    expect(firstHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await seedValue(seeds, T.nonce)).toBe('0');
    // a client seed of the player's own starts a new pair: the old server seed is revealed at once
    await seeds.getByLabel(T.clientSeed).fill('e2e fairness seed');
    await seeds.getByRole('button', { name: T.setSeed }).click();
    await seeds
      .getByText(T.previousSeed, { exact: true })
      .waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    expect(sha256(await seedValue(seeds, T.previousSeed))).toBe(firstHash);

    const hash = await seedValue(seeds, T.serverSeedHash);
    expect(hash).not.toBe(firstHash);
    await seeds.getByRole('button', { name: T.rotate }).click();
    await expect.poll(() => seedValue(seeds, T.serverSeedHash), { timeout: SHOWN_WITHIN }).not.toBe(hash);
    const revealed = await seedValue(seeds, T.previousSeed);
    expect(sha256(revealed)).toBe(hash);
    expect(await seedValue(seeds, T.previousClientSeed)).toMatch(/^e2e fairness seed · /);
    expect(await seeds.getByLabel(T.clientSeed).inputValue()).toBe('e2e fairness seed');

    // the verifier below takes the revealed seed and shows the same hash
    const form = page.locator('form').filter({ has: page.getByRole('heading', { name: T.verify.title }) });
    await form.getByLabel(T.verify.serverSeed).fill(revealed);
    await form.getByLabel(T.clientSeed).fill('e2e fairness seed');
    await form.getByRole('button', { name: T.verify.submit }).click();
    await page
      .getByRole('status')
      .filter({ hasText: hash })
      .waitFor({ state: 'visible', timeout: SHOWN_WITHIN });

    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('a visitor gets the verifier and a login link that comes back to /fairness', async () => {
    const context = await visitorContext(env.browser, env.stack.url);
    const { page, errors } = await newPhonePage(context);
    await page.goto('/fairness');
    const seeds = page.getByRole('region', { name: T.seeds.title });
    await seeds.getByText(T.seeds.visitor).waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    await page.getByRole('button', { name: T.verify.submit }).waitFor({ state: 'visible' });
    expect(await seeds.getByRole('button', { name: T.rotate }).count()).toBe(0);

    await seeds.getByRole('link', { name: T.seeds.login }).click();
    await waitForPath(page, '/auth/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/fairness');
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
