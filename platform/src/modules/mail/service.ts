import { ERR } from '@casino/contracts/errors';
import type { CallAnswer } from '@casino/contracts/registry';
import { sql } from 'drizzle-orm';
import { CallError } from '../../core/call-error';
import { type Db, queryRows } from '../../db/client';
import { claimOnce } from '../../rewards';
import { listInbox, lockMail, needsAttention, toDetail, toSummary } from './inbox';

/** Where a mail attachment's grant is filed: its ref is `mail:<userId>:<mailId>`, so it is given once. */
export const MAIL_SOURCE = 'mail';

export function createMailService({ db }: { db: Db }) {
  return {
    async list(userId: number, q: { pageNum: number; pageSize: number }): Promise<CallAnswer<'getMail2'>> {
      const { rows, total, unread } = await listInbox(db, userId, q);
      return {
        list: rows.map(toSummary),
        pageNum: q.pageNum,
        pageSize: q.pageSize,
        pages: Math.ceil(total / q.pageSize),
        total,
        unread,
      };
    },

    /** Opening a mail marks it read. */
    async detail(userId: number, mailId: number): Promise<CallAnswer<'getMailDetail'>> {
      return db.transaction(async (tx) => {
        const mail = await lockMail(tx, userId, mailId);
        if (mail.readAt === null) {
          await tx.execute(
            sql`update mail_states set read_at = now() where user_id = ${userId}::int and mail_id = ${mailId}::int`,
          );
          mail.readAt = Date.now();
        }
        return toDetail(mail);
      });
    },

    /**
     * The attachment, once: the state row is locked first, so simultaneous copies queue and find it received;
     * the grant's unique ref holds even if they did not.
     */
    async receive(userId: number, mailId: number): Promise<CallAnswer<'receiveMail'>> {
      return db.transaction(async (tx) => {
        const mail = await lockMail(tx, userId, mailId, { allowExpired: true });
        if (mail.attachments.length === 0)
          throw new CallError(ERR.NOT_CLAIMABLE, 'This mail has no attachment.');
        if (mail.receivedAt !== null)
          throw new CallError(ERR.ALREADY_RECEIVED, 'You have already received this attachment.');
        if (mail.expiresAt !== 0 && mail.expiresAt <= Date.now()) {
          throw new CallError(
            ERR.PERIOD_CLOSED,
            'This mail has expired; its attachment can no longer be received.',
          );
        }
        const granted = await claimOnce(tx, {
          source: MAIL_SOURCE,
          userId,
          periodKey: String(mailId),
          items: mail.attachments,
          reason: `Mail: ${mail.title}`,
          terms: { turnoverMultiple: mail.turnoverMultiple },
        });
        await tx.execute(
          sql`update mail_states set received_at = now(), read_at = coalesce(read_at, now())
              where user_id = ${userId}::int and mail_id = ${mailId}::int`,
        );
        return { rewards: granted.items };
      });
    },

    /** All or nothing: one unknown id (or another player's) refuses the call and deletes none. */
    async remove(userId: number, ids: readonly number[]): Promise<CallAnswer<'delMail'>> {
      const unique = [...new Set(ids)].sort((a, b) => a - b);
      return db.transaction(async (tx) => {
        // Locked in id order, so two deletes of overlapping sets cannot deadlock.
        for (const id of unique) await lockMail(tx, userId, id, { allowExpired: false });
        await queryRows(
          tx,
          sql`update mail_states set deleted_at = now()
              where user_id = ${userId}::int and mail_id in (${sql.join(
                unique.map((id) => sql`${id}::int`),
                sql`, `,
              )})`,
        );
        return { deleted: unique.length };
      });
    },

    /** emailAwardFlag: an unread mail or an attachment still to receive. */
    async awardFlags(userId: number): Promise<{ emailAwardFlag: boolean }> {
      return { emailAwardFlag: await needsAttention(db, userId) };
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
