// TODO(contracts): switch to '@casino/contracts/money' and '@casino/contracts/constants' when they land;
// these are stand-ins with the same names so the switch is an import change.

/** Values appended to every request (spec §9); mirrors CLIENT_DEFAULTS in contracts/common.ts (which carries zod). */
export const CLIENT_DEFAULTS = {
  appId: 'casino-ph',
  channel: 'WEB',
  clientReferrer: 'ph',
  appVersion: '1.1.6',
} as const;

/** Platform field: 0 on mobile, 1 on desktop (spec §9). */
export const CLIENT_PLATFORM = { mobile: 0, desktop: 1 } as const;

/** Minor units per display unit (spec §9: money divided by 100). */
export const MINOR_PER_UNIT = 100;

/** Minor units → display number, floored to 2 decimals (spec §3). */
export function toDisplayAmount(minor: number): number {
  return Math.floor(minor) / MINOR_PER_UNIT;
}

/** Minor units → "1,234.50" with the peso grouping used on screen. */
export function formatMoney(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(minor));
  const whole = Math.floor(abs / MINOR_PER_UNIT);
  const cents = abs % MINOR_PER_UNIT;
  return `${sign}${whole.toLocaleString('en-US')}.${String(cents).padStart(2, '0')}`;
}
