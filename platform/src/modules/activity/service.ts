import type { CallAnswer } from '@casino/contracts/registry';
import type { Db } from '../../db/client';
import type { AccrualJob } from '../../rewards';
import { walletState } from '../ledger/ledger';

type ActivityIds = CallAnswer<'getActivityIds'>;
type ActivityFlags = CallAnswer<'activityGetStatusList'>;

/**
 * Activities and their red-dot flags. The catalogue seeds no activities yet (the bonus issues add
 * them with their claim rules), so the list is honestly empty and every award flag is off; what is
 * already known per player (lifetime deposits) is real.
 */
export function createActivityService({ db, accruals }: { db: Db; accruals: AccrualJob }) {
  return {
    db,
    /** The activities a visitor (userId null) or a player may see. */
    async activityIds(_userId: number | null): Promise<ActivityIds> {
      return { activityIds: [], activityMap: {} };
    },

    async statusFlags(userId: number): Promise<ActivityFlags> {
      // Red dots follow play: bring the accruals up to date the moment the player looks.
      await accruals.catchUp(userId);
      const wallet = await walletState(db, userId);
      return {
        spinAwardFlag: false,
        taskAwardFlag: false,
        agent5AwardFlag: false,
        vipAwardFlag: false,
        signInFlag: false,
        emailAwardFlag: false,
        canReceiveDrawChance: false,
        hasTurntable: false,
        totalRecharge: wallet.totalRecharge,
      };
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
