import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './schema-columns';

// Tables of the deposit activities (first deposit, ladder, accumulated and continuous recharge).

/**
 * Deposits per player and Manila day, written only by the deposit-activities accrual consumer (so every
 * deposit ledger row counts once): the accumulated total of the day, the deposit count behind the ladder, and
 * the days in a row behind the continuous reward.
 */
export const depositDays = pgTable(
  'deposit_days',
  {
    userId: integer('user_id').notNull(),
    /** Manila day key YYYY-MM-DD (core/periods dayKey). */
    day: text('day').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    count: integer('count').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * A reward a deposit earned: one row per player and `reward_key` (`first`, `ladder:<n>`,
 * `accumulated:<day>:<target>`, `continuous:<streak start>:<day>`), written claimable by the consumer and turned
 * received in the transaction that grants it through the rewards engine (grant ref `deposit-reward:<user>:<id>`).
 */
export const depositRewards = pgTable(
  'deposit_rewards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    rewardKey: text('reward_key').notNull(),
    activityType: integer('activity_type').notNull(),
    /** Deposit number, tier target or streak day: what the page lines the reward up with. */
    step: bigint('step', { mode: 'number' }).notNull(),
    baseAmount: bigint('base_amount', { mode: 'number' }).notNull(),
    bonus: bigint('bonus', { mode: 'number' }).notNull(),
    /** The turnover multiple the terms promised when it was earned (a later seed edit does not change it). */
    turnoverMultiple: integer('turnover_multiple').notNull(),
    day: text('day').notNull(),
    /** The deposit (recharge order id) whose ledger row earned it. */
    depositRef: text('deposit_ref').notNull(),
    /** 1 claimable, 2 received. */
    status: smallint('status').notNull().default(1),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('deposit_rewards_user_key').on(t.userId, t.rewardKey),
    index('deposit_rewards_user_status').on(t.userId, t.status),
    check('deposit_rewards_bonus_positive', sql`${t.bonus} > 0`),
  ],
);
