import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/client';
import type { AccrualConsumer, AccrualRow } from './accruals';

/**
 * Valid turnover = stakes − refunded stakes, real money only (demo rounds never reach the ledger): the lifetime
 * sum behind `userLevel` (the highest appUserLevelConfigList level whose betAmount it reaches) and VIP
 * experience, 1 point per whole ₱1 of it — the VIP rules may weigh it differently when they land.
 */
export function validBetDelta(rows: readonly AccrualRow[]): number {
  let sum = 0;
  for (const r of rows) {
    if (r.kind === 'bet') sum -= r.delta;
    else if (r.kind === 'refund') sum -= r.delta;
  }
  return sum;
}

export function levelFor(validBet: number, levels: readonly { level: number; betAmount: number }[]): number {
  let best = 0;
  for (const l of levels) if (validBet >= l.betAmount && l.level > best) best = l.level;
  return best;
}

export const vipExpFor = (validBet: number) => Math.floor(Math.max(0, validBet) / 100);

async function userLevels(tx: Tx): Promise<{ level: number; betAmount: number }[]> {
  // Read in the job's own transaction: a catalogue reload there could wait on the connection it holds.
  const [row] = await queryRows<{ levels: { level: number; betAmount: number }[] | null }>(
    tx,
    sql`select doc->'userLevels' as levels from catalogue where key = 'vip'`,
  );
  return row?.levels ?? [];
}

export const levelConsumer: AccrualConsumer = {
  name: 'player-level',
  kinds: ['bet', 'refund'],
  async apply(tx, userId, rows) {
    const delta = validBetDelta(rows);
    if (delta === 0) return;
    const [acc] = await queryRows<{ valid_bet: string }>(
      tx,
      sql`insert into player_accruals (user_id, valid_bet) values (${userId}::int, ${delta}::bigint)
          on conflict (user_id) do update set valid_bet = player_accruals.valid_bet + excluded.valid_bet, updated_at = now()
          returning valid_bet::text`,
    );
    const validBet = Number(acc!.valid_bet);
    await tx.execute(
      sql`update users set vip_exp = ${vipExpFor(validBet)}::bigint,
                           user_level = ${levelFor(validBet, await userLevels(tx))}::int, updated_at = now()
           where id = ${userId}::int`,
    );
  },
};
