import { DAY_MS, manilaDay } from '@casino/contracts/manila-day';

// Stand-in until core/periods.ts lands: the same keys (Manila day YYYY-MM-DD, ISO week YYYY-Www, month YYYY-MM).
export type Period = 'day' | 'week' | 'month';

export function periodKey(period: Period, at: Date | number = Date.now()): string {
  const t = typeof at === 'number' ? at : at.getTime();
  const day = manilaDay(t);
  if (period === 'day') return day;
  if (period === 'month') return day.slice(0, 7);
  const d = new Date(`${day}T00:00:00Z`);
  const thursday = new Date(d.getTime() + (3 - ((d.getUTCDay() + 6) % 7)) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}
