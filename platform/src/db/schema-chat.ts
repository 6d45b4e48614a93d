import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './schema-columns';

// The built-in live chat (re-exported by schema.ts, one migration set).

/**
 * One conversation of a player with the support team. 'waiting' until an agent answers, 'active' after,
 * 'closed' by the agent, 'inbox' when nobody answered in time (it went on as a feedback thread).
 */
export const chatThreads = pgTable(
  'chat_threads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    status: text('status').notNull().default('waiting'),
    /** The operator who claimed it; null while unclaimed. */
    operatorId: integer('operator_id'),
    /** The chat form's open id: a retry or double tap opens one chat. */
    requestId: text('request_id').notNull(),
    createdAt: createdAt(),
    /** The first agent answer; null while waiting (the unanswered sweep reads it). */
    firstReplyAt: timestamp('first_reply_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The feedback thread it became when nobody answered in time. */
    feedbackId: integer('feedback_id'),
  },
  (t) => [
    uniqueIndex('chat_threads_request_uq').on(t.userId, t.requestId),
    // One open chat per player: a second tab joins the same conversation.
    uniqueIndex('chat_threads_open_uq').on(t.userId).where(sql`${t.status} in ('waiting', 'active')`),
    index('chat_threads_status_idx').on(t.status, t.id),
    index('chat_threads_user_idx').on(t.userId, t.id),
    check('chat_threads_status', sql`${t.status} in ('waiting', 'active', 'closed', 'inbox')`),
  ],
);

/**
 * Everything said or done in a chat, in order: the id is the stream's event id (Last-Event-ID), so every
 * change a screen shows is a row here — messages and the system notes (claimed, closed, moved to inbox).
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chatThreads.id, { onDelete: 'cascade' }),
    /** Copied from the thread so a player's stream filters without a join. */
    userId: integer('user_id').notNull(),
    /** 'player', 'agent' or 'system'. */
    author: text('author').notNull(),
    operatorId: integer('operator_id'),
    /** A system note's kind: 'claimed', 'closed', 'inbox'; null for messages. */
    event: text('event'),
    text: text('text').notNull(),
    /** The send's id: a retry or double tap adds one message. */
    requestId: text('request_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_messages_request_uq').on(t.chatId, t.requestId),
    index('chat_messages_chat_idx').on(t.chatId, t.id),
    index('chat_messages_user_idx').on(t.userId, t.id),
    check('chat_messages_author', sql`${t.author} in ('player', 'agent', 'system')`),
  ],
);

/** Support agents with the console's chat open: seen within the last minute = online (chatStatus counts them). */
export const chatAgentPresence = pgTable('chat_agent_presence', {
  operatorId: integer('operator_id').primaryKey(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
});
