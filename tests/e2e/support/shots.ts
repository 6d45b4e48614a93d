import { mkdirSync } from 'node:fs';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { SHOWN_WITHIN } from './wait';

/**
 * Screenshots for looking at a screen, never compared: written only when E2E_SHOTS names a folder,
 * so an ordinary run takes none and waits for nothing extra.
 */
export function shotsDir(): string | undefined {
  const dir = process.env.E2E_SHOTS;
  if (dir) mkdirSync(dir, { recursive: true });
  return dir || undefined;
}

/** The phone design size first (DESIGN §6), then a desktop. */
const SIZES = [
  [360, 740],
  [1280, 800],
] as const;

/** The page as it is now, at its current size, as `<name>.png`. */
export async function snap(page: Page, name: string): Promise<void> {
  const dir = shotsDir();
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` });
}

/**
 * `<name>-<width>.png` at each size, after `prepare` has brought the page to the state to look at;
 * the page is left at the phone size the journey runs at.
 */
export async function snapAtSizes(
  page: Page,
  name: string,
  prepare: () => Promise<void> = async () => {},
  fullPage = false,
): Promise<void> {
  const dir = shotsDir();
  if (!dir) return;
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    await prepare();
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: SIZES[0][0], height: SIZES[0][1] });
}

/** Loads `path` fresh at each size and shoots the whole page once `ready` shows and the skeletons are gone. */
export async function shoot(page: Page, path: string, name: string, ready?: Locator): Promise<void> {
  await snapAtSizes(
    page,
    name,
    async () => {
      await page.goto(path);
      await ready?.first().waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
      await page
        .locator('.skeleton-block')
        .first()
        .waitFor({ state: 'detached', timeout: 15_000 })
        .catch(() => undefined);
      // the top bar arrives in its own chunk; not every page has a title in it
      await page
        .getByRole('heading', { level: 1 })
        .first()
        .waitFor({ state: 'visible', timeout: 5_000 })
        .catch(() => undefined);
      await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    },
    true,
  );
}

/** `shoot` on a page of its own, so the journey's page keeps its place and its open dialogs. */
export async function shots(context: BrowserContext, name: string, path: string): Promise<void> {
  if (!shotsDir()) return;
  const page = await context.newPage();
  try {
    await shoot(page, path, name);
  } finally {
    await page.close();
  }
}
