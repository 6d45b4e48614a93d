import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { registry } from '@casino/contracts/registry';
import { afterEach, describe, expect, it } from 'vitest';
import { assembleConfig } from './assemble';
import { DEFAULT_SEED_DIR, readSeedDir, SeedError } from './seed';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A copy of the shipped seed with one file changed by `edit`. */
function editedSeed(file: string, edit: (json: Record<string, unknown>) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'seed-'));
  dirs.push(dir);
  cpSync(DEFAULT_SEED_DIR, dir, { recursive: true });
  const json = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  edit(json);
  writeFileSync(join(dir, file), JSON.stringify(json));
  return dir;
}

function issuesOf(dir: string) {
  try {
    readSeedDir(dir);
  } catch (err) {
    if (err instanceof SeedError) return err.issues;
    throw err;
  }
  return [];
}

describe('the shipped seed', () => {
  it('validates and assembles into a config the contract accepts', () => {
    const bundle = readSeedDir();
    const config = assembleConfig(bundle.docs, bundle.customerService.queue, bundle.maintenance);
    expect(registry['anonymous/appConfig'].answer.safeParse(config).success).toBe(true);
    expect(config.maintenance.status).toBe(0);
  });

  it('offers the four in-house games, themed variants and an outside provider game with art keys', () => {
    const { docs } = readSeedDir();
    const engines = docs.games.games.map((g) => g.engine);
    for (const engine of ['slots', 'color', 'mines', 'crash']) {
      expect(engines.filter((e) => e === engine).length).toBeGreaterThanOrEqual(2);
    }
    expect(engines).toContain('external');
    const images = new Map(docs.games.images.map((i) => [i.uniqueKey, i.img]));
    for (const g of docs.games.games)
      expect(images.get(g.imgKey)).toMatch(/^\/img\/games\/[a-z0-9-]+\.webp$/);
  });

  it('names lobby art the web build ships (a missing file is a blank tile or banner)', () => {
    const { docs } = readSeedDir();
    const webPublic = join(DEFAULT_SEED_DIR, '..', '..', 'web', 'public');
    const paths = [
      ...docs.games.images.map((i) => i.img),
      ...docs.games.types.map((t) => t.icon),
      ...docs.banners.banners.map((b) => b.img),
    ];
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) expect(existsSync(join(webPublic, path)), path).toBe(true);
  });

  it("keeps every amount in minor units within each channel's limits", () => {
    const { docs } = readSeedDir();
    const prices = new Map(docs.recharge.items.map((i) => [i.id, i.price]));
    expect([...prices.values()]).toEqual([10000, 20000, 50000, 100000, 500000, 1000000, 5000000]);
    for (const c of docs.recharge.channels) {
      for (const id of c.itemIds) expect(prices.get(id)!).toBeLessThanOrEqual(c.maxAmount);
    }
  });
});

describe("an operator's broken edit", () => {
  it('names the file and field of a misspelt key', () => {
    const dir = editedSeed('recharge.json', (j) => {
      (j.channels as Record<string, unknown>[])[0]!.minAmout = 100;
    });
    expect(issuesOf(dir)).toEqual([expect.objectContaining({ file: 'recharge.json', path: 'channels.0' })]);
  });

  it('names a channel offering a chip that does not exist', () => {
    const dir = editedSeed('recharge.json', (j) => {
      (j.channels as { itemIds: number[] }[])[1]!.itemIds.push(99);
    });
    expect(issuesOf(dir)).toEqual([
      { file: 'recharge.json', path: 'channels.1.itemIds', message: 'no item 99' },
    ]);
  });

  it('names a game pointing at a missing type and a fractional amount', () => {
    const dir = editedSeed('games.json', (j) => {
      (j.games as Record<string, unknown>[])[0]!.typeId = 77;
    });
    expect(issuesOf(dir)).toEqual([
      expect.objectContaining({ file: 'games.json', message: 'no game type 77' }),
    ]);
    const money = editedSeed('recharge.json', (j) => {
      (j.items as Record<string, unknown>[])[0]!.price = 100.5;
    });
    expect(issuesOf(money)).toEqual([
      expect.objectContaining({ file: 'recharge.json', path: 'items.0.price' }),
    ]);
  });

  it('refuses a missing active theme, two default channels and invalid JSON', () => {
    const noTheme = editedSeed('themes.json', (j) => {
      j.active = 'neon';
    });
    expect(issuesOf(noTheme)).toEqual([expect.objectContaining({ file: 'themes.json', path: 'active' })]);
    const twoDefaults = editedSeed('recharge.json', (j) => {
      (j.channels as Record<string, unknown>[])[1]!.isDefault = 1;
    });
    expect(issuesOf(twoDefaults)).toEqual([
      expect.objectContaining({ file: 'recharge.json', path: 'channels' }),
    ]);
    const dir = editedSeed('faq.json', () => {});
    writeFileSync(join(dir, 'faq.json'), '{"faq": [');
    expect(issuesOf(dir)).toEqual([
      expect.objectContaining({ file: 'faq.json', message: expect.stringContaining('not valid JSON') }),
    ]);
  });
});

describe('config version', () => {
  it('is the same for the same content whatever the key order, and changes with the content', () => {
    const a = readSeedDir();
    const base = assembleConfig(a.docs, a.customerService.queue, a.maintenance);
    const reordered = JSON.parse(JSON.stringify(a.docs), (_k, v) =>
      v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).reverse()) : v,
    );
    expect(assembleConfig(reordered, a.customerService.queue, a.maintenance).v).toBe(base.v);
    const edited = structuredClone(a.docs);
    edited.faq.faq[0]!.answer += ' Updated.';
    expect(assembleConfig(edited, a.customerService.queue, a.maintenance).v).not.toBe(base.v);
  });
});
