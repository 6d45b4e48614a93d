// The support desk's feedback calls (/ops/v1): the queue, a thread, and assign / answer / close, each change
// with its audit row in one transaction (the same rules as `ops feedback …`, support.ts).
import { ERR } from '@casino/contracts/errors';
import type { OpsCallAnswer } from '@casino/contracts/ops-registry';
import { and, asc, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { CallError } from '../../core/call-error';
import { defineOpsHandlers } from '../../core/ops-handlers';
import type { Db, Tx } from '../../db/client';
import { feedback, feedbackReplies } from '../../db/schema';
import { assignFeedback, closeFeedback, FeedbackMissing, feedbackThread, replyToFeedback } from './support';

type Thread = OpsCallAnswer<'feedbackThread'>;
type Row = typeof feedback.$inferSelect;
const PREVIEW = 80;

function summary(row: Row, lastSupport: Date | undefined) {
  return {
    id: row.id,
    userId: row.userId,
    category: row.category as Thread['category'],
    status: row.status as Thread['status'],
    assignedOperatorId: row.assignedOperatorId,
    createTime: row.createdAt.getTime(),
    replyTime: lastSupport?.getTime() ?? 0,
  };
}

async function threadAnswer(db: Db | Tx, id: number): Promise<Thread> {
  const found = await feedbackThread(db as Tx, id);
  if (!found) throw new CallError(ERR.FEEDBACK_NOT_FOUND, 'No such feedback.');
  const support = found.replies.filter((r) => r.author === 'support');
  return {
    ...summary(found.row, support.at(-1)?.createdAt),
    content: found.row.content,
    replies: found.replies.map((r) => ({
      from: r.author === 'player' ? ('player' as const) : ('support' as const),
      content: r.content,
      createTime: r.createdAt.getTime(),
    })),
  };
}

/** A missing thread is the caller's mistake, answered as such (not a 500). */
async function known<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof FeedbackMissing) throw new CallError(ERR.FEEDBACK_NOT_FOUND, 'No such feedback.');
    throw err;
  }
}

/** Family exclusion requests: compliance's, not the support desk's. */
export const COMPLIANCE_CATEGORY = 'exclusionRequest';

/**
 * Which threads an operator's roles see: an admin, or someone on both desks, all of them; compliance the
 * exclusion requests; support everything else. The platform decides (not only the console's menu).
 */
export function categoriesFor(roles: readonly string[]): 'all' | 'compliance' | 'support' {
  const support = roles.includes('support');
  const compliance = roles.includes('compliance');
  if (roles.includes('admin') || (support && compliance)) return 'all';
  return compliance ? 'compliance' : 'support';
}

function categoryWhere(roles: readonly string[]): SQL | undefined {
  const sees = categoriesFor(roles);
  if (sees === 'all') return undefined;
  return sees === 'compliance'
    ? eq(feedback.category, COMPLIANCE_CATEGORY)
    : ne(feedback.category, COMPLIANCE_CATEGORY);
}

/** A thread outside the operator's desk answers as missing (its content is not theirs to read). */
async function checkDesk(db: Db | Tx, id: number, roles: readonly string[]): Promise<void> {
  const where = categoryWhere(roles);
  if (!where) return;
  const [row] = await db
    .select({ id: feedback.id })
    .from(feedback)
    .where(and(eq(feedback.id, id), where));
  if (!row) throw new CallError(ERR.FEEDBACK_NOT_FOUND, 'No such feedback.');
}

export function feedbackOpsHandlers(db: Db) {
  return defineOpsHandlers({
    feedbackInbox: {
      async handle(input, ctx) {
        const me = ctx.operator().operatorId;
        const byScope: SQL | undefined =
          input.scope === 'open'
            ? eq(feedback.status, 0)
            : input.scope === 'mine'
              ? and(eq(feedback.assignedOperatorId, me), inArray(feedback.status, [0, 1]))
              : undefined;
        const where = and(
          byScope,
          categoryWhere(ctx.operator().roles),
          input.category ? eq(feedback.category, input.category) : undefined,
        );
        const [total] = await db.select({ n: count() }).from(feedback).where(where);
        const rows = await db
          .select()
          .from(feedback)
          .where(where)
          // The queue is worked oldest first; "all" reads like a history, newest first.
          .orderBy(input.scope === 'all' ? desc(feedback.id) : asc(feedback.id))
          .limit(input.pageSize)
          .offset((input.pageNum - 1) * input.pageSize);
        const ids = rows.map((r) => r.id);
        const replies =
          ids.length === 0
            ? []
            : await db
                .select({ feedbackId: feedbackReplies.feedbackId, at: feedbackReplies.createdAt })
                .from(feedbackReplies)
                .where(and(inArray(feedbackReplies.feedbackId, ids), eq(feedbackReplies.author, 'support')))
                .orderBy(asc(feedbackReplies.id));
        const last = new Map(replies.map((r) => [r.feedbackId, r.at]));
        return {
          total: total?.n ?? 0,
          list: rows.map((r) => ({
            ...summary(r, last.get(r.id)),
            preview: r.content.length > PREVIEW ? `${r.content.slice(0, PREVIEW - 1).trimEnd()}…` : r.content,
          })),
        };
      },
    },
    feedbackThread: {
      handle: async (input, ctx) => {
        await checkDesk(db, input.id, ctx.operator().roles);
        return threadAnswer(db, input.id);
      },
    },
    feedbackAssign: {
      handle: (input, ctx) =>
        known(() =>
          db.transaction(async (tx) => {
            await checkDesk(tx, input.id, ctx.operator().roles);
            const r = await assignFeedback(tx, { id: input.id, operatorId: input.operatorId });
            await ctx.audit(tx, {
              action: 'feedback.assign',
              targetType: 'feedback',
              targetId: input.id,
              targetUserId: r.before.userId,
              before: { assignedOperatorId: r.before.assignedOperatorId },
              after: { assignedOperatorId: r.after.assignedOperatorId },
            });
            return threadAnswer(tx, input.id);
          }),
        ),
    },
    feedbackAnswer: {
      handle: (input, ctx) =>
        known(() =>
          db.transaction(async (tx) => {
            await checkDesk(tx, input.id, ctx.operator().roles);
            const r = await replyToFeedback(tx, {
              id: input.id,
              text: input.text,
              operatorId: ctx.operator().operatorId,
            });
            await ctx.audit(tx, {
              action: 'feedback.answer',
              targetType: 'feedback',
              targetId: input.id,
              targetUserId: r.userId,
              before: { status: r.before.status },
              after: { status: 1, replyId: r.replyId, mailId: r.mailId },
            });
            return threadAnswer(tx, input.id);
          }),
        ),
    },
    feedbackClose: {
      handle: (input, ctx) =>
        known(() =>
          db.transaction(async (tx) => {
            await checkDesk(tx, input.id, ctx.operator().roles);
            const r = await closeFeedback(tx, { id: input.id });
            await ctx.audit(tx, {
              action: 'feedback.close',
              targetType: 'feedback',
              targetId: input.id,
              targetUserId: r.before.userId,
              before: { status: r.before.status },
              after: { status: r.after.status },
            });
            return threadAnswer(tx, input.id);
          }),
        ),
    },
  });
}
