import { ERR } from '@casino/contracts/errors';
import { formatMoney } from '@casino/contracts/money';
import { eq, sql } from 'drizzle-orm';
import { CallError } from '../../core/call-error';
import type { Db, Tx } from '../../db/client';
import { exchangeOrders } from '../../db/schema';
import { applyLedger, InsufficientFundsError } from '../../ledger/ledger';
import { isListed } from '../compliance';
import { mailWithdrawalPaid, mailWithdrawalRejected } from '../mail';

type OrderRow = typeof exchangeOrders.$inferSelect;

/** A withdrawal decision that cannot be made (unknown order, or decided the other way); the text says why. */
export class WithdrawalDecisionError extends Error {}

async function lockOrder(tx: Tx, orderId: string) {
  const [order] = await tx.select().from(exchangeOrders).where(eq(exchangeOrders.id, orderId)).for('update');
  if (!order) throw new WithdrawalDecisionError(`no withdrawal ${orderId}`);
  return order;
}

/** What a decision did: `done` now, or `already` (the same decision was made before: nothing moved). */
export interface WithdrawalDecision {
  outcome: 'done' | 'already';
  order: OrderRow;
}

/**
 * Operator approval: the held amount is paid out. In the ledger the hold is released and the withdrawal
 * debited in one transaction (balance unchanged, lifetime `exchange` += amount). Idempotent.
 */
export async function approveWithdrawal(db: Db, orderId: string, by = 'operator'): Promise<string> {
  const { outcome, order } = await db.transaction((tx) => payWithdrawal(tx, orderId));
  if (outcome === 'already') return `withdrawal ${orderId} was already paid`;
  return `withdrawal ${orderId} approved and paid (${formatMoney(order.amount - order.fee)} to the player, fee ${formatMoney(order.fee)}) by ${by}`;
}

/** The approval inside the caller's transaction (the console writes its audit row in the same one). */
export async function payWithdrawal(tx: Tx, orderId: string): Promise<WithdrawalDecision> {
  const order = await lockOrder(tx, orderId);
  if (order.status === 'paid') return { outcome: 'already', order };
  if (order.status !== 'pending')
    throw new WithdrawalDecisionError(`withdrawal ${orderId} is ${order.status}, not pending`);
  // A player matching the exclusion list is not paid until compliance clears the hit (the hold stays).
  // Its own refusal (not "already decided"), so the console and the CLI say what stands in the way.
  if (await isListed(tx, order.userId))
    throw new CallError(
      ERR.EXCLUSION_LISTED,
      'The player matches the exclusion list: compliance must clear the screening hit first; the hold stays.',
    );
  const ref = { userId: order.userId, refType: 'withdraw', refId: order.id };
  await applyLedger(tx, {
    ...ref,
    delta: order.amount,
    kind: 'withdrawRelease',
    reason: `Withdrawal ${order.id} hold released`,
  });
  try {
    await applyLedger(tx, {
      ...ref,
      delta: -order.amount,
      kind: 'withdraw',
      reason: `Withdrawal ${order.id} paid`,
    });
  } catch (err) {
    // Cannot happen (the release just credited the amount); surfaced rather than swallowed.
    if (err instanceof InsufficientFundsError)
      throw new Error(`withdrawal ${orderId}: balance moved under the hold`);
    throw err;
  }
  await tx
    .update(exchangeOrders)
    .set({ status: 'paid', updatedAt: sql`now()` })
    .where(eq(exchangeOrders.id, order.id));
  await mailWithdrawalPaid(tx, {
    userId: order.userId,
    orderId: order.id,
    amount: order.amount,
    fee: order.fee,
  });
  return { outcome: 'done', order: { ...order, status: 'paid' } };
}

/**
 * Gives a pending withdrawal's hold back through the ledger and closes the order as `status`. The release is
 * keyed (withdraw/<id>/withdrawRelease) like the approval's, so an order is paid or returned exactly once.
 */
async function returnHold(
  tx: Tx,
  order: typeof exchangeOrders.$inferSelect,
  status: 'rejected' | 'cancelled',
  reason: string,
): Promise<void> {
  await applyLedger(tx, {
    userId: order.userId,
    delta: order.amount,
    kind: 'withdrawRelease',
    refType: 'withdraw',
    refId: order.id,
    reason:
      status === 'rejected'
        ? `Withdrawal ${order.id} rejected: amount returned`
        : `Withdrawal ${order.id} cancelled: amount returned`,
  });
  await tx
    .update(exchangeOrders)
    .set({ status, rejectReason: reason.slice(0, 200), updatedAt: sql`now()` })
    .where(eq(exchangeOrders.id, order.id));
}

/** Operator rejection: the hold goes back to the balance through the ledger. Idempotent. */
export async function rejectWithdrawal(db: Db, orderId: string, reason: string): Promise<string> {
  const { outcome, order } = await db.transaction((tx) => returnWithdrawal(tx, orderId, reason));
  if (outcome === 'already') return `withdrawal ${orderId} was already rejected`;
  return `withdrawal ${orderId} rejected; ${formatMoney(order.amount)} returned to the player`;
}

/** The rejection inside the caller's transaction: the hold goes back through the ledger. */
export async function returnWithdrawal(tx: Tx, orderId: string, reason: string): Promise<WithdrawalDecision> {
  const order = await lockOrder(tx, orderId);
  if (order.status === 'rejected') return { outcome: 'already', order };
  if (order.status !== 'pending')
    throw new WithdrawalDecisionError(`withdrawal ${orderId} is ${order.status}, not pending`);
  await returnHold(tx, order, 'rejected', reason);
  await mailWithdrawalRejected(tx, {
    userId: order.userId,
    orderId: order.id,
    amount: order.amount,
    reason: reason.slice(0, 200),
  });
  return { outcome: 'done', order: { ...order, status: 'rejected', rejectReason: reason.slice(0, 200) } };
}

/**
 * The player takes back their own pending withdrawal: the same return as a rejection, under the same row
 * lock as an operator's approval, so whichever comes first wins and the other finds the order closed.
 * Answers the order's status afterwards (a paid or already-cancelled order is left as it stands); null when
 * the order is not this player's.
 */
export async function cancelWithdrawal(
  db: Db,
  userId: number,
  orderId: string,
): Promise<{ status: string; cancelled: boolean } | null> {
  return db.transaction(async (tx) => {
    const [mine] = await tx
      .select({ userId: exchangeOrders.userId })
      .from(exchangeOrders)
      .where(eq(exchangeOrders.id, orderId));
    if (!mine || mine.userId !== userId) return null;
    const order = await lockOrder(tx, orderId);
    if (order.status !== 'pending') return { status: order.status, cancelled: false };
    await returnHold(tx, order, 'cancelled', '');
    return { status: 'cancelled', cancelled: true };
  });
}
