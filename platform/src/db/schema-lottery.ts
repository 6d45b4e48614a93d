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

// Tables of the weekend lottery and the turnover leaderboards (re-exported by schema.ts, one migration set).

/**
 * One weekend draw. The server seed is chosen and its hash published when the row is created (sales open);
 * `ticket_list_hash` is set when sales close; the seed is shown and `winners` written at the draw. `status`
 * only moves forward: open → closed → drawn, or open/closed → cancelled (every order refunded).
 */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Manila week key of the draw (one draw per week). */
    weekKey: text('week_key').notNull().unique(),
    status: text('status').notNull().default('open'),
    salesOpenAt: timestamp('sales_open_at', { withTimezone: true }).notNull(),
    salesCloseAt: timestamp('sales_close_at', { withTimezone: true }).notNull(),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    ticketListHash: text('ticket_list_hash'),
    /** Entries sold so far: the next ticket number is this + 1 (the row lock orders purchases). */
    ticketsSold: integer('tickets_sold').notNull().default(0),
    minTickets: integer('min_tickets').notNull(),
    /** The prize tiers as configured when sales opened: [{name, items, winners}]. */
    prizes: jsonb('prizes').notNull(),
    prizeTurnoverMultiple: integer('prize_turnover_multiple').notNull().default(0),
    /** [{prizeIndex, no, owner}] once drawn. */
    winners: jsonb('winners'),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('lottery_draws_status', sql`${t.status} in ('open', 'closed', 'drawn', 'cancelled')`),
    check('lottery_draws_sold_non_negative', sql`${t.ticketsSold} >= 0`),
  ],
);

/** A purchase: its spend's ref is `lottery:<userId>:<requestId>`; one order per (player, requestId). */
export const lotteryOrders = pgTable(
  'lottery_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    drawId: integer('draw_id').notNull(),
    requestId: text('request_id').notNull(),
    productId: integer('product_id').notNull(),
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
    /** {propId, count}: what the whole order cost. */
    paid: jsonb('paid').notNull(),
    firstTicket: integer('first_ticket').notNull(),
    lastTicket: integer('last_ticket').notNull(),
    /** Set when a cancelled draw gave the price back. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('lottery_orders_request_uq').on(t.userId, t.requestId),
    unique('lottery_orders_tickets_uq').on(t.drawId, t.firstTicket),
    index('lottery_orders_user_idx').on(t.userId, t.id),
    index('lottery_orders_draw_idx').on(t.drawId, t.firstTicket),
    check('lottery_orders_range', sql`${t.lastTicket} >= ${t.firstTicket} and ${t.firstTicket} >= 1`),
  ],
);

/**
 * Valid turnover per leaderboard, period and player, written by the rank accrual consumer (stakes − refunded
 * stakes, real money, of the board's game types).
 */
export const rankTurnover = pgTable(
  'rank_turnover',
  {
    board: text('board').notNull(),
    periodKey: text('period_key').notNull(),
    userId: integer('user_id').notNull(),
    validBet: bigint('valid_bet', { mode: 'number' }).notNull().default(0),
    /** When the period ends: the settlement job picks the periods past it. */
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.board, t.periodKey, t.userId] }),
    index('rank_turnover_end_idx').on(t.periodEnd),
    index('rank_turnover_order_idx').on(t.board, t.periodKey, t.validBet),
  ],
);

/** A leaderboard period whose prizes were granted: the row is the settlement's once-only lock. */
export const rankSettlements = pgTable(
  'rank_settlements',
  {
    board: text('board').notNull(),
    periodKey: text('period_key').notNull(),
    /** [{rank, userId, validBet, items}] as granted. */
    standings: jsonb('standings').notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.board, t.periodKey] })],
);
