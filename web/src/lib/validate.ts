// Form checks with the server's numbers: lengths from appConfig via the contracts' checkLength, PH mobile
// numbers via the contracts' normaliser. Each answers an i18n key (+ values) or null when the value is fine.
import { type ConfigLengths, checkLength, type LengthKind, STATIC_LENGTH } from '@casino/contracts/lengths';
import { normalisePhMobile } from '@casino/contracts/phone';

export interface FieldError {
  key: string;
  vars?: Record<string, string | number>;
}
export type Check = FieldError | null;

/** The config's lengths, or the request schemas' outer bounds until the config has loaded. */
export function lengthsOf(config: { lengths?: ConfigLengths } | null | undefined): ConfigLengths {
  return config?.lengths ?? STATIC_LENGTH;
}

function length(kind: LengthKind, value: string, lengths: ConfigLengths): Check {
  if (value === '') return { key: 'form.required' };
  const r = checkLength(kind, value, lengths);
  if (r.ok) return null;
  return {
    key: r.reason === 'tooShort' ? 'form.tooShort' : 'form.tooLong',
    vars: { min: r.min, max: r.max },
  };
}

/** Account names: letters, digits and _ (the register schema's rule), within the account lengths. */
export function checkAccount(value: string, lengths: ConfigLengths): Check {
  return (
    length('account', value, lengths) ?? (/^[A-Za-z0-9_]+$/.test(value) ? null : { key: 'form.accountChars' })
  );
}

/** Login accepts any stored account name: lengths only. */
export function checkLoginAccount(value: string, lengths: ConfigLengths): Check {
  return length('account', value, lengths);
}

/** A password being typed to sign in: lengths only (whatever was accepted once must still work). */
export function checkPassword(value: string, lengths: ConfigLengths): Check {
  return length('password', value, lengths);
}

/** A password being chosen: the lengths, and not only spaces. */
export function checkNewPassword(value: string, lengths: ConfigLengths): Check {
  if (value !== '' && value.trim() === '') return { key: 'form.passwordBlank' };
  return length('password', value, lengths);
}

export function checkConfirm(password: string, confirm: string): Check {
  if (confirm === '') return { key: 'form.required' };
  return confirm === password ? null : { key: 'form.mismatch' };
}

export function checkMobile(value: string): Check {
  if (value.trim() === '') return { key: 'form.required' };
  return normalisePhMobile(value) ? null : { key: 'form.badMobile' };
}

export function checkSmsCode(value: string, lengths: ConfigLengths): Check {
  if (value === '') return { key: 'form.required' };
  if (!/^\d+$/.test(value)) return { key: 'form.digits' };
  const { min, max } = lengths.smsCode;
  if (min === max && value.length !== min) return { key: 'form.codeLength', vars: { n: min } };
  return length('smsCode', value, lengths);
}

/** Nicknames: the username lengths, counted in characters as the server counts them; no blank name. */
export function checkNickname(value: string, lengths: ConfigLengths): Check {
  const trimmed = value.trim();
  if (trimmed === '') return { key: 'form.required' };
  return length('username', trimmed, lengths);
}

/** The first error of a form, so the page can focus that field. */
export function firstError<K extends string>(errors: Partial<Record<K, Check>>): K | null {
  for (const [k, v] of Object.entries(errors) as [K, Check][]) if (v) return k;
  return null;
}
