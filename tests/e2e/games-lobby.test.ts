import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import catalogue from '../../platform/seed/games.json';
import texts from '../../web/src/i18n/en-US.games.json';
import common from '../../web/src/i18n/en-US.json';
import { acceptAgeSheet, waitForPath } from './support/app';
import { expectNoConsoleErrors, newPhoneContext, newPhonePage } from './support/browser';
import {
  frameBalance,
  gameFrame,
  moneyIn,
  openPanel,
  panelButton,
  playerContext,
  playName,
  visitorContext,
} from './support/games';
import { stackAndBrowser } from './support/suite';
import { SHOWN_WITHIN } from './support/wait';

const env = stackAndBrowser();

/** One of /member/games' lists, a region named by its heading ("Liked games", "Recently played"). */
function listUnder(page: Page, heading: string) {
  return page.getByRole('region', { name: heading });
}

describe('a visitor in the lobby', () => {
  it('taps a game without a demo and is sent to log in', async () => {
    const context = await newPhoneContext(env.browser, env.stack.url);
    const { page, errors } = await newPhonePage(context);
    await page.goto('/');
    await acceptAgeSheet(page);
    await page.getByRole('link', { name: playName('Isla Double or Nothing') }).click();
    await waitForPath(page, '/auth/login');
    await page.getByRole('button', { name: 'Log In', exact: true }).waitFor({ state: 'visible' });
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('sees the Hot and New rows as even tiles from the page margin, every name whole and inside its row', async () => {
    const context = await visitorContext(env.browser, env.stack.url);
    const { page } = await newPhonePage(context);
    await page.goto('/');
    const hot = listUnder(page, common.home.hot);
    await hot.getByRole('link').first().waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    const rows = await page.locator('.lobby-row').evaluateAll((sections) =>
      sections.map((row) => {
        const box = row.getBoundingClientRect();
        const tiles = [...row.querySelectorAll('li')].slice(0, 3).map((li) => {
          const label = li.querySelector('.game-name') as HTMLElement;
          const name = label.getBoundingClientRect();
          return {
            x: li.getBoundingClientRect().x,
            width: li.getBoundingClientRect().width,
            nameBottom: name.bottom,
            // an ellipsis or a clamp hides part of the name ("Golden Cara…")
            nameCut: label.scrollWidth > label.clientWidth || label.scrollHeight > label.clientHeight + 1,
          };
        });
        return { bottom: box.bottom, tiles };
      }),
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) {
      // a long name once widened its tile and pushed itself out of the row; the first tile sat flush left
      expect(new Set(row.tiles.map((t) => t.width)).size).toBe(1);
      expect(row.tiles[0]!.x).toBe(16);
      for (const t of row.tiles) expect(t.nameBottom).toBeLessThanOrEqual(row.bottom);
      expect(row.tiles.filter((t) => t.nameCut)).toEqual([]);
    }
    await context.close();
  });

  it('on a tryIt link to a game without a demo is sent to log in, with the real game to come back to', async () => {
    const context = await visitorContext(env.browser, env.stack.url);
    const { page, errors } = await newPhonePage(context);
    // Isla Double or Nothing (an outside provider's table) has no demo in the catalogue
    await page.goto('/game/start?gameId=5001&tryIt=1');
    await waitForPath(page, '/auth/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/game/start?gameId=5001');
    await page.getByRole('button', { name: 'Log In', exact: true }).waitFor({ state: 'visible' });
    // no error screen on the way: the game's start was never asked for
    expect(await page.getByRole('alert').count()).toBe(0);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('taps a heart on a lobby tile and is sent to log in', async () => {
    const context = await visitorContext(env.browser, env.stack.url);
    const { page, errors } = await newPhonePage(context);
    await page.goto('/');
    await page.getByRole('button', { name: 'Like Golden Carabao' }).click();
    await waitForPath(page, '/auth/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/');
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('taps a game with a demo and plays it with demo coins, no login asked', async () => {
    const context = await visitorContext(env.browser, env.stack.url);
    const { page, errors } = await newPhonePage(context);
    await page.goto('/');
    await page.getByRole('link', { name: 'Play Golden Carabao' }).click();
    await waitForPath(page, '/game/start');
    expect(new URL(page.url()).searchParams.get('tryIt')).toBe('1');
    await page
      .getByText(texts.games.demo, { exact: true })
      .waitFor({ state: 'visible', timeout: SHOWN_WITHIN });

    const game = gameFrame(page, 'Golden Carabao');
    await game.getByText(texts.games.demoNote).waitFor({ state: 'visible' });
    // the demo coins show from the start, before any round
    const start = await frameBalance(game);
    expect(start).toBeGreaterThan(0);
    await game.getByRole('button', { name: 'Spin ₱1.00' }).click();
    const outcome = game.getByRole('status').filter({ hasText: /You won ₱|No win this time\./ });
    await outcome.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    const said = (await outcome.textContent()) ?? '';
    const won = said.includes('₱') ? moneyIn(said) : 0;
    await expect.poll(() => frameBalance(game)).toBe(start - 100 + won);
    // a demo keeps no recall of a player; its fairness panel shows the demo session's own seeds
    expect(await panelButton(game, texts.games.recallTitle).count()).toBe(0);
    const fair = await openPanel(game, texts.games.fairTitle);
    await fair.getByText(texts.games.demoSeeds).waitFor({ state: 'visible' });
    await fair
      .getByText(/^[0-9a-f]{64}$/)
      .first()
      .waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    expect(new URL(page.url()).pathname).toBe('/game/start');

    expectNoConsoleErrors(errors);
    await context.close();
  });
});

describe('lobby search', () => {
  it('shows results as the player types and a result starts the game', async () => {
    const { token } = await env.stack.platform.createUserSession();
    const context = await playerContext(env.browser, env.stack.url, token);
    const { page, errors } = await newPhonePage(context);
    // the lobby's search entry opens the search page
    await page.goto('/');
    await page.getByRole('link', { name: common.home.search }).click();
    await waitForPath(page, '/game/search');
    const box = page.getByRole('searchbox', { name: texts.games.searchLabel });

    // before typing, the whole catalogue is listed
    const results = page.getByRole('link', { name: /^Play / });
    await expect.poll(() => results.count(), { timeout: SHOWN_WITHIN }).toBe(catalogue.games.length);

    await box.fill('mines');
    await expect
      .poll(async () => (await results.allTextContents()).sort(), { timeout: SHOWN_WITHIN })
      .toEqual(['Gold Mines', 'Palawan Pearl Mines']);
    expect(new URL(page.url()).searchParams.get('q')).toBe('mines');

    // the results follow the text without a submit
    await box.fill('zzz-no-such-game');
    await page.getByText(texts.games.noResults).waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    await box.fill('carabao');
    await page
      .getByRole('link', { name: 'Play Golden Carabao' })
      .waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    expect(await page.getByRole('link', { name: 'Play Gold Mines' }).count()).toBe(0);

    await page.getByRole('link', { name: 'Play Golden Carabao' }).click();
    await waitForPath(page, '/game/start');
    expect(new URL(page.url()).searchParams.get('gameId')).toBe('1001');
    const game = gameFrame(page, 'Golden Carabao');
    await game
      .getByRole('button', { name: 'Spin ₱1.00' })
      .waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    // a player's session is real money: no demo badge
    expect(await page.getByText(texts.games.demo, { exact: true }).count()).toBe(0);

    expectNoConsoleErrors(errors);
    await context.close();
  });
});

describe('liked and recent games', () => {
  it('a game liked on a lobby tile shows in /member/games after a reload, and so does a game just played', async () => {
    const { token } = await env.stack.platform.createUserSession();
    const context = await playerContext(env.browser, env.stack.url, token);
    const { page, errors } = await newPhonePage(context);

    await page.goto('/member/games');
    await page.getByText(texts.games.noLiked).waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    await page.getByText(texts.games.noRecent).waitFor({ state: 'visible' });

    await page.goto('/');
    const heart = page.getByRole('button', { name: 'Like Gold Mines' });
    await heart.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    // the heart fills at once; the reload below must come after the platform has the like
    await Promise.all([page.waitForResponse((r) => r.url().endsWith('/app/v1/gameLike')), heart.click()]);
    await page.getByRole('button', { name: 'Like Gold Mines', pressed: true }).waitFor({ state: 'visible' });

    // play another game for a moment, then leave it
    await page.getByRole('link', { name: 'Play Mayon Rocket' }).click();
    await gameFrame(page, 'Mayon Rocket')
      .getByRole('button', { name: 'Bet ₱1.00' })
      .waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    await page.getByRole('button', { name: 'Close game' }).click();
    await waitForPath(page, '/');
    // back in the lobby, the game just played heads Recently played at once, with no reload
    const playedTile = listUnder(page, texts.games.lobby.recent).getByRole('link', { name: 'Mayon Rocket' });
    // the row sits below the fold
    await playedTile.scrollIntoViewIfNeeded({ timeout: SHOWN_WITHIN });
    await playedTile.waitFor({ state: 'visible' });

    // a fresh load: what shows comes from the platform, not from this tab's memory
    await page.goto('/member/games');
    const liked = listUnder(page, texts.games.liked);
    await liked
      .getByRole('link', { name: 'Play Gold Mines' })
      .waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    expect(await liked.getByRole('link').count()).toBe(1);
    const recent = listUnder(page, texts.games.recent);
    await recent.getByRole('link', { name: 'Play Mayon Rocket' }).waitFor({ state: 'visible' });

    // unliking from /member/games takes it off the liked list, for good
    await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/app/v1/gameLike')),
      liked.getByRole('button', { name: 'Like Gold Mines', pressed: true }).click(),
    ]);
    await page.getByText(texts.games.noLiked).waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    await page.reload();
    await page.getByText(texts.games.noLiked).waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    await page.goto('/');
    await page.getByRole('button', { name: 'Like Gold Mines', pressed: false }).waitFor({ state: 'visible' });

    expectNoConsoleErrors(errors);
    await context.close();
  });
});
