import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildPlatform } from '../app';
import { CATALOGUE_KEYS } from '../catalogue/seed';
import { runOps } from '../ops/commands';
import { contractData, postCall } from '../test-support';
import { createScratchDatabase, type Db, MIGRATIONS_DIR, openDb } from './client';
import { catalogue } from './schema';

/** Migrations shipped in platform/drizzle: each runs exactly once per database. */
const SHIPPED = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).length;

async function migrationCount(db: Db): Promise<number> {
  const r = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return (r as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

async function faqFirstAnswer(app: Awaited<ReturnType<typeof buildPlatform>>): Promise<string> {
  const config = contractData('anonymous/appConfig', await postCall(app, 'anonymous/appConfig')) as {
    faqList: { answer: string }[];
  };
  return config.faqList[0]!.answer;
}

describe('PGlite in a directory', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pglite-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('starts twice on the same data: migrations run once, operator changes survive, `ops seed` restores', async () => {
    const first = await buildPlatform({ pgliteDir: dir, catalogueCacheMs: 0 });
    const seededAnswer = await faqFirstAnswer(first);
    const db = first.platform.dbHandle.db;
    // An operator edits a document in the DB and turns maintenance on.
    await db.execute(
      sql`update catalogue set doc = jsonb_set(doc, '{faq,0,answer}', '"Edited by ops"') where key = 'faq'`,
    );
    await runOps({ db, invalidate: () => first.platform.catalogue.invalidate() }, ['maintenance', 'on']);
    expect(await migrationCount(db)).toBe(SHIPPED);
    await first.close();

    const second = await buildPlatform({ pgliteDir: dir, catalogueCacheMs: 0 });
    try {
      const db2 = second.platform.dbHandle.db;
      expect(await migrationCount(db2)).toBe(SHIPPED);
      expect(await faqFirstAnswer(second)).toBe('Edited by ops');
      expect(contractData('preLogin', await postCall(second, 'preLogin'))).toMatchObject({
        maintenance: { status: 1 },
      });

      const out = await runOps({ db: db2, invalidate: () => second.platform.catalogue.invalidate() }, [
        'seed',
      ]);
      expect(out).toMatch(/^Seeded settings, recharge/);
      expect(await faqFirstAnswer(second)).toBe(seededAnswer);
      // A re-seed never flips the live maintenance switch.
      expect(contractData('preLogin', await postCall(second, 'preLogin'))).toMatchObject({
        maintenance: { status: 1 },
      });
    } finally {
      await second.close();
    }
  }, 180_000); // three cold PGlite starts on disk: slow on a loaded two-core machine
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL', () => {
  it('lets two platforms start together on one fresh database: one migrates and seeds, both serve', async () => {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
    const handles = await Promise.all([
      openDb({ databaseUrl: scratch.url }),
      openDb({ databaseUrl: scratch.url }),
    ]);
    try {
      const apps = await Promise.all(handles.map((db) => buildPlatform({ db })));
      for (const app of apps) expect((await postCall(app, 'anonymous/appConfig')).errcode).toBe(0);
      expect(await migrationCount(handles[0]!.db)).toBe(SHIPPED);
      // seeded once: one row per catalogue section, whichever platform won the race
      const rows = await handles[0]!.db.select().from(catalogue);
      expect(rows.map((r) => r.key).sort()).toEqual([...CATALOGUE_KEYS].sort());
      await Promise.all(apps.map((a) => a.close()));
    } finally {
      await Promise.all(handles.map((h) => h.close()));
      await scratch.drop();
    }
  });
});
