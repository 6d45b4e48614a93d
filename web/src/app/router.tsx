import type { ComponentType } from 'react';
import { createBrowserRouter, data, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { ComingSoon } from '../components/coming-soon';
import HomePage from '../routes/index';
import { activityOpenToVisitor } from '../stores/activity-load';
import { loginPath } from '../stores/logout';
import { $session } from '../stores/session';
import { NotFound, RootError, RouteError } from './error-pages';
import { Layout } from './layout';
import { needsLogin, parseRoute, type RouteEntry, routeTable } from './route-table';

type PageModule = { default: ComponentType };
const pages = import.meta.glob<PageModule>(['../routes/**/*.tsx', '!../routes/**/*.test.tsx']);

export function pageModulePath(entry: RouteEntry): string {
  return `../routes/${entry.page}.tsx`;
}

export function loginRedirect(url: URL): string {
  const base = loginPath();
  return `${base}${base.includes('?') ? '&' : '?'}redirect=${encodeURIComponent(url.pathname + url.search)}`;
}

/** Param/query validation (404), requires-login and the activity login check, before the page loads. */
function guard(entry: RouteEntry) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const parsed = parseRoute(entry, params, url.searchParams);
    if (!parsed.ok) throw data(null, { status: 404 });
    const visitor = !$session.get();
    if (visitor && needsLogin(entry, parsed.query)) throw redirect(loginRedirect(url));
    if (visitor && entry.activityLoginCheck && !(await activityOpenToVisitor(entry.activityLoginCheck))) {
      throw redirect(loginRedirect(url));
    }
    return parsed;
  };
}

function toRoute(entry: RouteEntry): RouteObject {
  const base = { handle: { entry }, loader: guard(entry) };
  if (entry.page === 'index') return { ...base, index: true, Component: HomePage };
  if (!entry.page) return { ...base, path: entry.path.slice(1), Component: ComingSoon };
  const load = pages[pageModulePath(entry)];
  if (!load) throw new Error(`route ${entry.path} has no page module ${entry.page}`);
  return {
    ...base,
    path: entry.path.slice(1),
    lazy: async () => ({ Component: (await load()).default }),
  };
}

/** Nothing while the first route loads: index.html already paints the shell. */
function NoFallback() {
  return null;
}

export function buildRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      Component: Layout,
      ErrorBoundary: RootError,
      HydrateFallback: NoFallback,
      children: [
        {
          ErrorBoundary: RouteError,
          children: [...routeTable.map(toRoute), { path: '*', Component: NotFound }],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
