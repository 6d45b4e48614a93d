import { lazy, Suspense } from 'react';

// The launcher's code and style load only where it shows, after the page: the first load carries this rule only.
const ServiceLauncher = lazy(() => import('../features/service/service-launcher'));

/**
 * Where the floating customer-service button shows (spec §2 names no pages for it, so the main ones): the tab
 * pages, the bonus and VIP pages, the agent page and the FAQ. Never in a game (its controls), never on /service
 * itself, never on the wallet (its amount chips sit at the right edge where the button floats) or on forms whose
 * submit bar sits at the bottom edge.
 */
export const LAUNCHER_PATHS: ReadonlySet<string> = new Set([
  '/',
  '/bonus',
  '/bonus/event',
  '/bonus/tasks',
  '/bonus/reward',
  '/member',
  '/vip',
  '/vip/level',
  '/agent',
  '/share',
  '/faq',
]);

/** For visitors and players alike: /service answers either (live chat, native chat or the support conversation). */
export function ServiceLauncherHost({ path }: { path: string }) {
  if (!LAUNCHER_PATHS.has(path)) return null;
  return (
    <Suspense fallback={null}>
      <ServiceLauncher />
    </Suspense>
  );
}
