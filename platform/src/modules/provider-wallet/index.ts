// The provider-wallet module's door: outside providers' seamless wallet, their launch pages and their rounds.
export { type ExternalLauncher, loadProviders, providerLauncher } from './providers';
export { providerRoundsOf } from './rounds';
export { providerWalletRoutes } from './routes';
export { SANDBOX_TABLE_PATH, sandboxTableRoutes } from './sandbox-table';
export { createProviderWalletService } from './service';
