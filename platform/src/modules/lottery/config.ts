// The lottery's settings as the catalogue holds them, and the week's schedule they give.
import { sql } from 'drizzle-orm';
import { type LotterySettings, lotterySettings } from '../../catalogue/seed-schema-lottery';
import { periodStart, weekKey } from '../../core/periods';
import { type Db, queryRows, type Tx } from '../../db/client';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Read from the catalogue row itself, not the cached snapshot: the ops CLI runs without a platform, and the
 * draw job runs inside transactions where a snapshot reload could wait on the connection it holds.
 */
export async function lotterySettingsIn(db: Db | Tx): Promise<LotterySettings> {
  const [row] = await queryRows<{ lottery: unknown }>(
    db,
    sql`select doc -> 'lottery' as lottery from catalogue where key = 'settings'`,
  );
  return lotterySettings.parse(row?.lottery ?? {});
}

export interface WeekSchedule {
  weekKey: string;
  salesOpenAt: Date;
  salesCloseAt: Date;
  drawAt: Date;
}

/** The draw of the Manila ISO week `at` falls in: sales from Monday 00:00 until shortly before the draw. */
export function weekSchedule(settings: LotterySettings, at: number): WeekSchedule {
  const monday = periodStart('week', at).getTime();
  const drawAt = monday + (settings.drawWeekday - 1) * DAY_MS + settings.drawHour * HOUR_MS;
  return {
    weekKey: weekKey(at),
    salesOpenAt: new Date(monday),
    salesCloseAt: new Date(drawAt - settings.closeMinutesBefore * 60_000),
    drawAt: new Date(drawAt),
  };
}
