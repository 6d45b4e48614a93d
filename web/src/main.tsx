import './styles/base.css';
import './styles.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { startServices } from './app/boot';
import { createAppRouter } from './app/router';
import { startI18next } from './i18n';
import { setNavigate } from './stores/nav';

// Evaluating the bundle, the start-up calls, the router and React's root each take their own task: done in
// one, they blocked a throttled phone's main thread for over 100 ms (Lighthouse TBT). Timers of 0 ms run in
// the order they were set, so the calls still leave first.
// Start-up calls, listeners, PWA — or, in a game frame, only what the game needs (app/boot.ts).
setTimeout(() => startServices(), 0);

// The first render is a transition: it renders in slices that yield to the browser every few ms. index.html's
// boot shell stays on screen until the commit replaces it.
setTimeout(() => {
  const router = createAppRouter();
  setNavigate((to, options) => void router.navigate(to, options));
  // and React's root (its ~100 event listeners) in a task of its own
  setTimeout(() => {
    const root = createRoot(document.getElementById('root') as HTMLElement);
    startTransition(() => root.render(<RouterProvider router={router} />));
  }, 0);
}, 0);

// i18next is not needed to paint (i18n/index.ts reads the same resource by its rules until it arrives): it loads
// once the page has, when the browser is idle, so its 15 KB are neither first-load bytes nor a long task
// during start-up.
const idle = (run: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200);
const laterI18next = () => idle(() => void startI18next());
if (document.readyState === 'complete') laterI18next();
else addEventListener('load', laterI18next, { once: true });
