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
import { users } from './schema-auth';
import { createdAt, updatedAt } from './schema-columns';

// The coin ledger: one wallet per player, every change of it, and bonus grants with their turnover
// (re-exported by schema.ts, one migration set).

/** One wallet per player. `balance` changes only through applyLedger (conditional UPDATE + ledger row). */
export const wallets = pgTable(
  'wallets',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Coin in minor units, bonus money included (bonus_grants says how much turnover is still owed). */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    /** Lifetime turnover (user `bet`): bets minus refunded bets; kept by applyLedger in the same UPDATE. */
    betTotal: bigint('bet_total', { mode: 'number' }).notNull().default(0),
    /** Lifetime deposits (user `totalRecharge`). */
    rechargeTotal: bigint('recharge_total', { mode: 'number' }).notNull().default(0),
    /** Lifetime withdrawals (user `exchange`): withdrawals minus refunded withdrawals. */
    exchangeTotal: bigint('exchange_total', { mode: 'number' }).notNull().default(0),
    /** Coin kept in the safebox (not bettable): moved only with a safeboxIn/safeboxOut ledger row in the same tx. */
    safebox: bigint('safebox', { mode: 'number' }).notNull().default(0),
    /** scrypt hash of the safebox password; null until set. */
    safeboxPasswordHash: text('safebox_password_hash'),
    safeboxFailed: smallint('safebox_failed').notNull().default(0),
    safeboxLockedUntil: timestamp('safebox_locked_until', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('wallets_balance_non_negative', sql`${t.balance} >= 0`),
    check('wallets_safebox_non_negative', sql`${t.safebox} >= 0`),
  ],
);

/**
 * Every balance change, with the balance after it. `(ref_type, ref_id, kind)` is unique: the thing that
 * caused a change (a deposit order, a bet, a registration) can never apply twice.
 */
export const ledger = pgTable(
  'ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    delta: bigint('delta', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    /** COIN_CHANGE_KINDS (contracts enums). */
    kind: text('kind').notNull(),
    refType: text('ref_type').notNull(),
    refId: text('ref_id').notNull(),
    /** Shown to the player in the coin detail. */
    reason: text('reason').notNull().default(''),
    /** Bets, wins and refunds of a game: which game and its game type (what accruals weigh and filter by). */
    gameId: integer('game_id'),
    gameType: integer('game_type'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('ledger_ref_uq').on(t.refType, t.refId, t.kind),
    index('ledger_user_idx').on(t.userId, t.id),
    // Day and range reports read a stretch of time: BRIN, as rows arrive in time order (tiny, and nearly free
    // on the spin path, where a B-tree would add a page write per ledger row).
    index('ledger_created_brin').using('brin', t.createdAt),
    // Opening and closing holdings (reports' holdingsAt): the safebox and withdrawal-hold rows only, by time. The
    // kinds are kindsOf('safebox') and kindsOf('held') of kind-classes.ts.
    index('ledger_holding_kinds_idx')
      .on(t.createdAt)
      .where(sql`${t.kind} in ('safeboxIn', 'safeboxOut', 'withdrawHold', 'withdrawRelease')`),
    // First-time depositors: each player's first deposit, without reading every other ledger row.
    index('ledger_deposit_user_idx').on(t.userId, t.createdAt).where(sql`${t.kind} = 'deposit'`),
    check('ledger_delta_non_zero', sql`${t.delta} <> 0`),
    check('ledger_balance_after_non_negative', sql`${t.balanceAfter} >= 0`),
  ],
);

/** Bonus money granted through the ledger and the turnover (wagering) it needs before withdrawal. */
export const bonusGrants = pgTable(
  'bonus_grants',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The ledger row that credited it. */
    ledgerId: bigint('ledger_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => ledger.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    turnoverRequired: bigint('turnover_required', { mode: 'number' }).notNull(),
    turnoverDone: bigint('turnover_done', { mode: 'number' }).notNull().default(0),
    /** 'bonus' (free or promotional money) or 'deposit' (the 1× turnover a deposit needs before withdrawal). */
    source: text('source').notNull().default('bonus'),
    /** active → completed when the turnover is met; forfeited / expired are set by the wallet rules. */
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('bonus_grants_user_idx').on(t.userId, t.status),
    check(
      'bonus_grants_turnover',
      sql`${t.turnoverDone} >= 0 and ${t.turnoverDone} <= ${t.turnoverRequired}`,
    ),
  ],
);
