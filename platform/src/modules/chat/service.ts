// The player's side of the live chat: whether agents are online and how long a first answer takes, opening
// (or joining) the one open chat, writing in it, and reading it back.
import { ERR } from '@casino/contracts/errors';
import type { CallAnswer } from '@casino/contracts/registry';
import { and, desc, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { CatalogueService } from '../../catalogue/service';
import { CallError } from '../../core/call-error';
import type { Db } from '../../db/client';
import { chatAgentPresence, chatThreads } from '../../db/schema';
import { addMessage, type ChatMessage, type ChatThread, OPEN_STATUSES, threadOf } from './messages';

export interface ChatDeps {
  db: Db;
  catalogue: CatalogueService;
  /** Called after a line is written, so this instance's streams send it at once (others poll). */
  wake?: () => void;
  /** Now; tests pass their own clock. */
  now?: () => Date;
}

export async function chatSettings(catalogue: CatalogueService) {
  return (await catalogue.snapshot()).docs.settings.chat;
}

/** What is stored is what shows: newlines kept, control and invisible format characters refused. */
export function cleanChatText(raw: string): string {
  const text = raw.normalize('NFC').replace(/\r\n?/g, '\n').trim();
  if (/[\p{Cc}\p{Cf}\p{Co}\p{Cn}\u2028\u2029]/u.test(text.replaceAll('\n', ''))) {
    throw new CallError(ERR.INVALID_REQUEST, 'Invalid request: text: control characters are not allowed');
  }
  if (text === '') throw new CallError(ERR.INVALID_REQUEST, 'Invalid request: text: write something');
  return text;
}

/** Agents whose console showed the chat inbox within the setting's window. */
export async function agentsOnline(db: Db, now: Date, windowSeconds: number): Promise<number> {
  const since = new Date(now.getTime() - windowSeconds * 1000);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(chatAgentPresence)
    .where(gt(chatAgentPresence.seenAt, since));
  return Number(row?.n ?? 0);
}

export function createChatService(deps: ChatDeps) {
  const { db, catalogue } = deps;
  const now = deps.now ?? (() => new Date());
  const wake = deps.wake ?? (() => {});

  async function ownOpen(userId: number, chatId: number) {
    const [row] = await db
      .select()
      .from(chatThreads)
      .where(and(eq(chatThreads.id, chatId), eq(chatThreads.userId, userId)));
    if (!row) throw new CallError(ERR.CHAT_NOT_FOUND, 'This chat does not exist or is not yours.');
    if (!(OPEN_STATUSES as readonly string[]).includes(row.status)) {
      throw new CallError(
        ERR.CHAT_ENDED,
        row.status === 'inbox'
          ? 'This chat went on in your inbox: the answer will arrive there. Start a new chat to write again.'
          : 'This chat has ended. Start a new chat to write to support again.',
      );
    }
    return row;
  }

  return {
    /**
     * Agents online now and the wait a player can expect: the median first answer of the chats answered in
     * the last day, else the operator's default; 0 when nobody is online (the answer comes to the inbox).
     */
    async status(): Promise<CallAnswer<'chatStatus'>> {
      const settings = await chatSettings(catalogue);
      const at = now();
      const online = await agentsOnline(db, at, settings.agentOnlineSeconds);
      let expected = 0;
      if (online > 0) {
        const since = new Date(at.getTime() - 24 * 3600 * 1000);
        const [row] = await db
          .select({
            median: sql<
              number | null
            >`percentile_cont(0.5) within group (order by extract(epoch from ${chatThreads.firstReplyAt} - ${chatThreads.createdAt}))`,
          })
          .from(chatThreads)
          .where(
            and(
              isNotNull(chatThreads.firstReplyAt),
              gt(chatThreads.createdAt, since),
              lte(chatThreads.createdAt, at),
            ),
          );
        const median = row?.median === null || row?.median === undefined ? null : Number(row.median);
        expected = median === null ? settings.defaultReplySeconds : Math.max(10, Math.round(median));
      }
      return {
        agentsOnline: online,
        expectedReplySeconds: expected,
        inboxAfterMinutes: settings.inboxAfterMinutes,
      };
    },

    /** The player's open chat, or a new one: one open chat per player (a second tab joins the first). */
    async open(userId: number, requestId: string): Promise<ChatThread> {
      const row = await db.transaction(async (tx) => {
        const [prior] = await tx
          .select()
          .from(chatThreads)
          .where(
            and(
              eq(chatThreads.userId, userId),
              sql`(${chatThreads.requestId} = ${requestId} or ${inArray(chatThreads.status, [...OPEN_STATUSES])})`,
            ),
          )
          .orderBy(desc(chatThreads.id))
          .limit(1);
        if (prior) return prior;
        const [made] = await tx
          .insert(chatThreads)
          .values({ userId, requestId, createdAt: now() })
          .onConflictDoNothing()
          .returning();
        if (made) return made;
        // A simultaneous twin (another tab, a double tap) opened it first: join that one.
        const [twin] = await tx
          .select()
          .from(chatThreads)
          .where(and(eq(chatThreads.userId, userId), inArray(chatThreads.status, [...OPEN_STATUSES])));
        return twin!;
      });
      return threadOf(db, row);
    },

    async send(
      userId: number,
      input: { chatId: number; text: string; requestId: string },
    ): Promise<ChatMessage> {
      const text = cleanChatText(input.text);
      const chat = await ownOpen(userId, input.chatId);
      const msg = await db.transaction((tx) =>
        addMessage(tx, { chat, author: 'player', text, requestId: input.requestId }),
      );
      wake();
      return msg;
    },

    /** The latest chat (open or ended) with every line, so a reload shows the conversation where it was. */
    async history(userId: number): Promise<CallAnswer<'chatHistory'>> {
      const [row] = await db
        .select()
        .from(chatThreads)
        .where(eq(chatThreads.userId, userId))
        .orderBy(desc(chatThreads.id))
        .limit(1);
      return { chat: row ? await threadOf(db, row) : null };
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
