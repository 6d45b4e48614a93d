// The support agents' side of the live chat: the inbox, claiming a chat, answering it, closing it, and being
// seen online. Writes take the caller's transaction so the operator's audit row commits with them.
import { ERR } from '@casino/contracts/errors';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { CallError } from '../../core/call-error';
import type { Db, Tx } from '../../db/client';
import { chatAgentPresence, chatMessages, chatThreads, users } from '../../db/schema';
import { addMessage, type ChatMessage, OPEN_STATUSES, type ThreadRow } from './messages';
import { cleanChatText } from './service';

async function lockedChat(tx: Tx, chatId: number): Promise<ThreadRow> {
  const [row] = await tx.select().from(chatThreads).where(eq(chatThreads.id, chatId)).for('update');
  if (!row) throw new CallError(ERR.CHAT_NOT_FOUND, 'No such chat.');
  return row;
}

function mustBeOpen(row: ThreadRow) {
  if (!(OPEN_STATUSES as readonly string[]).includes(row.status)) {
    throw new CallError(
      ERR.CHAT_ENDED,
      row.status === 'inbox'
        ? 'This chat went to the feedback queue: answer it there.'
        : 'This chat has ended.',
    );
  }
}

/** The agent takes the chat: others see it as theirs; a chat another agent holds is refused. */
export async function claimChat(
  tx: Tx,
  o: { chatId: number; operatorId: number; agentName: string },
): Promise<{ before: ThreadRow; after: ThreadRow; note: ChatMessage | null }> {
  const before = await lockedChat(tx, o.chatId);
  mustBeOpen(before);
  if (before.operatorId === o.operatorId) return { before, after: before, note: null };
  if (before.operatorId !== null) {
    throw new CallError(ERR.CHAT_TAKEN, 'Another agent is already answering this chat.');
  }
  const [after] = await tx
    .update(chatThreads)
    .set({ operatorId: o.operatorId })
    .where(eq(chatThreads.id, o.chatId))
    .returning();
  const note = await addMessage(tx, {
    chat: before,
    author: 'system',
    event: 'claimed',
    operatorId: o.operatorId,
    text: `${o.agentName} joined the chat.`,
  });
  return { before, after: after!, note };
}

/**
 * An agent's answer: an unclaimed chat becomes theirs, the first answer makes it 'active' (and stops the
 * move to the inbox). One line per requestId.
 */
export async function replyInChat(
  tx: Tx,
  o: { chatId: number; operatorId: number; agentName: string; text: string; requestId: string; at?: Date },
): Promise<{ before: ThreadRow; message: ChatMessage }> {
  const text = cleanChatText(o.text);
  const claimed = await claimChat(tx, o);
  const message = await addMessage(tx, {
    chat: claimed.before,
    author: 'agent',
    operatorId: o.operatorId,
    text,
    requestId: o.requestId,
  });
  if (claimed.after.status === 'waiting') {
    await tx
      .update(chatThreads)
      .set({ status: 'active', firstReplyAt: o.at ?? new Date(message.createTime) })
      .where(eq(chatThreads.id, o.chatId));
  }
  return { before: claimed.before, message };
}

/** Ends the chat; the player sees it ended and may start a new one. */
export async function closeChat(
  tx: Tx,
  o: { chatId: number; operatorId: number },
): Promise<{ before: ThreadRow; after: ThreadRow }> {
  const before = await lockedChat(tx, o.chatId);
  if (before.status === 'closed') return { before, after: before };
  mustBeOpen(before);
  const [after] = await tx
    .update(chatThreads)
    .set({ status: 'closed', closedAt: sql`now()`, operatorId: before.operatorId ?? o.operatorId })
    .where(eq(chatThreads.id, o.chatId))
    .returning();
  await addMessage(tx, {
    chat: before,
    author: 'system',
    event: 'closed',
    operatorId: o.operatorId,
    text: 'The agent ended the chat. Start a new chat any time.',
  });
  return { before, after: after! };
}

/** The agent's console shows the chat inbox: they count as online for chatStatus. */
export async function touchAgentPresence(db: Db, operatorId: number, at = new Date()): Promise<void> {
  await db
    .insert(chatAgentPresence)
    .values({ operatorId, seenAt: at })
    .onConflictDoUpdate({ target: chatAgentPresence.operatorId, set: { seenAt: at } });
}

/** The agent closed the console's chat: no longer counted online. */
export async function dropAgentPresence(db: Db, operatorId: number): Promise<void> {
  await db.delete(chatAgentPresence).where(eq(chatAgentPresence.operatorId, operatorId));
}

export interface InboxChat {
  id: number;
  userId: number;
  /** The player's VIP level: VIP chats are answered first (the VIP desk). */
  vipLevel: number;
  status: string;
  operatorId: number | null;
  createTime: number;
  lastText: string;
  lastFrom: string;
  lastTime: number;
  /** Player lines after the last agent line: what waits for an answer. */
  unanswered: number;
}

/** Open chats (waiting first, oldest first), or the latest ended ones, with their last line. */
export async function chatInbox(
  db: Db,
  o: { scope: 'open' | 'ended'; limit?: number },
): Promise<InboxChat[]> {
  const rows = await db
    .select({ chat: chatThreads, vip: users.vip })
    .from(chatThreads)
    .innerJoin(users, eq(users.id, chatThreads.userId))
    .where(
      o.scope === 'open'
        ? inArray(chatThreads.status, [...OPEN_STATUSES])
        : inArray(chatThreads.status, ['closed', 'inbox']),
    )
    .orderBy(
      ...(o.scope === 'open'
        ? [
            sql`case when ${chatThreads.status} = 'waiting' then 0 else 1 end`,
            desc(users.vip),
            asc(chatThreads.id),
          ]
        : [desc(chatThreads.id)]),
    )
    .limit(o.limit ?? 100);
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        inArray(
          chatMessages.chatId,
          rows.map((r) => r.chat.id),
        ),
        inArray(chatMessages.author, ['player', 'agent']),
      ),
    )
    .orderBy(asc(chatMessages.id));
  return rows.map(({ chat: r, vip }) => {
    const mine = lines.filter((l) => l.chatId === r.id);
    const last = mine.at(-1);
    const lastAgent = mine.findLastIndex((l) => l.author === 'agent');
    return {
      id: r.id,
      userId: r.userId,
      vipLevel: vip,
      status: r.status,
      operatorId: r.operatorId,
      createTime: r.createdAt.getTime(),
      lastText: last?.text ?? '',
      lastFrom: last?.author ?? '',
      lastTime: (last?.createdAt ?? r.createdAt).getTime(),
      unanswered: mine.slice(lastAgent + 1).filter((l) => l.author === 'player').length,
    };
  });
}
