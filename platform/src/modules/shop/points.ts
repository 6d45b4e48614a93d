import { ACTIVITY_TYPE } from '@casino/contracts/enums';
import { REWARD_ID } from '@casino/contracts/reward-ids';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { type AccrualConsumer, grant } from '../../rewards';
import { readPoints } from './config';

/**
 * Reward points (2002) earned from play: one point per `turnoverPerPoint` of valid turnover (stakes minus
 * refunded stakes, real money only: demo play never reaches the ledger). The remainder below a whole point is
 * kept per player, so nothing is lost between batches. Points once given are never taken back by a later
 * refund (the refund only lowers the remainder, not below zero). VIP experience is a separate figure and is
 * never spent.
 */
export function pointsConsumer(): AccrualConsumer {
  return {
    name: 'points',
    kinds: ['bet', 'refund'],
    async apply(tx, userId, rows) {
      const turnover = rows.reduce((s, r) => s - r.delta, 0);
      if (turnover === 0 || rows.length === 0) return;
      // Read inside the accrual's transaction: on PGlite the one connection is this transaction's.
      const [doc] = await queryRows<{ doc: unknown }>(
        tx,
        sql`select doc from catalogue where key = 'settings'`,
      );
      const { turnoverPerPoint } = readPoints(doc?.doc);
      const [row] = await queryRows<{ carry: string }>(
        tx,
        sql`insert into points_carry (user_id, carry) values (${userId}::int, greatest(${turnover}::bigint, 0))
            on conflict (user_id) do update set carry = greatest(points_carry.carry + ${turnover}::bigint, 0),
                                                 updated_at = now()
            returning carry::text`,
      );
      const carry = Number(row?.carry ?? 0);
      const points = Math.floor(carry / turnoverPerPoint);
      if (points <= 0) return;
      await tx.execute(
        sql`update points_carry set carry = carry - ${points * turnoverPerPoint}::bigint where user_id = ${userId}::int`,
      );
      const last = rows[rows.length - 1]!;
      await grant(tx, {
        userId,
        items: [{ propId: REWARD_ID.points, count: points }],
        // One grant per batch: the batch's last ledger row is unique to it.
        ref: `points:${userId}:${last.id}`,
        source: 'points',
        activityType: ACTIVITY_TYPE.Points,
        reason: 'Points from play',
      });
    },
  };
}
