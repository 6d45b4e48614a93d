// The follow-rewards module's door: the brand's social channels and their once-per-channel rewards.
import { defineHandlers } from '../../core/handlers';
import type { ModuleContext, PlatformModule } from '../module';
import { createFollowService } from './service';

export function followModule(ctx: ModuleContext): PlatformModule {
  const follow = createFollowService(ctx);
  return {
    name: 'follow',
    handlers: defineHandlers({
      followInfo: { handle: async (_input, ctx2) => follow.info((await ctx2.user()).userId) },
      followOpen: { handle: async (input, ctx2) => follow.open((await ctx2.user()).userId, input.channel) },
      followReceive: {
        handle: async (input, ctx2) => follow.receive((await ctx2.user()).userId, input.channel),
      },
    }),
  };
}
