import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/client';
import type { AccrualConsumer, AccrualRow } from './accruals';

/**
 * Valid turnover = stakes − refunded stakes, real money only (demo rounds never reach the ledger): the lifetime
 * sum behind `userLevel` (the highest appUserLevelConfigList level whose betAmount it reaches) and VIP
 * experience, 1 point per whole ₱1 of it, plus `depositExpPerPeso` (vip.json rules) per whole ₱1 deposited.
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

/** Experience from deposits: `depositExpPerPeso` (vip.json rules) per whole ₱1 deposited in the player's life. */
export const depositExpFor = (totalRecharge: number, perPeso: number) =>
  Math.floor(Math.max(0, totalRecharge) / 100) * perPeso;

async function vipDoc(tx: Tx) {
  // Read in the job's own transaction: a catalogue reload there could wait on the connection it holds.
  const [row] = await queryRows<{
    levels: { level: number; betAmount: number }[] | null;
    per_peso: string | null;
  }>(
    tx,
    sql`select doc->'userLevels' as levels, doc->'rules'->>'depositExpPerPeso' as per_peso
          from catalogue where key = 'vip'`,
  );
  return { userLevels: row?.levels ?? [], depositExpPerPeso: Number(row?.per_peso ?? 0) || 0 };
}

export const levelConsumer: AccrualConsumer = {
  name: 'player-level',
  kinds: ['bet', 'refund', 'deposit'],
  async apply(tx, userId, rows) {
    const delta = validBetDelta(rows);
    const deposited = rows.some((r) => r.kind === 'deposit');
    if (delta === 0 && !deposited) return;
    const [acc] = await queryRows<{ valid_bet: string }>(
      tx,
      sql`insert into player_accruals (user_id, valid_bet) values (${userId}::int, ${delta}::bigint)
          on conflict (user_id) do update set valid_bet = player_accruals.valid_bet + excluded.valid_bet, updated_at = now()
          returning valid_bet::text`,
    );
    const validBet = Number(acc!.valid_bet);
    const doc = await vipDoc(tx);
    // Lifetime deposits from the wallet's own counter (moved with every deposit's balance change).
    const [wallet] = await queryRows<{ recharge_total: string }>(
      tx,
      sql`select recharge_total::text from wallets where user_id = ${userId}::int`,
    );
    const exp =
      vipExpFor(validBet) + depositExpFor(Number(wallet?.recharge_total ?? 0), doc.depositExpPerPeso);
    await tx.execute(
      sql`update users set vip_exp = ${exp}::bigint,
                           user_level = ${levelFor(validBet, doc.userLevels)}::int, updated_at = now()
           where id = ${userId}::int`,
    );
  },
};
