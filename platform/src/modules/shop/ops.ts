// `ops goods list|ship|deliver|cancel`: the operator's side of physical goods from the shop. Shipping and
// delivering move the status forward only; cancelling (before delivery) gives the price back once and returns
// the unit to the stock.
import { REWARD_ID } from '@casino/contracts/reward-ids';
import { sql } from 'drizzle-orm';
import type { OpsCommand } from '../../core/module';
import { queryRows, type Tx } from '../../db/client';
import { grant } from '../../rewards';

const USAGE = 'goods list [pending|shipped|delivered|cancelled] | goods ship|deliver|cancel <orderId>';
const STATUSES = ['pending', 'shipped', 'delivered', 'cancelled'] as const;
/** The statuses each move may start from. */
const MOVES: Record<string, { to: (typeof STATUSES)[number]; from: readonly string[] }> = {
  ship: { to: 'shipped', from: ['pending'] },
  deliver: { to: 'delivered', from: ['shipped'] },
  cancel: { to: 'cancelled', from: ['pending', 'shipped'] },
};

interface Order {
  id: number;
  order_id: string;
  user_id: number;
  goods_id: number;
  goods_name: string;
  count: number;
  price: string;
  currency: string;
  status: string;
  address: Record<string, string> | null;
  created: string;
}

const addressLine = (a: Order['address']) =>
  a
    ? [a.recipient, a.street, a.barangay, a.city, a.province, a.postalCode, a.mobile]
        .filter(Boolean)
        .join(', ')
    : '(no address)';

async function move(tx: Tx, orderId: string, action: string): Promise<string> {
  const rule = MOVES[action];
  if (!rule) throw new Error(`usage: ${USAGE}`);
  const [order] = await queryRows<Order>(
    tx,
    sql`select id, order_id, user_id, goods_id, goods_name, count, price::text, currency, status, address,
               created_at::text as created
          from shop_orders where order_id = ${orderId}::text and address is not null for update`,
  );
  if (!order) throw new Error(`no goods order ${orderId}`);
  if (order.status === rule.to) return `${orderId} is already ${rule.to}`;
  if (!rule.from.includes(order.status))
    throw new Error(`${orderId} is ${order.status}: cannot ${action} it`);
  await tx.execute(
    sql`update shop_orders set status = ${rule.to}::text, updated_at = now() where id = ${order.id}::int`,
  );
  if (action !== 'cancel') return `${orderId}: ${order.status} → ${rule.to}`;
  const propId = order.currency === 'points' ? REWARD_ID.points : REWARD_ID.diamond;
  await grant(tx, {
    userId: order.user_id,
    items: [{ propId, count: Number(order.price) }],
    ref: `shop-refund:${order.order_id}`,
    source: 'shop-refund',
    reason: `Refund: ${order.goods_name} order cancelled`,
  });
  await tx.execute(
    sql`update shop_goods_sold set sold = sold - ${order.count}::int
         where goods_id = ${order.goods_id}::int and sold >= ${order.count}::int`,
  );
  return `${orderId}: ${order.status} → cancelled, ${order.price} ${order.currency} given back to player ${order.user_id}`;
}

export const shopOps: Record<string, OpsCommand> = {
  goods: {
    usage: USAGE,
    summary: 'goods orders from the shop: list them, mark shipped or delivered, cancel with a refund',
    async run(ctx, args) {
      const [action, arg] = args;
      if (action === 'list') {
        if (args.length > 2 || (arg !== undefined && !STATUSES.includes(arg as never)))
          throw new Error(`usage: ${USAGE}`);
        const rows = await queryRows<Order>(
          ctx.db,
          sql`select id, order_id, user_id, goods_id, goods_name, count, price::text, currency, status, address,
                     to_char(created_at at time zone 'Asia/Manila', 'YYYY-MM-DD HH24:MI') as created
                from shop_orders where address is not null ${arg ? sql`and status = ${arg}::text` : sql``}
               order by id limit 500`,
        );
        if (rows.length === 0) return arg ? `no ${arg} goods orders` : 'no goods orders';
        return rows
          .map(
            (r) =>
              `${r.order_id} ${r.status} player ${r.user_id} ${r.count} × ${r.goods_name} (${r.price} ${r.currency}) ${r.created} → ${addressLine(r.address)}`,
          )
          .join('\n');
      }
      if (!action || !(action in MOVES) || args.length !== 2 || !/^D\d{18}$/.test(arg ?? ''))
        throw new Error(`usage: ${USAGE}`);
      const out = await ctx.db.transaction((tx) => move(tx, arg as string, action));
      ctx.invalidate();
      return out;
    },
  },
};
