import { defineHandlers } from '../../core/handlers';
import type { LotteryService } from './service';

/** Wire for the weekend lottery: the player's calls, and the public draw record anyone may verify. */
export function lotteryHandlers(lottery: LotteryService) {
  return defineHandlers({
    'anonymous/lotteryInfo': {
      handle: async (_input, ctx) => lottery.info((await ctx.session())?.userId ?? null),
    },
    lotteryBuy: { handle: async (input, ctx) => lottery.buy((await ctx.user()).userId, input) },
    lotteryOrderList: { handle: async (input, ctx) => lottery.orders((await ctx.user()).userId, input) },
    lotteryPrizeList: { handle: async (input, ctx) => lottery.prizes((await ctx.user()).userId, input) },
    'anonymous/lotteryDrawList': { handle: (input) => lottery.drawList(input) },
    'anonymous/lotteryDrawDetail': { handle: (input) => lottery.drawDetail(input.drawId) },
  });
}
