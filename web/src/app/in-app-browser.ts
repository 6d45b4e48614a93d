import { chromeIntentUrl, inAppBrowser, isAndroid } from '../lib/device';

/** Telegram and TikTok in-app browsers on Android hand the page to Chrome (spec §4). True when leaving. */
export function redirectInAppBrowser(win: Window = window): boolean {
  if (!inAppBrowser(win) || !isAndroid(win.navigator)) return false;
  win.location.href = chromeIntentUrl(win.location.href);
  return true;
}
