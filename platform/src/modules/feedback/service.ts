import { ERR } from '@casino/contracts/errors';
import type { CallAnswer } from '@casino/contracts/registry';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { CallError } from '../../core/call-error';
import type { CallInput, SessionInfo } from '../../core/handlers';
import { pageOf, pageOffset } from '../../core/paging';
import type { Db, Tx } from '../../db/client';
import { feedback, feedbackReplies } from '../../db/schema';
import type { ModuleContext } from '../module';
import type { UploadService } from '../uploads';

type Detail = CallAnswer<'feedbackDetail'>;
type Category = Detail['category'];
const PREVIEW = 80;

/** NFC, newlines kept, other control and invisible characters refused (what is stored is what shows). */
export function cleanFeedbackText(field: string, raw: string, max: number): string {
  const text = raw.normalize('NFC').replace(/\r\n?/g, '\n').trim();
  if (/[\p{Cc}\p{Cf}\p{Co}\p{Cn}\u2028\u2029]/u.test(text.replaceAll('\n', ''))) {
    throw new CallError(ERR.INVALID_REQUEST, `Invalid request: ${field}: control characters are not allowed`);
  }
  if (text.length < 5)
    throw new CallError(ERR.INVALID_REQUEST, `Invalid request: ${field}: write at least 5 characters`);
  if (text.length > max) {
    throw new CallError(ERR.INVALID_REQUEST, `Invalid request: ${field}: at most ${max} characters`);
  }
  return text;
}

type Row = typeof feedback.$inferSelect;

type Reply = Detail['replies'][number];

async function repliesOf(db: Db | Tx, ids: number[]) {
  if (ids.length === 0) return new Map<number, Reply[]>();
  const rows = await db
    .select()
    .from(feedbackReplies)
    .where(inArray(feedbackReplies.feedbackId, ids))
    .orderBy(asc(feedbackReplies.id));
  const out = new Map<number, Reply[]>();
  for (const r of rows) {
    const list = out.get(r.feedbackId) ?? [];
    list.push({
      from: r.author as Reply['from'],
      content: r.content,
      imageIds: r.imageIds as string[],
      createTime: r.createdAt.getTime(),
    });
    out.set(r.feedbackId, list);
  }
  return out;
}

function detailOf(row: Row, replies: Reply[]): Detail {
  const imageIds = row.imageIds as string[];
  const support = replies.filter((r) => r.from === 'support');
  return {
    id: row.id,
    category: row.category as Category,
    status: row.status as Detail['status'],
    imageCount: imageIds.length,
    replyCount: support.length,
    createTime: row.createdAt.getTime(),
    replyTime: support.at(-1)?.createTime ?? 0,
    content: row.content,
    imageIds,
    replies,
  };
}

/** Distinct and within feedbackConfig.imagesLimit (each message of a thread has its own allowance). */
function checkImageCount(imageIds: readonly string[], limit: number): string[] {
  const ids = [...new Set(imageIds)];
  if (ids.length !== imageIds.length) {
    throw new CallError(ERR.INVALID_REQUEST, 'Invalid request: imageIds: the same image twice');
  }
  if (ids.length > limit) {
    throw new CallError(
      ERR.INVALID_REQUEST,
      `Invalid request: imageIds: at most ${limit} image${limit === 1 ? '' : 's'}`,
    );
  }
  return ids;
}

