// Level keeping: after each keeping period every VIP player is reviewed once. Short of the level's keepExp in
// that period the player moves down one level — never more in one review, and never in the period the level
// was reached. Experience earned before a demotion stops counting toward promotion (exp_offset).
import { sql } from 'drizzle-orm';
import { dayKey, periodKey, periodStart } from '../../core/periods';
import { type Db, queryRows, type Tx } from '../../db/client';
import { vipConfigIn } from './config';

/** vip_exp minus the latest review's offset: the experience promotion counts. */
export async function expOffset(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await queryRows<{ exp_offset: string }>(
    db,
    sql`select exp_offset::text from vip_audits where user_id = ${userId}::int order by created_at desc, period desc limit 1`,
  );
  return Number(row?.exp_offset ?? 0);
}

/** Experience (1 point per whole ₱1 of valid turnover) earned in [start, end). */
export async function periodExpOf(
  db: Db | Tx,
  userId: number,
  start: Date,
  end: Date | null,
): Promise<number> {
  const [row] = await queryRows<{ valid_bet: string | null }>(
    db,
    sql`select sum(valid_bet)::text as valid_bet from vip_rebate_days
         where user_id = ${userId}::int and day >= ${dayKey(start)}::text
           ${end ? sql`and day < ${dayKey(end)}::text` : sql``}`,
  );
  return Math.floor(Math.max(0, Number(row?.valid_bet ?? 0)) / 100);
}

/** Whether `level` was first reached at or after `since` (then it is kept through that period). */
export async function reachedSince(
  db: Db | Tx,
  userId: number,
  level: number,
  since: Date,
): Promise<boolean> {
  const [row] = await queryRows<{ n: string }>(
    db,
    sql`select count(*)::text as n from vip_levels_reached
         where user_id = ${userId}::int and level = ${level}::int and reached_at >= ${since.toISOString()}::timestamptz`,
  );
  return Number(row?.n ?? 0) > 0;
}

async function reviewOne(tx: Tx, userId: number, period: string, start: Date, end: Date): Promise<boolean> {
  const [user] = await queryRows<{ vip: number; vip_exp: string }>(
    tx,
    sql`select vip, vip_exp::text from users where id = ${userId}::int for update`,
  );
  const [done] = await queryRows<{ n: string }>(
    tx,
    sql`select count(*)::text as n from vip_audits where user_id = ${userId}::int and period = ${period}::text`,
  );
  if (!user || Number(done?.n ?? 0) > 0) return false;
  const cfg = await vipConfigIn(tx);
  const periodExp = await periodExpOf(tx, userId, start, end);
  const offset = await expOffset(tx, userId);
  const keeps =
    user.vip === 0 ||
    periodExp >= cfg.benefit(user.vip).keepExp ||
    (await reachedSince(tx, userId, user.vip, start));
  const to = keeps ? user.vip : user.vip - 1;
  const floorExp = cfg.levels.find((l) => l.level === to)?.experience ?? 0;
  const newOffset = keeps ? offset : Math.max(offset, Number(user.vip_exp) - floorExp);
  if (!keeps) {
    await tx.execute(sql`update users set vip = ${to}::int, updated_at = now() where id = ${userId}::int`);
  }
  await tx.execute(
    sql`insert into vip_audits (user_id, period, from_level, to_level, period_exp, exp_offset)
        values (${userId}::int, ${period}::text, ${user.vip}::int, ${to}::int, ${periodExp}::bigint, ${newOffset}::bigint)`,
  );
  return !keeps;
}

/**
 * Reviews the keeping period that ended before `now` for up to `limit` VIP players not reviewed yet; answers
 * how many moved down. Safe to run any number of times, at once too (the player's row is locked, one review
 * per period).
 */
export async function reviewLevels(db: Db, now = Date.now(), limit = 500): Promise<number> {
  const period = await db.transaction(async (tx) => (await vipConfigIn(tx)).rules.keepPeriod);
  const end = periodStart(period, now);
  const reviewed = periodKey(period, end.getTime() - 1);
  const start = periodStart(period, end.getTime() - 1);
  const players = await queryRows<{ id: number }>(
    db,
    sql`select u.id from users u where u.vip > 0 and not exists
          (select 1 from vip_audits a where a.user_id = u.id and a.period = ${reviewed}::text)
        order by u.id limit ${limit}::int`,
  );
  let demoted = 0;
  for (const { id } of players) {
    if (await db.transaction((tx) => reviewOne(tx, Number(id), reviewed, start, end))) demoted++;
  }
  return demoted;
}
