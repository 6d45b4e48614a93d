import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './schema-columns';

// Tables of the VIP rules (re-exported by schema.ts, one migration set).

/**
 * Valid turnover per player, Manila day and game type (0 = a ledger row without one): the rebate base, and the
 * period experience that level keeping reads. Written only by the VIP accrual consumer; `received_at` and
 * `grant_ref` are set in the transaction that grants the rebate through the rewards engine.
 */
export const vipRebateDays = pgTable(
  'vip_rebate_days',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    /** Manila day key YYYY-MM-DD (core/periods dayKey). */
    day: text('day').notNull(),
    gameType: integer('game_type').notNull(),
    /** Stakes − refunded stakes, minor units (a refund of an earlier day's stake may take it below 0). */
    validBet: bigint('valid_bet', { mode: 'number' }).notNull().default(0),
    /** The best rate the player's VIP level gave this game type on that day, basis points. */
    rateBp: integer('rate_bp').notNull().default(0),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    /** floor(validBet × rateBp / 10000) as granted (0 until received). */
    bonus: bigint('bonus', { mode: 'number' }).notNull().default(0),
    grantRef: text('grant_ref'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('vip_rebate_days_user_day_type').on(t.userId, t.day, t.gameType),
    index('vip_rebate_days_received').on(t.userId, t.receivedAt),
    check('vip_rebate_days_bonus_non_negative', sql`${t.bonus} >= 0`),
  ],
);

/** When a player first reached each VIP level: level keeping never demotes below a level in its own period. */
export const vipLevelsReached = pgTable(
  'vip_levels_reached',
  {
    userId: integer('user_id').notNull(),
    level: integer('level').notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.level] })],
);

/**
 * One level-keeping review per player and period (written whether the level was kept or not, so a period is
 * reviewed once). A demotion moves one level down and sets `exp_offset`: experience earned before it no longer
 * counts toward promotion, so the level is earned back rather than restored by the next bet.
 */
export const vipAudits = pgTable(
  'vip_audits',
  {
    userId: integer('user_id').notNull(),
    /** The keeping period reviewed (core/periods key: YYYY-MM or ISO week). */
    period: text('period').notNull(),
    fromLevel: integer('from_level').notNull(),
    toLevel: integer('to_level').notNull(),
    periodExp: bigint('period_exp', { mode: 'number' }).notNull(),
    /** vip_exp minus this is the experience promotion counts (the latest review's offset holds). */
    expOffset: bigint('exp_offset', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.period] })],
);
