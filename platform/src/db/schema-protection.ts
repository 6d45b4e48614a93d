import { bigint, boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { updatedAt } from './schema-columns';

// Tables of player protection (re-exported by schema.ts, one migration set).

/**
 * A limit a player set on themselves: deposit or loss (minor units) or play time (minutes) per Manila day, ISO
 * week or month. `amount` is in force now (null = none); a looser value waits in `pending_*` until
 * `pending_from` (then `amount` takes it on the next read — see protection/limits.ts).
 */
export const selfLimits = pgTable(
  'self_limits',
  {
    userId: integer('user_id').notNull(),
    /** deposit | loss | session (contracts SELF_LIMIT_KINDS). */
    kind: text('kind').notNull(),
    /** day | week | month. */
    period: text('period').notNull(),
    amount: bigint('amount', { mode: 'number' }),
    /** A looser value is waiting (its amount may be null: the limit is being removed). */
    pending: boolean('pending').notNull().default(false),
    pendingAmount: bigint('pending_amount', { mode: 'number' }),
    pendingFrom: timestamp('pending_from', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.period] })],
);

/**
 * A running (or past) cool-off or self-exclusion, one row per player: a new one replaces it only by ending
 * later. While `until` is ahead the player may only withdraw and read history.
 */
export const selfRestrictions = pgTable('self_restrictions', {
  userId: integer('user_id').primaryKey(),
  /** coolOff | exclusion. */
  kind: text('kind').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  until: timestamp('until', { withTimezone: true }).notNull(),
  /** The exclusion cannot be revoked before this (null for a cool-off). */
  irrevocableUntil: timestamp('irrevocable_until', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});

/**
 * Play time of players with a play-time limit: seconds between consecutive bets (gaps up to the play-session
 * gap) per Manila day, and the last bet, from which the next bet's gap is measured.
 */
export const playTime = pgTable(
  'play_time',
  {
    userId: integer('user_id').notNull(),
    /** Manila day key YYYY-MM-DD. */
    day: text('day').notNull(),
    seconds: integer('seconds').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

export const playClock = pgTable('play_clock', {
  userId: integer('user_id').primaryKey(),
  lastBetAt: timestamp('last_bet_at', { withTimezone: true }).notNull(),
});

/**
 * A block an operator put on a player (a licensee-initiated exclusion): `deposit`, `withdraw` or `play`, with
 * the reason. One row per player and kind; lifting it sets `lifted_at` (the row stays for the record). The
 * protection module's checks (checkDeposit, checkBet, checkWithdraw) refuse while a row is not lifted.
 */
export const operatorBlocks = pgTable(
  'operator_blocks',
  {
    userId: integer('user_id').notNull(),
    /** deposit | withdraw | play (contracts OPERATOR_BLOCK_KINDS). */
    kind: text('kind').notNull(),
    reason: text('reason').notNull(),
    /** Who set it (operator id or `cli:<user>`). */
    setBy: text('set_by').notNull(),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftedBy: text('lifted_by'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
