import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './schema-columns';

// Tables of the jackpot lucky draw and the lucky wheel (re-exported by schema.ts, one migration set).

/**
 * One row per jackpot tier (Mega 50001 … Mini 50004). The pool is `seed + floor(turnover × shareBp / 10000)`
 * from the settings, so no fraction of a centavo is ever lost between batches; a hit pays that amount and
 * sets `turnover` back to 0 (the pool back to its seed) in the draw's transaction, under this row's lock.
 */
export const jackpotPools = pgTable(
  'jackpot_pools',
  {
    tier: integer('tier').primaryKey(),
    /** Valid turnover of every player since the last hit, minor units. */
    turnover: bigint('turnover', { mode: 'number' }).notNull().default(0),
    hits: integer('hits').notNull().default(0),
    /** When this pool last started from its seed (created, or hit): turnover ÷ time since is its growth rate. */
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [check('jackpot_pools_turnover_non_negative', sql`${t.turnover} >= 0`)],
);

/**
 * What a player has done towards draw chances and wheel spins: lifetime deposits and valid turnover (from the
 * accruals) and how many chances each has given so far, so every threshold crossed gives exactly once. The row
 * is also the lock a player's draws queue on.
 */
export const jackpotProgress = pgTable('jackpot_progress', {
  userId: integer('user_id').primaryKey(),
  deposit: bigint('deposit', { mode: 'number' }).notNull().default(0),
  turnover: bigint('turnover', { mode: 'number' }).notNull().default(0),
  drawByDeposit: integer('draw_by_deposit').notNull().default(0),
  drawByTurnover: integer('draw_by_turnover').notNull().default(0),
  spinByDeposit: integer('spin_by_deposit').notNull().default(0),
  spinByTurnover: integer('spin_by_turnover').notNull().default(0),
  updatedAt: updatedAt(),
});

/** Columns of a provably-fair draw: the seed pair and nonce it used, so the player can verify it. */
const proof = () => ({
  seedId: integer('seed_id').notNull(),
  serverSeedHash: text('server_seed_hash').notNull(),
  clientSeed: text('client_seed').notNull(),
  nonce: integer('nonce').notNull(),
});

/** Every jackpot draw: one per (player, requestId) — a retry answers this row. */
export const jackpotDraws = pgTable(
  'jackpot_draws',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    requestId: text('request_id').notNull(),
    /** The jackpotAwardConfigList entry drawn and its position in the grid. */
    awardId: integer('award_id').notNull(),
    cell: smallint('cell').notNull(),
    /** 1 = an item, 2 = a jackpot tier. */
    type: smallint('type').notNull(),
    propId: integer('prop_id').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
    /** The jackpot amount paid (minor units), 0 for an item. */
    bonus: bigint('bonus', { mode: 'number' }).notNull().default(0),
    ...proof(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('jackpot_draws_user_request').on(t.userId, t.requestId),
    index('jackpot_draws_user').on(t.userId, t.id),
    index('jackpot_draws_wins').on(t.type, t.bonus),
    check('jackpot_draws_bonus_non_negative', sql`${t.bonus} >= 0`),
  ],
);

/** Every wheel spin: one per (player, requestId). */
export const spinDraws = pgTable(
  'spin_draws',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    requestId: text('request_id').notNull(),
    segmentId: integer('segment_id').notNull(),
    /** Position of the segment on the wheel when it was drawn. */
    segment: smallint('segment').notNull(),
    propId: integer('prop_id').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
    ...proof(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('spin_draws_user_request').on(t.userId, t.requestId),
    index('spin_draws_user').on(t.userId, t.id),
  ],
);
