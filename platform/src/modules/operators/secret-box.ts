// Operators' TOTP secrets at rest: AES-256-GCM under OPS_SECRET_KEY, so a database dump (a backup, a read replica,
// a leaked query) cannot mint sign-in codes. The key never lives in the database.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, like, not } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operators } from '../../db/schema';

/** Stored form: `v1:` + base64url(iv 12 bytes | tag 16 bytes | ciphertext). Anything else is a legacy plain secret. */
const PREFIX = 'v1:';
/** Binds a sealed value to its column: a value copied into another column does not open. */
const AAD = Buffer.from('operators.totp_secret');

/** Where the embedded default keeps its generated key: the repository's ./data, beside PGlite's data dir. */
export const DEFAULT_KEY_FILE = fileURLToPath(new URL('../../../../data/ops-secret.key', import.meta.url));

/** OPS_SECRET_KEY: 32 bytes as 64 hex characters or base64. */
export function parseKey(text: string): Buffer {
  const t = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(t) ? Buffer.from(t, 'hex') : Buffer.from(t, 'base64');
  if (key.length !== 32) throw new Error('OPS_SECRET_KEY must be 32 bytes: 64 hex characters or base64');
  return key;
}

/**
 * The key file of the embedded default: read it, or create it (0600) when missing. Created under a temporary name
 * and linked into place, so two processes starting at once agree on one key and never read a half-written file.
 */
export function keyFromFile(file: string): Buffer {
  try {
    return parseKey(readFileSync(file, 'utf8'));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(dirname(file), { recursive: true });
  const tmp = join(dirname(file), `.ops-secret.${process.pid}.${randomBytes(4).toString('hex')}`);
  writeFileSync(tmp, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600 });
  chmodSync(tmp, 0o600);
  try {
    linkSync(tmp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    rmSync(tmp, { force: true });
  }
  return parseKey(readFileSync(file, 'utf8'));
}

/**
 * The key: OPS_SECRET_KEY when set; in production nothing else (a start without it is refused, never a key made
 * up on one machine); otherwise the embedded default's key file.
 */
export function resolveOpsSecretKey(o: {
  env: Record<string, string | undefined>;
  production: boolean;
  keyFile?: string;
}): Buffer {
  const fromEnv = o.env.OPS_SECRET_KEY;
  if (fromEnv) return parseKey(fromEnv);
  if (o.production)
    throw new Error(
      'OPS_SECRET_KEY is not set: in production the operators’ TOTP secrets are encrypted with a key you provide (openssl rand -hex 32)',
    );
  return keyFromFile(o.keyFile ?? o.env.OPS_SECRET_KEY_FILE ?? DEFAULT_KEY_FILE);
}

let processKey: Buffer | null = null;

/** This process's key (resolved once from the environment; the platform resolves it at start so a bad one fails then). */
export function opsSecretKey(): Buffer {
  processKey ??= resolveOpsSecretKey({ env: process.env, production: process.env.NODE_ENV === 'production' });
  return processKey;
}

export function sealSecret(plain: string, key: Buffer = opsSecretKey()): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(AAD);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export const isSealed = (stored: string) => stored.startsWith(PREFIX);

/** The plain secret; a legacy plain value (before the startup step sealed it) is answered as it is. */
export function openSecret(stored: string, key: Buffer = opsSecretKey()): string {
  if (!isSealed(stored)) return stored;
  const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAAD(AAD);
  decipher.setAuthTag(raw.subarray(12, 28));
  // A wrong key (OPS_SECRET_KEY changed) throws here: sign-in fails loudly rather than accepting any code.
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

/**
 * Startup step: seals every TOTP secret still stored in clear (rows from before encryption at rest). Idempotent;
 * each row is updated only while it is still plain, so two platforms starting together seal it once.
 */
export async function sealPlainTotpSecrets(db: Db, key: Buffer = opsSecretKey()): Promise<number> {
  const plain = await db
    .select({ id: operators.id, secret: operators.totpSecret })
    .from(operators)
    .where(not(like(operators.totpSecret, `${PREFIX}%`)));
  let sealed = 0;
  for (const row of plain) {
    const done = await db
      .update(operators)
      .set({ totpSecret: sealSecret(row.secret, key) })
      .where(and(eq(operators.id, row.id), eq(operators.totpSecret, row.secret)))
      .returning({ id: operators.id });
    sealed += done.length;
  }
  return sealed;
}
