import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildPlatform, type PlatformOptions } from './app';
import { createScratchDatabase, type Db, type DbHandle, MIGRATIONS_DIR, openDb } from './db/client';
import { users } from './db/schema';
import { openSession } from './modules/auth/sessions';
import type { MaintenanceState } from './modules/catalogue/assemble';
import { setMaintenance } from './modules/catalogue/maintenance';

export interface TestPlatformOptions {
  /** Seed directory (default platform/seed). */
  seedDir?: string;
  logger?: PlatformOptions['logger'];
  /** Override TEST_DATABASE_URL: a PostgreSQL server on which a fresh database is created (null = PGlite). */
  databaseServerUrl?: string | null;
  /** Answers checked against the contracts (default true). */
  validateAnswers?: boolean;
  /** Catalogue snapshot reuse in ms (default 0 in tests: every change shows at once). */
  catalogueCacheMs?: number;
}

export interface TestUserFields {
  account?: string;
  nickname?: string;
  avatar?: string;
}

export interface TestPlatform {
  /** http://127.0.0.1:<port> */
  url: string;
  app: FastifyInstance;
  db: Db;
  dbHandle: DbHandle;
  kind: DbHandle['kind'];
  close(): Promise<void>;
  setMaintenance(status: 0 | 1, fields?: Partial<Omit<MaintenanceState, 'status'>>): Promise<void>;
  /** Test-only: a user and a live session straight in the DB (before the accounts issue has login). */
  createSession(user?: TestUserFields, opts?: { expiresAt?: Date }): Promise<string>;
  /** Like createSession, with the user id too. */
  createUserSession(
    user?: TestUserFields,
    opts?: { expiresAt?: Date },
  ): Promise<{ token: string; userId: number }>;
}

/**
 * A migrated, empty PGlite cluster dumped once and cached in the OS temp dir (keyed by the migrations), so
 * each test platform loads it in ~1 s instead of running initdb and the migrations (~4 s).
 */
function pgliteTemplateFile(): string {
  const hash = createHash('sha256');
  // The dump format belongs to the PGlite build: a new PGlite version gets a new template.
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(readFileSync(join(dirname(pgliteEntry), '..', 'package.json')));
  for (const f of readdirSync(MIGRATIONS_DIR)
    .filter((n) => n.endsWith('.sql'))
    .sort()) {
    hash.update(f).update(readFileSync(join(MIGRATIONS_DIR, f)));
  }
  return join(tmpdir(), `casino-platform-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

async function pgliteTemplate(): Promise<Blob> {
  const file = pgliteTemplateFile();
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    // Not cached yet: build it.
  }
  const handle = await openDb({ pgliteDir: 'memory://' });
  try {
    const dump = await handle.snapshot!();
    // Write then rename: parallel test files never read a half-written template.
    const tmp = `${file}.${process.pid}.${randomUUID()}`;
    writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    renameSync(tmp, file);
    return dump;
  } finally {
    await handle.close();
  }
}

async function openTestPglite(): Promise<DbHandle> {
  try {
    return await openDb({ pgliteDir: 'memory://', pgliteSnapshot: await pgliteTemplate() });
  } catch {
    // A damaged template (e.g. a disk that filled up while writing it): drop it and start from scratch.
    rmSync(pgliteTemplateFile(), { force: true });
    return openDb({ pgliteDir: 'memory://' });
  }
}

/**
 * A platform on 127.0.0.1:<random port> with a fresh database: in-memory PGlite, or, when TEST_DATABASE_URL
 * is set, a new database created on that server and dropped on close — parallel test files never collide.
 */
export async function startTestPlatform(opts: TestPlatformOptions = {}): Promise<TestPlatform> {
  const serverUrl =
    opts.databaseServerUrl === undefined ? process.env.TEST_DATABASE_URL : opts.databaseServerUrl;
  const scratch = serverUrl ? await createScratchDatabase(serverUrl) : null;
  let dbHandle: DbHandle;
  try {
    dbHandle = scratch ? await openDb({ databaseUrl: scratch.url, poolMax: 4 }) : await openTestPglite();
  } catch (err) {
    await scratch?.drop();
    throw err;
  }
  let app: FastifyInstance;
  try {
    app = await buildPlatform({
      db: dbHandle,
      logger: opts.logger ?? false,
      validateAnswers: opts.validateAnswers ?? true,
      catalogueCacheMs: opts.catalogueCacheMs ?? 0,
      ...(opts.seedDir ? { seedDir: opts.seedDir } : {}),
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
  } catch (err) {
    await dbHandle.close();
    await scratch?.drop();
    throw err;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const db = dbHandle.db;

  const createUserSession: TestPlatform['createUserSession'] = async (user = {}, sessionOpts = {}) => {
    const uuid = randomUUID();
    const [row] = await db
      .insert(users)
      .values({
        uuid,
        account: user.account ?? `test${uuid.slice(0, 8)}`,
        nickname: user.nickname ?? 'Tester',
        avatar: user.avatar ?? '1',
      })
      .returning({ id: users.id });
    const { token } = await openSession(db, row!.id, sessionOpts);
    return { token, userId: row!.id };
  };

  let closed = false;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    db,
    dbHandle,
    kind: dbHandle.kind,
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await dbHandle.close();
      await scratch?.drop();
    },
    async setMaintenance(status, fields = {}) {
      await setMaintenance(db, status, fields);
      app.platform.catalogue.invalidate();
    },
    createUserSession,
    async createSession(user, sessionOpts) {
      return (await createUserSession(user, sessionOpts)).token;
    },
  };
}
