import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import catalogue from '../../platform/seed/games.json';
import common from '../../web/src/i18n/en-US.json';
import { KEY } from '../../web/src/lib/storage';
import { launchProfile, watch } from './support/browser';
import { type Stack, startStack } from './support/stack';
import { SHOWN_WITHIN } from './support/wait';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack?.close();
});

const shown = catalogue.games.filter((g) => g.status === 1);
const tabNames = [common.home.all, ...catalogue.types.filter((t) => t.status === 1).map((t) => t.name)];

/** A returning visitor's profile (age notice accepted) whose service worker controls the page at `/`. */
async function installedProfile() {
  const profile = await launchProfile(stack.url);
  await profile.context.addInitScript((ageKey) => localStorage.setItem(ageKey, '1'), KEY.ageAccepted);
  const { page } = watch(await profile.context.newPage());
  await page.goto('/');
  const scriptURL = await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    return reg.active?.scriptURL ?? null;
  });
  // Once the worker controls the page, its precache holds the shell; the lobby has saved the catalogue.
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: SHOWN_WITHIN,
  });
  await lobbyTab(page, common.home.all).waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
  return { profile, page, scriptURL };
}

function lobbyTab(page: Page, name: string) {
  return page.getByRole('tablist', { name: common.home.categories }).getByRole('tab', { name, exact: true });
}

/** The games the lobby's tab panel offers (grid and rows), each once, sorted. */
async function tilesShown(page: Page): Promise<string[]> {
  const names = await page
    .getByRole('tabpanel')
    .getByRole('link', { name: /^Play / })
    .evaluateAll((links) => links.map((a) => a.querySelector('.game-name')?.textContent ?? ''));
  return [...new Set(names)].sort();
}

/** Goes offline and records whether the catalogue was asked of the network (and failed). */
async function offline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  const failed: string[] = [];
  page.on('requestfailed', (r) => {
    if (r.url().endsWith('/app/v1/anonymous/appConfig')) failed.push(r.url());
  });
  return failed;
}

describe('installable PWA', () => {
  it('serves a manifest a browser can install from', async () => {
    const res = await fetch(`${stack.url}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    const manifest = (await res.json()) as {
      name?: string;
      start_url?: string;
      display?: string;
      icons?: unknown[];
    };
    expect(manifest.name).toBeTruthy();
    expect(manifest.display).toMatch(/standalone|fullscreen|minimal-ui/);
    expect(manifest.icons?.length ?? 0).toBeGreaterThan(0);
  });

  it('registers /sw.js and reloads the lobby offline: category tabs and game tiles from the saved catalogue', async () => {
    const { profile, page, scriptURL } = await installedProfile();
    try {
      expect(scriptURL && new URL(scriptURL).pathname).toBe('/sw.js');
      const failed = await offline(profile.context, page);
      const res = await page.reload();
      expect(res?.status() ?? 200).toBe(200);
      expect(await page.evaluate(() => navigator.onLine)).toBe(false);

      // the lobby itself, not just the shell: every category and every game of the catalogue
      await lobbyTab(page, common.home.all).waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
      expect(
        await page.getByRole('tablist', { name: common.home.categories }).getByRole('tab').allTextContents(),
      ).toEqual(tabNames);
      await expect
        .poll(() => tilesShown(page), { timeout: SHOWN_WITHIN })
        .toEqual(shown.map((g) => g.name).sort());
      // the catalogue could not come from the network
      expect(failed.length).toBeGreaterThan(0);
    } finally {
      await profile.context.setOffline(false).catch(() => undefined);
      await profile.close();
    }
  });

  it('a new tab opened offline shows the lobby from the saved catalogue, with its art, and switches categories', async () => {
    const { profile, page: first } = await installedProfile();
    try {
      await first.close();
      const page = await profile.context.newPage();
      const { errors } = watch(page);
      const failed = await offline(profile.context, page);
      await page.goto('/');

      const tiles = page.getByRole('tabpanel').getByRole('link', { name: /^Play / });
      await expect
        .poll(() => tilesShown(page), { timeout: SHOWN_WITHIN })
        .toEqual(shown.map((g) => g.name).sort());
      // the first screen of tiles draws its art from the worker's cache
      const art = tiles.locator('img[loading="eager"]');
      expect(await art.count()).toBeGreaterThan(0);
      await expect
        .poll(() => art.evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)), {
          timeout: SHOWN_WITHIN,
        })
        .toBe(true);

      // browsing a category needs no network either
      const perya = catalogue.types.find((t) => t.name === 'Perya')!;
      await lobbyTab(page, perya.name).click();
      await expect
        .poll(() => tilesShown(page), { timeout: SHOWN_WITHIN })
        .toEqual(
          shown
            .filter((g) => g.typeId === perya.id)
            .map((g) => g.name)
            .sort(),
        );
      expect(failed.length).toBeGreaterThan(0);
      expect(await page.evaluate(() => navigator.onLine)).toBe(false);
      // an offline start-up may log the failed catalogue request; nothing else
      expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::/.test(e))).toEqual([]);
    } finally {
      await profile.context.setOffline(false).catch(() => undefined);
      await profile.close();
    }
  });
});
