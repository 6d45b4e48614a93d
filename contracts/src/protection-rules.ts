// Player-protection rules the platform enforces and the web explains (zod-free: the web imports it).
// Figures follow PAGCOR's exclusion (6 months, 1 year, 5 years; the first 6 months irrevocable) and the
// UKGC/Pennsylvania rule that a tighter limit applies at once and a looser one only after a wait.

export const SELF_LIMIT_KINDS = ['deposit', 'loss', 'session'] as const;
export type SelfLimitKind = (typeof SELF_LIMIT_KINDS)[number];

export const SELF_LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type SelfLimitPeriod = (typeof SELF_LIMIT_PERIODS)[number];

/** Largest deposit or loss limit: ₱10,000,000.00. More is not a limit, it is a typo. */
export const MAX_SELF_LIMIT_MINOR = 1_000_000_000;
/** Smallest play-time limit, minutes. */
export const MIN_SESSION_MINUTES = 5;
/** Longest play-time limit per period, minutes: the period itself (a month counted as 31 days). */
export const MAX_SESSION_MINUTES: Readonly<Record<SelfLimitPeriod, number>> = {
  day: 24 * 60,
  week: 7 * 24 * 60,
  month: 31 * 24 * 60,
};

/** A looser limit (raised or removed) waits this long, and for a period limit also the current period's end. */
export const LOOSEN_DELAY_HOURS = 24;

/** Cool-off: 24 hours to 6 weeks. */
export const COOL_OFF_MIN_HOURS = 24;
export const COOL_OFF_MAX_HOURS = 6 * 7 * 24;

/** Self-exclusion lengths offered, months. */
export const EXCLUSION_MONTHS = [6, 12, 60] as const;
export type ExclusionMonths = (typeof EXCLUSION_MONTHS)[number];
/** The part of an exclusion that cannot be revoked, months. */
export const EXCLUSION_IRREVOCABLE_MONTHS = 6;

/** Whether `months` is one of the exclusion lengths offered (PAGCOR: 6 months, 1 year, 5 years; nothing else). */
export function isExclusionMonths(months: number): months is ExclusionMonths {
  return (EXCLUSION_MONTHS as readonly number[]).includes(months);
}

/**
 * `at` plus whole calendar months, the day of the month kept (clamped to the target month's last day), in UTC
 * so the platform and every device count an exclusion's end and its irrevocable part alike.
 */
export function addMonths(at: number, months: number): number {
  const d = new Date(at);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  target.setUTCHours(d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds());
  return target.getTime();
}

/** Minutes of no bet after which the next bet starts a new play session (reality check and time played). */
export const PLAY_SESSION_GAP_MINUTES = 15;

/** Why a limit amount is refused, or null when it is acceptable (platform and web share it). */
export function selfLimitAmountProblem(
  kind: SelfLimitKind,
  period: SelfLimitPeriod,
  amount: number,
): string | null {
  if (!Number.isSafeInteger(amount) || amount <= 0) return 'must be a whole number above zero';
  if (kind === 'session') {
    if (amount < MIN_SESSION_MINUTES) return `must be at least ${MIN_SESSION_MINUTES} minutes`;
    if (amount > MAX_SESSION_MINUTES[period])
      return `must be at most ${MAX_SESSION_MINUTES[period]} minutes a ${period}`;
    return null;
  }
  if (amount < 100) return 'must be at least ₱1.00';
  if (amount > MAX_SELF_LIMIT_MINOR) return 'must be at most ₱10,000,000.00';
  return null;
}

/** What an operator can block on a player's account (a licensee-initiated exclusion), each with a reason. */
export const OPERATOR_BLOCK_KINDS = ['deposit', 'withdraw', 'play'] as const;
export type OperatorBlockKind = (typeof OPERATOR_BLOCK_KINDS)[number];
