import { ACTIVITY_TYPE } from '@casino/contracts/enums';
import { ERR } from '@casino/contracts/errors';
import type { CallAnswer } from '@casino/contracts/registry';
import { sql } from 'drizzle-orm';
import { CallError } from '../../core/call-error';
import { dayKey, periodEnd } from '../../core/periods';
import { queryRows } from '../../db/client';
import { claimOnce } from '../../rewards';
import type { ModuleContext } from '../module';
import { type DepositActivitiesConfig, readBonusKinds, readDepositActivities } from './config';
import { dayBefore, streakEndingAt } from './consumer';

type Info = CallAnswer<'depositActivityInfo'>;
type Status = 0 | 1 | 2 | 3;

interface RewardRow {
  id: number;
  user_id: number;
  reward_key: string;
  activity_type: number;
  step: string;
  base_amount: string;
  bonus: string;
  turnover_multiple: number;
  day: string;
  status: number;
  created_at: Date | string;
  received_at: Date | string | null;
}

/** The reward record's name for a deposit reward (the grant's reason). */
function rewardName(row: Pick<RewardRow, 'activity_type' | 'step'>): string {
  const step = Number(row.step);
  switch (row.activity_type) {
    case ACTIVITY_TYPE.FirstDeposit:
      return 'First deposit bonus';
    case ACTIVITY_TYPE.LadderRecharge:
      return `Deposit ladder: deposit ${step}`;
    case ACTIVITY_TYPE.AccumulatedRecharge:
      return `Accumulated deposits: ₱${(step / 100).toLocaleString('en-US')} in a day`;
    default:
      return `Continuous deposits: day ${step}`;
  }
}

const ms = (v: Date | string) => new Date(v).getTime();

function toReward(r: RewardRow): Info['rewards'][number] {
  return {
    id: r.id,
    activityType: r.activity_type,
    bonus: Number(r.bonus),
    baseAmount: Number(r.base_amount),
    step: Number(r.step),
    dayKey: r.day,
    status: r.status === 2 ? 2 : 1,
    createTime: ms(r.created_at),
    receiveTime: r.received_at ? ms(r.received_at) : null,
  };
}

/**
 * Deposit activities: the offers and the player's progress (`depositActivityInfo`; a visitor's view has the
 * offers only) and the claim of a reward a deposit earned (`depositActivityReceive`), through the rewards
 * engine's claimOnce (ref `deposit-reward:<userId>:<rewardId>`) with the reward row locked.
 */
