import { ACTIVITY_TYPE } from '@casino/contracts/enums';
import { ERR } from '@casino/contracts/errors';
import type { CallAnswer } from '@casino/contracts/registry';
import { and, eq, sql } from 'drizzle-orm';
import { CallError } from '../core/call-error';
import { type Period, periodKey } from '../core/periods';
import { type Db, queryRows, type Tx } from '../db/client';
import { questProgress } from '../db/schema';
import type { AccrualConsumer, AccrualRow } from './accruals';
import { claimOnce, type GrantResult, type GrantTerms, type RewardItem } from './grant';

/**
 * The quests engine (DESIGN §9): tasks, VIP tasks, sign-in cycles, login bonuses, add-up awards and invite
 * milestones are all a metric summed over a period up to a target, then claimed once per period. Progress
 * comes from the ledger through the accrual job (the ledger row's own time picks the period), claims go
 * through claimOnce (ref `quest:<id>:<userId>:<periodKey>`).
 */

/**
 * What a quest counts: from the ledger, valid stake, rounds bet, coin won, deposits and their number; or
 * `action`, a named thing the player did that no ledger row records (bound a phone, visited a page), counted
 * by recordAction.
 */
export const QUEST_METRICS = ['bet', 'betCount', 'win', 'deposit', 'depositCount', 'action'] as const;
export type QuestMetric = (typeof QUEST_METRICS)[number];
export const QUEST_PERIODS = ['day', 'week', 'month', 'none'] as const;
export type QuestPeriod = (typeof QUEST_PERIODS)[number];

/** What a quest asks, as the app shows a task (contracts `taskAsk`): bets and deposits in money or counts, or an action. */
export function questAsk(q: Pick<QuestDef, 'metric'>): {
  metric: 'bet' | 'deposit' | 'action';
  unit: 'minor' | 'count';
} {
  const money = q.metric === 'bet' || q.metric === 'win' || q.metric === 'deposit';
  const metric = q.metric === 'action' ? 'action' : q.metric.startsWith('deposit') ? 'deposit' : 'bet';
  return { metric, unit: money ? 'minor' : 'count' };
}

/** 0 in progress, 1 claimable, 2 received. */
export const QUEST_STATUS = { inProgress: 0, claimable: 1, received: 2 } as const;
export type QuestStatus = (typeof QUEST_STATUS)[keyof typeof QUEST_STATUS];

export interface QuestDef {
  id: string;
  /** Shown in the reward record. */
  name: string;
  metric: QuestMetric;
  period: QuestPeriod;
  /** Minor units for bet / win / deposit, a count for betCount / depositCount. */
  target: number;
  rewards: RewardItem[];
  /** Only rounds of these game types count (bet, betCount, win); all when absent. */
  gameTypes?: number[];
  /** ACTIVITY_TYPE the reward record files the claim under. */
  activityType?: number;
  terms?: GrantTerms;
  /** For metric `action`: the action's name ('bindPhone', 'visit:/vip'…). */
  action?: string;
  /** A task list's number for the quest (tasks and VIP tasks are claimed by number). */
  taskId?: number;
  /**
   * VIP tasks only: offered to players at this VIP level and above. Progress counts below it (shown locked);
   * the tasks module refuses the claim and lights the red dot only once the level is reached.
   */
  vipLevel?: number;
  /** Shown with the task. */
  description?: string;
  /** Where the task's "Go" button leads. */
  route?: string;
}

export interface QuestState {
  quest: QuestDef;
  periodKey: string;
  progress: number;
  status: QuestStatus;
}

type Flags = CallAnswer<'activityGetStatusList'>;
type FlagName = { [K in keyof Flags]: Flags[K] extends boolean ? K : never }[keyof Flags];

/** The red dot a claimable quest lights, by the activity it belongs to. */
const FLAG_OF: Readonly<Record<number, FlagName>> = {
  [ACTIVITY_TYPE.Tasks]: 'taskAwardFlag',
  [ACTIVITY_TYPE.Tasks1]: 'taskAwardFlag',
  [ACTIVITY_TYPE.VipTask]: 'vipAwardFlag',
  [ACTIVITY_TYPE.VIP]: 'vipAwardFlag',
  [ACTIVITY_TYPE.VipRebate]: 'vipAwardFlag',
  [ACTIVITY_TYPE.FreeSign]: 'signInFlag',
  [ACTIVITY_TYPE.FreeLoginBonus]: 'signInFlag',
  [ACTIVITY_TYPE.InviteUserSpin]: 'spinAwardFlag',
  [ACTIVITY_TYPE.Agent5]: 'agent5AwardFlag',
  [ACTIVITY_TYPE.LuckyJackpot]: 'canReceiveDrawChance',
};

