import { randomUUID } from 'node:crypto';
import type { OperatorRole } from '@casino/contracts/operator-roles';
import { OPS_ERR } from '@casino/contracts/ops-errors';
import { and, asc, count, desc, eq, lte, type SQL } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../core/audit';
import type { AnyProposalExecutor } from '../../core/ops-handlers';
import { type Paging, pageOf, pageOffset } from '../../core/paging';
import type { Db, Tx } from '../../db/client';
import { proposals } from '../../db/schema';
import { opsRefusal } from './errors';

/** Executors by proposal action; modules/index.ts fills it from every module's `proposalExecutors`. */
export type ProposalExecutors = ReadonlyMap<string, AnyProposalExecutor>;

export type ProposalState = 'pending' | 'approved' | 'declined' | 'expired';

export interface ProposeInput {
  /** The action (`adjustment`, `withdrawal.approve`…); its module declares `executor` under this name too. */
  action: string;
  /** The action's executor (the proposing module's own), which checks the payload now and runs it on approval. */
  executor: AnyProposalExecutor;
  payload: unknown;
  /** The player it is about (player 360 and the audit list it). */
  targetUserId?: number | null;
  reason: string;
}

function executorOf(executors: ProposalExecutors, action: string): AnyProposalExecutor {
  const executor = executors.get(action);
  // A caller proposing an action nobody executes is a wiring bug, not an operator's mistake.
  if (!executor) throw new Error(`no proposal executor for action "${action}"`);
  return executor;
}

/**
 * The maker's step: checks the payload with the action's executor and stores a pending proposal with a unique ref,
 * auditing `proposal.create`, all in one transaction (the caller's, when it passes one). Nothing is executed.
 */
export async function proposeAction(
  db: Db | Tx,
  maker: AuditActor,
  input: ProposeInput,
): Promise<{ proposalId: number; state: ProposalState }> {
  // The command line proposes too (maker `cli:<os user>`, no operator id): any operator with a deciding role may
  // then decide it, never the command line itself (it cannot decide proposals).
  const makerId = maker.operatorId;
  const executor = input.executor;
  const payload = executor.parse(input.payload);
  return db.transaction(async (tx) => {
    await executor.check?.(tx, payload);
    const [row] = await tx
      .insert(proposals)
      .values({
        ref: `proposal:${randomUUID()}`,
        action: input.action,
        payload: payload as object,
        targetUserId: input.targetUserId ?? null,
        makerId,
        makerLogin: maker.login,
        reason: input.reason,
      })
      .returning({ id: proposals.id });
    const proposalId = row!.id;
    await writeAudit(tx, maker, {
      action: 'proposal.create',
      targetType: 'proposal',
      targetId: proposalId,
      targetUserId: input.targetUserId ?? null,
      after: { action: input.action, payload, state: 'pending' },
      reason: input.reason,
    });
    return { proposalId, state: 'pending' as const };
  });
}

/** The expiry job's actor in the audit trail: no operator, no request. */
export function expiryActor(): AuditActor {
  return {
    operatorId: null,
    login: 'system:proposal-expiry',
    role: 'system',
    requestId: `job-${randomUUID()}`,
    ip: '',
  };
}

type ProposalRow = typeof proposals.$inferSelect;

/** Whether a pending proposal made at `createdAt` has outlived its time to be decided at `now`. */
export const isExpired = (createdAt: Date, now: Date, expiresAfterMs: number) =>
  createdAt.getTime() + expiresAfterMs <= now.getTime();

/**
 * Marks a locked, pending proposal expired: the executor's `decline` puts back what proposing set aside (a
 * withdrawal returns to the queue undecided), with the `proposal.expire` row, in the caller's transaction.
 */
async function expireInTx(
  tx: Tx,
  executors: ProposalExecutors,
  p: ProposalRow,
  now: Date,
  actor: AuditActor,
) {
  const executor = executorOf(executors, p.action);
  const reason = 'Nobody decided it in time';
  const result =
    (await executor.decline?.(tx, executor.parse(p.payload), {
      proposalId: p.id,
      ref: p.ref,
      actor,
      outcome: 'expired',
      reason,
    })) ?? null;
  await tx
    .update(proposals)
    .set({ state: 'expired', decideReason: reason, result: result as object | null, decidedAt: now })
    .where(and(eq(proposals.id, p.id), eq(proposals.state, 'pending')));
  await writeAudit(tx, actor, {
    action: 'proposal.expire',
    targetType: 'proposal',
    targetId: p.id,
    targetUserId: p.targetUserId,
    before: { action: p.action, state: 'pending', maker: p.makerLogin },
    after: { state: 'expired', result },
    reason,
  });
}

/**
 * The expiry job's pass: every proposal still pending `expiresAfterMs` after it was made expires, each in its own
 * transaction under its row lock (a decision racing it wins or loses cleanly; two platforms expire it once).
 * Answers how many expired.
 */
