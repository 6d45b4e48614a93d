// @vitest-environment node

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HOME_BLOCK, shellHtml } from './app-shell';

const INDEX = readFileSync(fileURLToPath(new URL('../index.html', import.meta.url)), 'utf8');

describe('the boot shells', () => {
  it('index.html paints the home banner with the HTML, at high priority', () => {
    const block = INDEX.match(HOME_BLOCK)?.[0] ?? '';
    expect(block).toMatch(/<img src="\/img\/banner\/welcome\.webp"[^>]*fetchpriority="high"/);
  });

  it('shell.html is the same page without the banner, logo kept', () => {
    const shell = shellHtml(INDEX);
    expect(shell).not.toContain('welcome.webp');
    expect(shell).toContain('/img/logo.webp');
    expect(shell).toContain('<script type="module"');
  });
});
