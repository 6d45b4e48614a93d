import { defineHandlers } from '../../core/handlers';
import type { AppService } from './service';

/** Wire for the app calls: unpack the request, call the service, nothing else. */
export function appHandlers(service: AppService) {
  return defineHandlers({
    'anonymous/appConfig': { handle: (input) => service.appConfig(input.v) },
    'anonymous/appTheme': { handle: () => service.activeTheme() },
    'anonymous/appThemePreview': { handle: (input) => service.previewTheme(input.themeViewId) },
    preLogin: {
      shape: 'code',
      handle: async (_input, ctx) => service.preLogin(await ctx.session(), ctx.tokenSent),
    },
    getCustomerServices: { shape: 'code', handle: () => service.customerServices() },
    online: { handle: async (input, ctx) => service.online(await ctx.user(), input.gameId) },
  });
}
