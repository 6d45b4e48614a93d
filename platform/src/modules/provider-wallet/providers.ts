import type { ExternalLauncher } from '../games/service';

/**
 * Outside game providers on the seamless wallet. Not in seed/: the seed's game entries are strict contracts
 * shapes that reach the client, and a provider's secret must never be sent there. Each provider serves the
 * catalogue games of one brand (games.json `brandId`, `engine: "external"`).
 */
export interface ProviderConfig {
  id: string;
  name: string;
  brandId: number;
  /** HMAC-SHA256 key for `x-provider-signature` (hex of HMAC over the raw body), both directions. */
  secret: string;
  /** Provider's game launch page; the platform appends provider, game, token, currency and lang. */
  launchUrl: string;
}

/** The sample provider (the "Isla Gaming" brand of games.json); env overrides its secret and launch page. */
export function loadProviders(env: NodeJS.ProcessEnv = process.env): ProviderConfig[] {
  const production = env.NODE_ENV === 'production';
  const secret = env.PROVIDER_ISLA_GAMING_SECRET ?? (production ? '' : 'isla-gaming-dev-secret');
  if (!secret) return [];
  return [
    {
      id: 'isla-gaming',
      name: 'Isla Gaming',
      brandId: 2,
      secret,
      launchUrl: env.PROVIDER_ISLA_GAMING_LAUNCH_URL ?? 'https://games.isla-gaming.example/launch',
    },
  ];
}

export function providerLauncher(providers: readonly ProviderConfig[]): ExternalLauncher {
  return {
    launch(game, token) {
      const provider = providers.find((p) => p.brandId === game.brandId);
      if (!provider) return null;
      const url = new URL(provider.launchUrl);
      url.searchParams.set('provider', provider.id);
      url.searchParams.set('game', String(game.id));
      url.searchParams.set('token', token);
      url.searchParams.set('currency', 'PHP');
      url.searchParams.set('lang', 'en');
      return { url: url.toString(), providerId: provider.id };
    },
  };
}
