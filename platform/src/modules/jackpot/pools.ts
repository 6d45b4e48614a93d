// The jackpot pools: one row per configured tier, read as seed + its share of the turnover since the last hit.
import { sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client';
import { type JackpotSettings, poolAmount } from './config';

/** Creates the configured tiers' pools (at their seed) the first time they are needed. */
export async function ensurePools(db: Db | Tx, settings: JackpotSettings): Promise<void> {
  for (const t of settings.tiers) {
    await db.execute(sql`insert into jackpot_pools (tier) values (${t.propId}::int) on conflict do nothing`);
  }
}

export async function poolsNow(db: Db | Tx, settings: JackpotSettings): Promise<Map<number, number>> {
  await ensurePools(db, settings);
  const rows = await queryRows<{ tier: number; turnover: string }>(
    db,
    sql`select tier, turnover::text from jackpot_pools`,
  );
  const out = new Map<number, number>();
  for (const t of settings.tiers) {
    const row = rows.find((r) => r.tier === t.propId);
    out.set(t.propId, poolAmount(t, Number(row?.turnover ?? 0)));
  }
  return out;
}

/** Every configured tier's pool now (what the operator owes the next winner), for the reports. */
export async function poolsOutstanding(
  db: Db | Tx,
  settings: JackpotSettings,
): Promise<{ tier: number; amount: number }[]> {
  const pools = await poolsNow(db, settings);
  return [...pools].map(([tier, amount]) => ({ tier, amount }));
}
