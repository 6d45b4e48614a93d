import { SOCIAL_PROVIDER, type SocialProvider } from '@casino/contracts/enums';
import { ERR } from '@casino/contracts/errors';
import { CallError } from '../../core/call-error';

/** A provider account as its verifier vouches for it. */
export interface SocialIdentity {
  /** The provider's stable user id (Google `sub`, Facebook user id, LINE user id). */
  subject: string;
  name: string;
}

/** Checks a provider credential (ID token or access token); throws a CallError when it does not hold. */
export interface SocialVerifier {
  verify(token: string, userID?: string): Promise<SocialIdentity>;
}

export type SocialProviderName = keyof typeof SOCIAL_PROVIDER;

export const PROVIDER_NAME: Record<SocialProvider, SocialProviderName> = {
  [SOCIAL_PROVIDER.facebook]: 'facebook',
  [SOCIAL_PROVIDER.line]: 'line',
  [SOCIAL_PROVIDER.google]: 'google',
};

/** The provider account a credential proves, as it is stored (the name cut to the column's 64 characters). */
export async function verifiedIdentity(
  verifiers: Record<SocialProviderName, SocialVerifier>,
  provider: SocialProvider,
  token: string,
  userID?: string,
): Promise<{ provider: SocialProvider; subject: string; name: string }> {
  const identity = await verifiers[PROVIDER_NAME[provider]].verify(token, userID);
  return { provider, subject: identity.subject, name: identity.name.slice(0, 64) };
}

const LABEL: Record<SocialProviderName, string> = { facebook: 'Facebook', line: 'LINE', google: 'Google' };

const invalid = (provider: SocialProviderName) =>
  new CallError(
    ERR.SOCIAL_TOKEN_INVALID,
    `The ${LABEL[provider]} sign-in could not be verified. Please try again.`,
  );

/**
 * Dev/test only: accepts `sandbox:<provider>:<subject>:<name>` so journeys can sign in without the
 * provider. Never installed when NODE_ENV is production.
 */
export function sandboxVerifier(provider: SocialProviderName): SocialVerifier {
  return {
    async verify(token, userID) {
      const m = /^sandbox:([a-z]+):([A-Za-z0-9._-]{1,64}):(.{0,64})$/u.exec(token);
      if (!m || m[1] !== provider) throw invalid(provider);
      const subject = m[2]!;
      if (userID !== undefined && userID !== subject) throw invalid(provider);
      return { subject, name: m[3]! };
    },
  };
}

/** What a provider without credentials answers: a clear "not available", never a silent pass. */
export function notConfiguredVerifier(provider: SocialProviderName): SocialVerifier {
  return {
    async verify() {
      throw new CallError(
        ERR.SOCIAL_NOT_CONFIGURED,
        `Sign-in with ${LABEL[provider]} is not configured on this server. Please use another way to sign in.`,
      );
    },
  };
}

export interface SocialConfig {
  /** Sandbox tokens accepted (dev/test; forced off in production). */
  sandbox: boolean;
  google?: { clientId: string };
  facebook?: { appId: string; appSecret: string };
  line?: { channelId: string };
  /** Provider endpoints, replaceable in tests. */
  endpoints?: Partial<typeof PROVIDER_ENDPOINTS>;
  fetch?: typeof fetch;
}

export const PROVIDER_ENDPOINTS = {
  googleTokenInfo: 'https://oauth2.googleapis.com/tokeninfo',
  facebookGraph: 'https://graph.facebook.com',
  lineVerify: 'https://api.line.me/oauth2/v2.1/verify',
};

const TIMEOUT_MS = 5_000;

