import { defineHandlers } from '../../core/handlers';
import type { ProfileService } from './service';

/** Wire for the profile calls and the signed-in start-up calls (refreshData, getAfterLoginInfoWeb). */
export function profileHandlers(service: ProfileService) {
  return defineHandlers({
    updateProfile: { handle: async (input, ctx) => service.updateProfile(await ctx.user(), input) },
    appUserOther: { handle: async (_input, ctx) => service.appUserOther(await ctx.user()) },
    updateAppUserOther: { handle: async (input, ctx) => service.updateAppUserOther(await ctx.user(), input) },
    updateAddress: { handle: async (input, ctx) => service.updateAddress(await ctx.user(), input) },
    refreshData: { shape: 'top-level', handle: async (_input, ctx) => service.refreshData(await ctx.user()) },
    getAfterLoginInfoWeb: { handle: async (_input, ctx) => service.afterLoginInfo(await ctx.user()) },
  });
}
