import { atom } from 'nanostores';
import { KEY, readLocal, readSession, SESSION_KEY, writeSession } from '../lib/storage';
import { $currentGame } from '../stores/current-game';

export interface PwaState {
  /** The app shell is cached: it opens without a network. */
  offlineReady: boolean;
  /**
   * A new version waits for the player: a game is open and the reload would end it. Outside a game the update
   * takes over and the page reloads at once, so this stays false.
   */
  updateReady: boolean;
  /** Registration failed (spec §8): the app works, only offline support is missing. */
  registrationError: boolean;
}

export const $pwa = atom<PwaState>({ offlineReady: false, updateReady: false, registrationError: false });
export const BUILD_POLL_MS = 5 * 60_000;

/** After the game closes, its own exit calls (exitGame, the balance) go first: a reload would cut them off. */
export const AFTER_GAME_MS = 3000;

let held: (() => void) | null = null;
/** An update being applied (tap, or the game closed): its reload follows without waiting again. */
let applying = false;

/** Applies the update held for a game now (the banner's Reload button). */
export function applyUpdate(): void {
  applying = true;
  const apply = held;
  held = null;
  apply?.();
}

/**
 * Updates reload the page (spec §4), which would take the player out of the game on screen, mid-round. While
 * a game is open the update waits: the banner offers it, and it applies once the player has left the game.
 */
function outsideGame(apply: () => void): void {
  if (applying || !$currentGame.get()) {
    apply();
    return;
  }
  held = apply;
  $pwa.set({ ...$pwa.get(), updateReady: true });
  const stop = $currentGame.listen((id) => {
    if (id) return;
    stop();
    setTimeout(() => {
      const next = held;
      held = null;
      // still out of a game: apply; back in one already: wait again
      if (next) outsideGame(next);
    }, AFTER_GAME_MS);
  });
}

let reloading = false;
function reloadOnce(): void {
  outsideGame(() => {
    if (reloading) return;
    reloading = true;
    location.reload();
  });
}

/** Prompt-style update: the waiting worker is told to take over, and the page reloads on controllerchange. */
function activate(worker: ServiceWorker): void {
  outsideGame(() => worker.postMessage({ type: 'SKIP_WAITING' }));
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
  } catch (error) {
    // no toast: the app works as before, only offline support is missing
    console.warn('service worker registration failed', error);
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

/**
 * `mountToast` once there is something to say, so the toast's code loads only then (it is given by the caller:
 * the toast reads this file's state, and this file never imports it).
 */
function showNotices(mountToast: () => void): void {
  const check = (s: PwaState) => {
    if (!s.updateReady && !(s.offlineReady && !readLocal(KEY.offlineNoted))) return;
    stop();
    mountToast();
  };
  const stop = $pwa.listen(check);
  check($pwa.get());
}

export function initPwa(mountToast: () => void): void {
  if (import.meta.env.DEV) return;
  showNotices(mountToast);
  void registerServiceWorker().then((reg) => {
    const poll = () => void checkLatestBuild(reg);
    setInterval(poll, BUILD_POLL_MS);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') poll();
    });
  });
}
