import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Seeded catalogue documents, one row per file in platform/seed/ (key = file name without .json).
 * Documents, not columns: the operator edits reviewed JSON files and `ops seed` validates them against
 * the contracts before writing, so a contract field added later needs no migration.
 */
export const catalogue = pgTable('catalogue', {
  key: text('key').primaryKey(),
  doc: jsonb('doc').notNull(),
  /** sha256 of the seed file content that produced this row: tells whether the files changed since. */
  sourceHash: text('source_hash').notNull(),
  updatedAt: updatedAt(),
});

/** One row (id 1): the maintenance switch an operator flips without touching the catalogue. */
export const maintenance = pgTable(
  'maintenance',
  {
    id: smallint('id').primaryKey().default(1),
    status: smallint('status').notNull().default(0),
    title: text('title').notNull().default(''),
    content: text('content').notNull().default(''),
    /** Expected end, epoch ms; 0 when unknown. */
    endTime: bigint('end_time', { mode: 'number' }).notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('maintenance_single_row', sql`${t.id} = 1`),
    check('maintenance_status', sql`${t.status} in (0, 1)`),
  ],
);

/** Customer-service entry points; itemType 1 = LiveChat with param1 licence and param2 group. */
export const customerServiceQueue = pgTable('customer_service_queue', {
  id: integer('id').primaryKey(),
  itemType: smallint('item_type').notNull(),
  name: text('name').notNull(),
  param1: text('param1').notNull().default(''),
  param2: text('param2').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  /** 0 hides the entry without deleting it. */
  status: smallint('status').notNull().default(1),
  updatedAt: updatedAt(),
});

/**
 * Players: the account fields of spec §3 user info. Balances live in `wallets` (changed only through the
 * ledger); social identities in `social_accounts`; extra personal details in `user_profiles`.
 */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: text('uuid').notNull().unique(),
    /** Login name as typed at sign-up; null for phone or social sign-ups. Unique case-insensitively. */
    account: text('account'),
    /** ACCOUNT_TYPE: how the account was created (1 phone, 2 account, 3 facebook, 4 line, 5 google). */
    accountType: smallint('account_type').notNull().default(2),
    /** `scrypt$<N>$<r>$<p>$<salt>$<hash>`; null until the player sets a password. */
    passwordHash: text('password_hash'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** Canonical +639XXXXXXXXX (contracts phMobile); null when none is bound. */
    mobile: text('mobile').unique(),
    nickname: text('nickname').notNull().default(''),
    avatar: text('avatar').notNull().default('1'),
    avatarOther: text('avatar_other').notNull().default(''),
    /** The agent parent (spec §6 pid); set once, at sign-up or by agentFill. */
    pid: integer('pid'),
    /** This player's own code for share links; the service generates it, the default covers older rows. */
    inviteCode: text('invite_code')
      .notNull()
      .unique()
      .default(sql`(upper(substr(md5(random()::text || clock_timestamp()::text), 1, 10)))`),
    /** 0 active, 1 suspended (cannot sign in). */
    status: smallint('status').notNull().default(0),
    /** KYC_STATUS; hasKyc when approved (the KYC issue writes it). */
    kycStatus: smallint('kyc_status').notNull().default(0),
    /** Written by the accruals (vip_exp, user_level) and the VIP rules (vip); user info carries them. */
    vip: integer('vip').notNull().default(0),
    vipExp: bigint('vip_exp', { mode: 'number' }).notNull().default(0),
    userLevel: integer('user_level').notNull().default(0),
    /** Wrong passwords in the current window, when the window started, and the lock they caused. */
    failedLogins: smallint('failed_logins').notNull().default(0),
    failedSince: timestamp('failed_since', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    registerIp: text('register_ip').notNull().default(''),
    registerDevice: text('register_device').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_account_lower_idx').on(sql`lower(${t.account})`),
    index('users_pid_idx').on(t.pid),
    foreignKey({ columns: [t.pid], foreignColumns: [t.id], name: 'users_pid_fk' }),
    check('users_pid_not_self', sql`${t.pid} is null or ${t.pid} <> ${t.id}`),
  ],
);

/** A Facebook (3), LINE (4) or Google (5) identity linked to a player: one per provider per player. */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: smallint('provider').notNull(),
    /** The provider's stable user id (Google `sub`, Facebook user id, LINE user id). */
    subject: text('subject').notNull(),
    name: text('name').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    unique('social_accounts_subject_uq').on(t.provider, t.subject),
    unique('social_accounts_user_provider_uq').on(t.userId, t.provider),
  ],
);

/** Extra personal details (appUserOther) and the delivery address (updateAddress). */
export const userProfiles = pgTable('user_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  realName: text('real_name').notNull().default(''),
  /** YYYY-MM-DD or ''. */
  birthday: text('birthday').notNull().default(''),
  email: text('email').notNull().default(''),
  gender: text('gender').notNull().default(''),
  occupation: text('occupation').notNull().default(''),
  nationality: text('nationality').notNull().default(''),
  address: jsonb('address'),
  updatedAt: updatedAt(),
});

