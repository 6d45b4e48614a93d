import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { compileRaw, pgClientOf, queryNamed } from './hot-query';
import { LOCK_KEYS } from './lock-keys';
import * as schema from './schema';

export type Schema = typeof schema;
/** The drizzle API every module codes against; identical on PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle, for services that take either a db or a transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// Turns SQL into text + params outside a database handle; raw SQL needs none of the db's settings (casing).
const dialect = new PgDialect();
// One name per statement text, for the life of the process: node-postgres refuses a name reused for another text.
const statementNames = new Map<string, string>();

/**
 * Rows of a raw SQL query; both drivers answer `{ rows }` (cast bigints to text: the drivers differ).
 *
 * `prepared`, for the statements every spin sends: on PostgreSQL the statement is named, so each pool
 * connection parses it once and, after a few runs, reuses one generic plan instead of parsing and planning it
 * on every call — for the spin's CTEs that was as much PostgreSQL CPU as running them. Only for statements
 * whose text is fixed (values go in as parameters): every distinct text stays prepared on every connection.
 * PGlite ignores the name.
 */
export async function queryRows<T>(db: Db | Tx, query: SQL, opts?: { prepared?: boolean }): Promise<T[]> {
  if (!opts?.prepared) {
    const result = await db.execute(query);
    return (result as unknown as { rows: T[] }).rows;
  }
  const built = compileRaw(query) ?? dialect.sqlToQuery(query);
  let name = statementNames.get(built.sql);
  if (name === undefined) {
    name = `hot_${statementNames.size + 1}`;
    statementNames.set(built.sql, name);
  }
  const client = pgClientOf(db._.session);
  if (client) return queryNamed<T>(client, name, built.sql, built.params);
  const result = await db._.session.prepareQuery(built, undefined, name, false).execute();
  return (result as { rows: T[] }).rows;
}

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Where the data lives: the PGlite directory ('memory://' when in memory) or the URL without password. */
  location: string;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /** PostgreSQL only: raw SQL on the pool, for libraries that bring their own queries (the job engine). */
  executeSql?(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
  /** PGlite only: a dump of the whole cluster, loadable with `pgliteSnapshot`. */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface DbOptions {
  /** node-postgres when set; PGlite otherwise. */
  databaseUrl?: string;
  /** PGlite directory; 'memory://' keeps it in memory. Default: <repo>/data/pglite. */
  pgliteDir?: string;
  /** Pool size for PostgreSQL. */
  poolMax?: number;
  /** Run the migrations in platform/drizzle (default true). */
  migrate?: boolean;
  /** Start PGlite from this dump (PGlite.dumpDataDir) instead of an empty cluster: ~3x faster start. */
  pgliteSnapshot?: Blob;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle', import.meta.url));
export const DEFAULT_PGLITE_DIR = fileURLToPath(new URL('../../../data/pglite', import.meta.url));

export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '<invalid url>';
  }
}

/** Opens the database (PGlite or PostgreSQL) and brings its schema up to date. */
export async function openDb(opts: DbOptions = {}): Promise<DbHandle> {
  const handle = opts.databaseUrl ? await openPostgres(opts.databaseUrl, opts) : await openPglite(opts);
  if (opts.migrate !== false) {
    try {
      await runMigrations(handle, opts.databaseUrl);
    } catch (err) {
      await handle.close();
      throw err;
    }
  }
  return handle;
}

async function openPglite(opts: DbOptions): Promise<DbHandle> {
  const dir = opts.pgliteDir ?? DEFAULT_PGLITE_DIR;
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = opts.pgliteSnapshot
    ? new PGlite({ dataDir: dir, loadDataDir: opts.pgliteSnapshot })
    : new PGlite(dir);
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    location: dir,
    ping: async () => {
      await client.query('select 1');
    },
    snapshot: () => client.dumpDataDir('none'),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(url: string, opts: DbOptions): Promise<DbHandle> {
  const pool = new pg.Pool({ connectionString: url, max: opts.poolMax ?? 10 });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'postgres',
    location: redactUrl(url),
    ping: async () => {
      await pool.query('select 1');
    },
    executeSql: (text, values) => pool.query(text, values),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

async function runMigrations(handle: DbHandle, databaseUrl: string | undefined): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (handle.kind === 'pglite') {
    // PGlite has one connection and one process: nothing else can migrate at the same time.
    await migratePglite(handle.db as unknown as Parameters<typeof migratePglite>[0], config);
    return;
  }
  // Several platform instances may start together on one PostgreSQL: one migrates, the others wait.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [LOCK_KEYS.migrations]);
    await migrateNodePg(drizzleNodePg({ client }), config);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [LOCK_KEYS.migrations]).catch(() => {});
    await client.end();
  }
}

/** A throwaway PostgreSQL database on the server of `serverUrl`, dropped by `drop()`. */
export async function createScratchDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `casino_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      try {
        await c.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}
