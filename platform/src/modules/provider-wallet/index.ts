// The provider-wallet module's door: outside providers' seamless wallet, their launch pages and their rounds.
import type { ModuleContext, PlatformModule } from '../module';
import { type ExternalLauncher, loadProviders, providerLauncher, SANDBOX_TABLE_PATH } from './providers';
import { providerWalletRoutes } from './routes';
import { sandboxTableRoutes } from './sandbox-table';
import { createProviderWalletService } from './service';

export type { ExternalLauncher } from './providers';
export { providerRoundsOf } from './rounds';

/** No registry calls: the providers call their own wallet routes. `launcher` opens their games for the games module. */
export function providerWalletModule(ctx: ModuleContext): PlatformModule & { launcher: ExternalLauncher } {
  const providers = loadProviders();
  // The sandbox table stands in for a provider's launch page outside production only.
  const tableProviders = ctx.production
    ? []
    : providers.filter((p) => p.launchUrl.startsWith(SANDBOX_TABLE_PATH));
  return {
    name: 'provider-wallet',
    handlers: {},
    launcher: providerLauncher(providers),
    async routes(app) {
      await app.register(providerWalletRoutes, {
        service: createProviderWalletService({ db: ctx.db, providers }),
      });
      if (tableProviders.length > 0)
        await app.register(sandboxTableRoutes, { providers: tableProviders, catalogue: ctx.catalogue });
    },
  };
}
