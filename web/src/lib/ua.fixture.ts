// Real-world user agents for the channel rules (Android shell, in-app browsers, iOS Chrome).
export const UA = {
  androidChrome:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  telegramAndroid:
    'Mozilla/5.0 (Linux; Android 13; SM-A536E Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.144 Mobile Safari/537.36 Telegram-Android/10.5.0 (Samsung SM-A536E; Android 13; SDK 33; AVERAGE)',
  tiktokAndroid:
    'Mozilla/5.0 (Linux; Android 12; SM-G991B Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.193 Mobile Safari/537.36 trill_320404 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/trill app_version/32.4.4 ByteLocale/en BytedanceWebview/d8a21c6',
  tiktokIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 musical_ly_32.5.0 JsSdk/2.0 NetType/WIFI Channel/App Store ByteLocale/en Region/PH',
  iosChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  iosSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  desktopChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
} as const;

/** A window with just what the channel rules read. */
export function fakeWindow(
  userAgent: string,
  extra: { href?: string; standalone?: boolean; displayMode?: string; props?: object } = {},
): Window {
  return {
    navigator: { userAgent, standalone: extra.standalone },
    location: { href: extra.href ?? 'https://casino.example/' },
    matchMedia: (query: string) => ({
      matches: query === `(display-mode: ${extra.displayMode ?? 'browser'})`,
    }),
    ...extra.props,
  } as unknown as Window;
}
