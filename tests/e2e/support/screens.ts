// Screenshot baselines: a screen is compared with its committed PNG under e2e/baselines/ with a tolerance
// (anti-aliasing and sub-pixel text differ a little between runs; an unstyled page differs everywhere).
// UPDATE_BASELINES=1 writes the current screens as the new baselines instead.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import type { Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { STILL_CSS } from './look';

const HERE = dirname(fileURLToPath(import.meta.url));
export const BASELINES = join(HERE, '..', 'baselines');
/** Where a failing comparison leaves its actual and diff images (gitignored). */
export const SCREENS_OUT = join(HERE, '..', '..', 'e2e-out');
const UPDATE = process.env.UPDATE_BASELINES === '1';
/** Share of pixels allowed to differ (per-pixel YIQ threshold 0.1, anti-aliased pixels not counted). */
export const MAX_DIFF_RATIO = 0.01;

export interface Comparison {
  name: string;
  updated: boolean;
  diffPixels: number;
  ratio: number;
}

/** Masks cover what changes between runs (balances, tickers, timers, random results). */
export async function screenshot(page: Page, mask: Locator[] = []): Promise<Buffer> {
  await page.addStyleTag({ content: STILL_CSS });
  await page.evaluate(() => document.fonts.ready);
  return page.screenshot({
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
    mask,
    maskColor: '#ff00ff',
  });
}

/** The difference between two PNGs; a size change counts every pixel. */
export function diffPngs(a: Buffer, b: Buffer): { diffPixels: number; ratio: number; diff: PNG | null } {
  const pa = PNG.sync.read(a);
  const pb = PNG.sync.read(b);
  const total = Math.max(pa.width * pa.height, pb.width * pb.height);
  if (pa.width !== pb.width || pa.height !== pb.height) return { diffPixels: total, ratio: 1, diff: null };
  const diff = new PNG({ width: pa.width, height: pa.height });
  const diffPixels = pixelmatch(pa.data, pb.data, diff.data, pa.width, pa.height, { threshold: 0.1 });
  return { diffPixels, ratio: diffPixels / total, diff };
}

/** Compares the screen with baselines/<name>.png (or writes it under UPDATE_BASELINES=1); throws past tolerance. */
export async function expectScreen(page: Page, name: string, mask: Locator[] = []): Promise<Comparison> {
  let actual = await screenshot(page, mask);
  const file = join(BASELINES, `${name}.png`);
  if (UPDATE) {
    mkdirSync(BASELINES, { recursive: true });
    writeFileSync(file, actual);
    return { name, updated: true, diffPixels: 0, ratio: 0 };
  }
  if (!existsSync(file)) {
    throw new Error(`no baseline ${file}: run the e2e with UPDATE_BASELINES=1 and commit the PNG`);
  }
  let shot = diffPngs(readFileSync(file), actual);
  // a loaded machine now and then captures a half-composited frame: one more shot before failing
  if (shot.ratio > MAX_DIFF_RATIO) {
    await page.waitForTimeout(1_000);
    actual = await screenshot(page, mask);
    shot = diffPngs(readFileSync(file), actual);
  }
  const { diffPixels, ratio, diff } = shot;
  if (ratio > MAX_DIFF_RATIO) {
    mkdirSync(SCREENS_OUT, { recursive: true });
    writeFileSync(join(SCREENS_OUT, `${name}.actual.png`), actual);
    if (diff) writeFileSync(join(SCREENS_OUT, `${name}.diff.png`), PNG.sync.write(diff));
    throw new Error(
      `${name}: ${(ratio * 100).toFixed(2)} % of pixels differ from the baseline (allowed ${MAX_DIFF_RATIO * 100} %); ` +
        `actual and diff in ${SCREENS_OUT}`,
    );
  }
  return { name, updated: false, diffPixels, ratio };
}