export function createDepositActivityService(
  ctx: Pick<ModuleContext, 'db' | 'catalogue' | 'accruals'> & { now?: () => number },
) {
  const { db } = ctx;
  const clock = ctx.now ?? Date.now;
  const settings = async () => (await ctx.catalogue.snapshot()).docs.settings;

  function offers(config: DepositActivitiesConfig, now: number): Info {
    const today = dayKey(now);
    return {
      turnoverMultiple: config.turnoverMultiple,
      depositCount: null,
      firstDeposit: { depositNo: 1, ...config.firstDeposit, status: 0, bonus: 0 },
      ladder: config.ladder.map((s) => ({ ...s, status: 0 as Status, bonus: 0 })),
      accumulated: {
        dayKey: today,
        resetTime: periodEnd('day', now).getTime(),
        total: 0,
        tiers: config.accumulated.tiers.map((t) => ({ ...t, status: 0 as Status })),
      },
      continuous: {
        minDeposit: config.continuous.minDeposit,
        streak: 0,
        todayCounted: false,
        days: config.continuous.days.map((d) => ({ ...d, status: 0 as Status })),
      },
      bonusKinds: [],
      rewards: [],
    };
  }

  async function rules(now = clock()): Promise<Info> {
    const doc = await settings();
    return { ...offers(readDepositActivities(doc), now), bonusKinds: readBonusKinds(doc) };
  }

  async function info(userId: number, now = clock()): Promise<Info> {
    await ctx.accruals.catchUp(userId);
    const doc = await settings();
    const config = readDepositActivities(doc);
    const base = offers(config, now);
    const today = base.accumulated.dayKey;
    const days = await queryRows<{ day: string; amount: string; count: number }>(
      db,
      sql`select day, amount::text, count from deposit_days where user_id = ${userId}::int order by day desc`,
    );
    const rows = await queryRows<RewardRow>(
      db,
      sql`select * from deposit_rewards where user_id = ${userId}::int order by id desc`,
    );
    const byKey = new Map(rows.map((r) => [r.reward_key, r]));
    const depositCount = days.reduce((n, d) => n + d.count, 0);
    const statusOf = (key: string, passed: boolean): Status => {
      const row = byKey.get(key);
      if (row) return row.status === 2 ? 2 : 1;
      return passed ? 3 : 0;
    };
    const bonusOf = (key: string) => Number(byKey.get(key)?.bonus ?? 0);

    const todayTotal = Number(days.find((d) => d.day === today)?.amount ?? 0);
    const { minDeposit } = config.continuous;
    const qualifying = new Set(days.filter((d) => Number(d.amount) >= minDeposit).map((d) => d.day));
    const todayCounted = qualifying.has(today);
    const streakEnd = todayCounted ? today : dayBefore(today);
    const streak = streakEndingAt(streakEnd, qualifying);
    let start = streakEnd;
    for (let i = 1; i < streak; i++) start = dayBefore(start);
    const cycle = config.continuous.days.at(-1)?.day ?? 0;
    const cycleBase = streak > 0 && cycle > 0 ? Math.floor((streak - 1) / cycle) * cycle : 0;

    const claimable = rows.filter((r) => r.status === 1);
    const received = rows.filter((r) => r.status === 2).slice(0, 20);
    return {
      ...base,
      depositCount,
      firstDeposit: {
        ...base.firstDeposit,
        status: statusOf('first', depositCount >= 1),
        bonus: bonusOf('first'),
      },
      ladder: base.ladder.map((s) => ({
        ...s,
        status: statusOf(`ladder:${s.depositNo}`, depositCount >= s.depositNo),
        bonus: bonusOf(`ladder:${s.depositNo}`),
      })),
      accumulated: {
        ...base.accumulated,
        total: todayTotal,
        tiers: base.accumulated.tiers.map((t) => ({
          ...t,
          status: statusOf(`accumulated:${today}:${t.target}`, false),
        })),
      },
      continuous: {
        ...base.continuous,
        streak,
        todayCounted,
        days: base.continuous.days.map((d) => {
          const n = cycleBase + d.day;
          return { ...d, status: n <= streak ? statusOf(`continuous:${start}:${n}`, false) : 0 };
        }),
      },
      bonusKinds: readBonusKinds(doc),
      rewards: [...claimable, ...received].map(toReward),
    };
  }

  async function receive(userId: number, rewardId: number): Promise<CallAnswer<'depositActivityReceive'>> {
    return db.transaction(async (tx) => {
      // The row lock queues simultaneous claims of one reward; the grant's unique ref backs it up.
      const [row] = await queryRows<RewardRow>(
        tx,
        sql`select * from deposit_rewards where id = ${rewardId}::int and user_id = ${userId}::int for update`,
      );
      if (!row) throw new CallError(ERR.NOT_FOUND, 'No such deposit reward.');
      if (row.status === 2)
        throw new CallError(ERR.ALREADY_RECEIVED, 'You have already received this reward.');
      const multiple = row.turnover_multiple;
      const granted = await claimOnce(tx, {
        source: 'deposit-reward',
        userId,
        periodKey: String(row.id),
        items: [{ propId: 2001, count: Number(row.bonus) }],
        reason: rewardName(row),
        activityType: row.activity_type,
        ...(multiple > 0 ? { terms: { turnoverMultiple: multiple } } : {}),
      });
      await tx.execute(
        sql`update deposit_rewards set status = 2, received_at = now() where id = ${row.id}::int`,
      );
      return { rewards: granted.items.map((i) => ({ propId: i.propId, count: i.count })) };
    });
  }

  async function claimable(userId: number): Promise<boolean> {
    await ctx.accruals.catchUp(userId);
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`select id from deposit_rewards where user_id = ${userId}::int and status = 1 limit 1`,
    );
    return row !== undefined;
  }

  return { rules, info, receive, claimable };
}

export type DepositActivityService = ReturnType<typeof createDepositActivityService>;
