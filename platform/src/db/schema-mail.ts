import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// The mail inbox's tables (re-exported by schema.ts, one migration set).

/**
 * A mail: to one player (`user_id`) or a broadcast to every player (`user_id` null) — a broadcast reaches
 * whoever opens the inbox while it is live, players registered after it was sent included.
 */
export const mails = pgTable(
  'mails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** null = every player (broadcast). */
    userId: integer('user_id'),
    /** 'operator' (ops mail send) or 'system' (deposit credited, withdrawal paid/rejected…). */
    sender: text('sender').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** [{propId, count}] given once per player through rewards.grant; [] = no attachment. */
    attachments: jsonb('attachments').notNull().default(sql`'[]'::jsonb`),
    /** Coin in the attachment is bonus money needing this × its amount in turnover (0 = none). */
    turnoverMultiple: integer('turnover_multiple').notNull().default(0),
    /** A system mail's event ('deposit:R…'): the same event never mails twice. */
    eventKey: text('event_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Gone from every inbox after this; null = never. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('mails_user_idx').on(t.userId, t.id),
    check('mails_turnover_multiple', sql`${t.turnoverMultiple} >= 0`),
  ],
);

/** One player's state of one mail, written on the first read, receive or delete. */
export const mailStates = pgTable(
  'mail_states',
  {
    userId: integer('user_id').notNull(),
    mailId: integer('mail_id')
      .notNull()
      .references(() => mails.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.mailId] })],
);

/**
 * A send an operator made (or scheduled) from the console: to one player or a segment, with its rewards. The
 * mail rows it wrote carry `send_id`'s event key; `sent_at` null and `send_at` ahead = waiting for the mail job.
 */
export const mailSends = pgTable(
  'mail_sends',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** {userId} | {segment: {kind, …}} as the operator asked (contracts mailSend `to`). */
    target: jsonb('target').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    attachments: jsonb('attachments').notNull().default(sql`'[]'::jsonb`),
    turnoverMultiple: integer('turnover_multiple').notNull().default(0),
    /** Operator id or `cli:<user>`. */
    sentBy: text('sent_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Players the send reached (1 for a broadcast to all: one broadcast row). */
    recipients: integer('recipients').notNull().default(0),
    /** scheduled | sent | cancelled. */
    status: text('status').notNull().default('scheduled'),
  },
  (t) => [index('mail_sends_due_idx').on(t.status, t.sendAt)],
);
