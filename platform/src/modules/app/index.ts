// The app module's door: config, theme, event log, pre-login, presence.
import type { ModuleContext, PlatformModule } from '../../core/module';
import { appHandlers } from './routes';
import { createAppService } from './service';

export function appModule(ctx: ModuleContext): PlatformModule {
  return { name: 'app', handlers: appHandlers(createAppService(ctx)) };
}
