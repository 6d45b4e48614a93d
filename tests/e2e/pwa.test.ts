import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchProfile, watch } from './support/browser';
import { type Stack, startStack } from './support/stack';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack?.close();
});

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

  it('registers /sw.js and reloads the app shell offline', async () => {
    const profile = await launchProfile(stack.url);
    try {
      const { page } = watch(await profile.context.newPage());
      await page.goto('/');
      const scriptURL = await page.evaluate(async () => {
        const reg = await navigator.serviceWorker.ready;
        return reg.active?.scriptURL ?? null;
      });
      expect(scriptURL && new URL(scriptURL).pathname).toBe('/sw.js');

      // Once the worker controls the page, its precache holds the shell.
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 15_000,
      });

      await profile.context.setOffline(true);
      const res = await page.reload();
      expect(res?.status() ?? 200).toBe(200);
      // The shell renders from the cache: the root mounts and shows a heading.
      await page.getByRole('heading').first().waitFor({ state: 'visible', timeout: 15_000 });
      expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    } finally {
      await profile.context.setOffline(false).catch(() => undefined);
      await profile.close();
    }
  });
});
