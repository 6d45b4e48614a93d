import { defineHandlers } from '../../core/handlers';
import { awardLog } from '../../rewards/award-log';
import type { ActivityService } from './service';

/** Wire for the activity calls: visitors see the public list, players also get their flags and reward record. */
export function activityHandlers(service: ActivityService) {
  return defineHandlers({
    getActivityIds: {
      handle: async (_input, ctx) => service.activityIds((await ctx.session())?.userId ?? null),
    },
    activityGetStatusList: { handle: async (_input, ctx) => service.statusFlags((await ctx.user()).userId) },
    activityAwardGetLog: {
      handle: async (input, ctx) => awardLog(service.db, (await ctx.user()).userId, input),
    },
  });
}
