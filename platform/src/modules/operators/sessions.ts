import { randomBytes } from 'node:crypto';
import type { OperatorRole } from '@casino/contracts/operator-roles';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { sha256 } from '../../core/hash';
import type { OperatorIdentity } from '../../core/ops-handlers';
import type { Db, Tx } from '../../db/client';
import { operatorSessions, operators } from '../../db/schema';

/** Operator tokens carry this prefix: a player token never starts with it, so each side can tell the other's apart. */
export const OPS_TOKEN_PREFIX = 'op_';
/** Idle lifetime: every call pushes the expiry to now + this. The back office moves money: short. */
export const OPS_SESSION_IDLE_MS = 30 * 60 * 1000;
/** However busy, a session ends this long after sign-in (a working day). */
export const OPS_SESSION_MAX_MS = 8 * 60 * 60 * 1000;
const SLIDE_STEP_MS = 60_000;

export function isOperatorToken(token: string): boolean {
  return token.startsWith(OPS_TOKEN_PREFIX);
}

/** Opens a session; the token is answered once and stored as its sha256 only. */
export async function openOperatorSession(
  db: Db | Tx,
  operatorId: number,
  meta: { now: Date; ip: string; device: string },
): Promise<{ token: string; sessionId: number; expiresAt: Date }> {
  const token = `${OPS_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const expiresAt = new Date(meta.now.getTime() + OPS_SESSION_IDLE_MS);
  const [row] = await db
    .insert(operatorSessions)
    .values({
      operatorId,
      tokenHash: sha256(token),
      expiresAt,
      ip: meta.ip.slice(0, 64),
      device: meta.device.slice(0, 128),
      createdAt: meta.now,
    })
    .returning({ id: operatorSessions.id });
  return { token, sessionId: row!.id, expiresAt };
}

/**
 * The operator behind a token, or null when unknown, expired, revoked, or the operator is disabled. Slides the
 * idle expiry forward (never past sign-in + OPS_SESSION_MAX_MS).
 */
export async function resolveOperatorSession(
  db: Db,
  token: string,
  now: Date,
): Promise<OperatorIdentity | null> {
  if (!isOperatorToken(token)) return null;
  const [row] = await db
    .select({
      sessionId: operatorSessions.id,
      operatorId: operators.id,
      login: operators.login,
      roles: operators.roles,
      expiresAt: operatorSessions.expiresAt,
      createdAt: operatorSessions.createdAt,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, sha256(token)),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, now),
        eq(operators.disabled, 0),
      ),
    );
  if (!row) return null;
  const identity = {
    operatorId: row.operatorId,
    login: row.login,
    roles: row.roles as OperatorRole[],
    sessionId: row.sessionId,
    expiresAt: row.expiresAt,
  };
  const slid = new Date(
    Math.min(now.getTime() + OPS_SESSION_IDLE_MS, row.createdAt.getTime() + OPS_SESSION_MAX_MS),
  );
  if (slid.getTime() - row.expiresAt.getTime() < SLIDE_STEP_MS) return identity;
  await db
    .update(operatorSessions)
    .set({ expiresAt: slid })
    .where(
      and(
        eq(operatorSessions.id, row.sessionId),
        isNull(operatorSessions.revokedAt),
        lt(operatorSessions.expiresAt, slid),
      ),
    );
  return { ...identity, expiresAt: slid };
}

/** Revokes one session (sign out). */
export async function revokeOperatorSession(db: Db | Tx, sessionId: number, now: Date): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.revokedAt)));
}

/** Revokes every live session of an operator (sign out everywhere, or disabled); answers how many. */
export async function revokeOperatorSessions(db: Db | Tx, operatorId: number, now: Date): Promise<number> {
  const rows = await db
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(operatorSessions.operatorId, operatorId),
        isNull(operatorSessions.revokedAt),
        sql`${operatorSessions.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: operatorSessions.id });
  return rows.length;
}
