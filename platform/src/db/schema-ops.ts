import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './schema-auth';
import { createdAt } from './schema-columns';

// The back office (DESIGN §10): operators, their sessions, the audit trail and four-eyes proposals.

/** People who run the casino. Never players: their own table, their own token kind, their own sign-in. */
export const operators = pgTable(
  'operators',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Lower-case login; unique. */
    login: text('login').notNull(),
    /** `scrypt$…` as players' (modules/auth/passwords.ts). */
    passwordHash: text('password_hash').notNull(),
    /** OPERATOR_ROLES; the union is what the operator may do. */
    roles: text('roles').array().notNull(),
    /** RFC 6238 shared secret, base32. Needed in clear to check a code, so it never leaves the platform after creation. */
    totpSecret: text('totp_secret').notNull(),
    /** The last TOTP time step accepted, so one code signs in once (RFC 6238 §5.2). */
    totpLastStep: integer('totp_last_step').notNull().default(0),
    disabled: smallint('disabled').notNull().default(0),
    /** Failed sign-ins since the last success, and the lock they caused (kept here, not in memory: DESIGN §11). */
    failedLogins: smallint('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('operators_login_idx').on(t.login)],
);

/** Operator sign-ins. Tokens are stored as their sha256 only; a short idle lifetime and a hard cap. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip').notNull().default(''),
    device: text('device').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('operator_sessions_token_idx').on(t.tokenHash),
    index('operator_sessions_operator_idx').on(t.operatorId),
  ],
);

/**
 * Every operator mutation, console or CLI, written in the mutation's own transaction. Append-only: a trigger
 * (migration 0023) refuses UPDATE, DELETE and TRUNCATE, so not even the platform's own role can rewrite history.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** null for the CLI, whose login is `cli:<os user>`. */
    operatorId: integer('operator_id').references(() => operators.id),
    operatorLogin: text('operator_login').notNull(),
    /** The role the action was allowed by; 'cli' for the command line. */
    role: text('role').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull().default(''),
    targetId: text('target_id').notNull().default(''),
    targetUserId: integer('target_user_id').references(() => users.id),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason').notNull().default(''),
    requestId: text('request_id').notNull().default(''),
    ip: text('ip').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_target_user_idx').on(t.targetUserId, t.id),
    index('audit_log_operator_idx').on(t.operatorId, t.id),
    index('audit_log_action_idx').on(t.action, t.id),
    index('audit_log_request_idx').on(t.requestId),
  ],
);

/**
 * Four-eyes: what a maker proposed, and the checker's decision. The state moves from pending exactly once (a
 * conditional update under a row lock), and the executor runs in that same transaction.
 */
export const proposals = pgTable(
  'proposals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Unique per proposal; the executor grants under it, so even a replayed execution cannot pay twice. */
    ref: text('ref').notNull(),
    action: text('action').notNull(),
    payload: jsonb('payload').notNull(),
    targetUserId: integer('target_user_id').references(() => users.id),
    state: text('state').notNull().default('pending'),
    /** The maker's operator; null when the maker is the command line (`cli:<os user>` in maker_login). */
    makerId: integer('maker_id').references(() => operators.id),
    makerLogin: text('maker_login').notNull(),
    reason: text('reason').notNull().default(''),
    checkerId: integer('checker_id').references(() => operators.id),
    checkerLogin: text('checker_login'),
    decideReason: text('decide_reason').notNull().default(''),
    result: jsonb('result'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('proposals_ref_idx').on(t.ref),
    index('proposals_state_idx').on(t.state, t.id),
    index('proposals_target_user_idx').on(t.targetUserId),
    // expired: nobody decided it within settings ops.proposalExpiryHours; it executes nothing, like a decline.
    check('proposals_state_check', sql`${t.state} in ('pending', 'approved', 'declined', 'expired')`),
    check('proposals_checker_not_maker', sql`${t.checkerId} is null or ${t.checkerId} <> ${t.makerId}`),
  ],
);
