import type { AppConfig } from '@casino/contracts/entities/app-config';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { catalogue, customerServiceQueue, maintenance } from '../db/schema';
import {
  assembleConfig,
  type CustomerServiceRow,
  type MaintenanceState,
  type Theme,
  toTheme,
} from './assemble';
import { CATALOGUE_DOCS, type CatalogueDocs, type CatalogueKey } from './seed-schema';

export interface CatalogueSnapshot {
  config: AppConfig;
  docs: CatalogueDocs;
  maintenance: MaintenanceState;
  customerService: CustomerServiceRow[];
  themes: Map<string, Theme>;
  activeTheme: Theme;
}

export interface CatalogueService {
  /** The current catalogue; rebuilt from the DB at most once per cacheMs (one rebuild however many ask). */
  snapshot(): Promise<CatalogueSnapshot>;
  /** Drop the cached snapshot after a write in this process (seed, maintenance toggle). */
  invalidate(): void;
}

const MAINTENANCE_OFF: MaintenanceState = { status: 0, title: '', content: '', endTime: 0 };

/** Reads the catalogue as the DB holds it now, validating each document (an edit by SQL may have broken one). */
export async function loadSnapshot(db: Db): Promise<CatalogueSnapshot> {
  const [docRows, csRows, mRows] = await Promise.all([
    db.select().from(catalogue),
    db
      .select({
        id: customerServiceQueue.id,
        itemType: customerServiceQueue.itemType,
        name: customerServiceQueue.name,
        param1: customerServiceQueue.param1,
        param2: customerServiceQueue.param2,
        sort: customerServiceQueue.sort,
      })
      .from(customerServiceQueue)
      .where(eq(customerServiceQueue.status, 1))
      .orderBy(asc(customerServiceQueue.sort), asc(customerServiceQueue.id)),
    db.select().from(maintenance).where(eq(maintenance.id, 1)),
  ]);
  const byKey = new Map(docRows.map((r) => [r.key, r.doc]));
  const docs: Partial<CatalogueDocs> = {};
  for (const key of Object.keys(CATALOGUE_DOCS) as CatalogueKey[]) {
    if (!byKey.has(key)) throw new Error(`catalogue document "${key}" is missing: run the seed (ops seed)`);
    const parsed = CATALOGUE_DOCS[key].safeParse(byKey.get(key));
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      throw new Error(
        `catalogue document "${key}" is invalid at ${first?.path.join('.')}: ${first?.message}`,
      );
    }
    (docs as Record<string, unknown>)[key] = parsed.data;
  }
  const full = docs as CatalogueDocs;
  const m = mRows[0];
  const maintenanceState: MaintenanceState = m
    ? { status: m.status === 1 ? 1 : 0, title: m.title, content: m.content, endTime: m.endTime }
    : MAINTENANCE_OFF;
  const themes = new Map(full.themes.themes.map((t) => [t.id, toTheme(t)]));
  const activeTheme = themes.get(full.themes.active) ?? themes.values().next().value!;
  return {
    config: assembleConfig(full, csRows, maintenanceState),
    docs: full,
    maintenance: maintenanceState,
    customerService: csRows,
    themes,
    activeTheme,
  };
}

export function createCatalogueService(db: Db, opts: { cacheMs?: number } = {}): CatalogueService {
  // Short by default: another platform instance (or the ops command) may change the DB behind our back.
  const cacheMs = opts.cacheMs ?? 1000;
  let cached: { at: number; value: CatalogueSnapshot } | null = null;
  let inflight: Promise<CatalogueSnapshot> | null = null;
  let generation = 0;

  return {
    snapshot() {
      if (cached && Date.now() - cached.at < cacheMs) return Promise.resolve(cached.value);
      if (inflight) return inflight;
      const started = generation;
      inflight = loadSnapshot(db)
        .then((value) => {
          // A write during the load made this snapshot stale before it was born: don't keep it.
          if (started === generation) cached = { at: Date.now(), value };
          return value;
        })
        .finally(() => {
          inflight = null;
        });
      return inflight;
    },
    invalidate() {
      generation++;
      cached = null;
      inflight = null;
    },
  };
}
