import { defineHandlers } from '../../core/handlers';
import type { DiamondService } from './diamond';

/** Wire for the diamond-shop calls: the shop window is anyone's, the rest the player's own. */
export function shopHandlers(diamond: DiamondService) {
  return defineHandlers({
    'anonymous/shopGoods': {
      handle: async () => {
        const {
          diamond: _d,
          points: _p,
          cards: _c,
          hasAddress: _a,
          ...window
        } = await diamond.shopData(null);
        return window;
      },
    },
    diamondShopData: { handle: async (_input, ctx) => diamond.shopData((await ctx.user()).userId) },
    diamondExchangeCoin: {
      handle: async (input, ctx) =>
        diamond.exchangeCoin((await ctx.user()).userId, input.diamond, input.requestId),
    },
    diamondExchangeScratchcard: {
      handle: async (input, ctx) =>
        diamond.exchangeScratchcard((await ctx.user()).userId, input.count, input.requestId),
    },
    diamondExchangeGoods: {
      handle: async (input, ctx) =>
        diamond.exchangeGoods((await ctx.user()).userId, input.goodsId, input.count, input.requestId),
    },
    diamondGoodsExchangeOrderLog: {
      handle: async (input, ctx) => diamond.orderLog((await ctx.user()).userId, input),
    },
    diamondLog: {
      handle: async (input, ctx) => diamond.propLog((await ctx.user()).userId, input.item, input),
    },
  });
}
