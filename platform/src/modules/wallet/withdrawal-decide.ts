// The operator's decision on withdrawals (console `withdrawalDecide`, several at once): reject returns the hold
// through the ledger, approve pays — or, above settings ops.fourEyesAbovePhp, becomes a `withdrawal.approve`
// proposal that a second operator's approval executes (four-eyes). Each withdrawal is decided in its own
// transaction with its audit row, so one that cannot be decided never holds back the others.
import { formatMoney } from '@casino/contracts/money';
import { OPS_ERR } from '@casino/contracts/ops-errors';
import { and, eq, sql } from 'drizzle-orm';
import type { CatalogueService } from '../../catalogue/service';
import { type AuditActor, writeAudit } from '../../core/audit';
import { CallError } from '../../core/call-error';
import type { ProposalExecutor } from '../../core/ops-handlers';
import type { Db, Tx } from '../../db/client';
import { exchangeOrders, proposals } from '../../db/schema';
import { opsRefusal, proposeAction } from '../operators';
import {
  payWithdrawal,
  returnWithdrawal,
  type WithdrawalDecision,
  WithdrawalDecisionError,
} from './withdraw-approval';
import { fourEyesAboveMinor } from './withdrawal-queue';

export const WITHDRAWAL_APPROVE_ACTION = 'withdrawal.approve';

export interface DecisionResult {
  id: string;
  outcome: 'paid' | 'rejected' | 'proposed' | 'already' | 'error';
  proposalId: number | null;
  message: string;
}

const orderAudit = (d: WithdrawalDecision) => ({
  targetType: 'withdrawal',
  targetId: d.order.id,
  targetUserId: d.order.userId,
  after: { status: d.order.status, amount: d.order.amount, fee: d.order.fee },
});

/** The decision's refusals as the operator reads them (a decided order is not a crash). */
function refusalOf(err: unknown): CallError {
  if (err instanceof WithdrawalDecisionError)
    return err.message.startsWith('no withdrawal')
      ? opsRefusal(OPS_ERR.WITHDRAWAL_NOT_FOUND)
      : opsRefusal(OPS_ERR.WITHDRAWAL_DECIDED);
  throw err;
}

/** Pays a pending withdrawal as `actor` with its audit row, in `tx` (direct approval and the proposal's execution). */
async function payAudited(tx: Tx, orderId: string, actor: AuditActor, reason: string) {
  let d: WithdrawalDecision;
  try {
    d = await payWithdrawal(tx, orderId);
  } catch (err) {
    throw refusalOf(err);
  }
  if (d.outcome === 'done')
    await writeAudit(tx, actor, {
      action: 'withdrawal.approve',
      ...orderAudit(d),
      before: { status: 'pending' },
      reason,
    });
  return d;
}

/** Four-eyes execution: the second operator's approval pays the withdrawal once (the order row lock). */
export const withdrawalApproveExecutor: ProposalExecutor<{ orderId: string }> = {
  deciders: ['finance', 'admin'],
  parse(payload) {
    const orderId = (payload as { orderId?: unknown })?.orderId;
    if (typeof orderId !== 'string' || orderId === '') throw opsRefusal(OPS_ERR.WITHDRAWAL_NOT_FOUND);
    return { orderId };
  },
  async check(tx, p) {
    const [o] = await tx.select().from(exchangeOrders).where(eq(exchangeOrders.id, p.orderId));
    if (!o) throw opsRefusal(OPS_ERR.WITHDRAWAL_NOT_FOUND);
    if (o.status !== 'pending') throw opsRefusal(OPS_ERR.WITHDRAWAL_DECIDED);
  },
  async execute(tx, p, run) {
    const d = await payAudited(tx, p.orderId, run.actor, `four-eyes proposal ${run.proposalId}`);
    // Approving a proposal whose withdrawal was rejected meanwhile must not look like a payout.
    if (d.outcome !== 'done') throw opsRefusal(OPS_ERR.WITHDRAWAL_DECIDED);
    return { orderId: p.orderId, status: 'paid' };
  },
  // A checker's "no" (or nobody deciding in time) is not a rejection of the player's withdrawal: the order goes back
  // to the queue undecided, its hold untouched, with the decline on its own audit trail. Rejecting (which returns
  // the hold and tells the player why) stays a decision of its own, taken in the queue.
  async decline(tx, p, run) {
    const [o] = await tx
      .select({ userId: exchangeOrders.userId, status: exchangeOrders.status })
      .from(exchangeOrders)
      .where(eq(exchangeOrders.id, p.orderId));
    if (!o) return { orderId: p.orderId, status: 'unknown' };
    await writeAudit(tx, run.actor, {
      action: run.outcome === 'expired' ? 'withdrawal.approval.expired' : 'withdrawal.approval.declined',
      targetType: 'withdrawal',
      targetId: p.orderId,
      targetUserId: o.userId,
      before: { status: o.status, proposalId: run.proposalId },
      after: { status: o.status, queue: o.status === 'pending' ? 'undecided' : o.status },
      reason: run.reason ?? '',
    });
    return { orderId: p.orderId, status: o.status };
  },
};

