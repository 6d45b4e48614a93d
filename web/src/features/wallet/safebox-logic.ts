// Safebox form checks and what a refused safebox call means to the player.
import { ERR } from '@casino/contracts/errors';
import { checkSafeboxPassword } from '@casino/contracts/lengths';
import { formatMoney } from '@casino/contracts/money';
import type { CallFailure } from '../../api/call';
import { describeFailure, type ShownError } from '../../components/form/error-text';
import { t } from '../../i18n';
import type { Check } from '../../lib/validate';
import { type AmountCheck, checkAmount } from './deposit-logic';

/** A safebox password: exactly `length` digits (config.safeboxPasswordLength). */
export function checkSafeboxPin(value: string, length: number): Check {
  if (value === '') return { key: 'form.required' };
  if (!/^\d+$/.test(value)) return { key: 'wallet.safeboxPinDigits' };
  return checkSafeboxPassword(value, length) ? null : { key: 'wallet.safeboxPinLength', vars: { length } };
}

/** A new password: the format, and not the same as the old one when changing. */
export function checkNewSafeboxPin(value: string, old: string | null, length: number): Check {
  const format = checkSafeboxPin(value, length);
  if (format) return format;
  return old !== null && value === old ? { key: 'wallet.safeboxPinUnchanged' } : null;
}

/** An amount to move: at least ₱0.01 and at most what the source holds (`wallet` coin or safebox coin). */
export function checkMove(text: string, available: number, source: 'wallet' | 'safebox'): AmountCheck {
  const check = checkAmount(text, 0, 0);
  if (!check.ok) return check;
  if (check.minor === 0) return { ok: false, key: 'wallet.amountInvalid' };
  if (check.minor > available) {
    return {
      ok: false,
      key: source === 'wallet' ? 'wallet.safeboxOverWallet' : 'wallet.safeboxOverSafebox',
      vars: { amount: formatMoney(available) },
    };
  }
  return check;
}

/**
 * A refused safebox call as one sentence: the attempts left after a wrong password, a countdown while the
 * safebox is locked (both from the refusal's typed detail), otherwise the shared refusal texts.
 */
export function safeboxFailure(res: CallFailure, now = Date.now()): ShownError {
  switch (res.errcode) {
    case ERR.SAFEBOX_PASSWORD_WRONG: {
      const left = res.detail?.attemptsLeft;
      return {
        text: left ? t('wallet.safeboxWrongPinLeft', { left }) : t('wallet.safeboxWrongPin'),
      };
    }
    case ERR.SAFEBOX_LOCKED: {
      const wait = res.detail?.retryAfterSeconds;
      return wait
        ? { text: '', until: now + wait * 1000, untilKey: 'wallet.safeboxLockedFor' }
        : { text: t('wallet.safeboxLocked') };
    }
    case ERR.SAFEBOX_PASSWORD_NOT_SET:
      return { text: t('wallet.safeboxNoPin') };
    case ERR.INSUFFICIENT_BALANCE:
      return { text: t('wallet.safeboxNotEnough') };
    default:
      return describeFailure(res, now);
  }
}
