/**
 * Product error codes carried in the envelope's `errcode`. 0 is success; the 4xx/5xx range
 * mirrors the HTTP class the BFF answers with; 1000+ are business codes owned by one area each.
 */
export const ERR = {
  OK: 0,
  INVALID_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  NOT_AVAILABLE: 501,
  BAD_UPSTREAM: 502,
  MAINTENANCE: 503,
  UPSTREAM_TIMEOUT: 504,
  // Jackpot draw chance claim (spec §8): each has its own translated message.
  DRAW_NOT_ELIGIBLE: 1001,
  DRAW_NEEDS_DEPOSIT: 1002,
  DRAW_NEEDS_TURNOVER: 1003,
  DRAW_ALREADY_RECEIVED: 1004,
} as const;

export type ErrCode = (typeof ERR)[keyof typeof ERR];

/** HTTP status for an errcode: the class codes map to themselves, business codes are 200. */
export function httpStatusFor(errcode: number): number {
  if (errcode === 0) return 200;
  if (errcode >= 400 && errcode < 600) return errcode;
  return 200;
}
