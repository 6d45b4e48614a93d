import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './schema-columns';

// Tables of the scratch cards, the diamond shop, reward points and the follow rewards (re-exported by schema.ts).

/**
 * One scratched card: the card spent and the prize granted through the rewards engine in the same transaction,
 * and how the prize was drawn (the player's fairness pair at `nonce`), so anyone can re-compute it once the pair
 * is revealed. `(user_id, request_id)` is the spend's own key: a retry answers this row.
 */
export const scratchDraws = pgTable(
  'scratch_draws',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    requestId: text('request_id').notNull(),
    seedId: integer('seed_id').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    /** The prize table's weights when drawn, and the index `weightedPick` chose. */
    weights: jsonb('weights').notNull(),
    cell: integer('cell').notNull(),
    propId: integer('prop_id').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('scratch_draws_user_request').on(t.userId, t.requestId),
    index('scratch_draws_user_idx').on(t.userId, t.id),
  ],
);

/**
 * A goods exchange: the price was spent (diamonds or points) in the transaction that wrote the order; the
 * operator moves `status` pending → shipped → delivered, or cancels (the price is given back once).
 */
export const shopOrders = pgTable(
  'shop_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: text('order_id').notNull().unique(),
    userId: integer('user_id').notNull(),
    requestId: text('request_id').notNull(),
    goodsId: integer('goods_id').notNull(),
    goodsName: text('goods_name').notNull(),
    count: integer('count').notNull(),
    /** The total price paid, in `currency` (diamond or points). */
    price: bigint('price', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('pending'),
    /** The delivery address as saved when ordered (a later change does not move a shipped parcel). */
    address: jsonb('address'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('shop_orders_user_request').on(t.userId, t.requestId),
    index('shop_orders_user_idx').on(t.userId, t.id),
    index('shop_orders_status_idx').on(t.status, t.id),
    check('shop_orders_status', sql`${t.status} in ('pending', 'shipped', 'delivered', 'cancelled')`),
    check('shop_orders_count', sql`${t.count} >= 1`),
  ],
);

/** Units of each limited goods sold (cancelled orders give theirs back), moved by one conditional statement. */
export const shopGoodsSold = pgTable(
  'shop_goods_sold',
  {
    goodsId: integer('goods_id').primaryKey(),
    sold: integer('sold').notNull().default(0),
  },
  (t) => [check('shop_goods_sold_non_negative', sql`${t.sold} >= 0`)],
);

/** Valid turnover a player played that has not yet made a whole point (the points accrual's remainder). */
export const pointsCarry = pgTable('points_carry', {
  userId: integer('user_id').primaryKey(),
  carry: bigint('carry', { mode: 'number' }).notNull().default(0),
  updatedAt: updatedAt(),
});

/** A follow channel whose link the player opened: its reward becomes claimable (the follow itself is unseen). */
export const followOpens = pgTable(
  'follow_opens',
  {
    userId: integer('user_id').notNull(),
    channel: text('channel').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.channel] })],
);
