import { describe, expect, it } from 'vitest';
import { gameRounds } from '../../platform/src/db/schema-games';
import common from '../../web/src/i18n/en-US.json';
import lobby from '../../web/src/i18n/en-US.lobby.json';
import { KEY } from '../../web/src/lib/storage';
import { expectNoConsoleErrors, newPhonePage } from './support/browser';
import { visitorContext } from './support/games';
import { stackAndBrowser } from './support/suite';
import { SHOWN_WITHIN } from './support/wait';

const env = stackAndBrowser();
const SLOTS = 1001; // Golden Carabao

describe('the lobby', () => {
  // First in this file: the BFF serves the ticker's list stale while it refreshes, so a lobby loaded before the
  // win was written would keep the empty list for one more refresh (30 s).
  it("shows a real big win in the ticker with the winner's name masked", async () => {
    const { platform } = env.stack;
    const { userId } = await platform.createUserSession({ nickname: 'Juanito' });
    const at = new Date(Date.now() - 60_000);
    await platform.db.insert(gameRounds).values({
      roundId: `lobby-e2e-${Date.now()}`,
      sessionId: 'lobby-e2e',
      requestId: 'lobby-e2e',
      userId,
      gameId: SLOTS,
      engine: 'slots',
      mode: 'real',
      status: 'settled',
      bet: 10_000,
      win: 250_000,
      balanceBefore: 100_000,
      balanceAfter: 340_000,
      serverSeedHash: 'h',
      clientSeed: 'c',
      nonce: 0,
      variant: 'default',
      state: {},
      createdAt: at,
      updatedAt: at,
    });
    const context = await visitorContext(env.browser, env.stack.url);
    const { page, errors } = await newPhonePage(context);
    await page.goto('/');
    const ticker = page.getByRole('region', { name: lobby.lobby.bigWins });
    await ticker
      .getByText('Ju***o won ₱2,500.00 on Golden Carabao')
      .first()
      .waitFor({ state: 'attached', timeout: SHOWN_WITHIN });
    expect(await page.content()).not.toContain('Juanito');
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('shows promotions with a headline, an offer and a button, and the dots move between them', async () => {
    const context = await visitorContext(env.browser, env.stack.url);
    const { page, errors } = await newPhonePage(context);
    await page.goto('/');
    const promotions = page.getByRole('region', { name: common.home.bannersLabel });
    const first = promotions.getByRole('button', { name: /First deposit bonus/ });
    await first.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    // the offer is the deposit activities' first-deposit bonus (seeded: 100 % up to ₱500)
    expect(await first.textContent()).toContain('100% up to ₱500');
    expect(await first.textContent()).toContain(common.home.banners.welcomeBonus.cta);
    const dot = (n: number) =>
      promotions.getByRole('button', {
        name: lobby.lobby.bannerShow.replace('{{n}}', String(n)).replace('{{count}}', '4'),
      });
    await dot(1).waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    expect(await dot(1).getAttribute('aria-current')).toBe('true');
    await dot(3).click();
    await expect.poll(() => dot(3).getAttribute('aria-current'), { timeout: SHOWN_WITHIN }).toBe('true');
    // the third promotion is the one in view
    const crash = promotions.getByRole('button', { name: /Saranggola Crash/ });
    await expect.poll(() => crash.evaluate((b) => Math.round(b.getBoundingClientRect().x))).toBe(16);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  // five page loads in two browser contexts
  it('on a desktop, a side navigation beside every page; on a phone, no tab bar where the route has none', async () => {
    const desktop = await env.browser.newContext({
      viewport: { width: 1280, height: 800 },
      baseURL: env.stack.url,
    });
    await desktop.addInitScript((key) => localStorage.setItem(key, '1'), KEY.ageAccepted);
    const page = await desktop.newPage();
    for (const path of ['/', '/auth/login', '/faq']) {
      await page.goto(path);
      const nav = page.getByRole('navigation', { name: common.nav.label });
      await nav
        .getByRole('link', { name: common.nav.fairness })
        .waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
      const box = (await nav.boundingBox())!;
      expect([box.x, box.y, box.height]).toEqual([0, 0, 800]);
      // the page sits beside it, not under it
      const main = (await page.locator('main').boundingBox())!;
      expect(main.x).toBeGreaterThanOrEqual(box.width);
    }
    await desktop.close();

    const context = await visitorContext(env.browser, env.stack.url);
    const { page: phone } = await newPhonePage(context);
    await phone.goto('/auth/login');
    await phone
      .getByRole('button', { name: 'Log In', exact: true })
      .waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    expect(await phone.getByRole('navigation', { name: common.nav.label }).isVisible()).toBe(false);
    await phone.goto('/');
    await phone
      .getByRole('link', { name: common.nav.bonus })
      .waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    await context.close();
  });
});
