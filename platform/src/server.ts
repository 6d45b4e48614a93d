import closeWithGrace from 'close-with-grace';
import { buildPlatform } from './app';
import { DEFAULT_PGLITE_DIR, openDb, redactUrl } from './db/client';
import { assertNoRunningPlatform, startOpsChannel } from './ops/channel';
import { retentionFromEnv } from './ops/prune';

// Thin entry: read env, open the DB, listen, close cleanly on SIGINT/SIGTERM.
const port = Number(process.env.PLATFORM_PORT ?? process.env.PORT ?? 8090);
const host = process.env.HOST ?? '127.0.0.1';
const databaseUrl = process.env.DATABASE_URL || undefined;
const pgliteDir = process.env.PGLITE_DIR || DEFAULT_PGLITE_DIR;

// PGlite is single-process: opening a data dir another platform holds would corrupt it.
if (!databaseUrl) await assertNoRunningPlatform(pgliteDir);
const dbHandle = await openDb(databaseUrl ? { databaseUrl } : { pgliteDir });
const env = process.env;
const app = await buildPlatform({
  db: dbHandle,
  logger: { level: env.LOG_LEVEL ?? 'info' },
  validateAnswers: env.VALIDATE_ANSWERS === '1',
  // Demo play and client event logs older than the retention are deleted by a daily job (ops prune on demand).
  retention: retentionFromEnv(env),
  ...(env.SEED_DIR ? { seedDir: env.SEED_DIR } : {}),
  // GET /dev/sms-outbox: only when asked for, and never with NODE_ENV=production (enforced in app.ts too).
  devEndpoints: env.DEV_ENDPOINTS === '1',
  social: {
    // Sandbox tokens on by default outside production; SOCIAL_SANDBOX=0 turns them off.
    sandbox: env.SOCIAL_SANDBOX !== '0',
    ...(env.GOOGLE_CLIENT_ID ? { google: { clientId: env.GOOGLE_CLIENT_ID } } : {}),
    ...(env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET
      ? { facebook: { appId: env.FACEBOOK_APP_ID, appSecret: env.FACEBOOK_APP_SECRET } }
      : {}),
    ...(env.LINE_CHANNEL_ID ? { line: { channelId: env.LINE_CHANNEL_ID } } : {}),
  },
  payments: {
    ...(env.SANDBOX_WEBHOOK_SECRET ? { sandboxSecret: env.SANDBOX_WEBHOOK_SECRET } : {}),
    sandboxInProduction: env.PAYMENTS_SANDBOX === '1',
    ...(env.PAYMENTS_PUBLIC_URL !== undefined ? { publicUrl: env.PAYMENTS_PUBLIC_URL } : {}),
    ...(env.PAYMENTS_RETURN_URL !== undefined ? { returnUrl: env.PAYMENTS_RETURN_URL } : {}),
    ...(env.PAYMENTS_WEBHOOK_URL ? { webhookUrl: env.PAYMENTS_WEBHOOK_URL } : {}),
    withdrawAutoApproveMs: Number(env.SANDBOX_WITHDRAW_AUTO_APPROVE_MS ?? 0) || 0,
  },
  // The console's manual review decides KYC; outside production the sandbox provider's page may decide too.
  kyc: {
    ...(env.KYC_SANDBOX_SECRET ? { sandboxSecret: env.KYC_SANDBOX_SECRET } : {}),
    sandboxInProduction: env.KYC_SANDBOX === '1',
    ...(env.PAYMENTS_PUBLIC_URL !== undefined ? { publicUrl: env.PAYMENTS_PUBLIC_URL } : {}),
    ...(env.PAYMENTS_RETURN_URL !== undefined ? { returnUrl: env.PAYMENTS_RETURN_URL } : {}),
  },
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
