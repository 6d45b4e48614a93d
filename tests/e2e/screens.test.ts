import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import catalogue from '../../platform/seed/games.json';
import games from '../../web/src/i18n/en-US.games.json';
import popups from '../../web/src/i18n/en-US.popups.json';
import { KEY, SESSION_KEY } from '../../web/src/lib/storage';
import { PHONE } from './support/browser';
import { gameFrame } from './support/games';
import { expectScreen } from './support/screens';
import { stackAndBrowser } from './support/suite';
import { SHOWN_WITHIN } from './support/wait';

/**
 * The key screens at 360×740 against their committed baselines (e2e/baselines/, UPDATE_BASELINES=1 rewrites
 * them): an unstyled or badly broken screen differs on most of its pixels. Each is the first page of a new
 * tab; motion is reduced and what changes between runs (balances, the big-wins ticker, dice) is masked.
 */
const T = games.games;
/** The first catalogue game of each in-house engine (its reskins share the screen). */
const IN_HOUSE = [
  ...new Map(
    catalogue.games
      .filter((g) => g.engine !== 'external')
      .reverse()
      .map((g) => [g.engine, { id: g.id, name: g.name, slug: g.engine }]),
  ).values(),
];

const env = stackAndBrowser();
let player: BrowserContext;

async function context(token: string | null): Promise<BrowserContext> {
  const c = await env.browser.newContext({
    ...PHONE,
    deviceScaleFactor: 1,
    baseURL: env.stack.url,
    serviceWorkers: 'block',
    bypassCSP: true, // the checks inject axe-core and a still-motion stylesheet
    reducedMotion: 'reduce',
  });
  // age notice accepted and the startup popups (e.g. "Get the app") already seen this session
  await c.addInitScript(
    ([ageKey, tokenKey, value, shownKey]) => {
      localStorage.setItem(ageKey!, '1');
      if (value) localStorage.setItem(tokenKey!, value);
      sessionStorage.setItem(shownKey!, JSON.stringify(Array.from({ length: 999 }, (_, i) => i + 1)));
    },
    [KEY.ageAccepted, KEY.token, token ?? '', SESSION_KEY.popupsShown] as const,
  );
  return c;
}

beforeAll(async () => {
  const { token, userId } = await env.stack.platform.createUserSession({ account: 'screens' });
  await env.stack.platform.verifyKyc(userId); // the deposit screen shows its form, not the KYC gate
  await env.stack.platform.credit(userId, 100_000);
  player = await context(token);
});
afterAll(async () => {
  await player?.close();
});

/** Network quiet, every image decoded: the screen as it settles. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
  for (const frame of page.frames()) {
    await frame
      .evaluate(() =>
        // lazy images below the fold never load: wait for the others, 5 s at most
        Promise.race([
          Promise.all(
            [...document.images]
              .filter((img) => !img.complete && img.loading !== 'lazy')
              .map((img) => img.decode().catch(() => null)),
          ),
          new Promise((done) => setTimeout(done, 5_000)),
        ]),
      )
      .catch(() => undefined);
  }
}

/**
 * What moves on its own: balances (header chip, game top bar), the big-wins ticker, live counters, the
 * jackpot bubble's breathing glow (shown to a player while the jackpot runs).
 */
function dynamic(page: Page): Locator[] {
  return [
    page.getByRole('link', { name: /^Balance/ }),
    page.locator('.big-wins-window, [data-live], time'),
    page.getByRole('status', { name: 'Balance' }),
    page.getByTestId('jackpot-bubble'),
  ];
}

async function openGame(page: Page, g: (typeof IN_HOUSE)[number]) {
  await page.goto(`/game/start?gameId=${g.id}&tryIt=1`);
  const game = gameFrame(page, g.name);
  await game.getByText(T.demoNote).waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
  await game
    .getByRole('status', { name: 'Balance' })
    .filter({ hasText: '₱' })
    .waitFor({ timeout: SHOWN_WITHIN });
  return game;
}

describe.concurrent('key screens at 360×740', () => {
  it('lobby', async () => {
    const page = await player.newPage();
    await page.goto('/');
    await page
      .getByRole('link', { name: /^Balance/ })
      .filter({ hasText: '₱' })
      .waitFor({ timeout: SHOWN_WITHIN });
    await settled(page);
    await expectScreen(page, 'lobby', dynamic(page));
    await page.close();
  });

  for (const name of ['deposit', 'withdraw'] as const) {
    it(name, async () => {
      const page = await player.newPage();
      await page.goto(`/wallets?name=${name}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: SHOWN_WITHIN });
      await settled(page);
      await expectScreen(page, name, dynamic(page));
      await page.close();
    });
  }

  for (const g of IN_HOUSE) {
    it(`${g.name} idle (demo)`, async () => {
      const page = await player.newPage();
      const game = await openGame(page, g);
      await settled(page);
      await expectScreen(page, `game-${g.slug}-idle`, [
        ...dynamic(page),
        game.getByRole('status', { name: 'Balance' }),
      ]);
      await page.close();
    });
  }

  // a concurrent test polls with its own expect (the global one is not bound to a test here)
  it('Color Game after a win (a stake on every colour always wins)', async ({ expect }) => {
    const page = await player.newPage();
    const g = IN_HOUSE.find((x) => x.slug === 'color')!;
    const game = await openGame(page, g);
    for (const c of Object.values(T.color.colors)) {
      await game.getByRole('button', { name: T.color.stakeOn.replace('{{color}}', c) }).click();
    }
    await game.getByRole('button', { name: /^Roll for ₱/ }).click();
    const result = game.getByRole('status').filter({ hasText: /₱/ }).last();
    // the board clears after the roll (Roll is off until stakes are put back): the round is over when Rebet
    // (off while the dice tumble) is on
    await expect
      .poll(() => game.getByRole('button', { name: T.color.rebet, exact: true }).isEnabled(), {
        timeout: SHOWN_WITHIN,
      })
      .toBe(true);
    await settled(page);
    // which colours are ringed is the round's own, and a ring reaches 5 px past its cell (and the board)
    await game.locator('body').evaluate(() => {
      const style = document.createElement('style');
      style.textContent = '.color-hit { outline-color: transparent !important; }';
      document.head.append(style);
    });
    // the dice and the amounts are the round's own; the board, chips and the result's place are the layout
    await expectScreen(page, 'game-color-win', [
      ...dynamic(page),
      game.getByRole('status', { name: 'Balance' }),
      game.getByRole('img'),
      result,
      // the dice's tumbled sides, the colours hit and the result line change per round (the demo's seed
      // changes per session): masked whole
      game.locator('.dice-row, .color-board, .color-result'),
    ]);
    await page.close();
  });
});

it('reward popup after a phone sign-up (the registration bonus)', async () => {
  const c = await context(null);
  const page = await c.newPage();
  await page.goto('/auth/login');
  await page.getByLabel('Mobile number').fill('0917 555 0199');
  await page.getByRole('button', { name: 'Send code' }).click();
  await page
    .getByRole('button', { name: /Resend in \d+ s/ })
    .waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
  await page.getByLabel('SMS code').fill(await env.stack.platform.latestSmsCode('+639175550199'));
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await page.getByRole('checkbox').check({ timeout: SHOWN_WITHIN });
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await page.getByText(popups.popup.tapToContinue).waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
  await settled(page);
  await expectScreen(page, 'reward-popup', dynamic(page));
  await c.close();
});