/** Bearer sessions. Only the sha256 of the token is stored, so a leaked table grants nothing. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Shown to the player as the session id (GLI); random, so it says nothing about other sessions. */
    publicId: text('public_id')
      .notNull()
      .default(sql`('s-' || substr(md5(random()::text || clock_timestamp()::text), 1, 16))`),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** LOGIN_TYPE or social provider id the session was opened with; 0 when opened by a test or tool. */
    loginType: smallint('login_type').notNull().default(0),
    /** Short description from the user agent, e.g. "Android · Chrome". */
    device: text('device').notNull().default(''),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
    /** Sliding: authenticated calls push it forward, never past created_at + the absolute cap. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set on logout or password change; a revoked session never resolves again. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The game the player was in at the last presence ping (online.gameId), 0 for the lobby. */
    lastGameId: integer('last_game_id').notNull().default(0),
  },
  (t) => [index('sessions_user_idx').on(t.userId, t.createdAt)],
);

/** SMS codes: only a salted hash is kept; single use, short-lived, a few tries each. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    mobile: text('mobile').notNull(),
    /** AUTH_MODE the code was sent for; a code serves only its own mode. */
    purpose: smallint('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when used, or when a newer code for the same number and mode replaced it. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('sms_codes_mobile_idx').on(t.mobile, t.purpose, t.createdAt)],
);

/** Per-number send throttle: one atomic upsert enforces the resend cooldown and the daily limit. */
export const smsThrottle = pgTable('sms_throttle', {
  mobile: text('mobile').primaryKey(),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
  /** Manila day (YYYY-MM-DD) that dayCount counts. */
  day: text('day').notNull(),
  dayCount: integer('day_count').notNull(),
});

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

/** Deposit orders: created pending, closed by a verified gateway webhook (paid/failed) or by expiry. */
export const rechargeOrders = pgTable(
  'recharge_orders',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    rechargeTypeId: integer('recharge_type_id').notNull(),
    channelName: text('channel_name').notNull(),
    /** Gateway method (gcash, maya, qrph, bank…) as configured on the channel when the order was made. */
    method: text('method').notNull(),
    itemId: integer('item_id'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Recharge bonus credited with the deposit (computed at creation, shown before paying). */
    bonus: bigint('bonus', { mode: 'number' }).notNull().default(0),
    /** pending → paid | failed | expired (RECHARGE_ORDER_STATUS). */
    status: text('status').notNull().default('pending'),
    gateway: text('gateway').notNull(),
    /** The gateway's payment/event id once paid or failed. */
    gatewayRef: text('gateway_ref'),
    /** Where the player pays (the gateway's page); shown only while pending. */
    checkoutUrl: text('checkout_url').notNull().default(''),
    /** Same-origin path the checkout sends the player back to. */
    returnPath: text('return_path').notNull().default('/wallets?name=deposit'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('recharge_orders_user_idx').on(t.userId, t.createdAt),
    index('recharge_orders_pending_idx').on(t.status, t.expiresAt),
    check('recharge_orders_amount', sql`${t.amount} > 0 and ${t.bonus} >= 0`),
  ],
);

/** Every webhook delivery, verified or not: the operator's audit trail (never the signature or secret). */
export const paymentWebhooks = pgTable(
  'payment_webhooks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    gateway: text('gateway').notNull(),
    /** credited | failed | duplicate | forged | stale | malformed | expired | unknown_order | mismatch | ignored */
    outcome: text('outcome').notNull(),
    eventId: text('event_id'),
    orderId: text('order_id'),
    ip: text('ip').notNull().default(''),
    detail: text('detail').notNull().default(''),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_webhooks_order_idx').on(t.orderId)],
);

/** Receiving accounts (bank or e-wallet) a player withdraws to; removed ones are kept for the order history. */
export const userBanks = pgTable(
  'user_banks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** appRechargeBankMap id. */
    bankId: integer('bank_id').notNull(),
    accountName: text('account_name').notNull(),
    accountNo: text('account_no').notNull(),
    isDefault: smallint('is_default').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('user_banks_user_idx').on(t.userId)],
);

/** Withdrawal orders: the amount is held through the ledger at submission; an operator pays or rejects. */
export const exchangeOrders = pgTable(
  'exchange_orders',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    userBankId: integer('user_bank_id')
      .notNull()
      .references(() => userBanks.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull().default(0),
    /** pending → paid | rejected (EXCHANGE_ORDER_STATUS; 'approved' is left for a two-step payout). */
    status: text('status').notNull().default('pending'),
    rejectReason: text('reject_reason').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('exchange_orders_user_idx').on(t.userId, t.createdAt),
    check('exchange_orders_amount', sql`${t.amount} > 0 and ${t.fee} >= 0 and ${t.fee} <= ${t.amount}`),
  ],
);

/** Client events (page views, clicks…) as the app's event-log batches deliver them. */
export const eventLog = pgTable(
  'event_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** Epoch ms on the client clock, as sent. */
    clientTs: bigint('client_ts', { mode: 'number' }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    requestId: text('request_id').notNull(),
    event: text('event').notNull(),
    page: text('page'),
    props: jsonb('props'),
    appVersion: text('app_version'),
    channel: text('channel'),
    platform: smallint('platform'),
  },
  (t) => [index('event_log_received_idx').on(t.receivedAt), index('event_log_user_idx').on(t.userId)],
);

/** Event-log batches already stored, by the sender's batch key: a retried batch is never stored twice. */
export const eventLogBatches = pgTable(
  'event_log_batches',
  {
    batchKey: text('batch_key').primaryKey(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    stored: integer('stored').notNull(),
  },
  (t) => [index('event_log_batches_received_idx').on(t.receivedAt)],
);

// Games, fairness and provider-wallet tables (their own file, one migration set).
export * from './schema-games';
// The mail inbox.
export * from './schema-mail';
// Props, reward grants, accruals, quests and activities.
export * from './schema-rewards';
