import { cliActor } from '../core/audit';
import { DEFAULT_PGLITE_DIR, openDb } from '../db/client';
import { opsSocketPath, sendOps } from './channel';
import { opsHelp, opsReadsStdin, runOps } from './commands';

// `pnpm --filter @casino/platform ops <command>`: on PostgreSQL it talks to the DB; on PGlite it asks the
// running platform (one process owns PGlite) and opens the data dir itself only when no platform runs.
// Every change is audited as operator `cli:<os user>`.
const argv = process.argv.slice(2);
if (argv.length === 0 || argv[0] === 'help' || argv[0] === '--help') {
  console.log(opsHelp());
  process.exit(0);
}

const databaseUrl = process.env.DATABASE_URL || undefined;
const pgliteDir = process.env.PGLITE_DIR || DEFAULT_PGLITE_DIR;
const seedDir = process.env.SEED_DIR || undefined;

/** Standard input, read by this process (never by the platform behind the socket), for commands that take it. */
async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('(type it, then Enter and Ctrl-D)\n');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

try {
  const stdin = opsReadsStdin(argv) ? await readStdin() : undefined;
  const actor = cliActor();
  if (!databaseUrl) {
    const reply = await sendOps(opsSocketPath(pgliteDir), argv, { seedDir, actor, stdin });
    if (reply) {
      console.log(reply.output);
      process.exit(reply.ok ? 0 : 1);
    }
  }
  const handle = await openDb(databaseUrl ? { databaseUrl } : { pgliteDir });
  try {
    const ctx = { db: handle.db, ...(seedDir ? { seedDir } : {}), invalidate: () => {}, actor };
    console.log(await runOps(stdin === undefined ? ctx : { ...ctx, stdin }, argv));
  } finally {
    await handle.close();
  }
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
