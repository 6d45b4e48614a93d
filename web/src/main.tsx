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

  watchCrossTabLogout();
  installPageHideFlush();
  window.addEventListener('vite:preloadError', (e) => {
    if (isChunkLoadError((e as Event & { payload?: unknown }).payload) && reloadOnceForChunk())
      e.preventDefault();
  });

  // The catalogue and preLogin leave first. A navigation they ask for before the router exists goes through
  // nav.ts's location fallback (no answer can arrive within the task below).
  void startup().then((ready) => {
    startOnlinePing();
    // the popup chain runs after the cover is gone, so its code loads after the first paint
    if (ready) void import('./features/popups/startup-chain').then((m) => m.runStartupPopupsWhenReady());
  });

  // The router and React start in the next task, so evaluating the bundle and starting the app are two short
  // tasks instead of one long one. The first render is a transition: it renders in slices that yield to the
  // browser every few ms (Lighthouse TBT). index.html's boot shell stays on screen until the commit replaces it.
  setTimeout(() => {
    const router = createAppRouter();
    setNavigate((to, options) => void router.navigate(to, options));
    // and React's root (its ~100 event listeners) in a third
    setTimeout(() => {
      const root = createRoot(document.getElementById('root') as HTMLElement);
      startTransition(() => root.render(<RouterProvider router={router} />));
    }, 0);
  }, 0);

  // The service worker and the build poll wait until the page has loaded: they are not needed to paint.
  const initPwa = () => void import('./app/pwa').then((m) => m.initPwa());
  if (document.readyState === 'complete') initPwa();
  else window.addEventListener('load', initPwa, { once: true });
}
