// `ops feedback list|show|reply`: the operator reads players' feedback and answers it; the answer is mailed.
import { asc, eq, sql } from 'drizzle-orm';
import type { OpsCommand } from '../../core/module';
import { queryRows } from '../../db/client';
import { feedback, feedbackReplies } from '../../db/schema';
import { storageFromEnv } from '../uploads';
import { replyToFeedback, SUPPORT_REPLY_MAX } from './support';

const USAGE = 'feedback list [open|all] | feedback show <id> | feedback reply <id> <text…>';

const STATUS_WORD = ['open', 'answered', 'closed'];

function feedbackId(text: string | undefined): number {
  if (!/^\d{1,9}$/.test(text ?? '')) throw new Error(`usage: ${USAGE}`);
  return Number(text);
}

export const feedbackOps: Record<string, OpsCommand> = {
  feedback: {
    usage: USAGE,
    summary:
      'players’ feedback: list the open ones, show one with its whole thread and images, reply (sent as a mail)',
    async run(ctx, args) {
      const [sub, ...rest] = args;
      if (sub === 'list') {
        const all = rest[0] === 'all';
        if (rest.length > 1 || (rest[0] !== undefined && !['all', 'open'].includes(rest[0]))) {
          throw new Error(`usage: ${USAGE}`);
        }
        const rows = await queryRows<{
          id: number;
          user_id: number;
          category: string;
          content: string;
          status: number;
          created_at: string;
          images: number;
        }>(
          ctx.db,
          sql`select id, user_id, category, content, status, created_at::text,
                     jsonb_array_length(image_ids) as images from feedback
               ${all ? sql`` : sql`where status = 0`}
               order by id ${all ? sql`desc` : sql`asc`} limit 200`,
        );
        if (rows.length === 0) return all ? 'no feedback' : 'no feedback waiting for a reply';
        return rows
          .map(
            (r) =>
              `#${r.id} player ${r.user_id} ${STATUS_WORD[r.status] ?? 'open'} [${r.category}] ` +
              `${JSON.stringify(r.content.length > 60 ? `${r.content.slice(0, 59)}…` : r.content)}` +
              `${Number(r.images) > 0 ? ` (${r.images} image${Number(r.images) === 1 ? '' : 's'})` : ''} ${r.created_at.slice(0, 16)}`,
          )
          .join('\n');
      }
      if (sub === 'show') {
        const id = feedbackId(rest[0]);
        const [row] = await ctx.db.select().from(feedback).where(eq(feedback.id, id));
        if (!row) throw new Error(`no feedback ${id}`);
        const replies = await ctx.db
          .select()
          .from(feedbackReplies)
          .where(eq(feedbackReplies.feedbackId, id))
          .orderBy(asc(feedbackReplies.id));
        const ids = [row.imageIds, ...replies.map((r) => r.imageIds)].flat() as string[];
        const files =
          ids.length === 0
            ? []
            : await queryRows<{ id: string; storage_key: string }>(
                ctx.db,
                sql`select id, storage_key from uploads where user_id = ${row.userId}::int
                     and id in (${sql.join(
                       ids.map((i) => sql`${i}`),
                       sql`, `,
                     )})`,
              );
        const storage = storageFromEnv();
        const where = new Map(files.map((f) => [f.id, storage.locate(f.storage_key)]));
        const images = (list: unknown) =>
          (list as string[]).flatMap((i) => (where.has(i) ? [`image: ${where.get(i)}`] : []));
        // The whole thread in order: the first message, then every support reply and player follow-up.
        return [
          `#${row.id} player ${row.userId} [${row.category}] ${STATUS_WORD[row.status] ?? 'open'}, sent ${row.createdAt.toISOString()}`,
          row.content,
          ...images(row.imageIds),
          ...replies.flatMap((r) => [
            `${r.author === 'player' ? 'player' : 'reply'} ${r.createdAt.toISOString()}: ${r.content}`,
            ...images(r.imageIds),
          ]),
        ].join('\n');
      }
      if (sub === 'reply') {
        const id = feedbackId(rest[0]);
        const text = rest.slice(1).join(' ').replace(/\\n/g, '\n').trim();
        if (text === '') throw new Error(`a reply needs text\nusage: ${USAGE}`);
        if (text.length > SUPPORT_REPLY_MAX)
          throw new Error(`the reply is longer than ${SUPPORT_REPLY_MAX} characters`);
        const out = await ctx.db.transaction(async (tx) => replyToFeedback(tx, { id, text }));
        ctx.invalidate();
        return `reply to feedback #${id} sent to player ${out.userId} as mail ${out.mailId}`;
      }
      throw new Error(`usage: ${USAGE}`);
    },
  },
};
