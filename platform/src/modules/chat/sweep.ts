// A chat no agent answered in time goes on in the player's inbox: a feedback thread holding what they wrote
// (answered like any feedback, the answer mailed), a mail saying so now, and a note in the chat.
import { and, asc, eq, lte } from 'drizzle-orm';
import type { CatalogueService } from '../../catalogue/service';
import type { Db } from '../../db/client';
import { chatMessages, chatThreads } from '../../db/schema';
import { openFeedbackThread } from '../feedback';
import { sendMail } from '../mail';
import { addMessage } from './messages';
import { chatSettings } from './service';

const CONTENT_MAX = 1000;

/** Moves every chat still waiting `inboxAfterMinutes` after it opened; answers how many moved. Idempotent. */
export async function sweepUnansweredChats(
  deps: { db: Db; catalogue: CatalogueService; wake?: () => void },
  now: Date,
): Promise<number> {
  const { inboxAfterMinutes } = await chatSettings(deps.catalogue);
  const due = new Date(now.getTime() - inboxAfterMinutes * 60_000);
  const candidates = await deps.db
    .select({ id: chatThreads.id })
    .from(chatThreads)
    .where(and(eq(chatThreads.status, 'waiting'), lte(chatThreads.createdAt, due)))
    .orderBy(asc(chatThreads.id))
    .limit(200);
  let moved = 0;
  for (const { id } of candidates) {
    const done = await deps.db.transaction(async (tx) => {
      const [chat] = await tx.select().from(chatThreads).where(eq(chatThreads.id, id)).for('update');
      // An agent answered (or it moved) while this pass ran: leave it.
      if (chat?.status !== 'waiting') return false;
      const said = await tx
        .select({ text: chatMessages.text })
        .from(chatMessages)
        .where(and(eq(chatMessages.chatId, id), eq(chatMessages.author, 'player')))
        .orderBy(asc(chatMessages.id));
      const transcript = said.map((m) => m.text).join('\n');
      const content =
        transcript.length === 0
          ? 'I opened a live chat but nobody was free to answer.'
          : transcript.length > CONTENT_MAX
            ? `${transcript.slice(0, CONTENT_MAX - 1)}…`
            : transcript;
      const thread = await openFeedbackThread(tx, {
        userId: chat.userId,
        category: 'other',
        content,
        requestId: `chat-${chat.id}`,
      });
      await tx
        .update(chatThreads)
        .set({ status: 'inbox', feedbackId: thread.id, closedAt: now })
        .where(eq(chatThreads.id, id));
      await addMessage(tx, {
        chat,
        author: 'system',
        event: 'inbox',
        text: 'No agent was free in time. Your message is now in our queue: an agent will reply in your inbox.',
      });
      await sendMail(tx, {
        to: chat.userId,
        sender: 'system',
        eventKey: `chat-inbox:${chat.id}`,
        title: 'We received your chat message',
        content: `No agent was free to answer your live chat in time. It is now support request #${thread.id}: an agent will reply here in your inbox.\n\nYou wrote:\n${content}`,
      });
      return true;
    });
    if (done) moved++;
  }
  if (moved > 0) deps.wake?.();
  return moved;
}
