// The product day is the Philippine day (constants TIME_ZONE, UTC+8, no daylight saving), whatever zone the
// device or server is in. Zod-free: the web's report and record filters import it.
const MANILA_OFFSET_MS = 8 * 3600_000;
export const DAY_MS = 86_400_000;

/** YYYY-MM-DD of a moment, in Manila. */
export function manilaDay(epochMs: number): string {
  return new Date(epochMs + MANILA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Epoch ms of 00:00 in Manila on a YYYY-MM-DD day; null when it is not a calendar date. */
export function manilaMidnight(day: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  const utc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (new Date(utc).toISOString().slice(0, 10) !== day) return null;
  return utc - MANILA_OFFSET_MS;
}

/** Whole years between a YYYY-MM-DD birthday and a YYYY-MM-DD day: the age rule the platform and the web share. */
export function ageOn(birthday: string, day: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}
