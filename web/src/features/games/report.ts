// Date helpers for /member/report: the product day is Asia/Manila.
import { DAY_MS, manilaDay } from '@casino/contracts/manila-day';

/** The last `days` Manila days ending today, as the report's startDate/endDate. */
export function lastDays(now: number, days: number): { startDate: string; endDate: string } {
  return { startDate: manilaDay(now - (days - 1) * DAY_MS), endDate: manilaDay(now) };
}
