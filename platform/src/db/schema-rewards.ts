import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './schema-columns';

// Tables of the rewards engine: props, grants, accruals, quests and the activity catalogue (re-exported by
// schema.ts, one migration set).

/** A player's holding of one prop (every reward item but coin). Changed only with a prop_ledger row. */
export const userProps = pgTable(
  'user_props',
  {
    userId: integer('user_id').notNull(),
    /** Reward item id of spec §3 (contracts reward-ids). */
    propId: integer('prop_id').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.propId] }),
    check('user_props_balance_non_negative', sql`${t.balance} >= 0`),
  ],
);

/** Every prop change with the balance after it; `(ref_type, ref_id, prop_id)` unique, as the coin ledger. */
export const propLedger = pgTable(
  'prop_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    propId: integer('prop_id').notNull(),
    delta: bigint('delta', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    refType: text('ref_type').notNull(),
    refId: text('ref_id').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    unique('prop_ledger_ref_uq').on(t.refType, t.refId, t.propId),
    index('prop_ledger_user_idx').on(t.userId, t.id),
    check('prop_ledger_delta_non_zero', sql`${t.delta} <> 0`),
    check('prop_ledger_balance_after_non_negative', sql`${t.balanceAfter} >= 0`),
  ],
);

/**
 * Every grant (and spend) of the rewards engine, once per ref: the ref's uniqueness is what makes a claim
 * happen once however many copies arrive; the reward record (activityAwardGetLog) lists the grants.
 */
export const rewardGrants = pgTable(
  'reward_grants',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    /** `<source>:<userId>:<periodKey or requestId>`; unique. */
    ref: text('ref').notNull().unique(),
    /** What gave it: 'quest:<id>', 'mail', 'signIn', 'spend:<what>'… */
    source: text('source').notNull(),
    /** ACTIVITY_TYPE the record page shows it under (0 when none). */
    activityType: integer('activity_type').notNull().default(0),
    /** [{propId, count}] as granted (negative counts for a spend). */
    items: jsonb('items').notNull(),
    reason: text('reason').notNull().default(''),
    /** A spend (negative grant): kept for the audit, not listed as a reward received. */
    spend: boolean('spend').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('reward_grants_user_idx').on(t.userId, t.id)],
);

/**
 * How far each accrual consumer has followed each player's ledger rows (exactly once per ledger id): a player's
 * rows commit in id order (they queue on the wallet row), so a per-player cursor never skips one. The row with
 * user_id 0 is the consumer's discovery cursor over the whole ledger.
 */
export const accrualCursors = pgTable(
  'accrual_cursors',
  {
    consumer: text('consumer').notNull(),
    userId: integer('user_id').notNull(),
    lastLedgerId: bigint('last_ledger_id', { mode: 'number' }).notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.consumer, t.userId] })],
);

/** What the accruals derived from a player's play: lifetime valid turnover (bets − refunded bets, real money). */
export const playerAccruals = pgTable('player_accruals', {
  userId: integer('user_id').primaryKey(),
  validBet: bigint('valid_bet', { mode: 'number' }).notNull().default(0),
  updatedAt: updatedAt(),
});

/** A player's progress on one quest in one period (day / week / month key, or 'once'). */
export const questProgress = pgTable(
  'quest_progress',
  {
    userId: integer('user_id').notNull(),
    questId: text('quest_id').notNull(),
    periodKey: text('period_key').notNull(),
    progress: bigint('progress', { mode: 'number' }).notNull().default(0),
    /** 0 in progress, 1 claimable, 2 received. */
    status: smallint('status').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.questId, t.periodKey] }),
    check('quest_progress_status', sql`${t.status} in (0, 1, 2)`),
  ],
);

/** The activity catalogue (spec §3 Activity), loaded from seed/activities.json. */
export const activities = pgTable('activities', {
  id: integer('id').primaryKey(),
  /** ACTIVITY_TYPE. */
  activityType: integer('activity_type').notNull(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
  /** 1 shows as a startup popup. */
  type: smallint('type').notNull().default(0),
  themeUrl: text('theme_url').notNull().default(''),
  /** CLICK_TYPE: 1 route, 2 game, 3 external link. */
  clickType: smallint('click_type').notNull().default(1),
  clickAction: integer('click_action').notNull().default(0),
  /** Route, game id or URL (per clickType). */
  target: text('target').notNull().default(''),
  /** 0 hides it from visitors. */
  unloginShowStatus: smallint('unlogin_show_status').notNull().default(1),
  startTime: timestamp('start_time', { withTimezone: true }),
  endTime: timestamp('end_time', { withTimezone: true }),
  rule: text('rule').notNull().default(''),
  /** 0 switched off by the operator. */
  status: smallint('status').notNull().default(1),
  updatedAt: updatedAt(),
});
