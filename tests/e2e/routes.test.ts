import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchEntry, needsLogin, type RouteEntry } from '../../web/src/app/route-table';
import enUS from '../../web/src/i18n/en-US.json';
import { acceptAgeSheet, storeToken, waitForPath } from './support/app';
import { expectNoConsoleErrors, newPhoneContext, newPhonePage } from './support/browser';
import { stackAndBrowser } from './support/suite';
import { SHOWN_WITHIN } from './support/wait';

/**
 * Every route of spec §2, written out from the spec on purpose: a route the web forgets fails here.
 * `login` marks the routes the spec says need login. Each is visited through the web's own route table
 * entry (its example URL carries the query a page needs), and its title is read from the en-US resource.
 */
const SPEC_ROUTES: { path: string; login?: boolean }[] = [
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
  { path: '/agent/rule' },
  { path: '/auth/accountLogin' },
  { path: '/auth/bind' },
  { path: '/auth/forget' },
  { path: '/auth/login' },
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
  { path: '/game/start' },
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
  { path: '/wallets/record' },
  { path: '/wallets/card/list' },
  { path: '/wallets/card/edit', login: true },
  { path: '/withdrawal/gcash', login: true },
];

/** Query variants the spec names, visited on top of each route's example. */
const SPEC_QUERIES = [
  '/auth/login?type=account',
  '/agent?tabActive=1',
  '/wallets?name=deposit',
  '/wallets?name=withdraw&back=1',
  '/game/start?gameId=2001&tryIt=1', // Perya Color Game: a seeded game open to demo play
];

type Tree = { [key: string]: string | Tree };
function translate(key: string): string | undefined {
  let node: string | Tree | undefined = enUS as Tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

interface Visit {
  url: string;
  entry: RouteEntry | null;
}

const visits: Visit[] = [];
for (const route of SPEC_ROUTES) {
  const entry = matchEntry(route.path)?.entry ?? null;
  visits.push({ url: entry?.example ?? route.path, entry });
}
for (const url of SPEC_QUERIES) {
  if (!visits.some((v) => v.url === url))
    visits.push({ url, entry: matchEntry(url.split('?')[0]!)?.entry ?? null });
}

const env = stackAndBrowser();

describe('every route at 360×740, signed in', () => {
  let context: BrowserContext;

  beforeAll(async () => {
    const token = await env.stack.platform.createSession();
    context = await newPhoneContext(env.browser, env.stack.url);
    const { page } = await newPhonePage(context);
    await page.goto('/about-us');
    await storeToken(page, token);
    await page.goto('/');
    await acceptAgeSheet(page);
    await page.close();
  });

  afterAll(async () => {
    await context?.close();
  });

  for (const visit of visits) {
    it(`${visit.url} renders its title with no console error`, async () => {
      expect(visit.entry, `${visit.url} is missing from web/src/app/route-table.ts`).not.toBeNull();
      const entry = visit.entry!;
      // a route whose title depends on its query (add versus edit) names it the way the app does
      const query = Object.fromEntries(new URL(visit.url, 'http://x').searchParams);
      const titleKey = entry.titleFor?.(query) ?? entry.title;
      const title = translate(titleKey);
      expect(title, `en-US has no text for ${titleKey}`).toBeTruthy();
      const { page, errors } = await newPhonePage(context);
      try {
        const res = await page.goto(visit.url);
        expect(res?.status()).toBe(200);
        await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
        expect(new URL(page.url()).pathname).toBe(visit.url.split('?')[0]);
        const heading = page.getByRole('heading', { level: 1 }).first();
        await heading.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
        // Pages with the top bar show the route title in it; the others draw their own header.
        if (entry.navbar !== false && entry.path !== '/')
          expect((await heading.textContent())?.trim()).toBe(title);
        else expect(((await heading.textContent()) ?? '').trim()).not.toBe('');
        expect(await page.title()).toBe(`${title} · ${translate('brand')}`);
        expect(await page.getByText(/Page not found/i).count()).toBe(0);
        expectNoConsoleErrors(errors);
      } finally {
        await page.close();
      }
    });
  }
});

describe('guards and unknown paths, as a visitor', () => {
  // Every route the web guards, and the spec's own list must be among them.
  const guarded = visits.filter((v) => {
    if (!v.entry) return false;
    const query = Object.fromEntries(new URL(v.url, 'http://x').searchParams);
    return needsLogin(v.entry, query);
  });

  it('guards every route the spec says needs login', () => {
    const missing = SPEC_ROUTES.filter(
      (r) => r.login && !guarded.some((v) => v.entry === matchEntry(r.path)?.entry),
    );
    expect(missing.map((r) => r.path)).toEqual([]);
  });

  for (const visit of guarded) {
    it(`${visit.url} sends a visitor to /auth/login`, async () => {
      const context = await newPhoneContext(env.browser, env.stack.url);
      const { page, errors } = await newPhonePage(context);
      await page.goto(visit.url);
      await waitForPath(page, '/auth/login');
      expectNoConsoleErrors(errors);
      await context.close();
    });
  }

  it('a route whose validation fails shows "Page not found" with its path', async () => {
    const context = await newPhoneContext(env.browser, env.stack.url);
    const { page, errors } = await newPhonePage(context);
    await page.goto('/agent?tabActive=9');
    await page
      .getByText('Page not found: /agent?tabActive=9')
      .waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('an unknown path shows "Page not found: /that/path"', async () => {
    const context = await newPhoneContext(env.browser, env.stack.url);
    const { page, errors } = await newPhonePage(context);
    await page.goto('/that/path');
    await page.getByText('Page not found: /that/path').waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('a missing asset is a 404, never the app HTML', async () => {
    const res = await fetch(`${env.stack.url}/assets/does-not-exist-1234.js`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type') ?? '').not.toMatch(/text\/html/);
  });
});
