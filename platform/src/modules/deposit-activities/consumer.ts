// The deposit activities' accrual consumer: follows deposit ledger rows (credited by the signed webhook) and
// writes the rewards they earn as claimable rows. The accruals hand each ledger row to it exactly once, and
// every reward has a unique key per player, so a replayed webhook (one ledger row) never earns twice.
import { ACTIVITY_TYPE } from '@casino/contracts/enums';
import { sql } from 'drizzle-orm';
import { dayKey, dayStartOf } from '../../core/periods';
import { queryRows, type Tx } from '../../db/client';
import type { AccrualConsumer } from '../../rewards';
import { type DepositActivitiesConfig, percentBonus, readDepositActivities } from './config';

export async function depositConfigIn(tx: Tx): Promise<DepositActivitiesConfig> {
  const [row] = await queryRows<{ doc: unknown }>(tx, sql`select doc from catalogue where key = 'settings'`);
  return readDepositActivities(row?.doc);
}

/** The Manila day before `day` (YYYY-MM-DD). */
export const dayBefore = (day: string) => dayKey((dayStartOf(day) as Date).getTime() - 1);

/** Days in a row ending at `day` whose deposits reached `min`, given the qualifying days before it. */
export function streakEndingAt(day: string, qualifying: ReadonlySet<string>): number {
  let n = 0;
  for (let d = day; qualifying.has(d); d = dayBefore(d)) n++;
  return n;
}

/** The continuous reward's day for the n-th day of a streak: the configured cycle starts again after its last day. */
export const cycleDay = (n: number, cycle: number) => ((n - 1) % cycle) + 1;

interface Earned {
  key: string;
  activityType: number;
  step: number;
  baseAmount: number;
  bonus: number;
}

async function qualifyingDaysBefore(tx: Tx, userId: number, day: string, min: number) {
  const rows = await queryRows<{ day: string }>(
    tx,
    sql`select day from deposit_days
         where user_id = ${userId}::int and day < ${day}::text and amount >= ${min}::bigint
         order by day desc limit 400`,
  );
  return new Set(rows.map((r) => r.day));
}

export const depositActivitiesConsumer: AccrualConsumer = {
  name: 'deposit-activities',
  kinds: ['deposit'],
  async apply(tx, userId, rows) {
    const config = await depositConfigIn(tx);
    for (const row of rows) {
      if (row.delta <= 0) continue;
      const day = dayKey(row.createdAt);
      const [before] = await queryRows<{ n: string }>(
        tx,
        sql`select coalesce(sum(count), 0)::text as n from deposit_days where user_id = ${userId}::int`,
      );
      const depositNo = Number(before?.n ?? 0) + 1;
      const [after] = await queryRows<{ amount: string }>(
        tx,
        sql`insert into deposit_days (user_id, day, amount, count)
            values (${userId}::int, ${day}::text, ${row.delta}::bigint, 1)
            on conflict (user_id, day) do update
              set amount = deposit_days.amount + excluded.amount, count = deposit_days.count + 1,
                  updated_at = now()
            returning amount::text`,
      );
      const total = Number(after?.amount ?? row.delta);
      const previous = total - row.delta;
      const earned: Earned[] = [];

      if (depositNo === 1) {
        const bonus = percentBonus(config.firstDeposit, row.delta);
        if (bonus > 0)
          earned.push({
            key: 'first',
            activityType: ACTIVITY_TYPE.FirstDeposit,
            step: 1,
            baseAmount: row.delta,
            bonus,
          });
      }
      const step = config.ladder.find((s) => s.depositNo === depositNo);
      if (step) {
        const bonus = percentBonus(step, row.delta);
        if (bonus > 0)
          earned.push({
            key: `ladder:${depositNo}`,
            activityType: ACTIVITY_TYPE.LadderRecharge,
            step: depositNo,
            baseAmount: row.delta,
            bonus,
          });
      }
      for (const tier of config.accumulated.tiers) {
        if (previous < tier.target && total >= tier.target)
          earned.push({
            key: `accumulated:${day}:${tier.target}`,
            activityType: ACTIVITY_TYPE.AccumulatedRecharge,
            step: tier.target,
            baseAmount: total,
            bonus: tier.bonus,
          });
      }
      const { minDeposit, days } = config.continuous;
      const cycle = days.at(-1)?.day ?? 0;
      if (cycle > 0 && previous < minDeposit && total >= minDeposit) {
        const qualifying = await qualifyingDaysBefore(tx, userId, day, minDeposit);
        qualifying.add(day);
        const n = streakEndingAt(day, qualifying);
        const reward = days.find((d) => d.day === cycleDay(n, cycle));
        let start = day;
        for (let i = 1; i < n; i++) start = dayBefore(start);
        if (reward)
          earned.push({
            key: `continuous:${start}:${n}`,
            activityType: ACTIVITY_TYPE.ContinuousRecharge,
            step: n,
            baseAmount: total,
            bonus: reward.bonus,
          });
      }

      for (const e of earned) {
        await tx.execute(
          sql`insert into deposit_rewards
                (user_id, reward_key, activity_type, step, base_amount, bonus, turnover_multiple, day, deposit_ref)
              values (${userId}::int, ${e.key}::text, ${e.activityType}::int, ${e.step}::bigint,
                      ${e.baseAmount}::bigint, ${e.bonus}::bigint, ${config.turnoverMultiple}::int, ${day}::text,
                      ${row.refId}::text)
              on conflict (user_id, reward_key) do nothing`,
        );
      }
    }
  },
};
