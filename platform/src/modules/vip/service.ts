// The VIP rules: level info, the level-up bonus (once per level, ever), the daily bonus and the sign-in award
// (once per Manila day), level keeping and the VIP red dot. Every gift goes through the rewards engine.
import { ACTIVITY_TYPE } from '@casino/contracts/enums';
import { ERR } from '@casino/contracts/errors';
import { REWARD_ID } from '@casino/contracts/reward-ids';
import { sql } from 'drizzle-orm';
import { CallError } from '../../core/call-error';
import { dayKey, periodEnd, periodKey, periodStart } from '../../core/periods';
import { type Db, queryRows, type Tx } from '../../db/client';
import { catalogueQuests, claimOnce, createQuestEngine, type QuestDef, questAsk } from '../../rewards';
import type { ModuleContext } from '../module';
import { type VipConfig, vipConfig } from './config';
import { syncVipLevel } from './consumer';
import { expOffset, periodExpOf, reachedSince } from './keeping';

export const LEVEL_SOURCE = 'vip-level';
export const DAILY_SOURCE = 'vip-daily';
export const SIGN_IN_SOURCE = 'vip-sign-in';

interface PlayerVip {
  vip: number;
  vipExp: number;
}

export async function coinOf(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await queryRows<{ balance: string }>(
    db,
    sql`select balance::text from wallets where user_id = ${userId}::int`,
  );
  return Number(row?.balance ?? 0);
}

/** Levels whose upgrade bonus the player may receive: reached now, or reached once before a demotion. */
async function reachedLevels(db: Db | Tx, userId: number, vip: number): Promise<Set<number>> {
  const rows = await queryRows<{ level: number }>(
    db,
    sql`select level from vip_levels_reached where user_id = ${userId}::int`,
  );
  const out = new Set(rows.map((r) => r.level));
  for (let l = 1; l <= vip; l++) out.add(l);
  return out;
}

/** Refs of this player's VIP grants (level bonuses ever; today's daily and sign-in). */
async function vipGrantRefs(db: Db | Tx, userId: number): Promise<Set<string>> {
  const rows = await queryRows<{ ref: string }>(
    db,
    sql`select ref from reward_grants where user_id = ${userId}::int
          and source in (${LEVEL_SOURCE}::text, ${DAILY_SOURCE}::text, ${SIGN_IN_SOURCE}::text)`,
  );
  return new Set(rows.map((r) => r.ref));
}

const levelRef = (userId: number, level: number) => `${LEVEL_SOURCE}:${userId}:${level}`;
const dailyRef = (userId: number, day: string) => `${DAILY_SOURCE}:${userId}:${day}`;
const signInRef = (userId: number, day: string) => `${SIGN_IN_SOURCE}:${userId}:${day}`;

/** One VIP task as the app shows it: a visitor's ladder (no progress) and a player's page alike. */
function vipTaskOf(q: QuestDef, progress: number, status: 0 | 1 | 2) {
  return {
    id: q.taskId as number,
    name: q.name,
    level: q.vipLevel ?? 0,
    ...questAsk(q),
    route: q.route ?? '',
    target: q.target,
    progress: Math.max(0, Math.min(progress, q.target)),
    status,
    rewards: q.rewards.map((r) => ({ propId: r.propId, count: r.count })),
  };
}

