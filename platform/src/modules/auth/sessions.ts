import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';

/** How long a new session lives; the accounts issue makes it sliding. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface SessionInfo {
  sessionId: number;
  userId: number;
  expiresAt: Date;
}

/** Tokens are stored only as their sha256, so the sessions table never holds a usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 32 random bytes, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The token from an `authorization` header: the raw token or `Bearer <token>`. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const value = header.trim();
  const token = /^bearer\s+/i.test(value) ? value.replace(/^bearer\s+/i, '').trim() : value;
  // A real token is 43 base64url chars; anything far off cannot match and is not worth a query.
  if (token.length < 16 || token.length > 256) return null;
  return token;
}

/** The live session behind a token, or null when unknown, expired or revoked. */
export async function resolveSession(db: Db, token: string): Promise<SessionInfo | null> {
  const rows = await db
    .select({ sessionId: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** Opens a session for a user and returns the token (shown once; only its hash is kept). */
export async function openSession(
  db: Db,
  userId: number,
  opts: { ttlMs?: number; expiresAt?: Date } = {},
): Promise<{ token: string; sessionId: number; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = opts.expiresAt ?? new Date(Date.now() + (opts.ttlMs ?? SESSION_TTL_MS));
  const [row] = await db
    .insert(sessions)
    .values({ userId, tokenHash: hashToken(token), expiresAt })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id, expiresAt };
}

/** Presence: records the last-seen time and the game the player is in. */
export async function touchSession(db: Db, sessionId: number, gameId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: new Date(), lastGameId: gameId })
    .where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}
