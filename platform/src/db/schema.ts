import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
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

/** Players. Minimal for now; the accounts issue adds credentials, mobile, social ids and profile fields. */
export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  uuid: text('uuid').notNull().unique(),
  /** Login name; null for players who signed up by phone or social only. */
  account: text('account').unique(),
  nickname: text('nickname').notNull().default(''),
  avatar: text('avatar').notNull().default('1'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Bearer sessions. Only the sha256 of the token is stored, so a leaked table grants nothing. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set on logout or password change; a revoked session never resolves again. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The game the player was in at the last presence ping (online.gameId), 0 for the lobby. */
    lastGameId: integer('last_game_id').notNull().default(0),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
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
