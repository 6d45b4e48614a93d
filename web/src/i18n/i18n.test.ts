import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import pages from './en-US.pages.json';
import popups from './en-US.popups.json';
import { addResources, hasKey, t } from './index';

addResources(pages);
addResources(popups);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('en-US resource', () => {
  it('has every key the code asks for with a literal', () => {
    const missing: string[] = [];
    for (const file of sources(join(__dirname, '..'))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)) {
        if (!hasKey(m[1]!)) missing.push(`${file}: ${m[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('interpolates {{name}} values', () => {
    expect(t('errors.notFound', { path: '/x' })).toBe('Page not found: /x');
    expect(t('errors.timeout')).toBe('The request has timed out, please try again later');
    expect(t('popup.tapToContinue')).toBe('TAP THE SCREEN TO CONTINUE');
  });
});
