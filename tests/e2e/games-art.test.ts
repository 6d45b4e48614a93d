// The twin games' own looks, the Crash round strip and live bets, and the Color Game board's money at 360 × 740:
// each twin says which game it plays like, Mayon Rocket flies its rocket, other players' real Crash rounds show
// masked, and the total on Roll is always what the roll takes.
import { randomUUID } from 'node:crypto';
import { formatMoney } from '@casino/contracts/money';
import type { FrameLocator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import texts from '../../web/src/i18n/en-US.games.json';
import { expectNoConsoleErrors } from './support/browser';
import { closePanel, frameBalance, openGame, openPanel, playerInLobby, readRecallRow } from './support/games';
import { platformCall } from './support/platform-api';
import { snap, snapAtSizes } from './support/shots';
import { stackAndBrowser } from './support/suite';
import { SHOWN_WITHIN } from './support/wait';

const env = stackAndBrowser();
const T = texts.games;
const same = (name: string) => T.sameGame.replace('{{name}}', name);

/** Another player's real Crash round on the platform (manual cash-out, so it plays until it busts). */
async function otherPlayerBets(gameId: number, nickname: string, bet: number) {
  const { token, userId } = await env.stack.platform.createUserSession({ nickname });
  await env.stack.platform.credit(userId, 100_000);
  const url = env.stack.platform.url;
  const launch = await platformCall(url, 'startGame', token, { gameId });
  expect(launch.errcode).toBe(0);
  const { sessionId } = launch.data as { sessionId: string };
  const round = await platformCall(url, 'gameRoundPlay', token, {
    gameId,
    sessionId,
    requestId: randomUUID(),
    play: { engine: 'crash', bet },
  });
  expect(round.errcode).toBe(0);
}

/** Plays one Crash round with a 1.01× auto cash-out: it ends within a second, cashed or bust. */
async function quickCrashRound(game: FrameLocator) {
  await game.getByLabel(T.crash.auto).fill('1.01');
  await game.getByRole('button', { name: /^Bet ₱/ }).click();
  await game
    .getByRole('status')
    .filter({ hasText: /Cashed out|Crashed at/ })
    .waitFor({ timeout: SHOWN_WITHIN });
}

describe('Crash twins', () => {
  it('Mayon Rocket flies a rocket over Mayon, says it is Saranggola Crash in another look, and lists live bets', async () => {
    const { page, errors, context } = await playerInLobby(env);
    await otherPlayerBets(3002, 'Juliana23', 2500);
    const game = await openGame(page, 'Mayon Rocket');
    await game.getByText(same('Saranggola Crash'), { exact: true }).first().waitFor();
    await game.locator('.crash-scene').waitFor();
    expect(await game.locator('.crash-rocket-art').count()).toBe(1);
    expect(await game.locator('.crash-kite-art').count()).toBe(0);
    // the other player's round, masked as on the lobby ticker
    const live = game.getByRole('table');
    await live.getByRole('cell', { name: 'Ju***3', exact: true }).first().waitFor({ timeout: SHOWN_WITHIN });
    expect(await live.textContent()).not.toContain('Juliana23');
    await snapAtSizes(page, 'mayon-idle');

    // two rounds of the player's own: the strip shows them, newest first, each opening the verifier
    await quickCrashRound(game);
    await quickCrashRound(game);
    const strip = game.getByRole('list', { name: T.crash.history });
    await expect.poll(() => strip.getByRole('button').count()).toBe(2);
    await snapAtSizes(page, 'mayon-after');
    await strip.getByRole('button').first().click();
    await game.getByRole('dialog').waitFor();
    await snapAtSizes(page, 'mayon-verify');
    await game.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click();

    // the rules panel says it too
    const rules = await openPanel(game, T.rulesTitle);
    expect(await rules.textContent()).toContain(same('Saranggola Crash'));
    // the panel is a sheet over the game: closed before the next bet
    await closePanel(game);

    // mid-flight: a round with no auto cash-out, looked at while it climbs (or as it bursts)
    await game.getByLabel(T.crash.auto).fill('');
    await game.getByRole('button', { name: /^Bet ₱/ }).click();
    await snapAtSizes(page, 'mayon-flight', () => game.locator('.crash-stage').scrollIntoViewIfNeeded());
    // let it fly to its bust and look at the burst as it plays (a long flight is cashed out instead)
    const bust = game.getByRole('status').filter({ hasText: /^Crashed at/ });
    if (
      await bust.waitFor({ timeout: 25_000 }).then(
        () => true,
        () => false,
      )
    )
      await snap(page, 'mayon-bust-360');
    else await game.getByRole('button', { name: /^Cash out/ }).click();
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('Saranggola Crash keeps its kite and names Mayon Rocket as its twin', async () => {
    const { page, errors, context } = await playerInLobby(env);
    const game = await openGame(page, 'Saranggola Crash');
    await game.getByText(same('Mayon Rocket'), { exact: true }).first().waitFor();
    // the page says the twin before the game's own view (its own chunk) has drawn
    await game.locator('.crash-stage').waitFor();
    expect(await game.locator('.crash-kite-art').count()).toBe(1);
    await quickCrashRound(game);
    await snapAtSizes(page, 'saranggola');
    expectNoConsoleErrors(errors);
    await context.close();
  });
});

describe('Mines twins', () => {
  for (const [name, twin, shot] of [
    ['Gold Mines', 'Palawan Pearl Mines', 'gold-mines'],
    ['Palawan Pearl Mines', 'Gold Mines', 'pearl-mines'],
  ] as const) {
    it(`${name}: its own board and finds, and says it is ${twin} in another look`, async () => {
      const { page, errors, context } = await playerInLobby(env);
      const game = await openGame(page, name);
      await game.getByText(same(twin), { exact: true }).first().waitFor();
      await game.getByRole('combobox', { name: new RegExp(`^${T.mines.count}`) }).selectOption('3');
      await snapAtSizes(page, `${shot}-idle`);
      await game.getByRole('button', { name: /^Bet ₱/ }).click();
      // pick until a gem or the mine shows, then look at the board; a mine ends the round and every cell is
      // shown with what it held ("Cell 3: gem"), so a cell still named bare is one still to pick
      for (let cell = 1; cell <= 3; cell++) {
        const pick = game.getByRole('button', { name: `Cell ${cell}`, exact: true });
        if ((await pick.count()) === 0 || !(await pick.isEnabled())) break;
        await pick.click();
        await game.getByRole('button', { name: new RegExp(`^Cell ${cell}: `) }).waitFor();
      }
      await snapAtSizes(page, `${shot}-play`);
      expectNoConsoleErrors(errors);
      await context.close();
    });
  }
});

describe('Color Game twins and the board at 360 × 740', () => {
  it('Fiesta Color Game: the total on Roll is what the roll takes, through Rebet, Double and Clear', async () => {
    const { page, errors, context } = await playerInLobby(env);
    const game = await openGame(page, 'Fiesta Color Game');
    await game.getByText(same('Perya Color Game'), { exact: true }).first().waitFor();
    await snapAtSizes(page, 'fiesta-idle');
    // the recall is a sheet over the board: it is opened to read a round, then closed to play on
    const newest = async () => {
      const row = (await openPanel(game, T.recallTitle)).getByRole('listitem').first();
      await row.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
      const read = await readRecallRow(row);
      await closePanel(game);
      return read;
    };
    const roll = (amount: number) => game.getByRole('button', { name: `Roll for ${formatMoney(amount)}` });

    // ₱10 + ₱10 on red and ₱50 on blue: ₱70 shown, ₱70 taken
    await game.getByRole('button', { name: 'Stake on Red' }).click();
    await game.getByRole('button', { name: 'Stake on Red' }).click();
    await game.getByRole('radio', { name: '₱50.00' }).check();
    await game.getByRole('button', { name: 'Stake on Blue' }).click();
    await roll(7000).waitFor();
    await snapAtSizes(page, 'fiesta-staked');
    const before = await frameBalance(game);
    await roll(7000).click();
    // the board clears once the roll is settled and shown
    await roll(0).waitFor({ timeout: SHOWN_WITHIN });
    const first = await newest();
    expect(first).toMatchObject({ bet: 7000, before });

    expect(await game.getByRole('button', { name: 'Stake on Red' }).textContent()).not.toContain('₱');
    await snapAtSizes(page, 'fiesta-after-roll');
    // Rebet puts ₱70 back once, Double makes it ₱140, Clear empties it, Rebet again: ₱70
    await game.getByRole('button', { name: 'Rebet', exact: true }).click();
    await game.getByRole('button', { name: 'Rebet', exact: true }).click();
    await roll(7000).waitFor();
    await game.getByRole('button', { name: 'Double', exact: true }).click();
    await roll(14_000).waitFor();
    await game.getByRole('button', { name: 'Clear', exact: true }).click();
    await roll(0).waitFor();
    await game.getByRole('button', { name: 'Rebet', exact: true }).click();
    await roll(7000).waitFor();
    // and the roll takes exactly that
    await expect.poll(() => frameBalance(game)).toBe(first.after);
    await roll(7000).click();
    await roll(0).waitFor({ timeout: SHOWN_WITHIN });
    expect(await newest()).toMatchObject({ bet: 7000, before: first.after });
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('Perya Color Game keeps its felt table and names Fiesta Color Game as its twin', async () => {
    const { page, errors, context } = await playerInLobby(env);
    // the lobby with the redrawn tiles (Mayon Rocket, Gold Mines, Palawan Pearl Mines)
    await page.getByRole('link', { name: /^Play Mayon Rocket/ }).scrollIntoViewIfNeeded();
    await snapAtSizes(page, 'lobby-tiles', () =>
      page.getByRole('link', { name: /^Play Mayon Rocket/ }).scrollIntoViewIfNeeded(),
    );
    const game = await openGame(page, 'Perya Color Game');
    await game.getByText(same('Fiesta Color Game'), { exact: true }).first().waitFor();
    await game.getByRole('button', { name: 'Stake on Green' }).click();
    await snapAtSizes(page, 'perya-staked');
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