export function createVipService(ctx: ModuleContext) {
  const { db } = ctx;
  const config = async (): Promise<VipConfig> => vipConfig((await ctx.catalogue.snapshot()).docs.vip);
  // Read-only view of the VIP tasks (quests of activity type 49); the tasks module claims them (receiveVipTask).
  const quests = createQuestEngine({ db, source: catalogueQuests, catchUp: () => Promise.resolve() });

  async function vipTasks(userId: number) {
    return (
      (await quests.states(userId))
        .filter((s) => s.quest.activityType === ACTIVITY_TYPE.VipTask && s.quest.taskId !== undefined)
        // by level, then as configured: the page groups them under each level's card
        .sort((a, b) => (a.quest.vipLevel ?? 0) - (b.quest.vipLevel ?? 0))
        .map((s) => vipTaskOf(s.quest, s.progress, s.status))
    );
  }

  /** The player's level and experience, brought up to date with their play first. */
  async function player(userId: number): Promise<PlayerVip> {
    await ctx.accruals.catchUp(userId);
    // The level follows vip_exp even when the player-level consumer ran after this one's last pass.
    await db.transaction((tx) => syncVipLevel(tx, userId));
    const [row] = await queryRows<{ vip: number; vip_exp: string }>(
      db,
      sql`select vip, vip_exp::text from users where id = ${userId}::int`,
    );
    // The experience that counts toward the next level (after a demotion, what was earned since).
    const vipExp = Math.max(0, Number(row?.vip_exp ?? 0) - (await expOffset(db, userId)));
    return { vip: row?.vip ?? 0, vipExp };
  }

  async function claimableLevels(userId: number, vip: number, cfg: VipConfig, refs: Set<string>) {
    const reached = await reachedLevels(db, userId, vip);
    return cfg.levels
      .filter((l) => reached.has(l.level) && cfg.benefit(l.level).upgradeBonus > 0)
      .filter((l) => !refs.has(levelRef(userId, l.level)))
      .map((l) => l.level);
  }

  return {
    /** The ladder as a visitor sees it: every level's benefits and the VIP tasks, nothing of anyone's. */
    async ladder() {
      const cfg = await config();
      const tasks = (await catalogueQuests(db))
        .filter((q) => q.activityType === ACTIVITY_TYPE.VipTask && q.taskId !== undefined)
        .sort((a, b) => (a.vipLevel ?? 0) - (b.vipLevel ?? 0))
        .map((q) => vipTaskOf(q, 0, 0));
      return {
        levels: cfg.levels.map((l) => {
          const b = cfg.benefit(l.level);
          return {
            level: l.level,
            experience: l.experience,
            showType: l.showType,
            upgradeBonus: b.upgradeBonus,
            dailyBonus: b.dailyBonus,
            rebateRateBp: b.rebateRateBp,
            betLimit: l.betLimit,
            signInRewards: b.signInRewards.map((r) => ({ propId: r.propId, count: r.count })),
            upgradeReceived: false,
          };
        }),
        tasks,
      };
    },

    async info(userId: number) {
      const [cfg, me] = await Promise.all([config(), player(userId)]);
      const refs = await vipGrantRefs(db, userId);
      const next = cfg.levels.find((l) => l.level === me.vip + 1);
      const today = dayKey();
      return {
        vip: me.vip,
        vipExp: me.vipExp,
        nextLevelExp: next ? next.experience : me.vipExp,
        levels: cfg.levels.map((l) => {
          const b = cfg.benefit(l.level);
          return {
            level: l.level,
            experience: l.experience,
            showType: l.showType,
            upgradeBonus: b.upgradeBonus,
            dailyBonus: b.dailyBonus,
            rebateRateBp: b.rebateRateBp,
            betLimit: l.betLimit,
            signInRewards: b.signInRewards.map((r) => ({ propId: r.propId, count: r.count })),
            upgradeReceived: refs.has(levelRef(userId, l.level)),
          };
        }),
        tasks: await vipTasks(userId),
        dailyReceived: refs.has(dailyRef(userId, today)),
        signInReceived: refs.has(signInRef(userId, today)),
      };
    },

    async receiveLevelBonus(userId: number, level: number) {
      const [cfg, me] = await Promise.all([config(), player(userId)]);
      if (!cfg.levels.some((l) => l.level === level)) {
        throw new CallError(ERR.INVALID_REQUEST, `Invalid request: level: there is no VIP ${level}`);
      }
      const reached = await reachedLevels(db, userId, me.vip);
      if (!reached.has(level)) {
        throw new CallError(ERR.NOT_CLAIMABLE, `You have not reached VIP ${level} yet.`);
      }
      const amount = cfg.benefit(level).upgradeBonus;
      if (amount <= 0) throw new CallError(ERR.NOT_CLAIMABLE, `VIP ${level} has no level bonus.`);
      return db.transaction(async (tx) => {
        await claimOnce(tx, {
          source: LEVEL_SOURCE,
          userId,
          periodKey: String(level),
          items: [{ propId: REWARD_ID.coin, count: amount }],
          activityType: ACTIVITY_TYPE.VIP,
          reason: `VIP ${level} level bonus`,
          terms: { turnoverMultiple: cfg.rules.turnoverMultiple },
        });
        return { amount, coin: await coinOf(tx, userId) };
      });
    },

    async receiveDaily(userId: number) {
      const [cfg, me] = await Promise.all([config(), player(userId)]);
      const amount = cfg.benefit(me.vip).dailyBonus;
      if (amount <= 0) throw new CallError(ERR.NOT_CLAIMABLE, `VIP ${me.vip} has no daily bonus.`);
      return db.transaction(async (tx) => {
        await claimOnce(tx, {
          source: DAILY_SOURCE,
          userId,
          periodKey: dayKey(),
          items: [{ propId: REWARD_ID.coin, count: amount }],
          activityType: ACTIVITY_TYPE.VIP,
          reason: `VIP ${me.vip} daily bonus`,
          terms: { turnoverMultiple: cfg.rules.turnoverMultiple },
        });
        return { amount, coin: await coinOf(tx, userId) };
      });
    },

    async receiveSignIn(userId: number) {
      const [cfg, me] = await Promise.all([config(), player(userId)]);
      const rewards = cfg.benefit(me.vip).signInRewards.map((r) => ({ propId: r.propId, count: r.count }));
      if (rewards.length === 0) throw new CallError(ERR.NOT_CLAIMABLE, `VIP ${me.vip} has no sign-in award.`);
      return db.transaction(async (tx) => {
        await claimOnce(tx, {
          source: SIGN_IN_SOURCE,
          userId,
          periodKey: dayKey(),
          items: rewards,
          activityType: ACTIVITY_TYPE.VIP,
          reason: `VIP ${me.vip} sign-in award`,
          terms: { turnoverMultiple: cfg.rules.turnoverMultiple },
        });
        // The day of this month's VIP sign-ins this one is (day keys sort as dates).
        const month = `${periodKey('month')}-`;
        const [row] = await queryRows<{ n: string }>(
          tx,
          sql`select count(*)::text as n from reward_grants where user_id = ${userId}::int
                and source = ${SIGN_IN_SOURCE}::text and ref like ${`${SIGN_IN_SOURCE}:${userId}:${month}%`}::text`,
        );
        return { day: Math.max(1, Number(row?.n ?? 1)), rewards };
      });
    },

    /**
     * Level keeping: the experience earned this keeping period (1 point per whole ₱1 of valid turnover) against
     * the level's keepExp. Short of it, the level drops by one when the period ends — not when the level was
     * reached in this same period.
     */
    async audit(userId: number) {
      const [cfg, me] = await Promise.all([config(), player(userId)]);
      const period = cfg.rules.keepPeriod;
      const start = periodStart(period);
      const periodExp = await periodExpOf(db, userId, start, null);
      const keepExp = me.vip > 0 ? cfg.benefit(me.vip).keepExp : 0;
      // the same rule the review applies when the period ends (keeping.ts)
      const keeps = me.vip === 0 || periodExp >= keepExp || (await reachedSince(db, userId, me.vip, start));
      return {
        vip: me.vip,
        periodExp,
        keepExp,
        periodEnd: periodEnd(period).getTime(),
        projectedVip: keeps ? me.vip : me.vip - 1,
      };
    },

    async awardFlags(userId: number) {
      const cfg = await config();
      const [row] = await queryRows<{ vip: number }>(
        db,
        sql`select vip from users where id = ${userId}::int`,
      );
      const vip = row?.vip ?? 0;
      const refs = await vipGrantRefs(db, userId);
      const today = dayKey();
      const b = cfg.benefit(vip);
      const gift =
        (await claimableLevels(userId, vip, cfg, refs)).length > 0 ||
        (b.dailyBonus > 0 && !refs.has(dailyRef(userId, today))) ||
        (b.signInRewards.length > 0 && !refs.has(signInRef(userId, today)));
      return { vipAwardFlag: gift };
    },

    claimableLevels: async (userId: number) => {
      const cfg = await config();
      const me = await player(userId);
      return claimableLevels(userId, me.vip, cfg, await vipGrantRefs(db, userId));
    },
  };
}

export type VipService = ReturnType<typeof createVipService>;
