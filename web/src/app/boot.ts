import { GAME_FRAME } from '../lib/frame';
import { pageLoaded, whenIdle } from '../lib/idle';
import { followAgeAcrossTabs } from '../stores/age';
import { wireCallEffects } from '../stores/call-effects';
import { $config, loadConfig } from '../stores/config';
import { installPageHideFlush } from '../stores/events';
import { watchCrossTabLogout } from '../stores/logout';
import { startOnlinePing, startup } from '../stores/startup';
import { isChunkLoadError, reloadOnceForChunk } from './chunk-reload';
import { redirectInAppBrowser } from './in-app-browser';

/**
 * What the page starts besides the router and React (main.tsx).
 *
 * The game frame (lib/frame.ts) starts only what a game needs; the token store, the API client and i18n are
 * ready when their modules load. The page around the frame already runs the rest: the start-up calls, the
 * `online` ping, the service worker and build poll (they reload the whole page, frame included), the event
 * log and the startup popups. Run again in the frame, every call went twice and a popup could open inside
 * the game.
 */
export function startServices(frame = GAME_FRAME): void {
  // a call's timeout, 401 or restriction reaches the Tips dialog, the logout flow and the restricted view
  wireCallEffects();
  // a deploy may remove a chunk this page still wants (the frame's game engine too): one guarded reload
  addEventListener('vite:preloadError', (e) => {
    if (isChunkLoadError((e as Event & { payload?: unknown }).payload) && reloadOnceForChunk())
      e.preventDefault();
  });
  if (frame) {
    // the page fills its frame: /game/start sizes the frame for the game (a phone's width, wider on a desktop)
    document.documentElement.classList.add('in-frame');
    // The page around saved appConfig (game names, bet limits) and the theme: the frame reads those copies,
    // and asks for the config only when none is kept (storage off, a catalogue too big to keep).
    if (!$config.get().data) void loadConfig();
    void import('../stores/theme').then((m) => m.applySavedTheme());
    return;
  }

  // Leaves for Chrome when in Telegram/TikTok; the app still starts in case the intent is refused.
  redirectInAppBrowser();
  // a share link's inviter (?pid=) is kept for the sign-up; read now, stored once the page has painted
  const search = location.search;
  if (search.includes('pid=')) void import('../stores/invite').then((m) => m.captureInvite(search));

  // spec §9's language cookie, renewed on each start; not needed to paint, so its code loads beside it
  void import('../lib/language-cookie').then((m) => m.setLanguageCookie());
  watchCrossTabLogout();
  followAgeAcrossTabs();
  installPageHideFlush();

  // The catalogue and preLogin leave first. A navigation they ask for before the router exists goes through
  // nav.ts's location fallback (no answer can arrive within the task main.tsx starts the router in).
  const started = startup().then((ready) => {
    startOnlinePing();
    // the popup chain runs after the cover is gone, so its code loads after the first paint
    if (ready) void import('../features/popups/startup-chain').then((m) => m.runStartupPopupsWhenReady());
  });

  // The service worker and the build poll are not needed to paint, and the worker's install fetches and
  // stores the whole precache (~340 files): begun at `load`, it ran beside the lobby's first render and slowed
  // it on a 2-core machine (Lighthouse TBT ~1.4 s → ~0.8 s in alternating runs without it). They start once
  // the page has loaded, the start-up calls are answered and the main thread is idle.
  const mountToast = () => void import('./pwa-toast').then((m) => m.mountPwaToast());
  const initPwa = () => void import('./pwa').then((m) => m.initPwa(mountToast));
  void Promise.all([pageLoaded(), started.catch(() => undefined)]).then(() => whenIdle(initPwa, 5000));
}
