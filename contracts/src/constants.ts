// Business constants and limits of spec §9 (and the few this product adds). Zod-free: the web imports it.

// ---- Requests --------------------------------------------------------------------------------------
/** Request timeout by network class (navigator.connection.effectiveType). */
export const REQUEST_TIMEOUT_MS = { default: 10_000, '3g': 30_000, '2g': 20_000, 'slow-2g': 20_000 } as const;

/** Timeout for a request on the given effective connection type (unknown types get the default). */
export function requestTimeoutMs(effectiveType?: string): number {
  if (effectiveType === '3g') return REQUEST_TIMEOUT_MS['3g'];
  if (effectiveType === '2g' || effectiveType === 'slow-2g') return REQUEST_TIMEOUT_MS['2g'];
  return REQUEST_TIMEOUT_MS.default;
}

/** The `online` ping while a token exists; it shows no timeout tip. */
export const ONLINE_PING_MS = 60_000;

/** Event-log queue: send at this many events, or after this long, and flush on page hide. */
export const EVENT_QUEUE_MAX_EVENTS = 20;
export const EVENT_QUEUE_FLUSH_MS = 2_000;

// ---- Client identity (common request fields) --------------------------------------------------------
export const CLIENT_VERSION = '1.1.6';
export const CLIENT_CHANNEL = 'WEB';
/** platform field: 0 on mobile, 1 on desktop. */
export const PLATFORM = { mobile: 0, desktop: 1 } as const;
export const CLIENT_REFERRER = 'ph';
export const DEFAULT_INSTALL_REFERRER = 'web';

// ---- Jackpot lucky draw -----------------------------------------------------------------------------
/** Pool numbers re-shuffle inside the server-given section range this often. */
export const JACKPOT_SHUFFLE_MS = 6_000;
/**
 * The client reloads the pools this often while they show; the server's section for a pool runs from the
 * pool now to where it expects it one refresh later, so the shown figure only rises and never runs ahead.
 */
export const JACKPOT_REFRESH_MS = 60_000;
export const RANK_PAGE_SIZE = 10;
export const RECORD_PAGE_SIZE = 20;
/** How many recently started games a player's gameHistory holds, newest first (platform and lobby). */
export const GAME_HISTORY_SIZE = 20;
/** Grid highlight: 80 ms a step for 3 s, then +20 ms per step until a step exceeds 300 ms. */
export const DRAW_SPIN = {
  startStepMs: 80,
  slowdownStepMs: 20,
  stopAboveMs: 300,
  fastPhaseMs: 3_000,
} as const;
/** SPIN click debounce. */
export const DRAW_DEBOUNCE_MS = 300;
/** Cells on the lucky-draw grid. */
export const DRAW_GRID_CELLS = 10;
/** The jackpot spin wheel: rotates about 4-6 s, closes 2 s after it stops. */
export const JACKPOT_WHEEL = { minSpinMs: 4_000, maxSpinMs: 6_000, closeAfterMs: 2_000 } as const;

/** Activity status refresh debounce. */
export const ACTIVITY_REFRESH_DEBOUNCE_MS = 1_000;

// ---- Money ------------------------------------------------------------------------------------------
/** Minor units per peso: the shown value is amount / 100, floored to 2 decimals. */
export const MONEY_DIVISOR = 100;
export const CURRENCY = 'PHP';
export const CURRENCY_SYMBOL = '₱';

/**
 * Deposit minimums. The spec says "minAmount (default 100)" and "minAmount2 (default 10000)" in shown
 * pesos; on the wire all money is minor units, so the defaults are ₱100.00 = 10000 and
 * ₱10,000.00 = 1000000. A channel's minAmount / minAmount2 of 0 means these defaults.
 */
export const DEFAULT_MIN_DEPOSIT_MINOR = 10_000;
export const DEFAULT_MIN_DEPOSIT_AFTER_FIRST_MINOR = 1_000_000;

// ---- Eligibility, locale, assets --------------------------------------------------------------------
/** Players must be 21+ (PAGCOR). */
export const AGE_LIMIT = 21;
export const LANGUAGE = 'en-US';
export const LANGUAGE_COOKIE_DAYS = 365;
/** Per-day flags (e.g. popup shown today) are keyed by this date string format. */
export const DAY_KEY_FORMAT = 'YYYY-MM-DD';
/** Product day boundary: Philippine time. */
export const TIME_ZONE = 'Asia/Manila';

/** The product's name where the platform speaks to players outside the app (SMS, the sandbox checkout). */
export const BRAND_NAME = 'Bituin Casino';

export const AVATAR_PATH = '/avatar/{avatar}.webp';
/** The avatars the web ships (web/public/avatar/{id}.webp); updateProfile accepts only these. */
export const AVATAR_IDS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'] as const;
export function avatarUrl(avatar: string): string {
  return AVATAR_PATH.replace('{avatar}', encodeURIComponent(avatar));
}

/** Game/activity icon loading: give up after 5 s, spinner rotation 750 ms, longest URL accepted 500. */
export const ICON_LOADING = { timeoutMs: 5_000, rotationMs: 750, maxUrlLength: 500 } as const;

// ---- Accounts (issue 4) -----------------------------------------------------------------------------
/** A new SMS code may be asked for this long after the last one. */
export const SMS_RESEND_COOLDOWN_S = 60;
/** An SMS code is valid this long, for this many wrong tries, and only once. */
export const SMS_CODE_TTL_S = 300;
export const SMS_CODE_MAX_ATTEMPTS = 5;
/** Wrong passwords: this many within the window lock the account for LOGIN_LOCK_MS. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
export const LOGIN_LOCK_MS = 15 * 60_000;

// ---- Games (additions) ------------------------------------------------------------------------------
/** Last-game recall depth (GLI: the last game plus the 9 before it). */
export const GAME_RECALL_ROUNDS = 10;
export const MINES_GRID_CELLS = 25;
