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
import { users } from './schema-auth';
import { updatedAt } from './schema-columns';

// The app module's tables: catalogue documents, maintenance, customer service and the client event log
// (re-exported by schema.ts, one migration set).

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

/**
 * Every change of a catalogue document made from the console: who, when, the document before and after, and
 * when it takes effect. A row with `applied_at` null and `effective_at` ahead waits for the config job; applying
 * writes `catalogue.doc` and stamps `applied_at` in one transaction, so a version applies once.
 */
export const configVersions = pgTable(
  'config_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Catalogue key (seed file name without .json). */
    key: text('key').notNull(),
    before: jsonb('before'),
    after: jsonb('after').notNull(),
    /** Operator id or `cli:<user>`. */
    changedBy: text('changed_by').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    /** pending | applied | cancelled. */
    status: text('status').notNull().default('pending'),
  },
  (t) => [index('config_versions_key_idx').on(t.key, t.id)],
);

/** What an operator wrote about a player (player 360's notes tab); never edited, only added. */
export const playerNotes = pgTable(
  'player_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    author: text('author').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('player_notes_user_idx').on(t.userId, t.id)],
);
