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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './schema-columns';

// Tables of the invite and agent programmes (re-exported by schema.ts, one migration set).

/** Where a player signed up from: the device id the client sent and the address, for the abuse rules. */
export const agentSignups = pgTable(
  'agent_signups',
  {
    userId: integer('user_id').primaryKey(),
    deviceId: text('device_id').notNull().default(''),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('agent_signups_device').on(t.deviceId)],
);

/**
 * An invitee who became valid (deposit and turnover reached): one row ever per invitee, written by the agent
 * accrual consumer in the transaction that credits the inviter's invite reward and spins.
 */
export const inviteValid = pgTable(
  'invite_valid',
  {
    inviteeId: integer('invitee_id').primaryKey(),
    inviterId: integer('inviter_id').notNull(),
    reward: bigint('reward', { mode: 'number' }).notNull(),
    spins: integer('spins').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('invite_valid_inviter').on(t.inviterId)],
);

/**
 * A player's invite account: the accumulated invite reward not yet moved into coin, spins earned and used.
 * Changed only under its row lock; the balance never goes below 0.
 */
export const inviteAccounts = pgTable(
  'invite_accounts',
  {
    userId: integer('user_id').primaryKey(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    totalReward: bigint('total_reward', { mode: 'number' }).notNull().default(0),
    spinsEarned: integer('spins_earned').notNull().default(0),
    spinsUsed: integer('spins_used').notNull().default(0),
    /** Exchanges made: the next exchange's grant ref is `invite-exchange:<user>:<exchanges + 1>`. */
    exchanges: integer('exchanges').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('invite_accounts_balance_non_negative', sql`${t.balance} >= 0`),
    check('invite_accounts_spins', sql`${t.spinsUsed} <= ${t.spinsEarned}`),
  ],
);

/** Invite spins: one per (player, requestId), so a retried spin answers the first draw and spends nothing. */
export const inviteSpins = pgTable(
  'invite_spins',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    requestId: text('request_id').notNull(),
    cell: integer('cell').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    seedId: integer('seed_id').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('invite_spins_request').on(t.userId, t.requestId)],
);

/** Taps on the share buttons, per player and target (the invite funnel). */
export const inviteClicks = pgTable(
  'invite_clicks',
  {
    userId: integer('user_id').notNull(),
    target: text('target').notNull(),
    clicks: integer('clicks').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.target] })],
);

/**
 * The agent statement's lines: valid turnover of one downline member, at one level below the agent, of one
 * game type on one Manila day, with the bet records behind it (count and ledger id range). Written by the agent
 * accrual consumer while `status` is open; settlement fixes rate and commission and moves it to payable or held.
 * A stake accrued after its day was settled opens a new line (the partial unique index covers open lines only).
 */
export const agentTurnover = pgTable(
  'agent_turnover',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    agentId: integer('agent_id').notNull(),
    memberId: integer('member_id').notNull(),
    level: integer('level').notNull(),
    day: text('day').notNull(),
    gameType: integer('game_type').notNull(),
    /** Stakes − refunded stakes, minor units. */
    validBet: bigint('valid_bet', { mode: 'number' }).notNull().default(0),
    betCount: integer('bet_count').notNull().default(0),
    firstLedgerId: bigint('first_ledger_id', { mode: 'number' }).notNull(),
    lastLedgerId: bigint('last_ledger_id', { mode: 'number' }).notNull(),
    rateBp: integer('rate_bp').notNull().default(0),
    commission: bigint('commission', { mode: 'number' }).notNull().default(0),
    /** open → payable | held; held → payable (released) | rejected; payable → claimed. */
    status: text('status').notNull().default('open'),
    holdReason: text('hold_reason'),
    settlementId: integer('settlement_id'),
    claimRef: text('claim_ref'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('agent_turnover_open_line')
      .on(t.agentId, t.memberId, t.day, t.gameType)
      .where(sql`status = 'open'`),
    index('agent_turnover_agent_status').on(t.agentId, t.status),
    index('agent_turnover_agent_day').on(t.agentId, t.day),
    check('agent_turnover_commission_non_negative', sql`${t.commission} >= 0`),
  ],
);

/** One settlement of an agent's Manila day: the carried-forward statement line. */
export const agentSettlements = pgTable(
  'agent_settlements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    agentId: integer('agent_id').notNull(),
    day: text('day').notNull(),
    opening: bigint('opening', { mode: 'number' }).notNull(),
    commission: bigint('commission', { mode: 'number' }).notNull(),
    held: bigint('held', { mode: 'number' }).notNull(),
    closing: bigint('closing', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agent_settlements_agent_day').on(t.agentId, t.day)],
);
