import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { isChunkLoadError, reloadOnceForChunk } from './app/chunk-reload';
import { redirectInAppBrowser } from './app/in-app-browser';
import { createAppRouter } from './app/router';
import { startOnlinePing, startup } from './app/startup';
import { runStartupPopupsWhenReady } from './features/popups/startup-chain';
import { installPageHideFlush } from './stores/events';
import { watchCrossTabLogout } from './stores/logout';
import { setNavigate } from './stores/nav';

// Leaves for Chrome when in Telegram/TikTok; the app still renders in case the intent is refused.
redirectInAppBrowser();
{
  const router = createAppRouter();
  setNavigate((to, options) => void router.navigate(to, options));
  watchCrossTabLogout();
  installPageHideFlush();
  window.addEventListener('vite:preloadError', (e) => {
    if (isChunkLoadError((e as Event & { payload?: unknown }).payload) && reloadOnceForChunk())
      e.preventDefault();
  });

  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );

  void startup().then((ready) => {
    startOnlinePing();
    if (ready) runStartupPopupsWhenReady();
  });

  // The service worker and the build poll wait until the page has loaded: they are not needed to paint.
  const initPwa = () => void import('./app/pwa').then((m) => m.initPwa());
  if (document.readyState === 'complete') initPwa();
  else window.addEventListener('load', initPwa, { once: true });
}
