import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptAgeSheet, storeToken, waitForPath } from './support/app';
import { launchBrowser, newPhoneContext, newPhonePage } from './support/browser';
import { type Stack, startStack } from './support/stack';

/**
 * Every route of spec §2, written out from the spec on purpose: a route the web forgets fails here.
 * `login` marks the routes the spec says need login.
 */
const ROUTES: { path: string; login?: boolean }[] = [
  { path: '/' },
  { path: '/about-us' },
  { path: '/activity/bank', login: true },
  { path: '/activity/first-deposit' },
  { path: '/activity/follow' },
  { path: '/activity/jackpot' },
  { path: '/activity/slotshack' },
  { path: '/activity/spin' },
  { path: '/activity/lottery' },
  { path: '/activity/lottery/history' },
  { path: '/activity/lottery/order' },
  { path: '/activity/lottery/product' },
  { path: '/activity/lottery/record' },
  { path: '/activity/lottery/rule' },
  { path: '/activity/sign-in' },
  { path: '/activity/sign-in/rule' },
  { path: '/agent' },
  { path: '/agent?tabActive=1' },
  { path: '/agent/rule' },
  { path: '/auth/accountLogin' },
  { path: '/auth/bind' },
  { path: '/auth/forget' },
  { path: '/auth/login' },
  { path: '/auth/login?type=account' },
  { path: '/auth/register' },
  { path: '/auth/set-password' },
  { path: '/bonus' },
  { path: '/bonus/event' },
  { path: '/bonus/rebate' },
  { path: '/bonus/record' },
  { path: '/bonus/reward' },
  { path: '/bonus/tasks' },
  { path: '/bonus/vip' },
  { path: '/download' },
  { path: '/email', login: true },
  { path: '/email/detail' },
  { path: '/faq' },
  { path: '/feedback' },
  { path: '/feedback/record' },
  { path: '/feedback/record/1' },
  { path: '/game/search' },
  { path: '/game/start?gameId=1&tryIt=1' },
  { path: '/maintenance' },
  { path: '/member', login: true },
  { path: '/member/games' },
  { path: '/member/profile' },
  { path: '/member/profile/info' },
  { path: '/member/profile/kyc' },
  { path: '/member/report' },
  { path: '/member/retrieve-balance' },
  { path: '/member/self-limited' },
  { path: '/points' },
  { path: '/privacy-policy' },
  { path: '/terms-of-use' },
  { path: '/rank' },
  { path: '/reward/record' },
  { path: '/service' },
  { path: '/service/vip' },
  { path: '/share' },
  { path: '/vip' },
  { path: '/vip/level' },
  { path: '/vip/rebate' },
  { path: '/vip/rebate/record' },
  { path: '/wallets', login: true },
  { path: '/wallets?name=deposit' },
  { path: '/wallets?name=withdraw&back=1' },
  { path: '/wallets/record' },
  { path: '/wallets/card/list' },
  { path: '/wallets/card/edit', login: true },
  { path: '/withdrawal/bank', login: true },
];

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

describe('every route at 360×740, signed in', () => {
  let context: BrowserContext;

  beforeAll(async () => {
    const { token } = await stack.platform.createSession();
    context = await newPhoneContext(browser, stack.url);
    const { page } = await newPhonePage(context);
    await page.goto('/about-us');
    await storeToken(page, token);
    await page.goto('/');
    await acceptAgeSheet(page, 15_000);
    await page.close();
  });

  afterAll(async () => {
    await context?.close();
  });

  for (const route of ROUTES) {
    it(`${route.path} renders its title with no console error`, async () => {
      const { page, errors } = await newPhonePage(context);
      try {
        const res = await page.goto(route.path);
        expect(res?.status()).toBe(200);
        await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
        const pathname = route.path.split('?')[0]!;
        expect(new URL(page.url()).pathname).toBe(pathname);
        const heading = page.getByRole('heading', { level: 1 }).first();
        await heading.waitFor({ state: 'visible', timeout: 10_000 });
        const title = ((await heading.textContent()) ?? '').trim();
        expect(title).not.toBe('');
        expect(title).not.toMatch(/page not found|something went wrong/i);
        expect(await page.getByText(/Page not found/).count()).toBe(0);
        expect(await page.title()).not.toBe('');
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }
});

describe('guards and unknown paths, as a visitor', () => {
  for (const route of ROUTES.filter((r) => r.login)) {
    it(`${route.path} sends a visitor to /auth/login`, async () => {
      const context = await newPhoneContext(browser, stack.url);
      const { page, errors } = await newPhonePage(context);
      await page.goto(route.path);
      await waitForPath(page, '/auth/login');
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('an unknown path shows "Page not found: /that/path"', async () => {
    const context = await newPhoneContext(browser, stack.url);
    const { page, errors } = await newPhonePage(context);
    await page.goto('/that/path');
    await page.getByText('Page not found: /that/path').waitFor({ state: 'visible', timeout: 15_000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a missing asset is a 404, never the app HTML', async () => {
    const res = await fetch(`${stack.url}/assets/does-not-exist-1234.js`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type') ?? '').not.toMatch(/text\/html/);
  });
});
