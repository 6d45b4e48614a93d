import { parseAmount } from '@casino/contracts/money';
import { REWARD_ID } from '@casino/contracts/reward-ids';
import { map } from 'nanostores';
import { opsCall } from '../../api/ops-call';
import type { MailSendRequest, MailSendRow, MailTarget } from '../../api/ops-calls';
import { fromManilaInput } from '../../components/manila-time';
import { createCheckedSubmit } from '../../stores/checked-submit';
import { createTable } from '../../stores/table';

export const TARGETS = ['player', 'all', 'vipMin', 'depositedWithinDays', 'registered'] as const;
export type TargetKind = (typeof TARGETS)[number];

export interface MailForm {
  target: TargetKind;
  userId: string;
  vipLevel: string;
  days: string;
  from: string;
  to: string;
  title: string;
  body: string;
  /** ₱, optional: coin given through the grant path when the player opens the mail */
  coin: string;
  turnoverMultiple: string;
  /** datetime-local (Manila); empty = now */
  sendAt: string;
}
export type MailError =
  | 'userId'
  | 'vipLevel'
  | 'days'
  | 'range'
  | 'title'
  | 'body'
  | 'coin'
  | 'turnover'
  | 'sendAt';

export const EMPTY_MAIL: MailForm = {
  target: 'player',
  userId: '',
  vipLevel: '1',
  days: '30',
  from: '',
  to: '',
  title: '',
  body: '',
  coin: '',
  turnoverMultiple: '0',
  sendAt: '',
};
export const $mailForm = map<MailForm>({ ...EMPTY_MAIL });

export const sentTable = createTable<MailSendRow>(({ pageNum, pageSize }) =>
  opsCall('mailSentList', { pageNum, pageSize }),
);

const whole = (s: string, min: number, max: number) => {
  const n = Number(s);
  return s.trim() !== '' && Number.isSafeInteger(n) && n >= min && n <= max ? n : null;
};
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The form as mailSend's request, or what is wrong with it (`now`: a scheduled time must be ahead). */
export function mailRequest(form: MailForm, now: number): MailSendRequest | { errors: MailError[] } {
  const errors: MailError[] = [];
  let to: MailTarget = { segment: { kind: 'all' } };
  if (form.target === 'player') {
    const userId = whole(form.userId, 1, Number.MAX_SAFE_INTEGER);
    if (userId === null) errors.push('userId');
    else to = { userId };
  } else if (form.target === 'vipMin') {
    const level = whole(form.vipLevel, 0, 100);
    if (level === null) errors.push('vipLevel');
    else to = { segment: { kind: 'vipMin', level } };
  } else if (form.target === 'depositedWithinDays') {
    const days = whole(form.days, 1, 365);
    if (days === null) errors.push('days');
    else to = { segment: { kind: 'depositedWithinDays', days } };
  } else if (form.target === 'registered') {
    if (!DAY.test(form.from) || !DAY.test(form.to) || form.from > form.to) errors.push('range');
    else to = { segment: { kind: 'registered', from: form.from, to: form.to } };
  }
  if (!form.title.trim() || form.title.trim().length > 100) errors.push('title');
  if (!form.body.trim() || form.body.trim().length > 4000) errors.push('body');
  let coin = 0;
  if (form.coin.trim()) {
    const parsed = parseAmount(form.coin);
    if (parsed.ok && parsed.minor > 0) coin = parsed.minor;
    else errors.push('coin');
  }
  const turnover = whole(form.turnoverMultiple || '0', 0, 100);
  if (turnover === null) errors.push('turnover');
  const sendAt = form.sendAt ? fromManilaInput(form.sendAt) : null;
  if (form.sendAt && (sendAt === null || sendAt <= now)) errors.push('sendAt');
  if (errors.length > 0) return { errors };
  return {
    to,
    title: form.title.trim(),
    body: form.body.trim(),
    ...(coin > 0
      ? { rewards: [{ propId: REWARD_ID.coin, count: coin }], turnoverMultiple: turnover ?? 0 }
      : {}),
    ...(sendAt ? { sendAt } : {}),
  };
}

/** The answer is the sent (or scheduled) row. */
const mailSubmit = createCheckedSubmit(
  (now: number) => mailRequest($mailForm.get(), now),
  async (request: MailSendRequest) => {
    const res = await opsCall('mailSend', request);
    if (res.ok) $mailForm.set({ ...EMPTY_MAIL, target: $mailForm.get().target });
    return res;
  },
);
export const $mailErrors = mailSubmit.$errors;
export const $mailState = mailSubmit.$state;
export const resetMailSend = mailSubmit.reset;

export async function sendMail(now = Date.now()): Promise<boolean> {
  const sent = await mailSubmit.submit(now);
  if (sent) await sentTable.reload();
  return sent;
}
