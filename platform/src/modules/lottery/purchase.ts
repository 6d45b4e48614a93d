// Buying entries: the price is spent through the rewards engine under the player's requestId and the entries
// are numbered from the draw row's counter in the same transaction, so a retry buys once, a reused requestId
// with another purchase is refused, and no purchase slips in after the list is committed.
import { ACTIVITY_TYPE } from '@casino/contracts/enums';
import { ERR } from '@casino/contracts/errors';
import { sql } from 'drizzle-orm';
import { CallError, refusal } from '../../core/call-error';
import { type Db, queryRows, type Tx } from '../../db/client';
import { type RewardItem, spend } from '../../rewards';
import { CHANCE_SOURCES, checkChanceStake } from '../protection';
import { lotterySettingsIn } from './config';

export interface OrderRow {
  id: number;
  user_id: number;
  draw_id: number;
  request_id: string;
  product_id: number;
  product_name: string;
  quantity: number;
  paid: RewardItem;
  first_ticket: number;
  last_ticket: number;
  refunded: boolean;
  created_ms: string;
}

export const ORDER_COLUMNS = sql`id, user_id, draw_id, request_id, product_id, product_name, quantity, paid,
  first_ticket, last_ticket, refunded_at is not null as refunded,
  floor(extract(epoch from created_at) * 1000)::text as created_ms`;

export interface BuyInput {
  productId: number;
  quantity: number;
  requestId: string;
}

const REUSED = () =>
  new CallError(ERR.CONFLICT, 'This purchase was already made with other items. Please try again.');

/** The same requestId answers the same order only for the same purchase; anything else is refused. */
function sameOrder(order: OrderRow, input: BuyInput): OrderRow {
  if (order.product_id !== input.productId || order.quantity !== input.quantity) throw REUSED();
  return order;
}

async function orderByRequest(db: Db | Tx, userId: number, requestId: string): Promise<OrderRow | null> {
  const [row] = await queryRows<OrderRow>(
    db,
    sql`select ${ORDER_COLUMNS} from lottery_orders where user_id = ${userId}::int and request_id = ${requestId}`,
  );
  return row ?? null;
}

/** A copy of this purchase committed first (same requestId): answer its order. */
class TwinCommitted extends Error {}

export async function buyEntries(
  db: Db,
  userId: number,
  input: BuyInput,
  now = Date.now(),
): Promise<OrderRow> {
  const settings = await lotterySettingsIn(db);
  const product = settings.products.find((p) => p.id === input.productId);
  if (!product) {
    throw new CallError(ERR.NOT_FOUND, 'This lottery product does not exist.', [
      { path: 'productId', message: 'unknown product' },
    ]);
  }
  const paid: RewardItem = { propId: product.price.propId, count: product.price.count * input.quantity };
  const entries = product.entries * input.quantity;
  const at = new Date(now).toISOString();
  try {
    return await db.transaction(async (tx) => {
      const existing = await orderByRequest(tx, userId, input.requestId);
      if (existing) return sameOrder(existing, input);
      const [draw] = await queryRows<{ id: number }>(
        tx,
        sql`select id from lottery_draws where status = 'open' and sales_open_at <= ${at}::timestamptz
              and sales_close_at > ${at}::timestamptz order by id desc limit 1`,
      );
      if (!draw) throw new CallError(ERR.PERIOD_CLOSED, 'Ticket sales for this draw are closed.');
      const [held] = await queryRows<{ n: string }>(
        tx,
        sql`select coalesce(sum(last_ticket - first_ticket + 1), 0)::text as n from lottery_orders
            where draw_id = ${draw.id}::int and user_id = ${userId}::int`,
      );
      const mine = Number(held?.n ?? 0);
      if (mine + entries > settings.maxEntriesPerPlayer) {
        throw refusal(
          ERR.LIMIT_REACHED,
          `A player may hold ${settings.maxEntriesPerPlayer} entries in one draw; you hold ${mine}.`,
          { limit: settings.maxEntriesPerPlayer, held: mine },
        );
      }
      // An entry bought with coin is a stake on a chance: the player's loss limit and pauses see it.
      await checkChanceStake(tx, userId, [paid], now);
      const spent = await spend(tx, {
        userId,
        items: [paid],
        requestId: input.requestId,
        source: CHANCE_SOURCES.lottery.stake,
        activityType: ACTIVITY_TYPE.Lottery,
        reason: `Weekend lottery #${draw.id}: ${product.name} × ${input.quantity}`,
      });
      if (spent.duplicate) {
        // The requestId was spent before: by this very purchase (its order commits with it) or another one.
        const [was] = spent.items;
        if (spent.items.length !== 1 || was?.propId !== paid.propId || was.count !== -paid.count)
          throw REUSED();
        throw new TwinCommitted();
      }
      // The row lock orders purchases and the close: a draw closed meanwhile is no longer 'open' here.
      const [counter] = await queryRows<{ tickets_sold: number }>(
        tx,
        sql`update lottery_draws set tickets_sold = tickets_sold + ${entries}::int, updated_at = now()
            where id = ${draw.id}::int and status = 'open' returning tickets_sold`,
      );
      if (!counter) throw new CallError(ERR.PERIOD_CLOSED, 'Ticket sales for this draw are closed.');
      const [order] = await queryRows<OrderRow>(
        tx,
        sql`insert into lottery_orders (user_id, draw_id, request_id, product_id, product_name, quantity, paid,
              first_ticket, last_ticket)
            values (${userId}::int, ${draw.id}::int, ${input.requestId}, ${product.id}::int, ${product.name},
              ${input.quantity}::int, ${JSON.stringify(paid)}::jsonb, ${counter.tickets_sold - entries + 1}::int,
              ${counter.tickets_sold}::int)
            on conflict (user_id, request_id) do nothing
            returning ${ORDER_COLUMNS}`,
      );
      if (!order) throw new TwinCommitted();
      return order;
    });
  } catch (err) {
    if (!(err instanceof TwinCommitted)) throw err;
    const order = await orderByRequest(db, userId, input.requestId);
    if (!order) throw REUSED();
    return sameOrder(order, input);
  }
}
