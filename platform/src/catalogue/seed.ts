import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { registry } from '@casino/contracts/registry';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { sha256 } from '../core/hash';
import type { Db, Tx } from '../db/client';
import { LOCK_KEYS } from '../db/lock-keys';
import { activities, catalogue, customerServiceQueue, maintenance } from '../db/schema';
import { assembleConfig } from './assemble';
import {
  type ActivitiesDoc,
  activitiesDoc,
  CATALOGUE_DOCS,
  type CatalogueDocs,
  type CatalogueKey,
  type CustomerServiceDoc,
  customerServiceDoc,
  type MaintenanceDoc,
  maintenanceDoc,
} from './seed-schema';

export const DEFAULT_SEED_DIR = fileURLToPath(new URL('../../seed', import.meta.url));

export interface SeedIssue {
  file: string;
  path: string;
  message: string;
}

export class SeedError extends Error {
  constructor(
    readonly dir: string,
    readonly issues: SeedIssue[],
  ) {
    super(
      `Seed in ${dir} is invalid:\n${issues.map((i) => `  ${i.file}${i.path ? ` at ${i.path}` : ''}: ${i.message}`).join('\n')}`,
    );
    this.name = 'SeedError';
  }
}

export interface SeedBundle {
  dir: string;
  docs: CatalogueDocs;
  /** sha256 of each catalogue file's bytes. */
  hashes: Record<CatalogueKey, string>;
  customerService: CustomerServiceDoc;
  maintenance: MaintenanceDoc;
  activities: ActivitiesDoc;
}

/** The sections the seed writes to the catalogue table, one row each. */
export const CATALOGUE_KEYS = Object.keys(CATALOGUE_DOCS) as CatalogueKey[];

