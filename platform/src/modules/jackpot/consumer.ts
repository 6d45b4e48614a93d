// The jackpot accrual consumer: valid turnover feeds the pools; lifetime deposits and turnover give draw
// chances and wheel spins (props 50005 and 70001) each time they pass another configured multiple.
import { ACTIVITY_TYPE } from '@casino/contracts/enums';
import { REWARD_ID } from '@casino/contracts/reward-ids';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client';
import { type AccrualConsumer, type AccrualRow, grant } from '../../rewards';
import { chancesFor, readJackpot, readSpin, settingsIn } from './config';
import { ensurePools } from './pools';

/** Deposits and valid turnover (stakes − refunded stakes) in a batch of ledger rows. */
export function playIn(rows: readonly AccrualRow[]): { deposit: number; turnover: number } {
  let deposit = 0;
  let turnover = 0;
  for (const r of rows) {
    if (r.kind === 'deposit') deposit += r.delta;
    else if (r.kind === 'bet' || r.kind === 'refund') turnover -= r.delta;
  }
  return { deposit, turnover };
}

interface ProgressRow {
  deposit: string;
  turnover: string;
  draw_by_deposit: number;
  draw_by_turnover: number;
  spin_by_deposit: number;
  spin_by_turnover: number;
}

export const jackpotConsumer: AccrualConsumer = {
  name: 'jackpot',
  kinds: ['deposit', 'bet', 'refund'],
  async apply(tx: Tx, userId: number, rows: readonly AccrualRow[]) {
    const { deposit, turnover } = playIn(rows);
    if (deposit === 0 && turnover === 0) return;
    const settings = await settingsIn(tx);
    const jackpot = readJackpot(settings);
    const spin = readSpin(settings);
    if (turnover > 0) {
      await ensurePools(tx, jackpot);
      // Every tier's pool grows with the turnover; its share is applied when the pool is read.
      await tx.execute(
        sql`update jackpot_pools set turnover = turnover + ${turnover}::bigint, updated_at = now()`,
      );
    }
    const [p] = await queryRows<ProgressRow>(
      tx,
      sql`insert into jackpot_progress (user_id, deposit, turnover)
          values (${userId}::int, greatest(${deposit}::bigint, 0), greatest(${turnover}::bigint, 0))
          on conflict (user_id) do update
            set deposit = greatest(jackpot_progress.deposit + ${deposit}::bigint, 0),
                turnover = greatest(jackpot_progress.turnover + ${turnover}::bigint, 0), updated_at = now()
          returning deposit::text, turnover::text, draw_by_deposit, draw_by_turnover, spin_by_deposit,
                    spin_by_turnover`,
    );
    if (!p) return;
    const dep = Number(p.deposit);
    const turn = Number(p.turnover);
    const give = [
      {
        col: 'draw_by_deposit',
        had: p.draw_by_deposit,
        now: chancesFor(dep, jackpot.depositPerChance).earned,
      },
      {
        col: 'draw_by_turnover',
        had: p.draw_by_turnover,
        now: chancesFor(turn, jackpot.turnoverPerChance).earned,
      },
      { col: 'spin_by_deposit', had: p.spin_by_deposit, now: chancesFor(dep, spin.depositPerSpin).earned },
      {
        col: 'spin_by_turnover',
        had: p.spin_by_turnover,
        now: chancesFor(turn, spin.turnoverPerSpin).earned,
      },
    ] as const;
    for (const g of give) {
      // Never taken back: a refund lowers the total, and the chances come again only past the old mark.
      if (g.now <= g.had) continue;
      const isDraw = g.col.startsWith('draw');
      await grant(tx, {
        userId,
        items: [{ propId: isDraw ? REWARD_ID.drawChance : REWARD_ID.spinChance, count: g.now - g.had }],
        ref: `${g.col}:${userId}:${g.had + 1}-${g.now}`,
        source: isDraw ? 'jackpot-chance' : 'spin-chance',
        activityType: isDraw ? ACTIVITY_TYPE.LuckyJackpot : ACTIVITY_TYPE.InviteUserSpin,
        reason: isDraw ? 'Jackpot draw chance' : 'Lucky spin',
      });
      await tx.execute(
        sql`update jackpot_progress set ${sql.raw(g.col)} = ${g.now}::int where user_id = ${userId}::int`,
      );
    }
  },
};
