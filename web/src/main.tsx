import './styles.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { isChunkLoadError, reloadOnceForChunk } from './app/chunk-reload';
import { redirectInAppBrowser } from './app/in-app-browser';
import { createAppRouter } from './app/router';
import { installPageHideFlush } from './stores/events';
import { watchCrossTabLogout } from './stores/logout';
import { setNavigate } from './stores/nav';
import { startOnlinePing, startup } from './stores/startup';

// Leaves for Chrome when in Telegram/TikTok; the app still renders in case the intent is refused.
redirectInAppBrowser();
{
  // a share link's inviter (?pid=) is kept for the sign-up; read now, stored once the page has painted
  const search = location.search;
  if (search.includes('pid=')) void import('./stores/invite').then((m) => m.captureInvite(search));

  const router = createAppRouter();
  setNavigate((to, options) => void router.navigate(to, options));
  watchCrossTabLogout();
  installPageHideFlush();
  window.addEventListener('vite:preloadError', (e) => {
    if (isChunkLoadError((e as Event & { payload?: unknown }).payload) && reloadOnceForChunk())
      e.preventDefault();
  });

  // A transition renders in slices that yield to the browser every few ms, so the first render is no long
  // task (Lighthouse TBT); the boot shell in index.html stays on screen until the commit replaces it.
  const root = createRoot(document.getElementById('root') as HTMLElement);
  startTransition(() => root.render(<RouterProvider router={router} />));

  void startup().then((ready) => {
    startOnlinePing();
    // the popup chain runs after the cover is gone, so its code loads after the first paint
    if (ready) void import('./features/popups/startup-chain').then((m) => m.runStartupPopupsWhenReady());
  });

  // The service worker and the build poll wait until the page has loaded: they are not needed to paint.
  const initPwa = () => void import('./app/pwa').then((m) => m.initPwa());
  if (document.readyState === 'complete') initPwa();
  else window.addEventListener('load', initPwa, { once: true });
}