/** Reads and validates every seed file: each against its schema, then cross references, then the full config. */
export function readSeedDir(dir: string = DEFAULT_SEED_DIR): SeedBundle {
  const issues: SeedIssue[] = [];
  const known = new Set<string>([...CATALOGUE_KEYS, 'customer-service', 'maintenance', 'activities']);
  let present: string[] = [];
  try {
    present = readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    throw new SeedError(dir, [{ file: dir, path: '', message: 'seed directory not found' }]);
  }
  for (const f of present) {
    if (!known.has(f.slice(0, -5))) issues.push({ file: f, path: '', message: 'unknown seed file (typo?)' });
  }

  const read = <S extends z.ZodType>(name: string, schema: S): { value?: z.output<S>; hash: string } => {
    const file = `${name}.json`;
    let text: string;
    try {
      text = readFileSync(join(dir, file), 'utf8');
    } catch {
      issues.push({ file, path: '', message: 'file is missing' });
      return { hash: '' };
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (err) {
      issues.push({ file, path: '', message: `not valid JSON: ${(err as Error).message}` });
      return { hash: '' };
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      for (const i of parsed.error.issues) issues.push({ file, path: i.path.join('.'), message: i.message });
      return { hash: '' };
    }
    return { value: parsed.data, hash: sha256(text) };
  };

  const docs: Partial<CatalogueDocs> = {};
  const hashes: Partial<Record<CatalogueKey, string>> = {};
  for (const key of CATALOGUE_KEYS) {
    const r = read(key, CATALOGUE_DOCS[key]);
    if (r.value) (docs as Record<string, unknown>)[key] = r.value;
    hashes[key] = r.hash;
  }
  const cs = read('customer-service', customerServiceDoc).value;
  const m = read('maintenance', maintenanceDoc).value;
  const acts = read('activities', activitiesDoc).value;
  if (issues.length > 0 || !cs || !m || !acts) throw new SeedError(dir, issues);

  const full = docs as CatalogueDocs;
  issues.push(...checkCatalogue(full, cs));
  issues.push(...duplicates(acts.activities, (a) => a.id, 'activities.json', 'activities'));
  if (issues.length === 0) {
    const config = assembleConfig(full, cs.queue, m);
    const parsed = registry['anonymous/appConfig'].answer.safeParse(config);
    if (!parsed.success) {
      for (const i of parsed.error.issues)
        issues.push({ file: 'app config', path: i.path.join('.'), message: i.message });
    }
  }
  if (issues.length > 0) throw new SeedError(dir, issues);
  return {
    dir,
    docs: full,
    hashes: hashes as Record<CatalogueKey, string>,
    customerService: cs,
    maintenance: m,
    activities: acts,
  };
}

function duplicates<T>(
  list: readonly T[],
  key: (t: T) => string | number,
  file: string,
  what: string,
): SeedIssue[] {
  const seen = new Set<string | number>();
  const out: SeedIssue[] = [];
  list.forEach((item, i) => {
    const k = key(item);
    if (seen.has(k)) out.push({ file, path: `${what}.${i}`, message: `duplicate id ${k}` });
    seen.add(k);
  });
  return out;
}

/** References between files and rules no single schema can see. */
export function checkCatalogue(docs: CatalogueDocs, cs: CustomerServiceDoc): SeedIssue[] {
  const issues: SeedIssue[] = [];
  const { recharge, games, vip, props, themes } = docs;

  issues.push(...duplicates(recharge.channels, (c) => c.id, 'recharge.json', 'channels'));
  issues.push(...duplicates(recharge.items, (c) => c.id, 'recharge.json', 'items'));
  const itemIds = new Set(recharge.items.map((i) => i.id));
  recharge.channels.forEach((c, i) => {
    for (const id of c.itemIds) {
      if (!itemIds.has(id))
        issues.push({ file: 'recharge.json', path: `channels.${i}.itemIds`, message: `no item ${id}` });
    }
    if (c.maxAmount > 0 && c.minAmount > c.maxAmount) {
      issues.push({ file: 'recharge.json', path: `channels.${i}`, message: 'minAmount is above maxAmount' });
    }
  });
  const defaults = recharge.channels.filter((c) => c.isDefault === 1 && c.status === 1);
  if (defaults.length !== 1) {
    issues.push({
      file: 'recharge.json',
      path: 'channels',
      message: 'exactly one active channel must be isDefault 1',
    });
  }

  issues.push(...duplicates(docs.banks.banks, (b) => b.id, 'banks.json', 'banks'));

  issues.push(...duplicates(vip.levels, (l) => l.level, 'vip.json', 'levels'));
  const levels = [...vip.levels].sort((a, b) => a.level - b.level);
  levels.forEach((l, i) => {
    if (l.level !== i)
      issues.push({
        file: 'vip.json',
        path: 'levels',
        message: `levels must run 0..n without gaps (missing ${i})`,
      });
    const prev = levels[i - 1];
    if (prev && l.experience <= prev.experience) {
      issues.push({
        file: 'vip.json',
        path: 'levels',
        message: `VIP ${l.level} needs more experience than VIP ${prev.level}`,
      });
    }
  });

  issues.push(...duplicates(vip.benefits, (b) => b.level, 'vip.json', 'benefits'));
  for (const b of vip.benefits) {
    if (!levels.some((l) => l.level === b.level))
      issues.push({
        file: 'vip.json',
        path: 'benefits',
        message: `benefits of VIP ${b.level}, a level not in levels`,
      });
  }

  for (const [what, list] of [
    ['types', games.types],
    ['brands', games.brands],
    ['platforms', games.platforms],
    ['games', games.games],
  ] as const) {
    issues.push(...duplicates(list as readonly { id: number }[], (x) => x.id, 'games.json', what));
  }
  issues.push(...duplicates(games.images, (x) => x.uniqueKey, 'games.json', 'images'));
  const typeIds = new Set(games.types.map((t) => t.id));
  const brandIds = new Set(games.brands.map((t) => t.id));
  const platformIds = new Set(games.platforms.map((t) => t.id));
  const imgKeys = new Set(games.images.map((t) => t.uniqueKey));
  games.games.forEach((g, i) => {
    const at = `games.${i}`;
    if (!typeIds.has(g.typeId))
      issues.push({ file: 'games.json', path: at, message: `no game type ${g.typeId}` });
    if (!brandIds.has(g.brandId))
      issues.push({ file: 'games.json', path: at, message: `no brand ${g.brandId}` });
    if (!platformIds.has(g.platformId))
      issues.push({ file: 'games.json', path: at, message: `no platform ${g.platformId}` });
    if (!imgKeys.has(g.imgKey))
      issues.push({ file: 'games.json', path: at, message: `no image ${g.imgKey}` });
    if (g.minBet > g.maxBet) issues.push({ file: 'games.json', path: at, message: 'minBet is above maxBet' });
  });
  const gameIds = new Set(games.games.map((g) => g.id));

  issues.push(...duplicates(props.props, (p) => p.id, 'props.json', 'props'));
  const propIds = new Set(props.props.map((p) => p.id));
  props.jackpotAwards.forEach((a, i) => {
    if (!propIds.has(a.propId))
      issues.push({ file: 'props.json', path: `jackpotAwards.${i}`, message: `no prop ${a.propId}` });
  });

  issues.push(...duplicates(docs.faq.faq, (f) => f.id, 'faq.json', 'faq'));
  issues.push(...duplicates(docs.banners.banners, (b) => b.id, 'banners.json', 'banners'));
  docs.banners.banners.forEach((b, i) => {
    // clickType 2 opens a game: the game must exist.
    if (b.clickType === 2 && !gameIds.has(b.clickAction)) {
      issues.push({ file: 'banners.json', path: `banners.${i}`, message: `no game ${b.clickAction}` });
    }
  });

  issues.push(...duplicates(themes.themes, (t) => t.id, 'themes.json', 'themes'));
  if (!themes.themes.some((t) => t.id === themes.active)) {
    issues.push({ file: 'themes.json', path: 'active', message: `no theme "${themes.active}"` });
  }

  issues.push(...duplicates(cs.queue, (q) => q.id, 'customer-service.json', 'queue'));
  return issues;
}

export interface SeedResult {
  /** Catalogue documents written. */
  written: CatalogueKey[];
  customerServiceLoaded: boolean;
  activitiesLoaded: boolean;
  maintenanceCreated: boolean;
}

/**
 * Writes the seed in one transaction.
 *  - 'missing' (every start): only documents not in the DB yet, and the customer-service queue when empty,
 *    so an operator's own changes survive restarts and a seed file added by a later release still loads.
 *  - 'all' (`ops seed`): replaces every document and the customer-service queue with the files.
 * The maintenance row is created from maintenance.json once and never overwritten by a seed.
 */
export async function applySeed(db: Db, bundle: SeedBundle, mode: 'missing' | 'all'): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    // Two instances starting together on one PostgreSQL: the second waits, then finds the rows.
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEYS.catalogueSeed})`);
    const existing = new Set((await tx.select({ key: catalogue.key }).from(catalogue)).map((r) => r.key));
    const written: CatalogueKey[] = [];
    for (const key of CATALOGUE_KEYS) {
      if (mode === 'missing' && existing.has(key)) continue;
      const row = { key, doc: bundle.docs[key], sourceHash: bundle.hashes[key], updatedAt: new Date() };
      await tx
        .insert(catalogue)
        .values(row)
        .onConflictDoUpdate({
          target: catalogue.key,
          set: { doc: row.doc, sourceHash: row.sourceHash, updatedAt: row.updatedAt },
        });
      written.push(key);
    }

    let customerServiceLoaded = false;
    const csCount = (await tx.select({ id: customerServiceQueue.id }).from(customerServiceQueue).limit(1))
      .length;
    if (mode === 'all' || csCount === 0) {
      await tx.delete(customerServiceQueue);
      if (bundle.customerService.queue.length > 0)
        await tx.insert(customerServiceQueue).values(bundle.customerService.queue);
      customerServiceLoaded = true;
    }

    // The activity catalogue, like the queue: replaced by `ops seed`, loaded at start only while empty.
    let activitiesLoaded = false;
    const actCount = (await tx.select({ id: activities.id }).from(activities).limit(1)).length;
    if (mode === 'all' || actCount === 0) {
      await replaceActivities(tx, bundle.activities);
      activitiesLoaded = true;
    }

    const created = await tx
      .insert(maintenance)
      .values({ id: 1, ...bundle.maintenance })
      .onConflictDoNothing()
      .returning({ id: maintenance.id });
    return { written, customerServiceLoaded, activitiesLoaded, maintenanceCreated: created.length > 0 };
  });
}

/** The activity catalogue replaced by a document (the seed, or an operator's versioned change). */
export async function replaceActivities(tx: Tx, doc: ActivitiesDoc): Promise<void> {
  await tx.delete(activities);
  if (doc.activities.length === 0) return;
  await tx.insert(activities).values(
    doc.activities.map((a) => ({
      ...a,
      startTime: a.startTime ? new Date(a.startTime) : null,
      endTime: a.endTime ? new Date(a.endTime) : null,
    })),
  );
}

/** Catalogue documents whose seed file differs from what the DB holds (the operator may want `ops seed`). */
export async function changedSinceSeed(db: Db, bundle: SeedBundle): Promise<CatalogueKey[]> {
  const rows = await db.select({ key: catalogue.key, sourceHash: catalogue.sourceHash }).from(catalogue);
  const stored = new Map(rows.map((r) => [r.key, r.sourceHash]));
  return CATALOGUE_KEYS.filter((k) => stored.has(k) && stored.get(k) !== bundle.hashes[k]);
}
