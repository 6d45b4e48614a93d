import { defineHandlers } from '../../core/handlers';
import type { InviteService } from './invite';
import type { ProgramService } from './program';
import type { AgentService } from './service';

/** Wire for the invite and agent calls: the programme's terms are anyone's, every other call the player's own. */
export function agentHandlers(service: AgentService, invite: InviteService, program: ProgramService) {
  return defineHandlers({
    'anonymous/inviteTerms': { handle: () => program.terms() },
    agentFill: { handle: async (input, ctx) => service.fill((await ctx.user()).userId, input) },
    actInviteUser: { handle: async (_input, ctx) => invite.overview((await ctx.user()).userId) },
    actInviteUserRecord: { handle: async (input, ctx) => invite.record((await ctx.user()).userId, input) },
    actInviteUserStatus: { handle: async (_input, ctx) => invite.status((await ctx.user()).userId) },
    actInviteUserExchange: { handle: async (_input, ctx) => invite.exchange((await ctx.user()).userId) },
    actInviteUserSpin: {
      handle: async (input, ctx) => invite.spin((await ctx.user()).userId, input.requestId),
    },
    actInviteClickInvite: {
      handle: async (input, ctx) => invite.click((await ctx.user()).userId, input.target),
    },
    appAgent5User: { handle: async (_input, ctx) => program.overview((await ctx.user()).userId) },
    appAgent5UserLog: { handle: async (input, ctx) => program.log((await ctx.user()).userId, input) },
    appAgent5UserReceive: { handle: async (_input, ctx) => program.receive((await ctx.user()).userId) },
    appAgent5UserInviteValidReceive: {
      handle: async (input, ctx) => program.receiveTier((await ctx.user()).userId, input.tier),
    },
    appAgent5UserStatement: {
      handle: async (input, ctx) => program.statement((await ctx.user()).userId, input.day),
    },
  });
}
