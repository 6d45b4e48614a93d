import { ACTIVITY_TYPE } from '@casino/contracts/enums';
import { ERR } from '@casino/contracts/errors';
import type { CallAnswer } from '@casino/contracts/registry';
import { eq, sql } from 'drizzle-orm';
import { CallError } from '../../core/call-error';
import { periodEnd } from '../../core/periods';
import { queryRows } from '../../db/client';
import { users } from '../../db/schema';
import {
  AlreadyReceivedError,
  catalogueQuests,
  createQuestEngine,
  QUEST_STATUS,
  type QuestDef,
  type QuestState,
  questAsk,
  type RewardItem,
} from '../../rewards';
import type { ModuleContext } from '../module';
import { syncVipLevel } from '../vip';

type Task = CallAnswer<'getTaskUser'>['list'][number];

/**
 * Tasks and VIP tasks are the quests of seed/quests.json that carry a `taskId` and the activity type Tasks 42
 * (VipTask 49): progress from the ledger (bets, rounds, deposits) through the accruals, and from actions —
 * the ones the app reports through finishTask (visiting a page, sharing) and the ones only the platform may
 * count (a phone bound, a password set), read from the player's account. Claims go through the quests engine.
 */

/** Actions a client may report as done; everything else (bindPhone, setPassword…) the platform counts itself. */
export const isClientAction = (action: string) => action === 'share' || action.startsWith('visit:');

/** The account facts behind the server-side actions; the account row is their lasting trace. */
const ACCOUNT_ACTIONS = {
  bindPhone: (u: { mobile: string | null }) => u.mobile !== null,
  setPassword: (u: { passwordHash: string | null }) => u.passwordHash !== null,
} as const;

/** A VIP task is offered from its level up (a level-2 task stays open at VIP 5); others at every level. */
export const vipTaskOpen = (quest: QuestDef, vip: number) => vip >= (quest.vipLevel ?? 0);

const PERIOD_NAME = { day: 'daily', week: 'weekly', none: 'once' } as const;

function toTask(s: QuestState, now: number): Task | null {
  const q = s.quest;
  if (q.taskId === undefined || q.period === 'month') return null;
  return {
    id: q.taskId,
    name: q.name,
    description: q.description ?? '',
    period: PERIOD_NAME[q.period],
    ...questAsk(q),
    target: q.target,
    progress: Math.max(0, s.progress),
    status: s.status,
    rewards: q.rewards,
    turnoverMultiple: q.terms?.turnoverMultiple ?? 0,
    resetTime: q.period === 'none' ? 0 : periodEnd(q.period, now).getTime(),
    route: q.route ?? '',
    reportable: q.metric === 'action' && isClientAction(q.action ?? ''),
  };
}

