import { describe, expect, it } from 'vitest';
import { fakeWindow, UA } from '../lib/ua.fixture';
import { redirectInAppBrowser } from './in-app-browser';

const PAGE = 'https://casino.example/auth/register?pid=42';
const IN_CHROME =
  'intent://casino.example/auth/register?pid=42#Intent;scheme=https;package=com.android.chrome;end';

describe('Telegram and TikTok in-app browsers go to Chrome (spec §4)', () => {
  it.each([
    ['Telegram', UA.telegramAndroid],
    ['TikTok', UA.tiktokAndroid],
  ])('%s on Android opens the same page in Chrome through an intent URL', (_name, ua) => {
    const win = fakeWindow(ua, { href: PAGE });
    expect(redirectInAppBrowser(win)).toBe(true);
    expect(win.location.href).toBe(IN_CHROME);
  });

  it.each([
    ['Chrome on Android', UA.androidChrome],
    ['TikTok on iOS (no intent URLs there)', UA.tiktokIos],
    ['iOS Chrome', UA.iosChrome],
  ])('%s stays on the page', (_name, ua) => {
    const win = fakeWindow(ua, { href: PAGE });
    expect(redirectInAppBrowser(win)).toBe(false);
    expect(win.location.href).toBe(PAGE);
  });
});
