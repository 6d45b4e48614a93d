import { exampleAppConfig } from '@casino/contracts/examples/app-config';
import { STATIC_LENGTH } from '@casino/contracts/lengths';
import { describe, expect, it } from 'vitest';
import {
  checkAccount,
  checkConfirm,
  checkLoginAccount,
  checkMobile,
  checkNewPassword,
  checkNickname,
  checkPassword,
  checkSmsCode,
  lengthsOf,
} from './validate';

const lengths = exampleAppConfig.lengths; // account 6-16, username 2-16, password 6-20, sms 6

describe('form checks use the config lengths (the numbers the server enforces)', () => {
  it('account names: length range, then letters/digits/_ only', () => {
    expect(checkAccount('', lengths)).toEqual({ key: 'form.required' });
    expect(checkAccount('juan', lengths)).toEqual({ key: 'form.tooShort', vars: { min: 6, max: 16 } });
    expect(checkAccount('j'.repeat(17), lengths)).toEqual({ key: 'form.tooLong', vars: { min: 6, max: 16 } });
    expect(checkAccount('juan dela', lengths)).toEqual({ key: 'form.accountChars' });
    expect(checkAccount('juan_01', lengths)).toBeNull();
  });

  it('follows the config when the operator changes a range', () => {
    const stricter = { ...lengths, account: { min: 8, max: 10 }, password: { min: 10, max: 12 } };
    expect(checkAccount('juan_01', stricter)).toEqual({ key: 'form.tooShort', vars: { min: 8, max: 10 } });
    expect(checkNewPassword('secret123', stricter)).toEqual({
      key: 'form.tooShort',
      vars: { min: 10, max: 12 },
    });
    expect(checkNewPassword('secret1234', stricter)).toBeNull();
  });

  it('passwords: lengths; a new one may not be only spaces; login accepts what once was accepted', () => {
    expect(checkPassword('12345', lengths)).toEqual({ key: 'form.tooShort', vars: { min: 6, max: 20 } });
    expect(checkNewPassword('        ', lengths)).toEqual({ key: 'form.passwordBlank' });
    expect(checkPassword('        ', lengths)).toBeNull();
    expect(checkConfirm('secret123', 'secret124')).toEqual({ key: 'form.mismatch' });
    expect(checkConfirm('secret123', '')).toEqual({ key: 'form.required' });
    expect(checkConfirm('secret123', 'secret123')).toBeNull();
  });

  it('login takes an account name or a mobile number within the account lengths', () => {
    expect(checkLoginAccount('0917 123 4567', lengths)).toBeNull();
    expect(checkLoginAccount('juan', lengths)).toEqual({ key: 'form.tooShort', vars: { min: 6, max: 16 } });
  });

  it('PH mobile numbers in every common spelling; others are refused', () => {
    for (const ok of ['09171234567', '0917 123 4567', '+639171234567', '639171234567', '9171234567'])
      expect(checkMobile(ok), ok).toBeNull();
    for (const bad of ['0817123456', '12345', '+6591234567'])
      expect(checkMobile(bad), bad).toEqual({ key: 'form.badMobile' });
    expect(checkMobile('  ')).toEqual({ key: 'form.required' });
  });

  it('SMS codes: digits only, exactly the configured length', () => {
    expect(checkSmsCode('12a456', lengths)).toEqual({ key: 'form.digits' });
    expect(checkSmsCode('12345', lengths)).toEqual({ key: 'form.codeLength', vars: { n: 6 } });
    expect(checkSmsCode('123456', lengths)).toBeNull();
  });

  it('nicknames count characters as the server does (an emoji is one) and may not be blank', () => {
    expect(checkNickname('  ', lengths)).toEqual({ key: 'form.required' });
    expect(checkNickname('J', lengths)).toEqual({ key: 'form.tooShort', vars: { min: 2, max: 16 } });
    expect(checkNickname('🎰🎰', lengths)).toBeNull();
    expect(checkNickname('🎰'.repeat(17), lengths)).toEqual({
      key: 'form.tooLong',
      vars: { min: 2, max: 16 },
    });
  });

  it('before the config arrives, the request schemas’ outer bounds apply', () => {
    expect(lengthsOf(null)).toBe(STATIC_LENGTH);
  });
});