/** Where the quest definitions come from, read inside the accrual's transaction. */
export type QuestSource = (db: Db | Tx) => Promise<readonly QuestDef[]>;

/** The key a moment belongs to for a quest's period; 'none' is one period for the player's whole life. */
export const questPeriodKey = (period: QuestPeriod, at: Date | number): string =>
  period === 'none' ? 'once' : periodKey(period as Period, at);

/** How much a ledger row adds to a metric (negative for a refunded stake); 0 when it does not count. */
export function contribution(quest: QuestDef, row: AccrualRow): number {
  const isGame = row.kind === 'bet' || row.kind === 'win' || row.kind === 'refund';
  if (isGame && quest.gameTypes && (row.gameType === null || !quest.gameTypes.includes(row.gameType)))
    return 0;
  switch (quest.metric) {
    case 'bet':
      return row.kind === 'bet' || row.kind === 'refund' ? -row.delta : 0;
    case 'betCount':
      return row.kind === 'bet' ? 1 : row.kind === 'refund' ? -1 : 0;
    case 'win':
      return row.kind === 'win' ? row.delta : 0;
    case 'deposit':
      return row.kind === 'deposit' ? row.delta : 0;
    case 'depositCount':
      return row.kind === 'deposit' ? 1 : 0;
    case 'action':
      return 0;
  }
}

