// Reading and writing chat rows, shared by the player's and the agents' rules and the stream.
import type { CallAnswer } from '@casino/contracts/registry';
import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { type Paging, pageOf, pageOffset } from '../../core/paging';
import type { Db, Tx } from '../../db/client';
import { chatMessages, chatThreads, users } from '../../db/schema';

export type ChatMessage = CallAnswer<'chatSend'>;
export type ChatThread = NonNullable<CallAnswer<'chatHistory'>['chat']>;
export type ThreadRow = typeof chatThreads.$inferSelect;
type MessageRow = typeof chatMessages.$inferSelect;

/** Chats still in the conversation: a player writes and agents answer only in these. */
export const OPEN_STATUSES = ['waiting', 'active'] as const;

export function messageOf(r: MessageRow): ChatMessage {
  return {
    id: r.id,
    chatId: r.chatId,
    from: r.author as ChatMessage['from'],
    event: (r.event ?? null) as ChatMessage['event'],
    text: r.text,
    createTime: r.createdAt.getTime(),
  };
}

export async function threadOf(db: Db | Tx, row: ThreadRow): Promise<ChatThread> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.chatId, row.id))
    .orderBy(asc(chatMessages.id));
  return {
    id: row.id,
    status: row.status as ChatThread['status'],
    feedbackId: row.feedbackId ?? 0,
    createTime: row.createdAt.getTime(),
    messages: rows.map(messageOf),
  };
}

/** Adds one line; with a requestId, a retry answers the line already stored instead of adding another. */
export async function addMessage(
  tx: Tx,
  o: {
    chat: ThreadRow;
    author: 'player' | 'agent' | 'system';
    text: string;
    operatorId?: number | null;
    event?: 'claimed' | 'closed' | 'inbox';
    requestId?: string;
  },
): Promise<ChatMessage> {
  const [made] = await tx
    .insert(chatMessages)
    .values({
      chatId: o.chat.id,
      userId: o.chat.userId,
      author: o.author,
      operatorId: o.operatorId ?? null,
      event: o.event ?? null,
      text: o.text,
      requestId: o.requestId ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (made) return messageOf(made);
  const [prior] = await tx
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.chatId, o.chat.id), eq(chatMessages.requestId, o.requestId!)));
  return messageOf(prior!);
}

/** A line with whose chat it is, as the stream hub reads it (the wire shape carries no user id). */
export interface ChatLine {
  userId: number;
  msg: ChatMessage;
}

/** Every line after `afterId` (a player's own, or all for agents), oldest first: the stream's replay. */
export async function messagesAfter(
  db: Db,
  o: { afterId: number; userId?: number; limit?: number },
): Promise<ChatLine[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(
      o.userId === undefined
        ? gt(chatMessages.id, o.afterId)
        : and(eq(chatMessages.userId, o.userId), gt(chatMessages.id, o.afterId)),
    )
    .orderBy(asc(chatMessages.id))
    .limit(o.limit ?? 500);
  return rows.map((r) => ({ userId: r.userId, msg: messageOf(r) }));
}

/** The newest line id, where a fresh stream with no Last-Event-ID starts. */
export async function latestMessageId(db: Db): Promise<number> {
  const [row] = await db
    .select({ id: sql<number>`coalesce(max(${chatMessages.id}), 0)::int` })
    .from(chatMessages);
  return Number(row?.id ?? 0);
}

/**
 * A player's chats with every line, newest first: the chat history the console's player 360 shows
 * (`playerChatHistory` on the module's door).
 */
export async function playerChatHistory(
  db: Db,
  userId: number,
  o: { limit?: number; offset?: number } = {},
): Promise<(ChatThread & { operatorId: number | null })[]> {
  const rows = await db
    .select()
    .from(chatThreads)
    .where(eq(chatThreads.userId, userId))
    .orderBy(desc(chatThreads.id))
    .limit(o.limit ?? 20)
    .offset(o.offset ?? 0);
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(chatMessages)
    .where(
      inArray(
        chatMessages.chatId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(chatMessages.id));
  return rows.map((r) => ({
    id: r.id,
    status: r.status as ChatThread['status'],
    feedbackId: r.feedbackId ?? 0,
    createTime: r.createdAt.getTime(),
    operatorId: r.operatorId,
    messages: lines.filter((l) => l.chatId === r.id).map(messageOf),
  }));
}

/** playerChatHistory a page at a time, with the player's VIP level on each chat as the desk shows it. */
export async function playerChatPage(db: Db, userId: number, paging: Paging) {
  const [user] = await db.select({ vip: users.vip }).from(users).where(eq(users.id, userId));
  if (!user) return null;
  const [total] = await db.select({ n: count() }).from(chatThreads).where(eq(chatThreads.userId, userId));
  const chats = await playerChatHistory(db, userId, { limit: paging.pageSize, offset: pageOffset(paging) });
  return pageOf(
    chats.map((c) => ({ ...c, userId, vipLevel: user.vip })),
    Number(total?.n ?? 0),
    paging,
  );
}
