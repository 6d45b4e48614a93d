import { TIME_ZONE } from '@casino/contracts/constants';

/** Today as YYYY-MM-DD in Philippine time (the platform's day). */
export function todayInManila(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(now);
}

/** Whole years between a YYYY-MM-DD birthday and a YYYY-MM-DD day (the platform's rule). */
export function ageOn(birthday: string, day: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}
