import type { BrowserContext, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchEntry, needsLogin, routeTable } from '../../web/src/app/route-table';
import { KEY } from '../../web/src/lib/storage';
import { PHONE } from './support/browser';
import {
  findAxeViolations,
  findCoveredContent,
  findDefaultControls,
  findOverflow,
  findUncuedScrollRows,
  STILL_CSS,
} from './support/look';
import { stackAndBrowser } from './support/suite';
import { SHOWN_WITHIN } from './support/wait';

/**
 * Every route of the web's route table, each loaded fresh as the first page of a new tab, as a visitor and
 * signed in, on a phone and a desktop: nothing sticks out sideways, a tab or chip row that scrolls shows a cue,
 * nothing floats over a control or text,
 * no control keeps the browser's default
 * style, axe-core finds nothing serious or critical (contrast included). A visitor skips the routes that
 * send them to /auth/login (that page is swept itself).
 */
const VIEWPORTS: { name: string; options: BrowserContextOptions }[] = [
  { name: '360×740', options: { ...PHONE, deviceScaleFactor: 1 } },
  { name: '1280×800', options: { viewport: { width: 1280, height: 800 }, locale: 'en-US' } },
];

/** Query variants with their own screen, and each in-house engine's demo (the route table's example is one). */
const EXTRA = [
  '/wallets?name=withdraw&back=1',
  '/auth/login',
  '/game/start?gameId=1001&tryIt=1',
  '/game/start?gameId=2001&tryIt=1',
  '/game/start?gameId=3001&tryIt=1',
  '/game/start?gameId=4001&tryIt=1',
];

interface Visit {
  url: string;
  guarded: boolean;
}
const visits: Visit[] = [];
for (const url of [...routeTable.map((e) => e.example ?? e.path), ...EXTRA]) {
  if (visits.some((v) => v.url === url)) continue;
  const parsed = new URL(url, 'http://x');
  const entry = matchEntry(parsed.pathname)?.entry;
  if (!entry) throw new Error(`${url} is not in the route table`);
  visits.push({ url, guarded: needsLogin(entry, Object.fromEntries(parsed.searchParams)) });
}

const env = stackAndBrowser();
let token = '';

beforeAll(async () => {
  const player = await env.stack.platform.createUserSession();
  await env.stack.platform.credit(player.userId, 100_000);
  token = player.token;
});

/** A context whose first page is each route's first page: age notice accepted, no service worker. */
async function sweepContext(options: BrowserContextOptions, signedIn: boolean): Promise<BrowserContext> {
  const context = await env.browser.newContext({
    ...options,
    baseURL: env.stack.url,
    serviceWorkers: 'block',
    bypassCSP: true, // the checks inject axe-core and a still-motion stylesheet
    reducedMotion: 'reduce',
  });
  await context.addInitScript(
    ([ageKey, tokenKey, value]) => {
      localStorage.setItem(ageKey!, '1');
      if (value) localStorage.setItem(tokenKey!, value);
    },
    [KEY.ageAccepted, KEY.token, signedIn ? token : ''] as const,
  );
  return context;
}

async function sweep(context: BrowserContext, url: string): Promise<void> {
  const page = await context.newPage();
  try {
    const res = await page.goto(url);
    expect(res?.status()).toBe(200);
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    // ready = a visible heading: the desktop lobby hides the phone header's h1 (its side navigation shows the brand)
    await page.locator('h1:visible, h2:visible').first().waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    await page.addStyleTag({ content: STILL_CSS });
    await page.evaluate(() => document.fonts.ready);
    const found = [
      ...(await findOverflow(page)),
      ...(await findUncuedScrollRows(page)),
      ...(await findCoveredContent(page)),
      ...(await findDefaultControls(page)),
      ...(await findAxeViolations(page)),
    ];
    if (found.length > 0)
      throw new Error(`${url} (at ${new URL(page.url()).pathname}):\n  ${found.join('\n  ')}`);
  } finally {
    await page.close();
  }
}

for (const vp of VIEWPORTS) {
  for (const signedIn of [false, true]) {
    describe.concurrent(`${signedIn ? 'signed in' : 'visitor'} at ${vp.name}`, () => {
      let context: BrowserContext;
      beforeAll(async () => {
        context = await sweepContext(vp.options, signedIn);
      });
      afterAll(async () => {
        await context?.close();
      });
      for (const visit of visits) {
        if (!signedIn && visit.guarded) continue;
        it(visit.url, async () => {
          await sweep(context, visit.url);
        });
      }
    });
  }

  it(`/ for a first-time visitor (age notice open) at ${vp.name}`, async () => {
    const context = await env.browser.newContext({
      ...vp.options,
      baseURL: env.stack.url,
      serviceWorkers: 'block',
      bypassCSP: true, // the checks inject axe-core and a still-motion stylesheet
    });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await page
        .getByRole('button', { name: 'I Do Not Accept' })
        .waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
      await page.addStyleTag({ content: STILL_CSS });
      const found = [
        ...(await findOverflow(page)),
        ...(await findCoveredContent(page)),
        ...(await findDefaultControls(page)),
        ...(await findAxeViolations(page)),
      ];
      expect(found).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
