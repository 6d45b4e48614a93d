import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Flags from STACK.md: no sandbox as root, and nothing that reaches the network on its own.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** The product's design size (DESIGN §6). */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'en-US',
};

function assertChromium(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. Install Debian chromium (apt-get install -y chromium, as root; ` +
        '`npm test` does it for you) or set CHROMIUM_PATH.',
    );
  }
}

/**
 * Chromium's own test camera: a generated video stream instead of a device, and camera prompts answered yes. Only
 * for journeys that film (the live selfie); other tests keep a browser without a camera.
 */
export const FAKE_CAMERA_ARGS = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

export async function launchBrowser(opts: { fakeCamera?: boolean } = {}): Promise<Browser> {
  assertChromium();
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: opts.fakeCamera ? [...CHROMIUM_ARGS, ...FAKE_CAMERA_ARGS] : CHROMIUM_ARGS,
  });
}

/** A context with its own profile directory on disk; service workers and their caches need one. */
export async function launchProfile(
  baseURL: string,
): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  assertChromium();
  const dir = mkdtempSync(join(tmpdir(), 'casino-e2e-profile-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    baseURL,
    ...PHONE,
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface WatchedPage {
  page: Page;
  /** Console errors and uncaught exceptions seen on this page, in order. */
  errors: string[];
}

/** Records every console error and page error, so a journey can assert a page stayed clean. */
export function watch(page: Page): WatchedPage {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') {
      const where = msg.location().url;
      errors.push(where ? `${msg.text()} (${where})` : msg.text());
    }
  });
  page.on('pageerror', (err) => errors.push(`uncaught: ${err.message}`));
  return { page, errors };
}

export async function newPhonePage(context: BrowserContext): Promise<WatchedPage> {
  return watch(await context.newPage());
}

export async function newPhoneContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({ ...PHONE, baseURL });
}

/** Fails with every recorded console error spelled out (vitest shortens long arrays in its diff). */
export function expectNoConsoleErrors(errors: readonly string[]): void {
  if (errors.length > 0) {
    throw new Error(`console errors on the page:\n  ${errors.join('\n  ')}`);
  }
}
