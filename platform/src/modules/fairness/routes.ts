import { defineHandlers } from '../../core/handlers';
import type { FairnessService } from './service';

/** Wire for the player's seed pair: show, set the client seed, rotate, and the revealed pairs before it. */
export function fairnessHandlers(service: FairnessService) {
  return defineHandlers({
    fairnessSeed: { handle: async (_input, ctx) => service.fairnessSeed(await ctx.user()) },
    fairnessSetClientSeed: {
      handle: async (input, ctx) => service.fairnessSetClientSeed(await ctx.user(), input),
    },
    fairnessRotate: { handle: async (input, ctx) => service.fairnessRotate(await ctx.user(), input) },
    fairnessSeedHistory: {
      handle: async (input, ctx) => service.fairnessSeedHistory(await ctx.user(), input),
    },
  });
}
