// Social sign-in (Google, Facebook, LINE). A provider shows only when its client id is configured (build env
// or the config's `socialLogin` block); its SDK loads on the auth page, never at first paint. Dev builds and
// platforms that say so (config socialLogin.sandbox = 1, or VITE_SOCIAL_SANDBOX=1 at build) offer sandbox
// tokens `sandbox:<provider>:<subject>:<name>` that the platform's sandbox verifier accepts.
import { SOCIAL_PROVIDER, type SocialProvider } from '@casino/contracts/enums';
import { writeSession } from '../lib/storage';
import { $config } from './config';
import { onSocialSignOut } from './logout';
import type { UserState } from './session';

export type ProviderName = 'google' | 'facebook' | 'line';
export const PROVIDERS: readonly ProviderName[] = ['google', 'facebook', 'line'];
export const PROVIDER_ID: Record<ProviderName, SocialProvider> = SOCIAL_PROVIDER;
export const LOGIN_CALL = { google: 'googleLogin', facebook: 'facebookLogin', line: 'lineLogin' } as const;

export interface SocialSettings {
  /** Google Identity Services client id, Facebook app id, LINE LIFF id; '' = not configured. */
  google: string;
  facebook: string;
  line: string;
  sandbox: boolean;
}

interface ConfigSocial {
  googleClientId?: unknown;
  facebookAppId?: unknown;
  lineLiffId?: unknown;
  sandbox?: unknown;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

export function socialSettings(config: unknown = $config.get().data): SocialSettings {
  const fromConfig = ((config as { socialLogin?: ConfigSocial } | null)?.socialLogin ?? {}) as ConfigSocial;
  const env = import.meta.env;
  return {
    google: env.VITE_GOOGLE_CLIENT_ID || text(fromConfig.googleClientId),
    facebook: env.VITE_FACEBOOK_APP_ID || text(fromConfig.facebookAppId),
    line: env.VITE_LINE_LIFF_ID || text(fromConfig.lineLiffId),
    sandbox: env.DEV || env.VITE_SOCIAL_SANDBOX === '1' || fromConfig.sandbox === 1,
  };
}

/** Providers to offer: configured ones, or all three when the sandbox is on. */
export function availableProviders(settings = socialSettings()): ProviderName[] {
  return PROVIDERS.filter((p) => settings[p] !== '' || settings.sandbox);
}

/** A provider answers with a real SDK when configured; otherwise (sandbox on) with a sandbox token. */
export function usesSandbox(provider: ProviderName, settings = socialSettings()): boolean {
  return settings[provider] === '' && settings.sandbox;
}

/** The name shown for a bound social account, '' when the provider is not bound. */
export function boundSocialName(user: UserState, provider: ProviderName): string {
  const account = user[`${provider}Account`];
  return account ? user[`${provider}Name`] || account : '';
}

export interface SocialCredential {
  accessToken: string;
  userID?: string;
  /** Epoch ms; 0 when the provider does not say. */
  expiresAt: number;
}

export function sandboxCredential(provider: ProviderName, subject: string, name: string): SocialCredential {
  const clean = (s: string, max: number) => s.replace(/:/g, '').trim().slice(0, max);
  const sub = clean(subject, 64).replace(/[^A-Za-z0-9._-]/g, '') || `${provider}-player`;
  return {
    accessToken: `sandbox:${provider}:${sub}:${clean(name, 64)}`,
    userID: provider === 'facebook' ? sub : undefined,
    expiresAt: 0,
  };
}

// ---- Real SDKs ------------------------------------------------------------------------------------

const SDK_URL: Record<ProviderName, string> = {
  google: 'https://accounts.google.com/gsi/client',
  facebook: 'https://connect.facebook.net/en_US/sdk.js',
  line: 'https://static.line-scdn.net/liff/edge/2/sdk.js',
};

interface GoogleId {
  initialize(o: {
    client_id: string;
    callback: (r: { credential?: string }) => void;
    auto_select?: boolean;
  }): void;
  prompt(cb?: (n: { isNotDisplayed(): boolean; isSkippedMoment(): boolean }) => void): void;
  renderButton(el: HTMLElement, o: Record<string, unknown>): void;
  disableAutoSelect(): void;
}
interface FacebookSdk {
  init(o: Record<string, unknown>): void;
  login(
    cb: (r: { authResponse?: { accessToken: string; userID: string; expiresIn: number } | null }) => void,
    o: { scope: string },
  ): void;
  getLoginStatus(cb: (r: { status: string }) => void): void;
  logout(cb?: () => void): void;
}
interface LineSdk {
  init(o: { liffId: string }): Promise<void>;
  isLoggedIn(): boolean;
  login(o?: { redirectUri?: string }): void;
  logout(): void;
  getIDToken(): string | null;
  getDecodedIDToken(): { sub?: string; exp?: number } | null;
}
type SdkWindow = Window & {
  google?: { accounts: { id: GoogleId } };
  FB?: FacebookSdk;
  liff?: LineSdk;
};
const w = () => window as SdkWindow;

const loading: Partial<Record<ProviderName, Promise<void>>> = {};

/** Loads a provider's SDK once and registers its sign-out with the logout flow (spec §4). */
export function loadSdk(provider: ProviderName, settings = socialSettings()): Promise<void> {
  loading[provider] ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SDK_URL[provider];
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      delete loading[provider];
      reject(new Error(`${provider} SDK did not load`));
    };
    document.head.appendChild(script);
  }).then(async () => {
    if (provider === 'facebook')
      w().FB?.init({ appId: settings.facebook, version: 'v19.0', cookie: false, xfbml: false });
    if (provider === 'line') await w().liff?.init({ liffId: settings.line });
    onSocialSignOut(() => signOutOf(provider));
  });
  return loading[provider];
}

