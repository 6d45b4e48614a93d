import { ERR } from '@casino/contracts/errors';
import type { CallAnswer } from '@casino/contracts/registry';
import { sql } from 'drizzle-orm';
import { CallError } from '../../core/call-error';
import { type Db, queryRows, type Tx } from '../../db/client';
import type { RewardItem } from '../../rewards';

/**
 * What a player's inbox holds: their own mails and every live broadcast, minus what they deleted. A mail past
 * its expiry is gone from every inbox.
 */

export type MailSummary = CallAnswer<'getMail2'>['list'][number];
export type MailDetail = CallAnswer<'getMailDetail'>;

export interface MailRow {
  id: number;
  title: string;
  content: string;
  attachments: RewardItem[];
  turnoverMultiple: number;
  createdAt: number;
  expiresAt: number;
  readAt: number | null;
  receivedAt: number | null;
  deletedAt: number | null;
}

interface RawRow {
  id: number;
  title: string;
  content: string;
  attachments: RewardItem[] | string;
  turnover_multiple: number;
  created_ms: string;
  expires_ms: string | null;
  read_ms: string | null;
  received_ms: string | null;
  deleted_ms: string | null;
}

const ms = (v: string | null) => (v === null ? null : Number(v));

function toRow(r: RawRow): MailRow {
  return {
    id: Number(r.id),
    title: r.title,
    content: r.content,
    attachments: typeof r.attachments === 'string' ? JSON.parse(r.attachments) : r.attachments,
    turnoverMultiple: Number(r.turnover_multiple),
    createdAt: Number(r.created_ms),
    expiresAt: ms(r.expires_ms) ?? 0,
    readAt: ms(r.read_ms),
    receivedAt: ms(r.received_ms),
    deletedAt: ms(r.deleted_ms),
  };
}

const COLUMNS = sql`m.id, m.title, m.content, m.attachments, m.turnover_multiple,
  floor(extract(epoch from m.created_at) * 1000)::text as created_ms,
  floor(extract(epoch from m.expires_at) * 1000)::text as expires_ms,
  floor(extract(epoch from s.read_at) * 1000)::text as read_ms,
  floor(extract(epoch from s.received_at) * 1000)::text as received_ms,
  floor(extract(epoch from s.deleted_at) * 1000)::text as deleted_ms`;

/** The player's own mails and broadcasts, live ones only. */
const addressedTo = (userId: number) =>
  sql`(m.user_id = ${userId}::int or m.user_id is null) and (m.expires_at is null or m.expires_at > now())`;

const joinState = (userId: number) =>
  sql`mails m left join mail_states s on s.mail_id = m.id and s.user_id = ${userId}::int`;

/** Something to look at: unread, or an attachment not yet received. */
const wantsAttention = sql`(s.read_at is null or (m.attachments <> '[]'::jsonb and s.received_at is null))`;

export async function listInbox(
  db: Db,
  userId: number,
  q: { pageNum: number; pageSize: number },
): Promise<{ rows: MailRow[]; total: number; unread: number }> {
  const where = sql`${addressedTo(userId)} and s.deleted_at is null`;
  const [counts] = await queryRows<{ total: string; unread: string }>(
    db,
    sql`select count(*)::text as total, count(*) filter (where s.read_at is null)::text as unread
        from ${joinState(userId)} where ${where}`,
  );
  const rows = await queryRows<RawRow>(
    db,
    sql`select ${COLUMNS} from ${joinState(userId)} where ${where}
        order by m.id desc limit ${q.pageSize}::int offset ${(q.pageNum - 1) * q.pageSize}::int`,
  );
  return { rows: rows.map(toRow), total: Number(counts?.total ?? 0), unread: Number(counts?.unread ?? 0) };
}

/** The inbox dot: any live, undeleted mail unread or with an attachment still to receive. */
export async function needsAttention(db: Db, userId: number): Promise<boolean> {
  const [row] = await queryRows<{ yes: boolean }>(
    db,
    sql`select exists (select 1 from ${joinState(userId)}
        where ${addressedTo(userId)} and s.deleted_at is null and ${wantsAttention}) as yes`,
  );
  return row?.yes === true;
}

const noSuchMail = () => new CallError(ERR.NOT_FOUND, 'No such mail in your inbox');

/**
 * One mail of the player's inbox with their state locked for this transaction (the state row is created on
 * first touch). Unknown, another player's, expired or deleted → NOT_FOUND, and nothing is written.
 */
export async function lockMail(
  tx: Tx,
  userId: number,
  mailId: number,
  opts: { allowExpired?: boolean } = {},
): Promise<MailRow> {
  const [mail] = await queryRows<{ id: number; live: boolean }>(
    tx,
    sql`select id, (expires_at is null or expires_at > now()) as live from mails
        where id = ${mailId}::int and (user_id = ${userId}::int or user_id is null)`,
  );
  if (!mail || (!mail.live && !opts.allowExpired)) throw noSuchMail();
  await tx.execute(
    sql`insert into mail_states (user_id, mail_id) values (${userId}::int, ${mailId}::int) on conflict do nothing`,
  );
  const [row] = await queryRows<RawRow>(
    tx,
    sql`select ${COLUMNS} from mails m join mail_states s on s.mail_id = m.id and s.user_id = ${userId}::int
        where m.id = ${mailId}::int for update of s`,
  );
  if (!row) throw noSuchMail();
  const locked = toRow(row);
  if (locked.deletedAt !== null) throw noSuchMail();
  return locked;
}

/** First line of the content, short enough for a list row. */
export function preview(content: string): string {
  const line = content.split('\n').find((l) => l.trim() !== '') ?? '';
  return line.length > 80 ? `${line.slice(0, 79).trimEnd()}…` : line;
}

export function toSummary(m: MailRow): MailSummary {
  return {
    id: m.id,
    title: m.title,
    preview: preview(m.content),
    read: m.readAt !== null,
    hasAttachment: m.attachments.length > 0,
    received: m.receivedAt !== null,
    createTime: m.createdAt,
    expireTime: m.expiresAt,
  };
}

export function toDetail(m: MailRow): MailDetail {
  return {
    ...toSummary(m),
    content: m.content,
    attachments: m.attachments,
    turnoverMultiple: m.turnoverMultiple,
  };
}
