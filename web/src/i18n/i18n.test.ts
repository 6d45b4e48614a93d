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

  it("picks i18next's _one/_other plural by count", () => {
    expect(t('games.slots.lines', { count: 1 })).toBe('(1 winning line)');
    expect(t('games.slots.lines', { count: 3 })).toBe('(3 winning lines)');
    expect(t('games.slots.lines', { count: 0 })).toBe('(0 winning lines)');
  });
});

describe('how the resource is split', () => {
  it('lazy parts add their own namespaces (addResources merges top-level keys only)', () => {
    const seen = new Map<string, string>();
    for (const name of readdirSync(__dirname).filter((n) => /^en-US\.[a-z-]+\.json$/.test(n))) {
      for (const ns of Object.keys(JSON.parse(readFileSync(join(__dirname, name), 'utf8')))) {
        expect(seen.get(ns), `${ns} in ${name}`).toBeUndefined();
        seen.set(ns, name);
      }
    }
    const first = JSON.parse(readFileSync(join(__dirname, 'en-US.json'), 'utf8')) as Record<string, unknown>;
    for (const ns of seen.keys()) expect(first[ns], `${ns} also in en-US.json`).toBeUndefined();
  });

  it('the first load carries every route title that home, its footer and the error pages show', async () => {
    const { default: firstLoad } = await import('./en-US.json?first-load');
    const titles = firstLoad.route as Record<string, string>;
    const shell = ['../app/footer.tsx', '../app/error-pages.tsx', '../app/route-match.ts']
      .map((f) => readFileSync(join(__dirname, f), 'utf8'))
      .join('\n');
    const used = [...shell.matchAll(/'route\.([a-zA-Z]+)'/g)].map((m) => m[1] as string);
    expect(used).toContain('home');
    for (const key of used) expect(titles[key], key).toBeTruthy();
    // and leaves the other ~60 titles to the route table chunk
    expect(Object.keys(titles).length).toBeLessThan(12);
  });
});
