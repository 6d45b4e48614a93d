import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { addResources, hasKey, read, startI18next, t } from './index';

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

type Tree = { [key: string]: string | Tree };
function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`),
  );
}

describe('before i18next arrives', () => {
  it('read answers exactly what i18next answers, for every key of every part', async () => {
    const all: Tree = {};
    for (const name of readdirSync(__dirname).filter((n) => /^en-US(\.[a-z-]+)?\.json$/.test(n)))
      Object.assign(all, JSON.parse(readFileSync(join(__dirname, name), 'utf8')));
    const reference = i18next.createInstance();
    await reference.init({
      lng: 'en-US',
      fallbackLng: false,
      resources: { 'en-US': { translation: all } },
      initAsync: false,
      interpolation: { escapeValue: false },
    });
    const asked = new Set<string>();
    let checked = 0;
    for (const [leaf, text] of leaves(all)) {
      // a plural form is asked for by its base key with a count
      const key = leaf.replace(/_(one|other)$/, '');
      if (asked.has(key)) continue;
      asked.add(key);
      const names = [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!);
      const variants: (Record<string, string | number> | undefined)[] = [undefined];
      if (names.length)
        variants.push(Object.fromEntries(names.map((n) => [n, n === 'count' ? 2 : `<${n}>`])));
      if (key !== leaf || names.includes('count'))
        for (const count of [0, 1, 2, 21]) variants.push({ count });
      for (const vars of variants) {
        expect(read(key, vars), `${key} ${JSON.stringify(vars)}`).toBe(
          vars ? reference.t(key, vars) : reference.t(key),
        );
        checked += 1;
      }
    }
    expect(read('no.such.key')).toBe(reference.t('no.such.key'));
    expect(checked).toBeGreaterThan(500);
  });

  it('t gives the same texts once i18next has taken over', async () => {
    const before = t('games.slots.lines', { count: 3 });
    await startI18next();
    expect(t('games.slots.lines', { count: 3 })).toBe(before);
    expect(t('errors.notFound', { path: '/x' })).toBe('Page not found: /x');
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
