const OS: [RegExp, string][] = [
  [/android/i, 'Android'],
  [/iphone/i, 'iPhone'],
  [/ipad/i, 'iPad'],
  [/windows/i, 'Windows'],
  [/mac os x|macintosh/i, 'Mac'],
  [/cros/i, 'ChromeOS'],
  [/linux/i, 'Linux'],
];

const BROWSER: [RegExp, string][] = [
  [/samsungbrowser/i, 'Samsung Internet'],
  [/edg(e|a|ios)?\//i, 'Edge'],
  [/opr\/|opera/i, 'Opera'],
  [/fbav|fban/i, 'Facebook app'],
  [/line\//i, 'LINE app'],
  [/firefox|fxios/i, 'Firefox'],
  [/; wv\)/i, 'Android app'],
  [/chrome|crios/i, 'Chrome'],
  [/safari/i, 'Safari'],
];

/** "Android · Chrome" from a user agent; '' when there is none. Never echoes the raw header. */
export function describeDevice(userAgent: string | undefined): string {
  if (!userAgent) return '';
  const os = OS.find(([re]) => re.test(userAgent))?.[1] ?? 'Other';
  const browser = BROWSER.find(([re]) => re.test(userAgent))?.[1] ?? 'Browser';
  return `${os} · ${browser}`;
}

/** The client address: the BFF appends the peer it saw to x-forwarded-for, so the last hop is trusted. */
export function clientIp(forwardedFor: string | string[] | undefined, socketIp: string): string {
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor;
  const hops = (header ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter((h) => h !== '');
  const ip = hops.at(-1) ?? socketIp;
  return ip.slice(0, 64);
}
