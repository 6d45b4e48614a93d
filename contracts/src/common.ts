import { z } from 'zod';
import { CLIENT_CHANNEL, CLIENT_REFERRER, CLIENT_VERSION, PLATFORM } from './constants';
import { type LengthKind, STATIC_LENGTH } from './lengths';
import { normalisePhMobile } from './phone';

/** Values the client appends to every request (spec §9). */
export const CLIENT_DEFAULTS = {
  appId: 'casino-ph',
  channel: CLIENT_CHANNEL,
  clientReferrer: CLIENT_REFERRER,
  appVersion: CLIENT_VERSION,
} as const;

/** Platform field: 0 on mobile, 1 on desktop (spec §9). */
export const CLIENT_PLATFORM = PLATFORM;

/**
 * Common fields carried by every request. Optional because the BFF fills in defaults
 * when a client (or a curl) leaves them out; typed strictly when present.
 */
export const commonFields = z.object({
  appId: z.string().max(64).optional(),
  channel: z.string().max(32).optional(),
  platform: z.union([z.literal(0), z.literal(1)]).optional(),
  clientReferrer: z.string().max(64).optional(),
  appVersion: z.string().max(32).optional(),
});

export type CommonFields = z.infer<typeof commonFields>;

/** A request schema: the call's own fields on top of the shared common fields. */
export function request<S extends z.ZodRawShape>(shape: S) {
  return commonFields.extend(shape);
}

/** The request of a call whose payload is empty: only the common fields. */
export const emptyRequest = commonFields;

/** Largest page a list call accepts: a page past it is empty anyway, and its offset would overflow SQL. */
const MAX_PAGE = 100_000;

/** Paging fields shared by list calls. */
export const pageRequest = {
  pageNum: z.number().int().min(1).max(MAX_PAGE).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
};

/** A page of results as list calls answer it (`data.list`, `data.pages`). */
export function page<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
    pages: z.number().int(),
    total: z.number().int(),
  });
}

/** Integer minor units (centavos). Money never travels as a float. */
export const minor = z.number().int();
export const nonNegativeMinor = z.number().int().min(0);

/** Answer of calls that only acknowledge. */
export const ack = z.null();

// ---- Shared field schemas (additions to the core) -------------------------------------------------

/** Largest amount a request may carry: ₱100,000,000.00. Stops overflow and absurd input early. */
export const MAX_AMOUNT_MINOR = 10_000_000_000;

/** A positive amount in minor units, as a player types it after parsing (see money.ts). */
export const positiveAmount = z.number().int().min(1).max(MAX_AMOUNT_MINOR);

/** Largest id a request may carry: ids are PostgreSQL `integer` columns (2^31 − 1), not 2^53 − 1. */
export const MAX_ID = 2_147_483_647;

/** A database id sent by the client. */
export const id = z.number().int().min(1).max(MAX_ID);

/** Epoch milliseconds. */
export const epochMs = z.number().int().min(0);

/**
 * A client-made idempotency key (a UUID fits): the platform applies one request id once, so a retry after a
 * timeout answers the first outcome instead of playing or spending twice.
 */
export const requestId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, '8-64 letters, digits, _ or -');

/** Paging fields with a call's own default page size. */
export function pageRequestOf(defaultSize: number, maxSize = 100) {
  return {
    pageNum: z.number().int().min(1).max(MAX_PAGE).default(1),
    pageSize: z.number().int().min(1).max(maxSize).default(defaultSize),
  };
}

/**
 * A PH mobile number as typed (09…, 9…, 63…, +63…); parses to the canonical +639XXXXXXXXX.
 * Input and output differ: z.input is string, z.output the canonical string.
 */
export const phMobile = z
  .string()
  .max(32)
  .transform((value, ctx) => {
    const canonical = normalisePhMobile(value);
    if (canonical === null) {
      ctx.issues.push({ code: 'custom', message: 'Not a Philippine mobile number', input: value });
      return z.NEVER;
    }
    return canonical as string;
  });

/** A string field whose real range comes from config.lengths: static outer bounds only (see lengths.ts). */
export function configLength(kind: LengthKind) {
  return z.string().min(STATIC_LENGTH[kind].min).max(STATIC_LENGTH[kind].max);
}

/** An SMS code: digits only, real length from config.lengths.smsCode. */
export const smsCode = z
  .string()
  .min(STATIC_LENGTH.smsCode.min)
  .max(STATIC_LENGTH.smsCode.max)
  .regex(/^\d+$/, 'Digits only');

/** An item granted by a claim: propId per reward-ids.ts; for coin (2001) count is minor units. */
export const rewardItem = z.object({ propId: z.number().int(), count: z.number().int() });
export const rewardsAnswer = z.object({ rewards: z.array(rewardItem) });

/** A range shown instead of an exact amount (jackpot pools, winners, ranks), minor units. */
export const amountSection = z.object({ min: nonNegativeMinor, max: nonNegativeMinor });

/** The answer of a claim that credits coin: what was added and the balance after. */
export const creditAnswer = z.object({ amount: nonNegativeMinor, coin: nonNegativeMinor });
