// Typed facts a refusal carries beside its message, so no client ever reads a number out of message text.
// Zod-free: the web's request function imports it at first load.

/** Every field is a whole number ≥ 0; a refusal sends only the fields that apply to it. */
export interface ErrorDetail {
  /** Seconds until the refused action may be tried again (SMS cooldown, account or safebox lock, rate limit). */
  retryAfterSeconds?: number;
  /** Tries left before a lock (wrong safebox password, wrong SMS code). */
  attemptsLeft?: number;
  /** Turnover (minor units) still to bet before this withdrawal is allowed. */
  turnoverLeft?: number;
  /** What may be withdrawn now (minor units). */
  withdrawable?: number;
  /** The limit that was reached (codes a day, claims a period…). */
  limit?: number;
  /** How much of what was asked for the player holds (items, or minor units of coin). */
  held?: number;
  /** The verified KYC level (1 ID + live selfie, 2 also address and source of funds) this action needs. */
  kycLevelRequired?: number;
  /** Hours (rounded up) until a new or changed receiving account may be paid to. */
  holdHoursLeft?: number;
}

/** The fields, in one list the reader and the OpenAPI document share (the web's first load carries it). */
export const ERROR_DETAIL_KEYS = [
  'retryAfterSeconds',
  'attemptsLeft',
  'turnoverLeft',
  'withdrawable',
  'limit',
  'held',
  'kycLevelRequired',
  'holdHoursLeft',
] as const satisfies readonly (keyof ErrorDetail)[];

// A field added to ErrorDetail but not to the list fails to compile here.
type Unlisted = Exclude<keyof ErrorDetail, (typeof ERROR_DETAIL_KEYS)[number]>;
export const ERROR_DETAIL_COMPLETE: [Unlisted] extends [never] ? true : never = true;

const KNOWN: ReadonlySet<string> = new Set(ERROR_DETAIL_KEYS);

/**
 * An envelope's `detail` when it is one: a plain object of known fields, each a safe whole number ≥ 0, at
 * least one of them. Anything else (an unknown field, a fraction, a string) is undefined: a detail is used
 * whole or not at all, never half-trusted.
 */
export function readErrorDetail(value: unknown): ErrorDetail | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const out: ErrorDetail = {};
  let fields = 0;
  for (const [key, v] of Object.entries(value)) {
    if (!KNOWN.has(key) || typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0) return undefined;
    out[key as keyof ErrorDetail] = v;
    fields++;
  }
  return fields > 0 ? out : undefined;
}
