/** Where the sandbox table (sandbox-table.ts) serves its launch and play pages. */
export const SANDBOX_TABLE_PATH = '/sandbox/provider';

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
  /**
   * Provider's game launch page; the platform appends provider, game, token, currency and lang. A path (no
   * origin) is this platform's sandbox table, reached through the BFF on the app's own origin.
   */
  launchUrl: string;
}

/**
 * The sample provider (the "Isla Gaming" brand of games.json); env overrides its secret and launch page.
 * Outside production, without a launch page of its own, its games open the sandbox table (sandbox-table.ts)
 * rather than a frame that cannot load; in production it needs both, or it is off.
 */
export function loadProviders(env: NodeJS.ProcessEnv = process.env): ProviderConfig[] {
  const production = env.NODE_ENV === 'production';
  const secret = env.PROVIDER_ISLA_GAMING_SECRET ?? (production ? '' : 'isla-gaming-dev-secret');
  const launchUrl =
    env.PROVIDER_ISLA_GAMING_LAUNCH_URL ?? (production ? '' : `${SANDBOX_TABLE_PATH}/isla-gaming/launch`);
  if (!secret || !launchUrl) return [];
  return [
    {
      id: 'isla-gaming',
      name: 'Isla Gaming',
      brandId: 2,
      secret,
      launchUrl,
    },
  ];
}

/** Where the player's external game opens: the provider's launch page for that game's brand. */
export interface ExternalLauncher {
  /** Provider URL for an external game, carrying the session token the provider will call back with. */
  launch(game: { id: number; brandId: number }, token: string): { url: string; providerId: string } | null;
}

export function providerLauncher(providers: readonly ProviderConfig[]): ExternalLauncher {
  return {
    launch(game, token) {
      const provider = providers.find((p) => p.brandId === game.brandId);
      if (!provider) return null;
      // The base only resolves a path-only launch page; the answer keeps it relative to the app's origin.
      const url = new URL(provider.launchUrl, 'http://same-origin.invalid');
      url.searchParams.set('provider', provider.id);
      url.searchParams.set('game', String(game.id));
      url.searchParams.set('token', token);
      url.searchParams.set('currency', 'PHP');
      url.searchParams.set('lang', 'en');
      const relative = url.origin === 'http://same-origin.invalid';
      return { url: relative ? `${url.pathname}${url.search}` : url.toString(), providerId: provider.id };
    },
  };
}