export async function expireProposals(
  db: Db,
  executors: ProposalExecutors,
  opts: { expiresAfterMs: number; now: Date; limit?: number },
): Promise<number> {
  const cutoff = new Date(opts.now.getTime() - opts.expiresAfterMs);
  const due = await db
    .select({ id: proposals.id })
    .from(proposals)
    .where(and(eq(proposals.state, 'pending'), lte(proposals.createdAt, cutoff)))
    .orderBy(asc(proposals.id))
    .limit(opts.limit ?? 200);
  let expired = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [p] = await tx.select().from(proposals).where(eq(proposals.id, id)).for('update');
      if (p?.state !== 'pending' || !isExpired(p.createdAt, opts.now, opts.expiresAfterMs)) return false;
      await expireInTx(tx, executors, p, opts.now, expiryActor());
      return true;
    });
    if (done) expired++;
  }
  return expired;
}

export interface DecideInput {
  proposalId: number;
  approve: boolean;
  reason?: string | undefined;
}

/**
 * The checker's step. Under the proposal's row lock: refuses the maker, a checker without a deciding role, and a
 * proposal no longer pending; an approval runs the executor once (with the proposal's unique ref) and both the
 * state change and its audit row commit with what the executor did. Twenty simultaneous approvals: one executes,
 * the others see it decided.
 */
export async function decideProposal(
  db: Db,
  executors: ProposalExecutors,
  checker: AuditActor,
  checkerRoles: readonly OperatorRole[],
  input: DecideInput,
  now: Date = new Date(),
  /** settings ops.proposalExpiryHours in ms: a proposal older than this expires instead of being decided. */
  expiresAfterMs: number = Number.POSITIVE_INFINITY,
): Promise<{ proposalId: number; state: ProposalState; result: unknown }> {
  const decided = await db.transaction(async (tx) => {
    const [p] = await tx.select().from(proposals).where(eq(proposals.id, input.proposalId)).for('update');
    if (!p) throw opsRefusal(OPS_ERR.PROPOSAL_NOT_FOUND);
    if (p.state === 'expired') throw opsRefusal(OPS_ERR.PROPOSAL_EXPIRED);
    if (p.state !== 'pending') throw opsRefusal(OPS_ERR.PROPOSAL_DECIDED);
    // Out of time (the job has not passed yet): it expires now, committed, and the checker is told so below.
    if (isExpired(p.createdAt, now, expiresAfterMs)) {
      await expireInTx(tx, executors, p, now, expiryActor());
      return null;
    }
    if (p.makerId === checker.operatorId) throw opsRefusal(OPS_ERR.OWN_PROPOSAL);
    const executor = executorOf(executors, p.action);
    if (!checkerRoles.some((r) => executor.deciders.includes(r)))
      throw opsRefusal(OPS_ERR.ROLE_CANNOT_DECIDE);
    const payload = executor.parse(p.payload);
    const state: ProposalState = input.approve ? 'approved' : 'declined';
    const run = {
      proposalId: p.id,
      ref: p.ref,
      actor: checker,
      ...(input.approve ? {} : { outcome: 'declined' as const, reason: input.reason ?? '' }),
    };
    const result = input.approve
      ? ((await executor.execute(tx, payload, run)) ?? null)
      : ((await executor.decline?.(tx, payload, run)) ?? null);
    await tx
      .update(proposals)
      .set({
        state,
        checkerId: checker.operatorId,
        checkerLogin: checker.login,
        decideReason: input.reason ?? '',
        result: result as object | null,
        decidedAt: now,
      })
      .where(and(eq(proposals.id, p.id), eq(proposals.state, 'pending')));
    await writeAudit(tx, checker, {
      action: input.approve ? 'proposal.approve' : 'proposal.decline',
      targetType: 'proposal',
      targetId: p.id,
      targetUserId: p.targetUserId,
      before: { action: p.action, state: 'pending', maker: p.makerLogin },
      after: { state, result },
      reason: input.reason ?? '',
    });
    return { proposalId: p.id, state, result };
  });
  if (decided === null) throw opsRefusal(OPS_ERR.PROPOSAL_EXPIRED);
  return decided;
}

export interface ProposalFilter {
  state?: ProposalState | undefined;
  action?: string | undefined;
  targetUserId?: number | undefined;
}

export async function proposalPage(db: Db, filter: ProposalFilter, paging: Paging) {
  const where: SQL[] = [];
  if (filter.state) where.push(eq(proposals.state, filter.state));
  if (filter.action) where.push(eq(proposals.action, filter.action));
  if (filter.targetUserId !== undefined) where.push(eq(proposals.targetUserId, filter.targetUserId));
  const cond = where.length > 0 ? and(...where) : undefined;
  const [total] = await db.select({ n: count() }).from(proposals).where(cond);
  const rows = await db
    .select()
    .from(proposals)
    .where(cond)
    .orderBy(desc(proposals.id))
    .limit(paging.pageSize)
    .offset(pageOffset(paging));
  return pageOf(
    rows.map((p) => ({
      id: p.id,
      action: p.action,
      targetUserId: p.targetUserId,
      payload: p.payload,
      state: p.state as ProposalState,
      makerId: p.makerId,
      makerLogin: p.makerLogin,
      reason: p.reason,
      checkerId: p.checkerId,
      checkerLogin: p.checkerLogin,
      decideReason: p.decideReason,
      result: p.result,
      createdAt: p.createdAt.getTime(),
      decidedAt: p.decidedAt?.getTime() ?? 0,
    })),
    total?.n ?? 0,
    paging,
  );
}