/** A pending proposal to pay this withdrawal, if one exists (a second click proposes nothing new). */
async function pendingProposal(tx: Db | Tx, orderId: string): Promise<number | null> {
  const [p] = await tx
    .select({ id: proposals.id })
    .from(proposals)
    .where(
      and(
        eq(proposals.action, WITHDRAWAL_APPROVE_ACTION),
        eq(proposals.state, 'pending'),
        sql`${proposals.payload}->>'orderId' = ${orderId}`,
      ),
    );
  return p?.id ?? null;
}

export async function decideWithdrawals(
  deps: { db: Db; catalogue: CatalogueService },
  actor: AuditActor,
  input: { ids: readonly string[]; approve: boolean; reason: string },
): Promise<DecisionResult[]> {
  const { db, catalogue } = deps;
  const threshold = await fourEyesAboveMinor(catalogue);
  const results: DecisionResult[] = [];
  // Decisions that wrote their own audit row; the rest (decided already, waiting already, refused) are recorded
  // together below, so every request leaves a trace.
  const recorded = new Set<DecisionResult>();
  for (const id of [...new Set(input.ids)]) {
    try {
      let wrote = false;
      const result = await db.transaction(async (tx): Promise<DecisionResult> => {
        if (!input.approve) {
          let d: WithdrawalDecision;
          try {
            d = await returnWithdrawal(tx, id, input.reason);
          } catch (err) {
            throw refusalOf(err);
          }
          wrote = d.outcome === 'done';
          if (wrote)
            await writeAudit(tx, actor, {
              action: 'withdrawal.reject',
              ...orderAudit(d),
              before: { status: 'pending' },
              reason: input.reason,
            });
          return {
            id,
            outcome: d.outcome === 'done' ? 'rejected' : 'already',
            proposalId: null,
            message:
              d.outcome === 'done'
                ? `Rejected: ${formatMoney(d.order.amount)} returned to the player`
                : 'Already rejected',
          };
        }
        const [order] = await tx.select().from(exchangeOrders).where(eq(exchangeOrders.id, id));
        if (!order) throw opsRefusal(OPS_ERR.WITHDRAWAL_NOT_FOUND);
        if (order.status === 'pending' && order.amount > threshold) {
          const existing = await pendingProposal(tx, id);
          if (existing !== null)
            return {
              id,
              outcome: 'proposed',
              proposalId: existing,
              message: 'Already waiting for a second operator',
            };
          const made = await proposeAction(tx, actor, {
            action: WITHDRAWAL_APPROVE_ACTION,
            executor: withdrawalApproveExecutor,
            payload: { orderId: id },
            targetUserId: order.userId,
            reason: input.reason || `Pay withdrawal ${id}`,
          });
          wrote = true;
          return {
            id,
            outcome: 'proposed',
            proposalId: made.proposalId,
            message: `Above ${formatMoney(threshold)}: waiting for a second operator`,
          };
        }
        const d = await payAudited(tx, id, actor, input.reason);
        wrote = d.outcome === 'done';
        return {
          id,
          outcome: d.outcome === 'done' ? 'paid' : 'already',
          proposalId: null,
          message:
            d.outcome === 'done' ? `Paid ${formatMoney(d.order.amount - d.order.fee)}` : 'Already paid',
        };
      });
      results.push(result);
      if (wrote) recorded.add(result);
    } catch (err) {
      if (!(err instanceof CallError)) throw err;
      results.push({ id, outcome: 'error', proposalId: null, message: err.message });
    }
  }
  // What was asked is on the record even when nothing changed (decided already, unknown ids).
  const rest = results.filter((r) => !recorded.has(r));
  if (rest.length > 0)
    await writeAudit(db, actor, {
      action: input.approve ? 'withdrawal.approve.noop' : 'withdrawal.reject.noop',
      targetType: 'withdrawal',
      targetId: rest
        .map((r) => r.id)
        .join(',')
        .slice(0, 200),
      after: rest,
      reason: input.reason,
    });
  return results;
}
