// The jackpot pools: one row per configured tier, read as seed + its share of the turnover since the last hit.
import { JACKPOT_REFRESH_MS } from '@casino/contracts/constants';
import { sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client';
import { type JackpotSettings, poolAmount } from './config';

export type Section = { min: number; max: number };

/** Creates the configured tiers' pools (at their seed) the first time they are needed. */
export async function ensurePools(db: Db | Tx, settings: JackpotSettings): Promise<void> {
  for (const t of settings.tiers) {
    await db.execute(sql`insert into jackpot_pools (tier) values (${t.propId}::int) on conflict do nothing`);
  }
}

/**
 * The section the client may show a pool in: from the pool now to where it is expected one refresh later,
 * at the pace its turnover came in since the pool last started. The pace is measured over at least one
 * refresh, so a pool just reset never projects more than it took in; no turnover → the section is the pool.
 */
export function poolSection(
  tier: { seed: number; shareBp: number },
  turnover: number,
  sinceStartMs: number,
  horizonMs = JACKPOT_REFRESH_MS,
): Section {
  const taken = Math.max(0, turnover);
  const window = Math.max(sinceStartMs, horizonMs);
  const expected = taken + Math.floor((taken * horizonMs) / window);
  return { min: poolAmount(tier, taken), max: poolAmount(tier, expected) };
}

export interface PoolNow extends Section {
  /** The pool now (= min). */
  amount: number;
}

export async function poolsNow(
  db: Db | Tx,
  settings: JackpotSettings,
  now: Date = new Date(),
): Promise<Map<number, PoolNow>> {
  await ensurePools(db, settings);
  const rows = await queryRows<{ tier: number; turnover: string; started_ms: string }>(
    db,
    sql`select tier, turnover::text, floor(extract(epoch from started_at) * 1000)::text as started_ms
          from jackpot_pools`,
  );
  const out = new Map<number, PoolNow>();
  for (const t of settings.tiers) {
    const row = rows.find((r) => r.tier === t.propId);
    const since = row ? now.getTime() - Number(row.started_ms) : 0;
    const section = poolSection(t, Number(row?.turnover ?? 0), since);
    out.set(t.propId, { amount: section.min, ...section });
  }
  return out;
}

/** Every configured tier's pool now (what the operator owes the next winner), for the reports. */
export async function poolsOutstanding(
  db: Db | Tx,
  settings: JackpotSettings,
): Promise<{ tier: number; amount: number }[]> {
  const pools = await poolsNow(db, settings);
  return [...pools].map(([tier, pool]) => ({ tier, amount: pool.amount }));
}
