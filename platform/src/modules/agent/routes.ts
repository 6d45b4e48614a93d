import { defineHandlers } from '../../core/handlers';
import type { AgentService } from './service';

/** Wire for the agent calls this issue implements (the agent rules come later). */
export function agentHandlers(service: AgentService) {
  return defineHandlers({
    agentFill: { handle: async (input, ctx) => service.fillParent((await ctx.user()).userId, input.pid) },
  });
}
