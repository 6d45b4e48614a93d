import { atom } from 'nanostores';
import { readSession, SESSION_KEY, writeSession } from '../lib/storage';

export interface PwaState {
  /** The app shell is cached: it opens without a network. */
  offlineReady: boolean;
  /** A new version is installed and waiting; it takes over and the page reloads. */
  updateReady: boolean;
  /** Registration failed (spec §8): the app works, only offline support is missing. */
  registrationError: boolean;
}

export const $pwa = atom<PwaState>({ offlineReady: false, updateReady: false, registrationError: false });
export const BUILD_POLL_MS = 5 * 60_000;

let reloading = false;
function reloadOnce(): void {
  if (reloading) return;
  reloading = true;
  location.reload();
}

/** Prompt-style update: the waiting worker is told to take over, and the page reloads on controllerchange. */
function activate(worker: ServiceWorker): void {
  $pwa.set({ ...$pwa.get(), updateReady: true });
  worker.postMessage({ type: 'SKIP_WAITING' });
}

export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  const sw = navigator.serviceWorker;
  const hadController = !!sw.controller;
  sw.addEventListener('controllerchange', () => {
    // the first install claims no client; a change while controlled is an update taking over
    if (hadController) reloadOnce();
  });
  try {
    const reg = await sw.register('/sw.js', { scope: '/' });
    if (reg.active && !reg.waiting) $pwa.set({ ...$pwa.get(), offlineReady: true });
    if (reg.waiting && sw.controller) activate(reg.waiting);
    reg.addEventListener('updatefound', () => {
      const installing = reg.installing;
      installing?.addEventListener('statechange', () => {
        if (installing.state !== 'installed') return;
        if (sw.controller) activate(installing);
        else $pwa.set({ ...$pwa.get(), offlineReady: true });
      });
    });
    return reg;
  } catch {
    $pwa.set({ ...$pwa.get(), registrationError: true });
    return null;
  }
}

/** Compares the deployed build with this one; on a new build, update the worker (or reload without one). */
export async function checkLatestBuild(
  reg: ServiceWorkerRegistration | null,
  current = __BUILD_ID__,
): Promise<boolean> {
  let latest: string | undefined;
  try {
    const res = await fetch('/latest-build.json', { cache: 'no-store' });
    if (!res.ok) return false;
    latest = ((await res.json()) as { build?: string }).build;
  } catch {
    return false;
  }
  if (!latest || latest === current) return false;
  // one reload per new build id, so a stale cache can never loop
  if (readSession(SESSION_KEY.buildReload) === latest) return false;
  writeSession(SESSION_KEY.buildReload, latest);
  if (reg) {
    await reg.update().catch(() => undefined);
    if (!navigator.serviceWorker.controller) reloadOnce();
  } else {
    reloadOnce();
  }
  return true;
}

export function initPwa(): void {
  if (import.meta.env.DEV) return;
  void registerServiceWorker().then((reg) => {
    const poll = () => void checkLatestBuild(reg);
    setInterval(poll, BUILD_POLL_MS);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') poll();
    });
  });
}
