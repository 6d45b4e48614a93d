import { defineHandlers } from '../../core/handlers';
import type { RebateService } from './rebate';
import type { VipService } from './service';
import type { createVipStatement } from './statement';

/** Wire for the VIP and rebate calls: the ladder is anyone's, every other call the signed-in player's own. */
export function vipHandlers(
  vip: VipService,
  rebate: RebateService,
  statement: (userId: number) => ReturnType<ReturnType<typeof createVipStatement>>,
) {
  return defineHandlers({
    'anonymous/vipLevels': { handle: async () => vip.ladder() },
    getVipInfo: { handle: async (_input, ctx) => vip.info((await ctx.user()).userId) },
    receiveVipBonusUser: {
      handle: async (input, ctx) => vip.receiveLevelBonus((await ctx.user()).userId, input.level),
    },
    appVipUserReceiveDaily: { handle: async (_input, ctx) => vip.receiveDaily((await ctx.user()).userId) },
    appVipUserReceiveSignInAward: {
      handle: async (_input, ctx) => vip.receiveSignIn((await ctx.user()).userId),
    },
    getVipLevelAudit: { handle: async (_input, ctx) => vip.audit((await ctx.user()).userId) },
    betBonus: { handle: async (input, ctx) => rebate.list((await ctx.user()).userId, input.type) },
    betBonusReceive: { handle: async (_input, ctx) => rebate.receive((await ctx.user()).userId, null) },
    betBonusByTypeReceive: {
      handle: async (input, ctx) => rebate.receive((await ctx.user()).userId, input.type),
    },
    betBonusLog: { handle: async (input, ctx) => rebate.log((await ctx.user()).userId, input) },
    getVipStatement: { handle: async (_input, ctx) => statement((await ctx.user()).userId) },
  });
}
