import { describe, expect, it } from 'vitest';
import {
  chromeIntentUrl,
  inAppBrowser,
  isAndroid,
  isIosChrome,
  isMobile,
  isNativeApp,
  isStandalone,
  nativeBridge,
} from './device';
import { fakeWindow, UA } from './ua.fixture';

describe('what the client runs in (spec §4 channel rules)', () => {
  it('detects the Android shell by its bridge, under either name', () => {
    const bridge = { openLiveChat: () => undefined };
    expect(isNativeApp(fakeWindow(UA.androidChrome, { props: { AndroidBridge: bridge } }))).toBe(true);
    expect(isNativeApp(fakeWindow(UA.androidChrome, { props: { Android: bridge } }))).toBe(true);
    expect(nativeBridge(fakeWindow(UA.androidChrome, { props: { Android: bridge } }))).toBe(bridge);
    // the same phone's browser has no bridge
    expect(isNativeApp(fakeWindow(UA.androidChrome))).toBe(false);
  });

  it('detects an installed PWA: display-mode standalone, or an iOS home-screen app', () => {
    expect(isStandalone(fakeWindow(UA.androidChrome, { displayMode: 'standalone' }))).toBe(true);
    expect(isStandalone(fakeWindow(UA.iosSafari, { standalone: true }))).toBe(true);
    expect(isStandalone(fakeWindow(UA.androidChrome))).toBe(false);
    expect(isStandalone(fakeWindow(UA.iosSafari, { standalone: false }))).toBe(false);
  });

  it('tells iOS Chrome from iOS Safari and Android Chrome', () => {
    expect(isIosChrome(fakeWindow(UA.iosChrome).navigator)).toBe(true);
    expect(isIosChrome(fakeWindow(UA.iosSafari).navigator)).toBe(false);
    expect(isIosChrome(fakeWindow(UA.androidChrome).navigator)).toBe(false);
  });

  it('recognises the Telegram and TikTok in-app browsers, and nothing else', () => {
    expect(inAppBrowser(fakeWindow(UA.telegramAndroid))).toBe('telegram');
    // Telegram's iOS browser says so only through its injected proxy
    expect(inAppBrowser(fakeWindow(UA.iosSafari, { props: { TelegramWebviewProxy: {} } }))).toBe('telegram');
    expect(inAppBrowser(fakeWindow(UA.tiktokAndroid))).toBe('tiktok');
    expect(inAppBrowser(fakeWindow(UA.tiktokIos))).toBe('tiktok');
    expect(inAppBrowser(fakeWindow(UA.androidChrome))).toBeNull();
    expect(inAppBrowser(fakeWindow(UA.iosChrome))).toBeNull();
  });

  it('platform: mobile for phones, desktop otherwise; Android only for Android', () => {
    expect(isMobile(fakeWindow(UA.iosSafari).navigator)).toBe(true);
    expect(isMobile(fakeWindow(UA.androidChrome).navigator)).toBe(true);
    expect(isMobile(fakeWindow(UA.desktopChrome).navigator)).toBe(false);
    expect(isAndroid(fakeWindow(UA.tiktokAndroid).navigator)).toBe(true);
    expect(isAndroid(fakeWindow(UA.tiktokIos).navigator)).toBe(false);
  });

  it('builds the Chrome intent URL for the same page', () => {
    expect(chromeIntentUrl('https://casino.example/game/start?gameId=1001&tryIt=1')).toBe(
      'intent://casino.example/game/start?gameId=1001&tryIt=1#Intent;scheme=https;package=com.android.chrome;end',
    );
    expect(chromeIntentUrl('http://127.0.0.1:8080/?pid=42')).toBe(
      'intent://127.0.0.1:8080/?pid=42#Intent;scheme=http;package=com.android.chrome;end',
    );
  });

  it('leaves a fragment out of the intent URL: Chrome reads the first # as the intent part', () => {
    expect(chromeIntentUrl('https://casino.example/faq#q3')).toBe(
      'intent://casino.example/faq#Intent;scheme=https;package=com.android.chrome;end',
    );
  });
});
