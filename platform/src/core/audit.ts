import { randomUUID } from 'node:crypto';
import { userInfo } from 'node:os';
import type { Db, Tx } from '../db/client';
import { auditLog } from '../db/schema';

/**
 * Who does an operator action, as the audit trail records it: a signed-in operator (with the role the call was
 * allowed by) or the command line (`cli:<os user>`, role 'cli', no operator id).
 */
export interface AuditActor {
  operatorId: number | null;
  login: string;
  role: string;
  /** The request (or CLI run) the action belongs to: the BFF's x-request-id, so logs and audit meet. */
  requestId: string;
  ip: string;
}

/** One audited change. `before`/`after` are what an auditor needs to see the change: no secrets, no tokens. */
export interface AuditEntry {
  /** Dotted, area first: `operator.create`, `proposal.approve`, `kyc.approve`, `cli.maintenance`. */
  action: string;
  targetType?: string;
  targetId?: string | number;
  /** The player the action is about, so player 360 lists it. */
  targetUserId?: number | null;
  before?: unknown;
  after?: unknown;
  reason?: string;
}

/**
 * Appends one audit row. Call it with the mutation's own transaction, so the change and its record commit or roll
 * back together; the table refuses updates and deletes (a trigger), so the row stays as written.
 */
export async function writeAudit(db: Db | Tx, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    operatorId: actor.operatorId,
    operatorLogin: actor.login.slice(0, 128),
    role: actor.role,
    action: entry.action,
    targetType: entry.targetType ?? '',
    targetId: entry.targetId === undefined ? '' : String(entry.targetId),
    targetUserId: entry.targetUserId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: (entry.reason ?? '').slice(0, 1000),
    requestId: actor.requestId.slice(0, 128),
    ip: actor.ip.slice(0, 64),
  });
}

/** The command line as an actor: `cli:<os user>`, one request id per run. */
export function cliActor(osUser: string = safeOsUser()): AuditActor {
  return { operatorId: null, login: `cli:${osUser}`, role: 'cli', requestId: `cli-${randomUUID()}`, ip: '' };
}

function safeOsUser(): string {
  try {
    return userInfo().username || 'unknown';
  } catch {
    return process.env.USER || 'unknown';
  }
}
