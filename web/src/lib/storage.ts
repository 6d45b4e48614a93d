// Storage keys in one place: the e2e suite and other tabs read the same names.
export const KEY = {
  token: 'casino.token',
  savedAccount: 'casino.savedAccount',
  config: 'casino.config',
  theme: 'casino.theme',
  ageAccepted: 'casino.ageAccepted',
  rechargeChannel: 'casino.rechargeChannel',
  deviceId: 'casino.deviceId',
  /** The inviter's user id from the first share link opened on this device (`?pid=`). */
  invitePid: 'casino.invitePid',
  /** "Ready to work offline" was said on this device (it is said once). */
  offlineNoted: 'casino.offlineNoted',
  /** When the "Get the app" popup last showed on this device (epoch ms): it waits DOWNLOAD_PROMPT_EVERY_MS. */
  downloadOffered: 'casino.downloadOffered',
  /** The Philippine day each draw/spin animation last played in full (its later ones that day can be skipped). */
  animationSeen: 'casino.animationSeen',
} as const;

/** Per-browser-session keys (sessionStorage). */
export const SESSION_KEY = {
  popupsShown: 'casino.popupsShown',
  chunkReload: 'casino.chunkReload',
  buildReload: 'casino.buildReload',
  ageDeclined: 'casino.ageDeclined',
} as const;

// Private mode and disabled storage throw on access; the app must still run.
function safe(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return globalThis[kind] ?? null;
  } catch {
    return null;
  }
}

export function readLocal(key: string): string | null {
  try {
    return safe('localStorage')?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string | null): void {
  try {
    const s = safe('localStorage');
    if (value === null) s?.removeItem(key);
    else s?.setItem(key, value);
  } catch {
    // quota or disabled storage: the value simply is not remembered
  }
}

export function readSession(key: string): string | null {
  try {
    return safe('sessionStorage')?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: string | null): void {
  try {
    const s = safe('sessionStorage');
    if (value === null) s?.removeItem(key);
    else s?.setItem(key, value);
  } catch {
    // see writeLocal
  }
}

export function readJson<T>(key: string): T | null {
  const raw = readLocal(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}
