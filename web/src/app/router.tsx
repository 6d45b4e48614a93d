import { type ComponentType, lazy, Suspense } from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_defaultMapRouteProperties as mapRouteProperties,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import HomePage from '../routes/index';
import { Layout } from './layout';
import { guard } from './route-guard';
import { HOME_ROUTE } from './route-match';

// Error pages are rare: their code loads when one shows.
const errorPage = (name: 'NotFound' | 'RouteError' | 'RootError') =>
  lazy(() => import('./error-pages').then((m) => ({ default: m[name] })));
const LazyNotFound = errorPage('NotFound');
const LazyRouteError = errorPage('RouteError');
const LazyRootError = errorPage('RootError');

function Deferred({ Page }: { Page: ComponentType }) {
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}
const NotFound = () => <Deferred Page={LazyNotFound} />;
const RouteError = () => <Deferred Page={LazyRouteError} />;
const RootError = () => <Deferred Page={LazyRootError} />;

/** Id of the route whose children are the pages; the other pages are patched in under it. */
export const PAGES_ROUTE_ID = 'pages';

/** Nothing while the first route loads: index.html already paints the shell. */
function NoFallback() {
  return null;
}

/**
 * The first load knows the home page only; `pages` are the other routes (tests pass them all at once,
 * the app discovers them with `discoverRoutes`).
 */
export function buildRoutes(pages: RouteObject[] = []): RouteObject[] {
  return [
    {
      path: '/',
      Component: Layout,
      ErrorBoundary: RootError,
      HydrateFallback: NoFallback,
      children: [
        {
          id: PAGES_ROUTE_ID,
          ErrorBoundary: RouteError,
          children: [
            { handle: { entry: HOME_ROUTE }, loader: guard(HOME_ROUTE), index: true, Component: HomePage },
            ...pages,
            { path: '*', Component: NotFound },
          ],
        },
      ],
    },
  ];
}

let pageRoutes: Promise<RouteObject[]> | null = null;

/**
 * Route discovery: the first navigation away from home (or a deep link) loads the rest of the route
 * table and patches it in; an unknown path then still lands on the 404 route.
 */
export const discoverRoutes: PatchRoutesOnNavigationFunction = async ({ patch }) => {
  pageRoutes ??= import('./page-routes').then((m) => m.pageRoutes());
  patch(PAGES_ROUTE_ID, await pageRoutes);
};

/**
 * What `createBrowserRouter` does, less its last step: the history and the route table, not yet matched. The
 * caller runs `initialize()` (the first match and its loaders) in a task of its own; the two together were the
 * longest task of start-up on a throttled phone.
 */
export function createAppRouter() {
  return createRouter({
    history: createBrowserHistory(),
    routes: buildRoutes(),
    mapRouteProperties,
    hydrationRouteProperties,
    patchRoutesOnNavigation: discoverRoutes,
  });
}
