import type { CallAnswer } from '@casino/contracts/registry';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rechargeOrders } from '../../db/schema';

export type RechargeOrderRow = typeof rechargeOrders.$inferSelect;
export type RechargeOrderAnswer = CallAnswer<'rechargeOrderStatus'>;

export function toRechargeOrder(row: RechargeOrderRow): RechargeOrderAnswer {
  return {
    orderId: row.id,
    rechargeTypeId: row.rechargeTypeId,
    channelName: row.channelName,
    amount: row.amount,
    bonus: row.bonus,
    status: row.status as RechargeOrderAnswer['status'],
    checkoutUrl: row.status === 'pending' ? row.checkoutUrl : '',
    payReference: row.payReference ?? '',
    createTime: row.createdAt.getTime(),
    expiresAt: row.expiresAt.getTime(),
    paidTime: row.paidAt?.getTime() ?? 0,
  };
}

/** Pending orders past their expiry become expired (lazily on read, and by `ops expire-orders`). */
export async function expireOrders(db: Db, userId?: number): Promise<number> {
  const rows = await db
    .update(rechargeOrders)
    .set({ status: 'expired', updatedAt: sql`now()` })
    .where(
      and(
        eq(rechargeOrders.status, 'pending'),
        lt(rechargeOrders.expiresAt, sql`now()`),
        ...(userId !== undefined ? [eq(rechargeOrders.userId, userId)] : []),
      ),
    )
    .returning({ id: rechargeOrders.id });
  return rows.length;
}
