// The player's jackpot progress (deposit and turnover counted by the jackpot consumer), shared by the lucky draw
// and the lucky wheel: both earn their chances from it and lock its row to draw one at a time.
import { sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client';

/** Whether an activity of this type is switched on and inside its dates now. */
export async function activityLive(db: Db | Tx, activityType: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from activities where activity_type = ${activityType}::int and status = 1
          and (start_time is null or start_time <= now()) and (end_time is null or end_time > now())
        limit 1`,
  );
  return rows.length > 0;
}

export async function progressOf(db: Db | Tx, userId: number) {
  const [row] = await queryRows<{ deposit: string; turnover: string }>(
    db,
    sql`select deposit::text, turnover::text from jackpot_progress where user_id = ${userId}::int`,
  );
  return { deposit: Number(row?.deposit ?? 0), turnover: Number(row?.turnover ?? 0) };
}

/** Locks the player's progress row (made if missing) for the transaction: one draw or spin at a time. */
export async function lockProgress(tx: Tx, userId: number): Promise<void> {
  await tx.execute(
    sql`insert into jackpot_progress (user_id) values (${userId}::int) on conflict do nothing`,
  );
  await tx.execute(sql`select 1 from jackpot_progress where user_id = ${userId}::int for update`);
}
