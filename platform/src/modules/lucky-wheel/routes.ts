import { defineHandlers } from '../../core/handlers';
import type { LuckyWheelService } from './service';

/** Wire for the lucky wheel calls: the wheel and its odds are anyone's, the rest the signed-in player's. */
export function luckyWheelHandlers(s: LuckyWheelService) {
  return defineHandlers({
    'anonymous/spinWheel': { handle: async () => ({ segments: (await s.spinSegments()).segments }) },
    getSpinInfo: { handle: async (_input, ctx) => s.spinInfo((await ctx.user()).userId) },
    spinLuckyWheel: { handle: async (input, ctx) => s.spinWheel((await ctx.user()).userId, input.requestId) },
    getSpinLog: { handle: async (input, ctx) => s.spinLog((await ctx.user()).userId, input) },
  });
}
