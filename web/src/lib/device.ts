import { requestTimeoutMs as timeoutFor } from '@casino/contracts/constants';

// What the client runs in: network class, install state, native shell, in-app browsers.

interface NetworkInformationLike {
  effectiveType?: string;
}

/** Request timeout by network class (spec §9): 10 s; 30 s on 3g; 20 s on 2g and slow-2g. */
export function requestTimeoutMs(nav: Navigator = navigator): number {
  return timeoutFor((nav as Navigator & { connection?: NetworkInformationLike }).connection?.effectiveType);
}

/** Spec §9 platform: 0 on mobile, 1 on desktop. */
export function isMobile(nav: Navigator = navigator): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(nav.userAgent);
}

export interface NativeBridge {
  openLiveChat?: (licence?: string, group?: string) => void;
  postMessage?: (message: string) => void;
}

/** The Android shell injects its bridge as window.AndroidBridge (newer shells) or window.Android. */
export function nativeBridge(win: Window = window): NativeBridge | null {
  const w = win as Window & { AndroidBridge?: NativeBridge; Android?: NativeBridge };
  return w.AndroidBridge ?? w.Android ?? null;
}

export function isNativeApp(win: Window = window): boolean {
  return nativeBridge(win) !== null;
}

/** Installed PWA (display-mode standalone, or iOS home-screen). */
export function isStandalone(win: Window = window): boolean {
  const nav = win.navigator as Navigator & { standalone?: boolean };
  return nav.standalone === true || !!win.matchMedia?.('(display-mode: standalone)').matches;
}

export function isIosChrome(nav: Navigator = navigator): boolean {
  return /CriOS/i.test(nav.userAgent);
}

export function isAndroid(nav: Navigator = navigator): boolean {
  return /Android/i.test(nav.userAgent);
}

/** Telegram's and TikTok's in-app browsers break payments and installs; we hand the page to Chrome. */
export function inAppBrowser(win: Window = window): 'telegram' | 'tiktok' | null {
  const ua = win.navigator.userAgent;
  if (/Telegram/i.test(ua) || 'TelegramWebviewProxy' in win) return 'telegram';
  if (/musical_ly|TikTok|BytedanceWebview|trill_/i.test(ua)) return 'tiktok';
  return null;
}

/**
 * Android intent URL that opens the same page in Chrome. The page's own fragment stays out: Chrome takes the
 * first `#` as the start of the intent part (no route of the app uses one).
 */
export function chromeIntentUrl(href: string): string {
  const url = new URL(href);
  const scheme = url.protocol.replace(':', '');
  return `intent://${url.host}${url.pathname}${url.search}#Intent;scheme=${scheme};package=com.android.chrome;end`;
}
