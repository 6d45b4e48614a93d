import { randomBytes } from 'node:crypto';
import { OPERATOR_ROLES, type OperatorRole } from '@casino/contracts/operator-roles';
import { OPS_ERR } from '@casino/contracts/ops-errors';
import { asc, count, eq } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../core/audit';
import { type Paging, pageOf, pageOffset } from '../../core/paging';
import type { Db, Tx } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { operators } from '../../db/schema';
import { hashPassword } from '../auth';
import { opsRefusal } from './errors';
import { sealSecret } from './secret-box';
import { revokeOperatorSessions } from './sessions';
import { newTotpSecret, totpUri } from './totp';

export interface NewOperator {
  login: string;
  roles: readonly OperatorRole[];
  /** Left out: a strong one is generated and answered once. */
  password?: string | undefined;
}

/** 4 groups of 4 from an alphabet without look-alikes: ~80 bits, readable aloud to a new colleague. */
function generatePassword(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(16);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]);
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join('')).join('-');
}

/**
 * Creates an operator with a fresh TOTP secret. The secret and a generated password are answered here once and
 * never again (the audit row holds neither). The CLI creates the first admin this way, the console the rest.
 */
export async function createOperator(db: Db, actor: AuditActor, input: NewOperator) {
  const roles = [...new Set(input.roles)];
  const initialPassword = input.password === undefined ? generatePassword() : null;
  const passwordHash = await hashPassword(input.password ?? initialPassword!);
  const totpSecret = newTotpSecret();
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(operators)
        .values({ login: input.login, passwordHash, roles, totpSecret: sealSecret(totpSecret) })
        .returning({ id: operators.id });
      const id = row!.id;
      await writeAudit(tx, actor, {
        action: 'operator.create',
        targetType: 'operator',
        targetId: id,
        after: { login: input.login, roles },
      });
      return {
        id,
        login: input.login,
        roles,
        totpSecret,
        totpUri: totpUri(input.login, totpSecret),
        initialPassword,
      };
    });
  } catch (err) {
    if (uniqueViolation(err) === 'operators_login_idx') throw opsRefusal(OPS_ERR.LOGIN_TAKEN);
    throw err;
  }
}

/** The operator's row, locked for this change: what the audit row's "before" reads (no secrets); refused when none. */
async function lockOperator(tx: Tx, operatorId: number) {
  const [row] = await tx
    .select({ login: operators.login, roles: operators.roles, disabled: operators.disabled })
    .from(operators)
    .where(eq(operators.id, operatorId))
    .for('update');
  if (!row) throw opsRefusal(OPS_ERR.OPERATOR_NOT_FOUND);
  return row;
}

const ms = (d: Date | null) => d?.getTime() ?? 0;

export async function listOperators(db: Db, paging: Paging) {
  const [total] = await db.select({ n: count() }).from(operators);
  const rows = await db
    .select()
    .from(operators)
    .orderBy(asc(operators.id))
    .limit(paging.pageSize)
    .offset(pageOffset(paging));
  return pageOf(
    rows.map((o) => ({
      id: o.id,
      login: o.login,
      roles: o.roles as OperatorRole[],
      disabled: o.disabled !== 0,
      lockedUntil: ms(o.lockedUntil),
      lastLoginAt: ms(o.lastLoginAt),
      createdAt: ms(o.createdAt),
    })),
    total?.n ?? 0,
    paging,
  );
}

/** Disables an operator (every session ends at once) or enables one again; audited with the reason. */
export async function setOperatorDisabled(
  db: Db,
  actor: AuditActor,
  input: { operatorId: number; disabled: boolean; reason: string },
  now: Date,
) {
  if (input.disabled && input.operatorId === actor.operatorId) throw opsRefusal(OPS_ERR.CANNOT_DISABLE_SELF);
  return db.transaction(async (tx) => {
    const before = await lockOperator(tx, input.operatorId);
    await tx
      .update(operators)
      .set({
        disabled: input.disabled ? 1 : 0,
        ...(input.disabled ? {} : { failedLogins: 0, lockedUntil: null }),
      })
      .where(eq(operators.id, input.operatorId));
    const revoked = input.disabled ? await revokeOperatorSessions(tx, input.operatorId, now) : 0;
    await writeAudit(tx, actor, {
      action: input.disabled ? 'operator.disable' : 'operator.enable',
      targetType: 'operator',
      targetId: input.operatorId,
      before: { login: before.login, disabled: before.disabled !== 0 },
      after: { disabled: input.disabled, sessionsEnded: revoked },
      reason: input.reason,
    });
    return { id: input.operatorId, disabled: input.disabled };
  });
}

/** An admin acts on other operators' power and sign-in only: another admin must act on theirs. */
function refuseOwn(actor: AuditActor, operatorId: number): void {
  if (operatorId === actor.operatorId) throw opsRefusal(OPS_ERR.OWN_OPERATOR);
}

/**
 * Replaces another operator's roles; audited with before, after and the reason. The platform reads roles on
 * every call (sessions.ts), so the change applies to their next call without ending their sessions. An admin
 * cannot change their own roles, so nobody raises themselves and at least one admin always remains.
 */
export async function setOperatorRoles(
  db: Db,
  actor: AuditActor,
  input: { operatorId: number; roles: readonly OperatorRole[]; reason: string },
) {
  refuseOwn(actor, input.operatorId);
  const roles = OPERATOR_ROLES.filter((r) => input.roles.includes(r));
  return db.transaction(async (tx) => {
    const before = await lockOperator(tx, input.operatorId);
    await tx.update(operators).set({ roles }).where(eq(operators.id, input.operatorId));
    await writeAudit(tx, actor, {
      action: 'operator.roles',
      targetType: 'operator',
      targetId: input.operatorId,
      before: { login: before.login, roles: before.roles },
      after: { login: before.login, roles },
      reason: input.reason,
    });
    return { id: input.operatorId, login: before.login, roles };
  });
}

/**
 * A new password and authenticator secret for another operator who lost theirs, answered once (the audit row
 * holds neither). Every session of theirs ends, the failed-sign-in lock lifts, and the old code's step is
 * forgotten with the old secret.
 */
export async function reissueSignIn(
  db: Db,
  actor: AuditActor,
  input: { operatorId: number; reason: string },
  now: Date,
) {
  refuseOwn(actor, input.operatorId);
  const initialPassword = generatePassword();
  const passwordHash = await hashPassword(initialPassword);
  const totpSecret = newTotpSecret();
  return db.transaction(async (tx) => {
    const before = await lockOperator(tx, input.operatorId);
    await tx
      .update(operators)
      .set({
        passwordHash,
        totpSecret: sealSecret(totpSecret),
        totpLastStep: 0,
        failedLogins: 0,
        lockedUntil: null,
      })
      .where(eq(operators.id, input.operatorId));
    const sessionsEnded = await revokeOperatorSessions(tx, input.operatorId, now);
    await writeAudit(tx, actor, {
      action: 'operator.reissue',
      targetType: 'operator',
      targetId: input.operatorId,
      before: { login: before.login },
      after: { login: before.login, sessionsEnded },
      reason: input.reason,
    });
    return {
      id: input.operatorId,
      login: before.login,
      roles: before.roles as OperatorRole[],
      totpSecret,
      totpUri: totpUri(before.login, totpSecret),
      initialPassword,
      sessionsEnded,
    };
  });
}
