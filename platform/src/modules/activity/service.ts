import type { Activity } from '@casino/contracts/entities/activity';
import { ACTIVITY_TYPE } from '@casino/contracts/enums';
import type { CallAnswer } from '@casino/contracts/registry';
import { and, asc, eq, gt, isNull, lte, ne, or } from 'drizzle-orm';
import type { AwardFlagName } from '../../core/module';
import { activities } from '../../db/schema';
import { walletState } from '../../ledger/ledger';
import type { ModuleContext } from '../module';

type ActivityIds = CallAnswer<'getActivityIds'>;

const FIRST_DEPOSIT_OFFERS: number[] = [ACTIVITY_TYPE.FirstDeposit, ACTIVITY_TYPE.FirstCharge];
type ActivityFlags = CallAnswer<'activityGetStatusList'>;

const NO_FLAGS: Record<AwardFlagName, boolean> = {
  spinAwardFlag: false,
  taskAwardFlag: false,
  agent5AwardFlag: false,
  vipAwardFlag: false,
  signInFlag: false,
  emailAwardFlag: false,
  canReceiveDrawChance: false,
  hasTurntable: false,
};

/**
 * The activity catalogue (seed/activities.json → the activities table) and the red-dot flags. A visitor sees
 * only entries with unloginShowStatus ≠ 0; everyone sees only switched-on entries inside their schedule.
 * The flags are the OR of every module's awardFlags for the player (the context's awardFlags).
 */
export function createActivityService(
  deps: Pick<ModuleContext, 'db' | 'accruals' | 'awardFlags'> & { now?: () => number },
) {
  const { db, accruals } = deps;
  const now = deps.now ?? Date.now;

  /**
   * Offers this player has used or can no longer take: the first-deposit offer ends with the first deposit
   * (it paid, or the deposit was below its minimum). Banners and popups of these offers then never show.
   */
  async function offersTaken(userId: number): Promise<number[]> {
    const wallet = await walletState(db, userId);
    return wallet.totalRecharge > 0 ? FIRST_DEPOSIT_OFFERS : [];
  }

  return {
    db,
    /** The activities a visitor (userId null) or a player may see now, in sort order. */
    async activityIds(userId: number | null): Promise<ActivityIds> {
      const at = new Date(now());
      const rows = await db
        .select()
        .from(activities)
        .where(
          and(
            eq(activities.status, 1),
            or(isNull(activities.startTime), lte(activities.startTime, at)),
            or(isNull(activities.endTime), gt(activities.endTime, at)),
            ...(userId === null ? [ne(activities.unloginShowStatus, 0)] : []),
          ),
        )
        .orderBy(asc(activities.sort), asc(activities.id));
      const taken = userId === null ? [] : await offersTaken(userId);
      const open = rows.filter((r) => !taken.includes(r.activityType));
      const activityMap: Record<string, Activity> = {};
      for (const r of open) {
        activityMap[String(r.id)] = {
          id: r.id,
          activityType: r.activityType,
          name: r.name,
          sort: r.sort,
          type: r.type,
          themeUrl: r.themeUrl,
          clickType: r.clickType,
          clickAction: r.clickAction,
          target: r.target,
          unloginShowStatus: r.unloginShowStatus === 0 ? 0 : 1,
          startTime: r.startTime?.getTime() ?? 0,
          endTime: r.endTime?.getTime() ?? 0,
          rule: r.rule,
        };
      }
      return { activityIds: open.map((r) => r.id), activityMap };
    },

    async statusFlags(userId: number): Promise<ActivityFlags> {
      // Red dots follow play: the accruals are brought up to date the moment the player looks.
      await accruals.catchUp(userId);
      const flags = await deps.awardFlags(userId);
      const wallet = await walletState(db, userId);
      return { ...NO_FLAGS, ...flags, totalRecharge: wallet.totalRecharge };
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
