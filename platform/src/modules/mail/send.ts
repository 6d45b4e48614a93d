import { ERR } from '@casino/contracts/errors';
import { eq, sql } from 'drizzle-orm';
import { CallError } from '../../core/call-error';
import { type Db, queryRows, type Tx } from '../../db/client';
import { users } from '../../db/schema';
import { checkGrantItems, type RewardItem } from '../../rewards';

/** How long a mail stays in the inbox unless its sender says otherwise. */
export const DEFAULT_MAIL_DAYS = 30;
const MAX_ATTACHMENTS = 10;
const MAX_TURNOVER_MULTIPLE = 100;
export const TITLE_MAX = 100;
export const CONTENT_MAX = 4000;

export interface MailInput {
  /** A player's id, or every player (also those who register while the mail is live). */
  to: number | 'all';
  title: string;
  content: string;
  attachments?: readonly RewardItem[];
  /** Coin in the attachment needs this × its amount in bets before withdrawal. */
  turnoverMultiple?: number;
  /** null = never expires; default DEFAULT_MAIL_DAYS from now. */
  expiresAt?: Date | null;
  sender: 'operator' | 'system';
  /** A system mail's event: the same event never mails twice. */
  eventKey?: string;
}

const invalid = (what: string) => new CallError(ERR.INVALID_REQUEST, `Invalid mail: ${what}`);

/** NFC, trimmed, newlines kept; control and invisible format characters refused (what is stored is what shows). */
function cleanText(field: string, raw: string, max: number, multiline: boolean): string {
  const text = raw.normalize('NFC').replace(/\r\n?/g, '\n').trim();
  const allowed = multiline ? text.replaceAll('\n', '') : text;
  if (/[\p{Cc}\p{Cf}\p{Co}\p{Cn}\u2028\u2029]/u.test(allowed))
    throw invalid(`${field} has control characters`);
  if (text === '') throw invalid(`${field} is empty`);
  if (text.length > max) throw invalid(`${field} is longer than ${max} characters`);
  return text;
}

export interface CheckedMail {
  title: string;
  content: string;
  attachments: RewardItem[];
  turnoverMultiple: number;
}

/** The checks every mail passes before anything is written (also run when a send is scheduled). */
export function checkMail(
  input: Pick<MailInput, 'title' | 'content' | 'attachments' | 'turnoverMultiple'>,
): CheckedMail {
  const title = cleanText('title', input.title, TITLE_MAX, false);
  const content = cleanText('body', input.content, CONTENT_MAX, true);
  const attachments = [...(input.attachments ?? [])];
  if (attachments.length > MAX_ATTACHMENTS) throw invalid(`at most ${MAX_ATTACHMENTS} attachments`);
  if (attachments.length > 0) checkGrantItems(attachments, 1);
  const multiple = input.turnoverMultiple ?? 0;
  if (!Number.isInteger(multiple) || multiple < 0 || multiple > MAX_TURNOVER_MULTIPLE) {
    throw invalid(`turnover multiple must be a whole number from 0 to ${MAX_TURNOVER_MULTIPLE}`);
  }
  return { title, content, attachments, turnoverMultiple: multiple };
}

/** Checks everything first, then writes one mail row: a refused mail writes nothing. */
export async function sendMail(db: Db | Tx, input: MailInput): Promise<{ id: number; duplicate: boolean }> {
  const { title, content, attachments, turnoverMultiple: multiple } = checkMail(input);
  if (input.to !== 'all') {
    if (!Number.isSafeInteger(input.to) || input.to <= 0) throw invalid(`no player ${input.to}`);
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, input.to));
    if (!user) throw invalid(`no player ${input.to}`);
  }
  const expiresAt =
    input.expiresAt === undefined ? new Date(Date.now() + DEFAULT_MAIL_DAYS * 86_400_000) : input.expiresAt;
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into mails (user_id, sender, title, content, attachments, turnover_multiple, event_key, expires_at)
        values (${input.to === 'all' ? null : input.to}::int, ${input.sender}::text, ${title}::text,
                ${content}::text, ${JSON.stringify(attachments)}::jsonb, ${multiple}::int,
                ${input.eventKey ?? null}::text, ${expiresAt ? expiresAt.toISOString() : null}::timestamptz)
        on conflict (event_key) do nothing
        returning id`,
  );
  if (row) return { id: Number(row.id), duplicate: false };
  const [twin] = await queryRows<{ id: number }>(
    db,
    sql`select id from mails where event_key = ${input.eventKey ?? ''}::text`,
  );
  if (!twin) throw new Error('mail neither inserted nor found');
  return { id: Number(twin.id), duplicate: true };
}
