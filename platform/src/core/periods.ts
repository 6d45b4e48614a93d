import { DAY_MS, manilaDay, manilaMidnight } from '@casino/contracts/manila-day';

/**
 * The product's calendar: days, ISO weeks (Monday first) and months in Asia/Manila (UTC+8, no daylight saving),
 * whatever zone the server runs in. Every daily limit, claim period and day filter takes its key from here, so
 * a player's "today" is one thing on the platform and on the web (which uses the same contracts helper).
 */
export type Period = 'day' | 'week' | 'month';

type Moment = Date | number;
const ms = (at: Moment) => (typeof at === 'number' ? at : at.getTime());

/** Epoch ms of 00:00 Manila on a YYYY-MM-DD key this module produced (always a real date). */
function midnightOf(day: string): number {
  const at = manilaMidnight(day);
  if (at === null) throw new RangeError(`not a calendar day: ${day}`);
  return at;
}

/** YYYY-MM-DD of the Manila day `at` falls in. */
export function dayKey(at: Moment = Date.now()): string {
  return manilaDay(ms(at));
}

/** YYYYMMDD of the Manila day (order ids). */
export function compactDayKey(at: Moment = Date.now()): string {
  return dayKey(at).replaceAll('-', '');
}

/** Whole Manila days since 1970-01-01: the difference of two is a count of calendar days. */
export function dayNumber(at: Moment = Date.now()): number {
  return calendarDate(at).getTime() / DAY_MS;
}

/** 00:00 Manila of a YYYY-MM-DD day; null when the text is not a calendar date. */
export function dayStartOf(day: string): Date | null {
  const at = manilaMidnight(day);
  return at === null ? null : new Date(at);
}

/** The Manila calendar date of `at` as a UTC date at 00:00 (for weekday and month arithmetic). */
function calendarDate(at: Moment): Date {
  return new Date(`${dayKey(at)}T00:00:00Z`);
}

/** YYYY-MM-DD of the Monday that starts the ISO week `at` falls in. */
function mondayOf(at: Moment): string {
  const d = calendarDate(at);
  const sinceMonday = (d.getUTCDay() + 6) % 7;
  return new Date(d.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** ISO 8601 week key `YYYY-Www`: weeks start on Monday, and the year is the one holding the week's Thursday. */
export function weekKey(at: Moment = Date.now()): string {
  const thursday = new Date(Date.parse(`${mondayOf(at)}T00:00:00Z`) + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** YYYY-MM of the Manila month `at` falls in. */
export function monthKey(at: Moment = Date.now()): string {
  return dayKey(at).slice(0, 7);
}

/** The key of the day, week or month `at` falls in (claim refs: `<source>:<userId>:<periodKey>`). */
export function periodKey(period: Period, at: Moment = Date.now()): string {
  if (period === 'day') return dayKey(at);
  if (period === 'week') return weekKey(at);
  return monthKey(at);
}

/** When the day, week or month `at` falls in began (00:00 Manila). */
export function periodStart(period: Period, at: Moment = Date.now()): Date {
  if (period === 'day') return new Date(midnightOf(dayKey(at)));
  if (period === 'week') return new Date(midnightOf(mondayOf(at)));
  return new Date(midnightOf(`${monthKey(at)}-01`));
}

/** When the next day, week or month begins (the current one ends just before): "come back in …". */
export function periodEnd(period: Period, at: Moment = Date.now()): Date {
  const start = periodStart(period, at).getTime();
  if (period === 'day') return new Date(start + DAY_MS);
  if (period === 'week') return new Date(start + 7 * DAY_MS);
  const d = calendarDate(at);
  const next = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
  return new Date(midnightOf(next));
}
