import { defineHandlers } from '../../core/handlers';
import type { DepositActivityService } from './service';

/** Wire for the deposit activities: the visitor's rules, the player's progress and the claim of a reward. */
export function depositActivityHandlers(service: DepositActivityService) {
  return defineHandlers({
    'anonymous/depositActivityRules': { handle: async () => service.rules() },
    depositActivityInfo: { handle: async (_input, ctx) => service.info((await ctx.user()).userId) },
    depositActivityReceive: {
      handle: async (input, ctx) => service.receive((await ctx.user()).userId, input.id),
    },
  });
}