function signOutOf(provider: ProviderName): void {
  const win = w();
  if (provider === 'google') win.google?.accounts.id.disableAutoSelect();
  if (provider === 'facebook')
    win.FB?.getLoginStatus((r) => {
      if (r.status === 'connected') win.FB?.logout();
    });
  if (provider === 'line' && win.liff?.isLoggedIn()) win.liff.logout();
}

/** Marks a LINE login that left for LINE's page, so the login page finishes it on return. */
export const LINE_PENDING_KEY = 'casino.linePending';

/**
 * A credential from the provider's own SDK (loaded first). Google answers through its prompt or the button
 * rendered into `googleSlot`; Facebook through its popup; LINE by leaving for LINE and coming back (the
 * promise then never settles: the page unloads).
 */
export async function realCredential(
  provider: ProviderName,
  settings = socialSettings(),
  googleSlot?: HTMLElement | null,
): Promise<SocialCredential> {
  await loadSdk(provider, settings);
  const win = w();
  if (provider === 'google') {
    const id = win.google?.accounts.id;
    if (!id) throw new Error('google SDK missing');
    return new Promise((resolve, reject) => {
      id.initialize({
        client_id: settings.google,
        auto_select: false,
        callback: (r) =>
          r.credential
            ? resolve({ accessToken: r.credential, expiresAt: 0 })
            : reject(new Error('no credential')),
      });
      id.prompt((n) => {
        // One Tap may be suppressed (cooldown, third-party cookies): Google's own button takes over
        if ((n.isNotDisplayed() || n.isSkippedMoment()) && googleSlot)
          id.renderButton(googleSlot, { type: 'standard', theme: 'filled_black', size: 'large', width: 280 });
      });
    });
  }
  if (provider === 'facebook') {
    const fb = win.FB;
    if (!fb) throw new Error('facebook SDK missing');
    return new Promise((resolve, reject) =>
      fb.login(
        (r) =>
          r.authResponse
            ? resolve({
                accessToken: r.authResponse.accessToken,
                userID: r.authResponse.userID,
                expiresAt: Date.now() + r.authResponse.expiresIn * 1000,
              })
            : reject(new Error('dismissed')),
        { scope: 'public_profile' },
      ),
    );
  }
  const liff = win.liff;
  if (!liff) throw new Error('line SDK missing');
  if (!liff.isLoggedIn()) {
    writeSession(LINE_PENDING_KEY, '1');
    liff.login({ redirectUri: location.href });
    return new Promise(() => undefined);
  }
  writeSession(LINE_PENDING_KEY, null);
  const token = liff.getIDToken();
  if (!token) throw new Error('no LINE token');
  const decoded = liff.getDecodedIDToken();
  return { accessToken: token, expiresAt: decoded?.exp ? decoded.exp * 1000 : 0 };
}
