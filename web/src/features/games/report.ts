// Date helpers for /member/report: the product day is Asia/Manila (UTC+8, no daylight saving).
const MANILA_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 86_400_000;

/** YYYY-MM-DD of a moment in Manila. */
export function manilaDay(epochMs: number): string {
  return new Date(epochMs + MANILA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The last `days` Manila days ending today, as the report's startDate/endDate. */
export function lastDays(now: number, days: number): { startDate: string; endDate: string } {
  return { startDate: manilaDay(now - (days - 1) * DAY_MS), endDate: manilaDay(now) };
}
