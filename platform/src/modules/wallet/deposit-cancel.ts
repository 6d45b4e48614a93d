// A player cancels a deposit they abandoned at checkout: pending → cancelled under a row lock, so a webhook
// racing it either credits first (the cancel then answers the paid order) or finds it cancelled (ignored).
import { ERR } from '@casino/contracts/errors';
import type { CallAnswer } from '@casino/contracts/registry';
import { and, eq, sql } from 'drizzle-orm';
import { CallError } from '../../core/call-error';
import type { SessionInfo } from '../../core/handlers';
import type { Db } from '../../db/client';
import { rechargeOrders } from '../../db/schema';
import { expireOrders, toRechargeOrder } from './recharge-order';

export async function cancelRechargeOrder(
  db: Db,
  session: SessionInfo,
  orderId: string,
): Promise<CallAnswer<'rechargeOrderCancel'>> {
  await expireOrders(db, session.userId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(rechargeOrders)
      .where(and(eq(rechargeOrders.id, orderId), eq(rechargeOrders.userId, session.userId)))
      .for('update');
    if (!row) throw new CallError(ERR.NOT_FOUND, 'No such deposit order');
    // already settled (paid, failed, expired, cancelled): nothing to cancel, the order as it stands
    if (row.status !== 'pending') return toRechargeOrder(row);
    const [cancelled] = await tx
      .update(rechargeOrders)
      .set({ status: 'cancelled', updatedAt: sql`now()` })
      .where(eq(rechargeOrders.id, orderId))
      .returning();
    return toRechargeOrder(cancelled!);
  });
}
