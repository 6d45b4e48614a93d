// The support team's side of feedback threads, one set of rules for the ops CLI and the console: a reply
// (mailed to the player), assigning a thread to an agent, closing it, and opening one for a chat nobody
// answered in time. Each takes the caller's transaction so the operator's audit row commits with it.
import type { FeedbackCategory } from '@casino/contracts/enums';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { feedback, feedbackReplies } from '../../db/schema';
import { mailFeedbackReply } from '../mail';

export const SUPPORT_REPLY_MAX = 2000;

type Row = typeof feedback.$inferSelect;

export class FeedbackMissing extends Error {
  constructor(id: number) {
    super(`no feedback ${id}`);
  }
}

async function locked(tx: Tx, id: number): Promise<Row> {
  const [row] = await tx.select().from(feedback).where(eq(feedback.id, id)).for('update');
  if (!row) throw new FeedbackMissing(id);
  return row;
}

/** The support team answers: stored in the thread, the thread marked answered, the answer mailed (with the inbox dot). */
export async function replyToFeedback(
  tx: Tx,
  o: { id: number; text: string; operatorId?: number | null },
): Promise<{ before: Row; userId: number; replyId: number; mailId: number }> {
  const before = await locked(tx, o.id);
  const [reply] = await tx
    .insert(feedbackReplies)
    .values({ feedbackId: o.id, author: 'support', content: o.text })
    .returning();
  await tx
    .update(feedback)
    .set({
      status: 1,
      repliedAt: reply!.createdAt,
      closedAt: null,
      // Whoever answers an unassigned thread takes it.
      assignedOperatorId: before.assignedOperatorId ?? o.operatorId ?? null,
    })
    .where(eq(feedback.id, o.id));
  const mail = await mailFeedbackReply(tx, {
    userId: before.userId,
    feedbackId: o.id,
    replyId: reply!.id,
    content: o.text,
  });
  return { before, userId: before.userId, replyId: reply!.id, mailId: mail.id };
}

/** Hands a thread to an agent (null: back to the shared queue). */
export async function assignFeedback(
  tx: Tx,
  o: { id: number; operatorId: number | null },
): Promise<{ before: Row; after: Row }> {
  const before = await locked(tx, o.id);
  const [after] = await tx
    .update(feedback)
    .set({ assignedOperatorId: o.operatorId })
    .where(eq(feedback.id, o.id))
    .returning();
  return { before, after: after! };
}

/** Ends a thread (status 2); the player's next follow-up opens it again for the team. */
export async function closeFeedback(tx: Tx, o: { id: number }): Promise<{ before: Row; after: Row }> {
  const before = await locked(tx, o.id);
  if (before.status === 2) return { before, after: before };
  const [after] = await tx
    .update(feedback)
    .set({ status: 2, closedAt: sql`now()` })
    .where(eq(feedback.id, o.id))
    .returning();
  return { before, after: after! };
}

/**
 * A thread the player did not write as a form: a chat nobody answered in time goes on here, waiting for the
 * team like any new feedback. `requestId` makes it once per source (the chat), whatever retries.
 */
export async function openFeedbackThread(
  tx: Tx,
  o: { userId: number; category: FeedbackCategory; content: string; requestId: string },
): Promise<Row> {
  const [made] = await tx
    .insert(feedback)
    .values({ userId: o.userId, category: o.category, content: o.content, requestId: o.requestId })
    .onConflictDoNothing()
    .returning();
  if (made) return made;
  const [prior] = await tx
    .select()
    .from(feedback)
    .where(and(eq(feedback.userId, o.userId), eq(feedback.requestId, o.requestId)));
  return prior!;
}

/** A thread with its replies, oldest first (the console's thread view). */
export async function feedbackThread(tx: Tx, id: number) {
  const [row] = await tx.select().from(feedback).where(eq(feedback.id, id));
  if (!row) return null;
  const replies = await tx
    .select()
    .from(feedbackReplies)
    .where(eq(feedbackReplies.feedbackId, id))
    .orderBy(asc(feedbackReplies.id));
  return { row, replies };
}
