import { OPS_ERR } from '@casino/contracts/ops-errors';
import { eq, sql } from 'drizzle-orm';
import type { AuditActor } from '../../core/audit';
import { writeAudit } from '../../core/audit';
import type { Db } from '../../db/client';
import { operators } from '../../db/schema';
import { spendVerifyTime, verifyPassword } from '../auth';
import { opsRefusal } from './errors';
import { openSecret } from './secret-box';
import { openOperatorSession } from './sessions';
import { totpStep } from './totp';

/** Failed sign-ins (wrong password or wrong code) before the operator is locked, and for how long. */
export const OPS_MAX_FAILURES = 5;
export const OPS_LOCK_MS = 15 * 60 * 1000;

export interface SignInInput {
  login: string;
  password: string;
  totp: string;
}

export interface SignInMeta {
  /** The clock (DESIGN §12): the route passes the real time, tests a fixed one. */
  now: Date;
  ip: string;
  device: string;
  requestId: string;
}

/**
 * Counts a failure in PostgreSQL (never in memory: DESIGN §11), locking at OPS_MAX_FAILURES. One conditional
 * statement, so simultaneous wrong guesses each count.
 */
async function recordFailure(
  db: Db,
  operatorId: number,
  now: Date,
): Promise<{ attemptsLeft: number; locked: boolean }> {
  const until = new Date(now.getTime() + OPS_LOCK_MS).toISOString();
  const [row] = await db
    .update(operators)
    .set({
      failedLogins: sql`case when ${operators.failedLogins} + 1 >= ${OPS_MAX_FAILURES} then 0 else ${operators.failedLogins} + 1 end`,
      lockedUntil: sql`case when ${operators.failedLogins} + 1 >= ${OPS_MAX_FAILURES} then ${until}::timestamptz else ${operators.lockedUntil} end`,
    })
    .where(eq(operators.id, operatorId))
    .returning({ failed: operators.failedLogins, lockedUntil: operators.lockedUntil });
  const locked = row?.lockedUntil != null && row.lockedUntil.getTime() > now.getTime();
  return { attemptsLeft: locked ? 0 : OPS_MAX_FAILURES - (row?.failed ?? 0), locked };
}

/**
 * Password, then the authenticator code; both wrong answers count toward the lock. A code is accepted once (its
 * time step is kept). Success opens a session and writes `operator.login` to the audit trail in one transaction.
 */
export async function operatorSignIn(db: Db, input: SignInInput, meta: SignInMeta) {
  const [op] = await db.select().from(operators).where(eq(operators.login, input.login));
  if (!op) {
    await spendVerifyTime(input.password);
    throw opsRefusal(OPS_ERR.WRONG_CREDENTIALS);
  }
  const now = meta.now;
  if (op.lockedUntil && op.lockedUntil.getTime() > now.getTime()) {
    throw opsRefusal(OPS_ERR.LOCKED, {
      retryAfterSeconds: Math.ceil((op.lockedUntil.getTime() - now.getTime()) / 1000),
    });
  }
  const fail = async (code: typeof OPS_ERR.WRONG_CREDENTIALS | typeof OPS_ERR.TOTP_WRONG) => {
    const { attemptsLeft, locked } = await recordFailure(db, op.id, now);
    if (locked) throw opsRefusal(OPS_ERR.LOCKED, { retryAfterSeconds: Math.ceil(OPS_LOCK_MS / 1000) });
    return opsRefusal(code, { attemptsLeft });
  };
  if (!(await verifyPassword(input.password, op.passwordHash))) throw await fail(OPS_ERR.WRONG_CREDENTIALS);
  if (op.disabled !== 0) throw opsRefusal(OPS_ERR.DISABLED);
  const step = totpStep(openSecret(op.totpSecret), input.totp, now.getTime());
  if (step === null || step <= op.totpLastStep) throw await fail(OPS_ERR.TOTP_WRONG);

  return db.transaction(async (tx) => {
    // Conditional on the step: of two sign-ins with one code, one wins and the other is refused.
    const [ok] = await tx
      .update(operators)
      .set({ totpLastStep: step, failedLogins: 0, lockedUntil: null, lastLoginAt: now })
      .where(sql`${operators.id} = ${op.id} and ${operators.totpLastStep} < ${step}`)
      .returning({ id: operators.id });
    if (!ok) throw opsRefusal(OPS_ERR.TOTP_WRONG);
    const session = await openOperatorSession(tx, op.id, meta);
    const actor: AuditActor = {
      operatorId: op.id,
      login: op.login,
      role: op.roles[0] ?? '',
      requestId: meta.requestId,
      ip: meta.ip,
    };
    await writeAudit(tx, actor, {
      action: 'operator.login',
      targetType: 'operator',
      targetId: op.id,
      after: { sessionId: session.sessionId, device: meta.device },
    });
    return {
      token: session.token,
      expiresAt: session.expiresAt.getTime(),
      operator: { id: op.id, login: op.login, roles: op.roles as never },
    };
  });
}
