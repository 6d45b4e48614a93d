// The leaderboards' accrual consumer: each bet (and refund) adds its valid stake to the player's standing on
// every board whose game types it belongs to, in the Manila day or week of the ledger row itself.
import { sql } from 'drizzle-orm';
import { periodEnd, periodKey } from '../../core/periods';
import type { Tx } from '../../db/client';
import type { AccrualConsumer } from '../../rewards';
import { rankBoardsIn } from './config';

export const rankConsumer: AccrualConsumer = {
  name: 'rank',
  kinds: ['bet', 'refund'],
  async apply(tx: Tx, userId, rows) {
    const boards = await rankBoardsIn(tx);
    const sums = new Map<string, { board: string; key: string; end: Date; validBet: number }>();
    for (const board of boards) {
      for (const r of rows) {
        if (board.gameTypes.length > 0 && !board.gameTypes.includes(r.gameType ?? -1)) continue;
        const key = periodKey(board.period, r.createdAt);
        const id = `${board.key}|${key}`;
        const sum = sums.get(id) ?? {
          board: board.key,
          key,
          end: periodEnd(board.period, r.createdAt),
          validBet: 0,
        };
        // a bet's delta is the negative stake, a refund's the positive one
        sum.validBet -= r.delta;
        sums.set(id, sum);
      }
    }
    for (const s of sums.values()) {
      if (s.validBet === 0) continue;
      await tx.execute(
        sql`insert into rank_turnover (board, period_key, user_id, valid_bet, period_end)
            values (${s.board}, ${s.key}, ${userId}::int, ${s.validBet}::bigint, ${s.end.toISOString()}::timestamptz)
            on conflict (board, period_key, user_id)
            do update set valid_bet = rank_turnover.valid_bet + excluded.valid_bet, updated_at = now()`,
      );
    }
  },
};