async function getJson(
  provider: SocialProviderName,
  doFetch: typeof fetch,
  url: string,
  init?: RequestInit,
): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await doFetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    throw new CallError(ERR.BAD_UPSTREAM, `${LABEL[provider]} did not answer. Please try again.`);
  }
  if (res.status >= 500) {
    throw new CallError(ERR.BAD_UPSTREAM, `${LABEL[provider]} did not answer. Please try again.`);
  }
  const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (!res.ok || body === null || typeof body !== 'object') throw invalid(provider);
  return body;
}

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** Google Identity: the ID token checked by Google's tokeninfo endpoint (audience = our client id). */
export function googleVerifier(cfg: { clientId: string }, endpoints = PROVIDER_ENDPOINTS, doFetch = fetch) {
  return {
    async verify(token: string): Promise<SocialIdentity> {
      const url = `${endpoints.googleTokenInfo}?id_token=${encodeURIComponent(token)}`;
      const info = await getJson('google', doFetch, url);
      const issuer = str(info.iss);
      const expired = Number(info.exp) * 1000 <= Date.now();
      if (str(info.aud) !== cfg.clientId || !issuer.endsWith('accounts.google.com') || expired) {
        throw invalid('google');
      }
      if (!str(info.sub)) throw invalid('google');
      return { subject: str(info.sub), name: str(info.name) };
    },
  } satisfies SocialVerifier;
}

/** Facebook Login: the access token checked with debug_token for our app, then the profile from /me. */
export function facebookVerifier(
  cfg: { appId: string; appSecret: string },
  endpoints = PROVIDER_ENDPOINTS,
  doFetch = fetch,
) {
  return {
    async verify(token: string, userID?: string): Promise<SocialIdentity> {
      const appToken = encodeURIComponent(`${cfg.appId}|${cfg.appSecret}`);
      const debug = await getJson(
        'facebook',
        doFetch,
        `${endpoints.facebookGraph}/debug_token?input_token=${encodeURIComponent(token)}&access_token=${appToken}`,
      );
      const data = (debug.data ?? {}) as Record<string, unknown>;
      const subject = str(data.user_id);
      if (data.is_valid !== true || str(data.app_id) !== cfg.appId || !subject) throw invalid('facebook');
      if (userID !== undefined && userID !== subject) throw invalid('facebook');
      const me = await getJson(
        'facebook',
        doFetch,
        `${endpoints.facebookGraph}/me?fields=id,name&access_token=${encodeURIComponent(token)}`,
      );
      return { subject, name: str(me.name) };
    },
  } satisfies SocialVerifier;
}

/** LINE Login: the ID token checked by LINE's verify endpoint for our channel. */
export function lineVerifier(cfg: { channelId: string }, endpoints = PROVIDER_ENDPOINTS, doFetch = fetch) {
  return {
    async verify(token: string): Promise<SocialIdentity> {
      const info = await getJson('line', doFetch, endpoints.lineVerify, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ id_token: token, client_id: cfg.channelId }).toString(),
      });
      if (str(info.aud) !== cfg.channelId || !str(info.sub)) throw invalid('line');
      return { subject: str(info.sub), name: str(info.name) };
    },
  } satisfies SocialVerifier;
}

/**
 * One verifier per provider: the real one when configured, else "not configured". With the sandbox on,
 * `sandbox:` tokens go to the sandbox verifier first.
 */
export function buildSocialVerifiers(cfg: SocialConfig): Record<SocialProviderName, SocialVerifier> {
  const endpoints = { ...PROVIDER_ENDPOINTS, ...cfg.endpoints };
  const doFetch = cfg.fetch ?? fetch;
  const real: Record<SocialProviderName, SocialVerifier> = {
    google: cfg.google ? googleVerifier(cfg.google, endpoints, doFetch) : notConfiguredVerifier('google'),
    facebook: cfg.facebook
      ? facebookVerifier(cfg.facebook, endpoints, doFetch)
      : notConfiguredVerifier('facebook'),
    line: cfg.line ? lineVerifier(cfg.line, endpoints, doFetch) : notConfiguredVerifier('line'),
  };
  if (!cfg.sandbox) return real;
  const withSandbox = (p: SocialProviderName): SocialVerifier => ({
    verify: (token, userID) =>
      token.startsWith('sandbox:') ? sandboxVerifier(p).verify(token, userID) : real[p].verify(token, userID),
  });
  return { google: withSandbox('google'), facebook: withSandbox('facebook'), line: withSandbox('line') };
}
