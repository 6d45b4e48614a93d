// What a refused call means to the player: one clear sentence, and when they may try again.
import { ERR } from '@casino/contracts/errors';
import { type CallFailure, CLIENT_ERR } from '../../api/call';
import { hasKey, t } from '../../i18n';
import type { Check } from '../../lib/validate';

export interface ShownError {
  /** The sentence, or empty when `until` drives a countdown sentence. */
  text: string;
  /** Epoch ms when the player may try again (429, lockout with a retry-after). */
  until?: number;
  /** i18n key of the countdown sentence; `{{time}}` is the time left. */
  untilKey?: string;
}

/** Refusals that count down the typed wait (`detail.retryAfterSeconds`), with the sentence of each. */
const WAIT_KEY: Readonly<Record<number, string>> = {
  [ERR.RATE_LIMITED]: 'authErr.rateLimited',
  [ERR.ACCOUNT_LOCKED]: 'authErr.lockedFor',
  [ERR.SMS_COOLDOWN]: 'authErr.cooldownFor',
};

/**
 * Codes whose server message says what the player needs (the unlock time) when the answer has no typed
 * wait, e.g. an operator API without `detail`: shown as it is, never parsed.
 */
const SERVER_TEXT: ReadonlySet<number> = new Set([ERR.ACCOUNT_LOCKED, ERR.SMS_COOLDOWN]);

/** "45 seconds" / "3 minutes": the wait in the largest whole unit, rounded up. */
export function formatWait(seconds: number): string {
  if (seconds < 60) return t(seconds === 1 ? 'time.second' : 'time.seconds', { n: seconds });
  const minutes = Math.ceil(seconds / 60);
  return t(minutes === 1 ? 'time.minute' : 'time.minutes', { n: minutes });
}

export function describeFailure(res: CallFailure, now = Date.now()): ShownError {
  const code = res.errcode;
  const wait = res.detail?.retryAfterSeconds;
  const waitKey = WAIT_KEY[code];
  if (waitKey && wait) return { text: '', until: now + wait * 1000, untilKey: waitKey };
  if (code === ERR.RATE_LIMITED) return { text: t('authErr.rateLimitedSoon') };
  if (SERVER_TEXT.has(code) && res.msg) return { text: res.msg };
  if (hasKey(`authErr.${code}`)) return { text: t(`authErr.${code}`) };
  if (code === CLIENT_ERR.network) return { text: t('authErr.network') };
  if (code === CLIENT_ERR.timeout || code === ERR.UPSTREAM_TIMEOUT) return { text: t('errors.timeout') };
  if (code === ERR.INVALID_REQUEST) return { text: t('authErr.invalid') };
  return { text: res.msg || t('authErr.generic', { code }) };
}

/** The field a refusal is about, so the message shows under that field. */
const FIELD_OF: Record<number, string> = {
  [ERR.ACCOUNT_TAKEN]: 'account',
  [ERR.MOBILE_TAKEN]: 'mobile',
  [ERR.MOBILE_NOT_REGISTERED]: 'mobile',
  [ERR.MOBILE_ALREADY_BOUND]: 'mobile',
  [ERR.SMS_CODE_WRONG]: 'smsCode',
  [ERR.SMS_CODE_EXPIRED]: 'smsCode',
  [ERR.SMS_CODE_TOO_MANY_ATTEMPTS]: 'smsCode',
  [ERR.PASSWORD_UNCHANGED]: 'password',
};

/** Field-level errors from a refusal whose code names a field (taken account, wrong code…). */
export function fieldErrors(res: CallFailure): Record<string, Check> {
  const field = FIELD_OF[res.errcode];
  return field ? { [field]: { key: `authErr.${res.errcode}` } } : {};
}

/**
 * A refusal of a form: under the field it names (`byField`, by default the code's field), else the failure to
 * show above the button; null when it landed on a field.
 */
export function refusalOf(
  form: { setServerErrors(found: Record<string, Check>): boolean },
  res: CallFailure,
  byField: Record<string, Check> = fieldErrors(res),
): ShownError | null {
  return form.setServerErrors(byField) ? null : describeFailure(res);
}
