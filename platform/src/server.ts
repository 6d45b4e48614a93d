import closeWithGrace from 'close-with-grace';
import { buildPlatform } from './app';
import { DEFAULT_PGLITE_DIR, openDb, redactUrl } from './db/client';
import { assertNoRunningPlatform, startOpsChannel } from './ops/channel';

// Thin entry: read env, open the DB, listen, close cleanly on SIGINT/SIGTERM.
const port = Number(process.env.PLATFORM_PORT ?? process.env.PORT ?? 8090);
const host = process.env.HOST ?? '127.0.0.1';
const databaseUrl = process.env.DATABASE_URL || undefined;
const pgliteDir = process.env.PGLITE_DIR || DEFAULT_PGLITE_DIR;

// PGlite is single-process: opening a data dir another platform holds would corrupt it.
if (!databaseUrl) await assertNoRunningPlatform(pgliteDir);
const dbHandle = await openDb(databaseUrl ? { databaseUrl } : { pgliteDir });
const app = await buildPlatform({
  db: dbHandle,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  validateAnswers: process.env.VALIDATE_ANSWERS === '1',
  ...(process.env.SEED_DIR ? { seedDir: process.env.SEED_DIR } : {}),
});
// PGlite allows one process: ops commands reach the running platform through a local socket instead.
const ops = dbHandle.kind === 'pglite' ? await startOpsChannel(app, pgliteDir) : null;

closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  else app.log.info({ signal }, 'closing');
  await ops?.close();
  await app.close();
  await dbHandle.close();
});

const address = await app.listen({ port, host });
app.log.info(
  { db: dbHandle.kind === 'postgres' ? redactUrl(databaseUrl ?? '') : dbHandle.location },
  `platform listening on ${address}`,
);
console.log(`Platform ready: ${address}  (db: ${dbHandle.kind} ${dbHandle.location})`);
