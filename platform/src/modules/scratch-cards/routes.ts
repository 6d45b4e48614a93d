import { defineHandlers } from '../../core/handlers';
import type { ScratchService } from './scratch';

/** Wire for the scratch-card calls: the player's own cards, draws and add-up awards. */
export function scratchCardHandlers(scratch: ScratchService) {
  return defineHandlers({
    getScratchCardInfo: { handle: async (_input, ctx) => scratch.info((await ctx.user()).userId) },
    scratchCardLottery: {
      handle: async (input, ctx) => scratch.scratch((await ctx.user()).userId, input.requestId),
    },
    searchScratchCardAwardLog: {
      handle: async (input, ctx) => scratch.awardLog((await ctx.user()).userId, input),
    },
    receiveAddupAwardById: {
      handle: async (input, ctx) => scratch.receiveAddup((await ctx.user()).userId, input.id),
    },
  });
}
