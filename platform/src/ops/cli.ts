import { DEFAULT_PGLITE_DIR, openDb } from '../db/client';
import { opsSocketPath, sendOps } from './channel';
import { opsHelp, runOps } from './commands';

// `pnpm --filter @casino/platform ops <command>`: on PostgreSQL it talks to the DB; on PGlite it asks the
// running platform (one process owns PGlite) and opens the data dir itself only when no platform runs.
const argv = process.argv.slice(2);
if (argv.length === 0 || argv[0] === 'help' || argv[0] === '--help') {
  console.log(opsHelp());
  process.exit(0);
}

const databaseUrl = process.env.DATABASE_URL || undefined;
const pgliteDir = process.env.PGLITE_DIR || DEFAULT_PGLITE_DIR;
const seedDir = process.env.SEED_DIR || undefined;

try {
  if (!databaseUrl) {
    const reply = await sendOps(opsSocketPath(pgliteDir), argv, { seedDir });
    if (reply) {
      console.log(reply.output);
      process.exit(reply.ok ? 0 : 1);
    }
  }
  const handle = await openDb(databaseUrl ? { databaseUrl } : { pgliteDir });
  try {
    console.log(await runOps({ db: handle.db, ...(seedDir ? { seedDir } : {}), invalidate: () => {} }, argv));
  } finally {
    await handle.close();
  }
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