export function createQuestEngine(deps: {
  db: Db;
  source: QuestSource;
  catchUp: (userId: number) => Promise<void>;
}) {
  const { db, source } = deps;

  const consumer: AccrualConsumer = {
    name: 'quests',
    kinds: ['bet', 'win', 'refund', 'deposit'],
    async apply(tx, userId, rows) {
      const quests = await source(tx);
      const add = new Map<string, { questId: string; key: string; inc: number; target: number }>();
      for (const quest of quests) {
        for (const row of rows) {
          const inc = contribution(quest, row);
          if (inc === 0) continue;
          const key = questPeriodKey(quest.period, row.createdAt);
          const k = `${quest.id}\u0000${key}`;
          const cur = add.get(k) ?? { questId: quest.id, key, inc: 0, target: quest.target };
          cur.inc += inc;
          add.set(k, cur);
        }
      }
      for (const { questId, key, inc, target } of add.values()) {
        // A received quest stays received; otherwise the status is what the progress says now.
        await tx.execute(
          sql`insert into quest_progress (user_id, quest_id, period_key, progress, status)
              values (${userId}::int, ${questId}::text, ${key}::text, greatest(${inc}::bigint, 0),
                      case when ${inc}::bigint >= ${target}::bigint then 1 else 0 end)
              on conflict (user_id, quest_id, period_key) do update
                set progress = greatest(quest_progress.progress + ${inc}::bigint, 0),
                    status = case when quest_progress.status = 2 then 2
                                  when quest_progress.progress + ${inc}::bigint >= ${target}::bigint then 1 else 0 end,
                    updated_at = now()`,
        );
      }
    },
  };

  async function find(questId: string): Promise<QuestDef> {
    const quest = (await source(db)).find((q) => q.id === questId);
    if (!quest) throw new CallError(ERR.NOT_CLAIMABLE, 'This reward cannot be received yet.');
    return quest;
  }

  return {
    consumer,

    /** Every quest's progress in its current period for the player (up to date with the ledger). */
    async states(userId: number, now = Date.now()): Promise<QuestState[]> {
      await deps.catchUp(userId);
      const quests = await source(db);
      const rows = await db.select().from(questProgress).where(eq(questProgress.userId, userId));
      const byKey = new Map(rows.map((r) => [`${r.questId}\u0000${r.periodKey}`, r]));
      return quests.map((quest) => {
        const key = questPeriodKey(quest.period, now);
        const row = byKey.get(`${quest.id}\u0000${key}`);
        return {
          quest,
          periodKey: key,
          progress: row?.progress ?? 0,
          status: (row?.status ?? 0) as QuestStatus,
        };
      });
    },

    /**
     * Counts one `action` for every quest that counts it, in the period of `now`, never past the target (an
     * action reported again is harmless); a received quest stays received. Answers the quests it moved.
     */
    async recordAction(userId: number, action: string, now = Date.now()): Promise<QuestDef[]> {
      const quests = (await source(db)).filter((q) => q.metric === 'action' && q.action === action);
      for (const quest of quests) {
        const key = questPeriodKey(quest.period, now);
        await db.execute(
          sql`insert into quest_progress (user_id, quest_id, period_key, progress, status)
              values (${userId}::int, ${quest.id}::text, ${key}::text, least(1, ${quest.target}::bigint),
                      case when 1 >= ${quest.target}::bigint then 1 else 0 end)
              on conflict (user_id, quest_id, period_key) do update
                set progress = least(quest_progress.progress + 1, ${quest.target}::bigint),
                    status = case when quest_progress.status = 2 then 2
                                  when quest_progress.progress + 1 >= ${quest.target}::bigint then 1 else 0 end,
                    updated_at = now()
                where quest_progress.progress < ${quest.target}::bigint`,
        );
      }
      return quests;
    },

    /** Whether any quest of the given ones (all when absent) is claimable now: a red dot. */
    async hasClaimable(userId: number, questIds?: readonly string[], now = Date.now()): Promise<boolean> {
      const states = await this.states(userId, now);
      return states.some(
        (s) => s.status === QUEST_STATUS.claimable && (!questIds || questIds.includes(s.quest.id)),
      );
    },

    /** The red dots of the player's claimable quests (the quests' part of activityGetStatusList). */
    async awardFlags(userId: number): Promise<Partial<Record<FlagName, boolean>>> {
      const flags: Partial<Record<FlagName, boolean>> = {};
      for (const s of await this.states(userId)) {
        // A level-gated quest's dot comes from the module that knows the player's level (tasks).
        if (s.quest.vipLevel !== undefined) continue;
        const flag = FLAG_OF[s.quest.activityType ?? 0];
        if (flag && s.status === QUEST_STATUS.claimable) flags[flag] = true;
      }
      return flags;
    },

    /**
     * Claims the quest's rewards for its current period (or the period named, which must be the current one):
     * NOT_CLAIMABLE below target, ALREADY_RECEIVED once received, PERIOD_CLOSED for an ended period.
     */
    async claim(
      userId: number,
      questId: string,
      opts: {
        periodKey?: string;
        now?: number;
        /**
         * A further condition checked first in the claim's transaction (a VIP level gate); it throws to refuse.
         * It runs before the progress row is locked, in the order the accrual pass takes its locks (users first).
         */
        guard?: (tx: Tx) => Promise<void>;
      } = {},
    ): Promise<GrantResult> {
      const quest = await find(questId);
      const key = questPeriodKey(quest.period, opts.now ?? Date.now());
      if (opts.periodKey !== undefined && opts.periodKey !== key) {
        throw new CallError(ERR.PERIOD_CLOSED, 'This reward period has ended.');
      }
      await deps.catchUp(userId);
      return db.transaction(async (tx) => {
        await opts.guard?.(tx);
        // The row lock queues simultaneous claims of one quest; the grant's unique ref backs it up.
        const [row] = await queryRows<{ status: number }>(
          tx,
          sql`select status from quest_progress
               where user_id = ${userId}::int and quest_id = ${questId}::text and period_key = ${key}::text
               for update`,
        );
        if (row?.status === QUEST_STATUS.received) {
          throw new CallError(ERR.ALREADY_RECEIVED, 'You have already received this reward.');
        }
        if (row?.status !== QUEST_STATUS.claimable) {
          throw new CallError(ERR.NOT_CLAIMABLE, 'This reward cannot be received yet.');
        }
        const granted = await claimOnce(tx, {
          source: `quest:${quest.id}`,
          userId,
          periodKey: key,
          items: quest.rewards,
          reason: quest.name,
          ...(quest.activityType !== undefined ? { activityType: quest.activityType } : {}),
          ...(quest.terms ? { terms: quest.terms } : {}),
        });
        await tx
          .update(questProgress)
          .set({ status: QUEST_STATUS.received, updatedAt: new Date() })
          .where(
            and(
              eq(questProgress.userId, userId),
              eq(questProgress.questId, questId),
              eq(questProgress.periodKey, key),
            ),
          );
        return granted;
      });
    },
  };
}

export type QuestEngine = ReturnType<typeof createQuestEngine>;
