import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './schema-columns';

// Players, their identities, profiles, sessions and SMS codes (re-exported by schema.ts, one migration set).

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
    /**
     * The verified KYC level (0 none, 1 ID + live selfie, 2 also address and source of funds): what the money
     * rules ask for. It only rises with an approval; a newer submission waiting for review leaves it as it is.
     */
    kycLevel: smallint('kyc_level').notNull().default(0),
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
    // Registrations per day (the operator's reports).
    index('users_created_idx').on(t.createdAt),
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

/**
 * Wrong-password counters shared by every platform instance (a per-process counter would give an attacker
 * LOGIN_MAX_FAILURES tries on each replica). One row per (account key, client): `u:<user id>` or `n:<name>`
 * for a name that is no account; `client` is the address, or ALL_CLIENTS for a name's all-clients backstop.
 * Registered accounts keep that backstop on `users` (failed_logins, locked_until).
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    account: text('account').notNull(),
    client: text('client').notNull(),
    failures: integer('failures').notNull(),
    /** Start of the counting window (LOGIN_FAILURE_WINDOW_MS). */
    since: timestamp('since', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.account, t.client] }), index('login_failures_since_idx').on(t.since)],
);

/**
 * The sandbox SMS gateway's outbox (dev/test only: GET /dev/sms-outbox): kept in the database so a code sent
 * through one platform instance reads through any other. The newest few per number are kept.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    mobile: text('mobile').notNull(),
    text: text('text').notNull(),
    code: text('code').notNull(),
    purpose: smallint('purpose').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sms_outbox_mobile_idx').on(t.mobile, t.id)],
);
