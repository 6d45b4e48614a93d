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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './schema-columns';

// Tables of the games, fairness and provider-wallet modules (re-exported by schema.ts, one migration set).

/**
 * Provably-fair seed pairs: one `active` pair per player; rotation marks it `revealed` and opens a new one.
 * `nonce` is the nonce the next round takes: a round claims it with one UPDATE … RETURNING, so the row lock
 * serialises rounds and two rounds never share a nonce.
 */
export const fairnessSeeds = pgTable(
  'fairness_seeds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull().default(0),
    /** 'active' (secret) or 'revealed' (rotated out; the seed may be shown). */
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('fairness_seeds_one_active_idx').on(t.userId).where(sql`${t.status} = 'active'`),
    index('fairness_seeds_user_idx').on(t.userId, t.id),
    check('fairness_seeds_status', sql`${t.status} in ('active', 'revealed')`),
  ],
);

/**
 * A game session from startGame / startGameDemo. Demo sessions carry their demo coins and their own seed
 * pair (visitors have no player row); external sessions store only sha256 of the token the provider sees.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id'),
    gameId: integer('game_id').notNull(),
    engine: text('engine').notNull(),
    /** 'real' or 'demo'. */
    mode: text('mode').notNull(),
    /** 'open' or 'closed'. */
    status: text('status').notNull().default('open'),
    demoBalance: bigint('demo_balance', { mode: 'number' }).notNull().default(0),
    demoServerSeed: text('demo_server_seed'),
    demoClientSeed: text('demo_client_seed'),
    demoNonce: integer('demo_nonce').notNull().default(0),
    /** External provider sessions: sha256 of the launch token. */
    tokenHash: text('token_hash').unique(),
    providerId: text('provider_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('game_sessions_user_idx').on(t.userId, t.gameId, t.status),
    // the sweep's "expired but still open" lookup reads only the open sessions, by expiry
    index('game_sessions_open_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'open'`),
    check('game_sessions_demo_balance', sql`${t.demoBalance} >= 0`),
  ],
);

/** Rounds of the in-house games, real and demo; `state` is the engine's round (secrets included). */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    roundId: text('round_id').notNull().unique(),
    sessionId: text('session_id').notNull(),
    /** The play's idempotency key: a retry within the session answers the same round. */
    requestId: text('request_id').notNull(),
    userId: integer('user_id'),
    gameId: integer('game_id').notNull(),
    engine: text('engine').notNull(),
    mode: text('mode').notNull(),
    status: text('status').notNull(),
    bet: bigint('bet', { mode: 'number' }).notNull(),
    win: bigint('win', { mode: 'number' }).notNull().default(0),
    balanceBefore: bigint('balance_before', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    seedId: integer('seed_id'),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    variant: text('variant').notNull(),
    state: jsonb('state').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('game_rounds_request_uq').on(t.sessionId, t.requestId),
    index('game_rounds_user_game_idx').on(t.userId, t.gameId, t.id),
    // A player's real rounds by time (history page, its count, the day report, player 360), covering what the
    // history shows: read from the index alone, however many rounds the player has played (the migration, 0034,
    // adds INCLUDE (round_id, game_id, bet, win, status), which the schema builder cannot say).
    index('game_rounds_real_history_idx').on(t.userId, t.createdAt, t.id).where(sql`${t.mode} = 'real'`),
    index('game_rounds_open_idx').on(t.sessionId).where(sql`${t.status} = 'open'`),
    // Retention pruning walks rounds by age: BRIN, as rounds arrive in time order.
    index('game_rounds_created_brin').using('brin', t.createdAt),
    // the lobby's big-wins ticker reads the last hours of settled real rounds
    index('game_rounds_settled_time_idx')
      .on(t.updatedAt)
      .where(sql`${t.mode} = 'real' and ${t.status} = 'settled'`),
  ],
);

/** Actions applied to a round, keyed by the client's requestId: a retried action applies once. */
export const gameRoundActions = pgTable(
  'game_round_actions',
  {
    roundPk: bigint('round_pk', { mode: 'number' }).notNull(),
    requestId: text('request_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.roundPk, t.requestId] })],
);

export const gameLikes = pgTable(
  'game_likes',
  { userId: integer('user_id').notNull(), gameId: integer('game_id').notNull(), createdAt: createdAt() },
  (t) => [primaryKey({ columns: [t.userId, t.gameId] })],
);

/** Recently started games (getAfterLoginInfoWeb gameHistory), one row per player and game. */
export const gameHistory = pgTable(
  'game_history',
  {
    userId: integer('user_id').notNull(),
    gameId: integer('game_id').notNull(),
    lastStartedAt: timestamp('last_started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.gameId] }),
    index('game_history_recent_idx').on(t.userId, t.lastStartedAt),
  ],
);

/**
 * Seamless-wallet transactions from outside providers: (provider, transaction id) is processed once and the
 * original answer kept, so a duplicate gets exactly what the first request got.
 */
export const providerTransactions = pgTable(
  'provider_transactions',
  {
    providerId: text('provider_id').notNull(),
    txId: text('tx_id').notNull(),
    /** 'bet', 'win' or 'rollback'. */
    kind: text('kind').notNull(),
    userId: integer('user_id'),
    /** win / rollback: the bet transaction they refer to. */
    refTxId: text('ref_tx_id'),
    providerRoundId: text('provider_round_id').notNull().default(''),
    gameId: integer('game_id'),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    answer: jsonb('answer').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.txId] }),
    index('provider_tx_ref_idx').on(t.providerId, t.refTxId),
    index('provider_tx_user_idx').on(t.userId, t.createdAt),
    // the lobby's big-wins ticker reads the last hours of wins
    index('provider_tx_win_time_idx').on(t.createdAt).where(sql`${t.kind} = 'win'`),
  ],
);
