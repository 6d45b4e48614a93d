import './styles/base.css';
import './styles.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { startServices } from './app/boot';
import { createAppRouter } from './app/router';
import { startI18next } from './i18n';
import { pageLoaded, whenIdle } from './lib/idle';
import { setNavigate } from './stores/nav';

// Evaluating the bundle, the start-up calls, the router's table, its first match and React's root each take
// a task of their own: done in one, they blocked a throttled phone's main thread for over 100 ms (Lighthouse
// TBT). Start-up calls go first; in a game frame, only what the game needs (app/boot.ts).
let router: ReturnType<typeof createAppRouter>;
inTasks(
  () => startServices(),
  () => {
    router = createAppRouter();
  },
  () => {
    router.initialize();
    setNavigate((to, options) => void router.navigate(to, options));
  },
  // React's root (its ~100 event listeners) and the first render: a transition, rendered in slices that yield
  // to the browser every few ms. index.html's boot shell stays on screen until the commit replaces it.
  () => {
    const root = createRoot(document.getElementById('root') as HTMLElement);
    startTransition(() => root.render(<RouterProvider router={router} />));
  },
);

/** Runs each step in a task of its own, in order. */
function inTasks(...steps: (() => void)[]): void {
  const [step, ...rest] = steps;
  if (step)
    setTimeout(() => {
      step();
      inTasks(...rest);
    }, 0);
}

// i18next is not needed to paint (i18n/index.ts reads the same resource by its rules until it arrives): it loads
// once the page has, when the browser is idle, so its 15 KB are neither first-load bytes nor a long task
// during start-up.
void pageLoaded().then(() => whenIdle(() => void startI18next(), 2000));
