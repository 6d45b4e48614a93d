import { defineHandlers } from '../../http/handlers';
import type { ActivityService } from './service';

/** Wire for the activity list calls: visitors see the public list, players also get their flags. */
export function activityHandlers(service: ActivityService) {
  return defineHandlers({
    getActivityIds: {
      handle: async (_input, ctx) => service.activityIds((await ctx.session())?.userId ?? null),
    },
    activityGetStatusList: { handle: async (_input, ctx) => service.statusFlags((await ctx.user()).userId) },
  });
}
