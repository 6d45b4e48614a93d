import { defineHandlers } from '../../core/handlers';
import type { ProtectionService } from './service';

/** Wire for the player-protection calls: all the signed-in player's own. */
export function protectionHandlers(service: ProtectionService) {
  return defineHandlers({
    selfLimitInfo: { handle: async (input, ctx) => service.info((await ctx.user()).userId, input.since) },
    selfLimitSet: {
      handle: async (input, ctx) =>
        service.setLimit((await ctx.user()).userId, {
          kind: input.kind,
          period: input.period,
          amount: input.amount,
        }),
    },
    coolOffSet: { handle: async (input, ctx) => service.coolOff((await ctx.user()).userId, input.hours) },
    selfExclusionSet: {
      handle: async (input, ctx) => service.exclude((await ctx.user()).userId, input.months),
    },
    selfExclusionRevoke: { handle: async (_input, ctx) => service.revoke((await ctx.user()).userId) },
  });
}
