import { defineHandlers } from '../../core/handlers';
import type { JackpotService } from './service';

/** Wire for the jackpot draw calls: the pools are anyone's, the rest the signed-in player's. */
export function jackpotHandlers(s: JackpotService) {
  return defineHandlers({
    'anonymous/jackpotPools': { handle: async () => s.pools() },
    getJackpotDrawInfo: { handle: async (_input, ctx) => s.info((await ctx.user()).userId) },
    receiveDrawChance: { handle: async (input, ctx) => s.draw((await ctx.user()).userId, input.requestId) },
    getPersonJackpotDrawAwardLog: { handle: async (input, ctx) => s.log((await ctx.user()).userId, input) },
    getJackpotRank: { handle: async (input, ctx) => s.rank((await ctx.user()).userId, input) },
  });
}
