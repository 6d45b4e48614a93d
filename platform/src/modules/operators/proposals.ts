import { randomUUID } from 'node:crypto';
import type { OperatorRole } from '@casino/contracts/operator-roles';
import { OPS_ERR } from '@casino/contracts/ops-errors';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../core/audit';
import type { AnyProposalExecutor } from '../../core/ops-handlers';
import { type Paging, pageOf, pageOffset } from '../../core/paging';
import type { Db, Tx } from '../../db/client';
import { proposals } from '../../db/schema';
import { opsRefusal } from './errors';

/** Executors by proposal action; modules/index.ts fills it from every module's `proposalExecutors`. */
export type ProposalExecutors = ReadonlyMap<string, AnyProposalExecutor>;

export type ProposalState = 'pending' | 'approved' | 'declined';

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
  if (maker.operatorId === null) throw new Error('a proposal needs an operator as its maker');
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
): Promise<{ proposalId: number; state: ProposalState; result: unknown }> {
  return db.transaction(async (tx) => {
    const [p] = await tx.select().from(proposals).where(eq(proposals.id, input.proposalId)).for('update');
    if (!p) throw opsRefusal(OPS_ERR.PROPOSAL_NOT_FOUND);
    if (p.state !== 'pending') throw opsRefusal(OPS_ERR.PROPOSAL_DECIDED);
    if (p.makerId === checker.operatorId) throw opsRefusal(OPS_ERR.OWN_PROPOSAL);
    const executor = executorOf(executors, p.action);
    if (!checkerRoles.some((r) => executor.deciders.includes(r)))
      throw opsRefusal(OPS_ERR.ROLE_CANNOT_DECIDE);
    const payload = executor.parse(p.payload);
    const run = { proposalId: p.id, ref: p.ref, actor: checker };
    const state: ProposalState = input.approve ? 'approved' : 'declined';
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
