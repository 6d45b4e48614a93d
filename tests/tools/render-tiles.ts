// Renders the lobby tiles drawn as SVG in web/art/tiles to the WebP files the lobby shows (web/public/img/games):
// each SVG at 240 × 320 in Debian Chromium, then cwebp -q 82. Run: `pnpm exec tsx tools/render-tiles.ts [name…]`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser } from '../e2e/support/browser';
import { REPO_ROOT } from '../e2e/support/stack';

const SRC = join(REPO_ROOT, 'web', 'art', 'tiles');
const OUT = join(REPO_ROOT, 'web', 'public', 'img', 'games');

const wanted = process.argv.slice(2);
const names = readdirSync(SRC)
  .filter((f) => f.endsWith('.svg'))
  .map((f) => f.replace(/\.svg$/, ''))
  .filter((n) => wanted.length === 0 || wanted.includes(n));
const work = mkdtempSync(join(tmpdir(), 'tiles-'));
const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: 240, height: 320 }, deviceScaleFactor: 1 });
  for (const name of names) {
    const svg = readFileSync(join(SRC, `${name}.svg`), 'utf8');
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block}</style>${svg}`,
    );
    const png = join(work, `${name}.png`);
    await page.screenshot({ path: png, omitBackground: true, clip: { x: 0, y: 0, width: 240, height: 320 } });
    execFileSync('cwebp', ['-quiet', '-q', '82', png, '-o', join(OUT, `${name}.webp`)]);
    console.log(`${name}.webp`);
  }
} finally {
  await browser.close();
}
