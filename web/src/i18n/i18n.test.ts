import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addResources, hasKey, t } from './index';

// Every lazily loaded part of the resource (en-US.<part>.json) counts.
for (const name of readdirSync(__dirname))
  if (/^en-US(\.[a-z-]+)?\.json$/.test(name))
    addResources(JSON.parse(readFileSync(join(__dirname, name), 'utf8')));

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
