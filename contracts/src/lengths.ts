// Field lengths come from the app config at run time, so zod schemas carry only generous static bounds
// (STATIC_LENGTH) and both platform and web call checkLength with config.lengths. Zod-free.

export type LengthKind = 'account' | 'username' | 'password' | 'smsCode' | 'withdrawAccount';

export interface LengthRange {
  min: number;
  max: number;
}

/** The shape of appConfig.lengths. */
export type ConfigLengths = Record<LengthKind, LengthRange>;

/** Outer bounds the request schemas enforce whatever the config says (config values must fit inside). */
export const STATIC_LENGTH: ConfigLengths = {
  account: { min: 1, max: 64 },
  username: { min: 1, max: 64 },
  password: { min: 1, max: 128 },
  smsCode: { min: 1, max: 12 },
  withdrawAccount: { min: 1, max: 64 },
};

export type LengthCheck =
  | { ok: true }
  | { ok: false; reason: 'tooShort' | 'tooLong'; kind: LengthKind; min: number; max: number; length: number };

/** Length in user-perceived characters (code points), so an emoji nickname counts as one each. */
export function textLength(value: string): number {
  let n = 0;
  for (const _ of value) n++;
  return n;
}

/** Checks a value against the config range for its kind; the caller maps the reason to a message. */
export function checkLength(kind: LengthKind, value: string, lengths: ConfigLengths): LengthCheck {
  const { min, max } = lengths[kind];
  const length = textLength(value);
  if (length < min) return { ok: false, reason: 'tooShort', kind, min, max, length };
  if (length > max) return { ok: false, reason: 'tooLong', kind, min, max, length };
  return { ok: true };
}

/** The safebox password is digits of exactly config.safeboxPasswordLength. */
export function checkSafeboxPassword(value: string, length: number): boolean {
  return value.length === length && /^\d+$/.test(value);
}