export function createTaskService(deps: Pick<ModuleContext, 'db' | 'accruals'> & { now?: () => number }) {
  const { db } = deps;
  const clock = deps.now ?? Date.now;
  // The quests engine over the catalogue's quests; the platform's own instance follows the ledger (its
  // consumer is in app.ts), this one reads and claims the same rows.
  const quests = createQuestEngine({
    db,
    source: catalogueQuests,
    catchUp: (userId) => deps.accruals.catchUp(userId),
  });

  /** Counts the account actions the player has done and their quests have not seen yet. */
  async function syncAccountActions(userId: number, now: number) {
    const all = await catalogueQuests(db);
    const wanted = new Set(all.flatMap((q) => (q.metric === 'action' && q.action ? [q.action] : [])));
    const names = (Object.keys(ACCOUNT_ACTIONS) as (keyof typeof ACCOUNT_ACTIONS)[]).filter((a) =>
      wanted.has(a),
    );
    if (names.length === 0) return;
    const [u] = await db
      .select({ mobile: users.mobile, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId));
    if (!u) return;
    for (const name of names) if (ACCOUNT_ACTIONS[name](u)) await quests.recordAction(userId, name, now);
  }

  /** Every task's and VIP task's state, the account actions counted first. */
  async function taskStates(userId: number, now: number) {
    await syncAccountActions(userId, now);
    return (await quests.states(userId, now)).filter((s) => s.quest.taskId !== undefined);
  }
  const ofType = (activityType: number) => (s: QuestState) => (s.quest.activityType ?? 0) === activityType;

  const statesOf = async (userId: number, activityType: number, now: number) =>
    (await taskStates(userId, now)).filter(ofType(activityType));

  async function findTask(activityType: number, taskId: number): Promise<QuestDef> {
    const quest = (await catalogueQuests(db)).find(
      (q) => q.taskId === taskId && (q.activityType ?? 0) === activityType && q.period !== 'month',
    );
    if (!quest) throw new CallError(ERR.NOT_FOUND, `There is no task ${taskId}.`);
    return quest;
  }

  /** The player's VIP level as the VIP module keeps it (no lock; claims check it again in their transaction). */
  async function vipOf(userId: number): Promise<number> {
    const [row] = await queryRows<{ vip: number }>(db, sql`select vip from users where id = ${userId}::int`);
    return row?.vip ?? 0;
  }

  /**
   * Claims through the quests engine; a VIP task above the player's level is refused (NOT_CLAIMABLE, nothing
   * granted). The level is brought up to date and read under the player's row lock inside the claim, so a
   * level-up that just happened counts and a demotion running at the same moment cannot slip past the gate.
   */
  async function claim(userId: number, activityType: number, taskId: number, now: number) {
    const quest = await findTask(activityType, taskId);
    await syncAccountActions(userId, now);
    const level = quest.vipLevel;
    const granted = await quests.claim(userId, quest.id, {
      now,
      ...(level !== undefined
        ? {
            guard: async (tx) => {
              if (!vipTaskOpen(quest, await syncVipLevel(tx, userId))) {
                throw new CallError(ERR.NOT_CLAIMABLE, `Reach VIP ${level} to receive this VIP task.`);
              }
            },
          }
        : {}),
    });
    return { rewards: granted.items };
  }

  const list = async (userId: number, activityType: number, now: number) =>
    (await statesOf(userId, activityType, now)).flatMap((s) => toTask(s, now) ?? []);

  return {
    async tasks(userId: number, now = clock()): Promise<CallAnswer<'getTaskUser'>> {
      return { list: await list(userId, ACTIVITY_TYPE.Tasks, now) };
    },

    /** A client-side action done (the page visited, the link shared): counts it and answers the task. */
    async finish(userId: number, taskId: number, now = clock()): Promise<CallAnswer<'finishTask'>> {
      const quest = await findTask(ACTIVITY_TYPE.Tasks, taskId);
      if (quest.metric !== 'action' || !isClientAction(quest.action ?? '')) {
        throw new CallError(
          ERR.INVALID_REQUEST,
          `Invalid request: id: task ${taskId} is counted by the platform, not reported by the app`,
        );
      }
      await quests.recordAction(userId, quest.action as string, now);
      const task = (await list(userId, ACTIVITY_TYPE.Tasks, now)).find((t) => t.id === taskId);
      if (!task) throw new CallError(ERR.NOT_FOUND, `There is no task ${taskId}.`);
      return task;
    },

    receiveTask: (userId: number, taskId: number, now = clock()) =>
      claim(userId, ACTIVITY_TYPE.Tasks, taskId, now),

    receiveVipTask: (userId: number, taskId: number, now = clock()) =>
      claim(userId, ACTIVITY_TYPE.VipTask, taskId, now),

    /** Every finished VIP task at once; one already taken by a simultaneous claim is skipped. */
    async receiveAllVipTasks(
      userId: number,
      now = clock(),
    ): Promise<CallAnswer<'receiveVipTaskUnReceiveBonus'>> {
      const rewards: RewardItem[] = [];
      const states = await statesOf(userId, ACTIVITY_TYPE.VipTask, now);
      const vip = await vipOf(userId);
      for (const s of states) {
        // Locked tasks are left for when the level is reached; the claim checks the level again.
        if (s.status !== QUEST_STATUS.claimable || !vipTaskOpen(s.quest, vip)) continue;
        try {
          rewards.push(
            ...(await claim(userId, ACTIVITY_TYPE.VipTask, s.quest.taskId as number, now)).rewards,
          );
        } catch (err) {
          if (
            !(err instanceof AlreadyReceivedError) &&
            !(err instanceof CallError && err.errcode === ERR.ALREADY_RECEIVED)
          )
            throw err;
        }
      }
      return { rewards };
    },

    /**
     * taskAwardFlag after the account actions are counted (the engine's own flags may run before), and the VIP
     * tasks' part of vipAwardFlag: only tasks open at the player's level (the engine skips level-gated ones).
     */
    async awardFlags(userId: number): Promise<{ taskAwardFlag?: boolean; vipAwardFlag?: boolean }> {
      const now = clock();
      const claimable = (await taskStates(userId, now)).filter((s) => s.status === QUEST_STATUS.claimable);
      const vip = await vipOf(userId);
      return {
        taskAwardFlag: claimable.some(ofType(ACTIVITY_TYPE.Tasks)),
        vipAwardFlag: claimable.filter(ofType(ACTIVITY_TYPE.VipTask)).some((s) => vipTaskOpen(s.quest, vip)),
      };
    },
  };
}

export type TaskService = ReturnType<typeof createTaskService>;
