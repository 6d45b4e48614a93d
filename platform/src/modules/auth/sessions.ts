import { randomBytes } from 'node:crypto';
import type { LoginAnswer } from '@casino/contracts/entities/session';
import { and, desc, eq, isNull, lt, ne, type SQL } from 'drizzle-orm';
import type { SessionInfo, SessionRead } from '../../core/handlers';
import { sha256 } from '../../core/hash';
import { type Db, queryRows, type Tx } from '../../db/client';
import { hotSql } from '../../db/hot-query';
import { sessions } from '../../db/schema';
import { userInfo } from './users';

/** Idle lifetime: every authenticated call pushes the expiry to now + this (sliding). */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** However active, a session ends this long after login and the player signs in again. */
export const SESSION_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;
/** Sliding writes at most this often per session, so a busy player does not write on every call. */
const SLIDE_STEP_MS = 60_000;

/** Who opened a session: shown back to the player as the current / previous login (GLI sessions rule). */
export interface SessionMeta {
  /** LOGIN_TYPE or social provider id; 0 for tools and tests. */
  loginType?: number;
  device?: string;
  ip?: string;
}

/** Tokens are stored only as their sha256, so the sessions table never holds a usable token. */
export function hashToken(token: string): string {
  return sha256(token);
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

/**
 * The select of the live session behind a token at `now` (SessionRead's columns; no row when unknown, expired
 * or revoked). Every authenticated call starts with it: prepared SQL text, not the query builder, whose
 * building cost more platform CPU than the lookup itself (see queryRows). A call that reads its session itself
 * (CallHandler.readsSession: the spin) sends it as a CTE of its own first statement.
 */
export function sessionByToken(token: string, now: number): SQL {
  return hotSql`select id, user_id,
               floor(extract(epoch from expires_at) * 1000)::text as expires_ms,
               floor(extract(epoch from created_at) * 1000)::text as created_ms
          from sessions
         where token_hash = ${hashToken(token)} and revoked_at is null
           and expires_at > ${new Date(now).toISOString()}::timestamptz
         limit 1`;
}

/**
 * The session a SessionRead row is, with sliding expiry: the answer carries the pushed-forward expiry (capped
 * at login + SESSION_MAX_AGE_MS), written at most once per SLIDE_STEP_MS.
 */
export async function sessionFromRow(db: Db, hit: SessionRead | undefined): Promise<SessionInfo | null> {
  if (!hit) return null;
  const row = {
    sessionId: Number(hit.id),
    userId: Number(hit.user_id),
    expiresAt: new Date(Number(hit.expires_ms)),
    createdAt: new Date(Number(hit.created_ms)),
  };
  const slid = Math.min(Date.now() + SESSION_TTL_MS, row.createdAt.getTime() + SESSION_MAX_AGE_MS);
  if (slid - row.expiresAt.getTime() < SLIDE_STEP_MS) {
    return { sessionId: row.sessionId, userId: row.userId, expiresAt: row.expiresAt };
  }
  const expiresAt = new Date(slid);
  // Only forward, and never for a session revoked meanwhile.
  await db
    .update(sessions)
    .set({ expiresAt })
    .where(
      and(eq(sessions.id, row.sessionId), isNull(sessions.revokedAt), lt(sessions.expiresAt, expiresAt)),
    );
  return { sessionId: row.sessionId, userId: row.userId, expiresAt };
}

/** The live session behind a token, or null when unknown, expired or revoked (sliding: sessionFromRow). */
export async function resolveSession(db: Db, token: string): Promise<SessionInfo | null> {
  const [hit] = await queryRows<SessionRead>(db, sessionByToken(token, Date.now()), { prepared: true });
  return sessionFromRow(db, hit);
}

/** Opens a session for a user and returns the token (shown once; only its hash is kept). */
export async function openSession(
  db: Db | Tx,
  userId: number,
  opts: { ttlMs?: number; expiresAt?: Date } & SessionMeta = {},
): Promise<{ token: string; sessionId: number; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = opts.expiresAt ?? new Date(Date.now() + (opts.ttlMs ?? SESSION_TTL_MS));
  const [row] = await db
    .insert(sessions)
    .values({
      userId,
      tokenHash: hashToken(token),
      expiresAt,
      loginType: opts.loginType ?? 0,
      device: (opts.device ?? '').slice(0, 128),
      ip: (opts.ip ?? '').slice(0, 64),
    })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id, expiresAt };
}

/** What a sign-in or sign-up answers: the new session's token and the player. */
export async function loginAnswer(
  db: Db,
  userId: number,
  isNewUser: boolean,
  session: { token: string; expiresAt: Date },
): Promise<LoginAnswer> {
  return {
    token: session.token,
    expiresAt: session.expiresAt.getTime(),
    isNewUser,
    user: await userInfo(db, userId),
  };
}

/** Presence: records the last-seen time and the game the player is in. */
export async function touchSession(db: Db, sessionId: number, gameId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: new Date(), lastGameId: gameId })
    .where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: Db | Tx, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of a user except `keepSessionId` (all of them when it is omitted). */
export async function revokeUserSessions(
  db: Db | Tx,
  userId: number,
  keepSessionId?: number,
): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        ...(keepSessionId !== undefined ? [ne(sessions.id, keepSessionId)] : []),
      ),
    )
    .returning({ id: sessions.id });
  return revoked.length;
}

export interface LoginRecord {
  sessionId: string;
  loginTime: number;
  device: string;
  ip: string;
}

/** This session and the login before it (GLI: show the previous login time). */
export async function loginHistory(
  db: Db,
  session: SessionInfo,
): Promise<{ current: LoginRecord; previous: LoginRecord | null }> {
  const columns = {
    id: sessions.id,
    publicId: sessions.publicId,
    createdAt: sessions.createdAt,
    device: sessions.device,
    ip: sessions.ip,
  };
  const [current] = await db.select(columns).from(sessions).where(eq(sessions.id, session.sessionId));
  const [previous] = await db
    .select(columns)
    .from(sessions)
    .where(and(eq(sessions.userId, session.userId), lt(sessions.id, session.sessionId)))
    .orderBy(desc(sessions.id))
    .limit(1);
  const record = (r: NonNullable<typeof current>): LoginRecord => ({
    sessionId: r.publicId,
    loginTime: r.createdAt.getTime(),
    device: r.device,
    ip: r.ip,
  });
  if (!current) throw new Error(`session ${session.sessionId} vanished`);
  return { current: record(current), previous: previous ? record(previous) : null };
}
