import type { ErrorDetail } from '@casino/contracts/error-detail';
import { ERR } from '@casino/contracts/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CallFailure } from '../../api/call';
import { t } from '../../i18n';
import { checkMove, checkNewSafeboxPin, checkSafeboxPin, safeboxFailure } from './safebox-logic';

beforeAll(async () => {
  await import('../../i18n/account');
  await import('../../i18n/wallet');
});

const refusal = (errcode: number, msg: string, detail?: ErrorDetail): CallFailure => ({
  ok: false,
  errcode,
  msg,
  data: null,
  ...(detail ? { detail } : {}),
});

describe('safebox password checks', () => {
  it('wants exactly the configured number of digits', () => {
    expect(checkSafeboxPin('', 6)).toEqual({ key: 'form.required' });
    expect(checkSafeboxPin('12a456', 6)).toEqual({ key: 'wallet.safeboxPinDigits' });
    expect(checkSafeboxPin('12345', 6)).toEqual({ key: 'wallet.safeboxPinLength', vars: { length: 6 } });
    expect(checkSafeboxPin('1234567', 6)).toEqual({ key: 'wallet.safeboxPinLength', vars: { length: 6 } });
    expect(checkSafeboxPin('123456', 6)).toBeNull();
    expect(checkSafeboxPin('1234', 4)).toBeNull();
  });

  it('a new password must differ from the current one', () => {
    expect(checkNewSafeboxPin('123456', '123456', 6)).toEqual({ key: 'wallet.safeboxPinUnchanged' });
    expect(checkNewSafeboxPin('654321', '123456', 6)).toBeNull();
    expect(checkNewSafeboxPin('123456', null, 6)).toBeNull();
  });
});

describe('safebox amounts', () => {
  it('moves at most what the source holds, in minor units', () => {
    expect(checkMove('100.50', 20_000, 'wallet')).toEqual({ ok: true, minor: 10_050 });
    expect(checkMove('200', 20_000, 'safebox')).toEqual({ ok: true, minor: 20_000 });
    const over = checkMove('200.01', 20_000, 'wallet');
    expect(over.ok ? '' : t(over.key, over.vars)).toBe('Your balance is only ₱200.00.');
    const overBox = checkMove('1', 0, 'safebox');
    expect(overBox.ok ? '' : t(overBox.key, overBox.vars)).toBe('The safebox holds only ₱0.00.');
  });

  it('refuses nothing, zero, negative, fractional centavos and junk', () => {
    for (const text of ['', '0', '0.00', '-5', '1.005', 'abc', '1e3'])
      expect(checkMove(text, 1_000_000, 'wallet').ok, text).toBe(false);
  });
});

describe('safebox refusals', () => {
  it('says how many attempts are left after a wrong password', () => {
    const shown = safeboxFailure(
      refusal(ERR.SAFEBOX_PASSWORD_WRONG, 'Wrong safebox password. 9 attempts left.', { attemptsLeft: 3 }),
    );
    expect(shown.text).toBe('Wrong safebox password. Attempts left: 3.');
    // a number in the message alone is never read
    expect(safeboxFailure(refusal(ERR.SAFEBOX_PASSWORD_WRONG, '3 attempts left.')).text).toBe(
      'Wrong safebox password.',
    );
  });

  it('counts down the lock the server names', () => {
    const now = 1_000_000;
    const shown = safeboxFailure(refusal(ERR.SAFEBOX_LOCKED, 'Locked.', { retryAfterSeconds: 900 }), now);
    expect(shown).toEqual({ text: '', until: now + 15 * 60_000, untilKey: 'wallet.safeboxLockedFor' });
    expect(safeboxFailure(refusal(ERR.SAFEBOX_LOCKED, 'Try again in 15 min.')).text).toBe(
      'Too many wrong passwords. The safebox is locked for a while.',
    );
  });

  it('has its own sentence for no password and not enough coin, the shared ones otherwise', () => {
    expect(safeboxFailure(refusal(ERR.SAFEBOX_PASSWORD_NOT_SET, 'x')).text).toBe(
      'Set a safebox password first.',
    );
    expect(safeboxFailure(refusal(ERR.INSUFFICIENT_BALANCE, 'x')).text).toMatch(/^Not enough coin/);
    expect(safeboxFailure(refusal(ERR.INVALID_REQUEST, 'x')).text).toBe(t('authErr.invalid'));
  });
});
