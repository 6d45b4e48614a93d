// The app module's door: config, theme, pre-login, presence, scheduled config changes.
import { applyDueConfig } from '../../catalogue/config-versions';
import type { ModuleContext, PlatformModule } from '../module';
import { appOpsHandlers } from './ops-routes';
import { appHandlers } from './routes';
import { createAppService } from './service';

export function appModule(ctx: ModuleContext): PlatformModule {
  return {
    name: 'app',
    handlers: appHandlers(createAppService(ctx)),
    opsHandlers: appOpsHandlers({ db: ctx.db, catalogue: ctx.catalogue }),
    jobs: [
      {
        // Configuration changes an operator scheduled take effect within 15 s of their time.
        name: 'scheduled config changes',
        everyMs: 15_000,
        async run() {
          const n = await applyDueConfig(ctx.db);
          if (n > 0) ctx.catalogue.invalidate();
          return n;
        },
        done: 'config changes applied',
      },
    ],
  };
}
