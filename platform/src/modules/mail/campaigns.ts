// Mail and announcements from the console: to one player or a segment (all, VIP level ≥ N, deposited in the last
// N days, registered in a Manila date range), now or at a set time, with rewards given through the inbox's claim
// (rewards.claimOnce when the player opens it). Each send is a `mail_sends` row; its mails carry the event key
// `send:<id>[:<userId>]`, so a delivery interrupted and run again writes each mail once.

import { ERR } from '@casino/contracts/errors';
import type { MailTarget } from '@casino/contracts/ops-calls/content';
import { sql } from 'drizzle-orm';
import { CallError } from '../../core/call-error';
import { type Page, type Paging, pageOf, pageOffset } from '../../core/paging';
import { dayStartOf } from '../../core/periods';
import { type Db, queryRows, type Tx } from '../../db/client';
import type { RewardItem } from '../../rewards';
import { checkMail, sendMail } from './send';

const DAY_MS = 86_400_000;

export interface SendRequest {
  to: MailTarget;
  title: string;
  body: string;
  rewards: readonly RewardItem[];
  turnoverMultiple: number;
  sendAt?: number | undefined;
  days: number;
  by: string;
}

export interface SendRow {
  id: number;
  to: MailTarget;
  title: string;
  body: string;
  rewards: RewardItem[];
  turnoverMultiple: number;
  sentBy: string;
  createdAt: number;
  sendAt: number;
  sentAt: number | null;
  recipients: number;
  status: 'scheduled' | 'sent' | 'cancelled';
}

interface DbSendRow {
  id: number;
  target: MailTarget & { days?: number };
  title: string;
  content: string;
  attachments: RewardItem[];
  turnover_multiple: number;
  sent_by: string;
  created_at: Date | string;
  send_at: Date | string;
  sent_at: Date | string | null;
  recipients: number;
  status: SendRow['status'];
}

const toRow = (r: DbSendRow): SendRow => {
  const { days: _days, ...to } = r.target;
  return {
    id: r.id,
    to: to as MailTarget,
    title: r.title,
    body: r.content,
    rewards: r.attachments,
    turnoverMultiple: r.turnover_multiple,
    sentBy: r.sent_by,
    createdAt: new Date(r.created_at).getTime(),
    sendAt: new Date(r.send_at).getTime(),
    sentAt: r.sent_at === null ? null : new Date(r.sent_at).getTime(),
    recipients: r.recipients,
    status: r.status,
  };
};

/** The players a segment names at `now` (null for `all`: one broadcast reaches everyone). */
async function recipientsOf(tx: Tx, to: MailTarget, now: number): Promise<number[] | null> {
  if ('userId' in to) {
    const [u] = await queryRows<{ id: number }>(tx, sql`select id from users where id = ${to.userId}::int`);
    if (!u) throw new CallError(ERR.INVALID_REQUEST, `Invalid request: to.userId: no player ${to.userId}`);
    return [u.id];
  }
  const seg = to.segment;
  let rows: { id: number }[];
  switch (seg.kind) {
    case 'all':
      return null;
    case 'vipMin':
      rows = await queryRows(tx, sql`select id from users where vip >= ${seg.level}::int order by id`);
      break;
    case 'depositedWithinDays': {
      const since = new Date(now - seg.days * DAY_MS).toISOString();
      rows = await queryRows(
        tx,
        sql`select distinct user_id as id from ledger where kind = 'deposit' and created_at >= ${since}::timestamptz
             order by 1`,
      );
      break;
    }
    case 'registered': {
      const from = dayStartOf(seg.from);
      const to = dayStartOf(seg.to);
      if (!from || !to || to < from)
        throw new CallError(ERR.INVALID_REQUEST, 'Invalid request: to.segment.to: give two days, from ≤ to');
      rows = await queryRows(
        tx,
        sql`select id from users where created_at >= ${from.toISOString()}::timestamptz
              and created_at < ${new Date(to.getTime() + DAY_MS).toISOString()}::timestamptz order by id`,
      );
      break;
    }
  }
  return rows.map((r) => Number(r.id));
}

/** Writes the mails of one send (locked row, scheduled → sent), once. */
async function deliver(tx: Tx, id: number, now: number): Promise<SendRow | null> {
  const [row] = await queryRows<DbSendRow>(
    tx,
    sql`select * from mail_sends where id = ${id}::int and status = 'scheduled' for update skip locked`,
  );
  if (!row) return null;
  const to = toRow(row).to;
  const who = await recipientsOf(tx, to, now);
  const expiresAt = new Date(now + (row.target.days ?? 30) * DAY_MS);
  const mail = {
    title: row.title,
    content: row.content,
    attachments: row.attachments,
    turnoverMultiple: row.turnover_multiple,
    expiresAt,
    sender: 'operator' as const,
  };
  if (who === null) await sendMail(tx, { ...mail, to: 'all', eventKey: `send:${id}` });
  else
    for (const userId of who) await sendMail(tx, { ...mail, to: userId, eventKey: `send:${id}:${userId}` });
  const [done] = await queryRows<DbSendRow>(
    tx,
    sql`update mail_sends set status = 'sent', sent_at = ${new Date(now).toISOString()}::timestamptz,
               recipients = ${who === null ? 1 : who.length}::int
         where id = ${id}::int returning *`,
  );
  return toRow(done!);
}

/**
 * Records a send and, unless it is for later, delivers it in the same transaction (the caller's, with its audit
 * row). Everything is checked first: a refused send writes nothing.
 */
export async function scheduleSend(tx: Tx, input: SendRequest, now = Date.now()): Promise<SendRow> {
  const checked = checkMail({
    title: input.title,
    content: input.body,
    attachments: input.rewards,
    turnoverMultiple: input.turnoverMultiple,
  });
  // An unknown player or a broken segment is refused now, not when the job runs.
  await recipientsOf(tx, input.to, now);
  const sendAt = input.sendAt !== undefined && input.sendAt > now ? input.sendAt : now;
  const [row] = await queryRows<DbSendRow>(
    tx,
    sql`insert into mail_sends (target, title, content, attachments, turnover_multiple, sent_by, send_at)
        values (${JSON.stringify({ ...input.to, days: input.days })}::jsonb, ${checked.title}, ${checked.content},
                ${JSON.stringify(checked.attachments)}::jsonb, ${checked.turnoverMultiple}::int, ${input.by},
                ${new Date(sendAt).toISOString()}::timestamptz)
        returning *`,
  );
  if (sendAt > now) return toRow(row!);
  return (await deliver(tx, row!.id, now))!;
}

/** The mail job: delivers every send whose time has come (each in its own transaction). */
export async function deliverDueSends(db: Db, now = Date.now()): Promise<number> {
  const due = await queryRows<{ id: number }>(
    db,
    sql`select id from mail_sends where status = 'scheduled' and send_at <= ${new Date(now).toISOString()}::timestamptz
         order by send_at, id limit 50`,
  );
  let n = 0;
  for (const { id } of due) {
    if (await db.transaction((tx) => deliver(tx, id, now))) n++;
  }
  return n;
}

/** What was sent (and what waits), newest first, with who sent it. */
export async function sentList(db: Db, paging: Paging): Promise<Page<SendRow>> {
  const [total] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from mail_sends`);
  const rows = await queryRows<DbSendRow>(
    db,
    sql`select * from mail_sends order by id desc limit ${paging.pageSize} offset ${pageOffset(paging)}`,
  );
  return pageOf(rows.map(toRow), total?.n ?? 0, paging);
}