export function createFeedbackService(deps: Pick<ModuleContext, 'db' | 'catalogue'>, uploads: UploadService) {
  const { db, catalogue } = deps;

  async function own(userId: number, id: number, tx: Db | Tx = db, lock = false): Promise<Row> {
    const query = tx
      .select()
      .from(feedback)
      .where(and(eq(feedback.id, id), eq(feedback.userId, userId)));
    const [row] = lock ? await query.for('update') : await query;
    // A business answer (HTTP 200), not a 404: a record link is a page the player may open, not a broken call.
    if (!row) throw new CallError(ERR.FEEDBACK_NOT_FOUND, 'This feedback does not exist or is not yours.');
    return row;
  }

  return {
    async upload(session: SessionInfo, input: CallInput<'feedbackUpload'>) {
      const { config } = await catalogue.snapshot();
      if (config.feedbackConfig.imagesLimit === 0) {
        throw new CallError(ERR.FORBIDDEN, 'Images are not accepted with feedback.');
      }
      return uploads.store({ userId: session.userId, purpose: 'feedback', kind: 'image', ...input });
    },

    /** One feedback per requestId: a double tap or a retry answers the one stored. */
    async submit(session: SessionInfo, input: CallInput<'feedbackSubmit'>): Promise<Detail> {
      const { config } = await catalogue.snapshot();
      const limit = config.feedbackConfig.imagesLimit;
      const content = cleanFeedbackText('content', input.content, 1000);
      const ids = checkImageCount(input.imageIds, limit);
      const row = await db.transaction(async (tx) => {
        const [prior] = await tx
          .select()
          .from(feedback)
          .where(and(eq(feedback.userId, session.userId), eq(feedback.requestId, input.requestId)));
        if (prior) return prior;
        await uploads.own(
          tx,
          session.userId,
          'feedback',
          ids.map((id, i) => ({ field: `imageIds.${i}`, id })),
        );
        const [made] = await tx
          .insert(feedback)
          .values({
            userId: session.userId,
            category: input.category,
            content,
            imageIds: ids,
            requestId: input.requestId,
          })
          .onConflictDoNothing()
          .returning();
        if (made) return made;
        // A simultaneous twin committed first: answer that one.
        const [twin] = await tx
          .select()
          .from(feedback)
          .where(and(eq(feedback.userId, session.userId), eq(feedback.requestId, input.requestId)));
        return twin!;
      });
      return detailOf(row, (await repliesOf(db, [row.id])).get(row.id) ?? []);
    },

    async list(session: SessionInfo, input: CallInput<'feedbackList'>): Promise<CallAnswer<'feedbackList'>> {
      const where = eq(feedback.userId, session.userId);
      const [total] = await db.select({ n: count() }).from(feedback).where(where);
      const rows = await db
        .select()
        .from(feedback)
        .where(where)
        .orderBy(desc(feedback.id))
        .limit(input.pageSize)
        .offset(pageOffset(input));
      const replies = await repliesOf(
        db,
        rows.map((r) => r.id),
      );
      const list = rows.map((r) => {
        const { content, imageIds: _ids, replies: rs, ...rest } = detailOf(r, replies.get(r.id) ?? []);
        return {
          ...rest,
          replyCount: rs.length,
          preview: content.length > PREVIEW ? `${content.slice(0, PREVIEW - 1).trimEnd()}…` : content,
        };
      });
      return pageOf(list, total?.n ?? 0, input);
    },

    /**
     * The player's follow-up in their own thread: one message per requestId (the feedback row is locked, so
     * twins wait and then find the first), and the feedback waits for the support team again.
     */
    async reply(session: SessionInfo, input: CallInput<'feedbackReply'>): Promise<Detail> {
      const { config } = await catalogue.snapshot();
      const text = cleanFeedbackText('text', input.text, 1000);
      const ids = checkImageCount(input.imageIds, config.feedbackConfig.imagesLimit);
      const row = await db.transaction(async (tx) => {
        const current = await own(session.userId, input.id, tx, true);
        const [prior] = await tx
          .select({ id: feedbackReplies.id })
          .from(feedbackReplies)
          .where(
            and(eq(feedbackReplies.feedbackId, current.id), eq(feedbackReplies.requestId, input.requestId)),
          );
        if (prior) return current;
        await uploads.own(
          tx,
          session.userId,
          'feedback',
          ids.map((id, i) => ({ field: `imageIds.${i}`, id })),
        );
        await tx.insert(feedbackReplies).values({
          feedbackId: current.id,
          author: 'player',
          content: text,
          imageIds: ids,
          requestId: input.requestId,
        });
        const [updated] = await tx
          .update(feedback)
          .set({ status: 0, closedAt: null })
          .where(eq(feedback.id, current.id))
          .returning();
        return updated!;
      });
      return detailOf(row, (await repliesOf(db, [row.id])).get(row.id) ?? []);
    },

    async detail(session: SessionInfo, input: CallInput<'feedbackDetail'>): Promise<Detail> {
      const row = await own(session.userId, input.id);
      return detailOf(row, (await repliesOf(db, [row.id])).get(row.id) ?? []);
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
