// The routes other than home, built from the route table; loaded on the first navigation away from home.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import '../styles/ui.css';
import { ComingSoon } from '../components/coming-soon';
import { route } from '../i18n/en-US.json';
import { addResources } from '../i18n/index';
import { guard } from './route-guard';
import { type RouteEntry, routeTable } from './route-table';

// every route title (the first load carries only home's)
addResources({ route });

type PageModule = { default: ComponentType };
const pages = import.meta.glob<PageModule>([
  '../routes/**/*.tsx',
  '!../routes/**/*.test.tsx',
  '!../routes/index.tsx',
]);

export function pageModulePath(entry: RouteEntry): string {
  return `../routes/${entry.page}.tsx`;
}

function toRoute(entry: RouteEntry): RouteObject {
  const base = { handle: { entry }, loader: guard(entry), path: entry.path.slice(1) };
  if (!entry.page) return { ...base, Component: ComingSoon };
  const load = pages[pageModulePath(entry)];
  if (!load) throw new Error(`route ${entry.path} has no page module ${entry.page}`);
  return { ...base, lazy: async () => ({ Component: (await load()).default }) };
}

/** Every route of the table except home (which the first load carries). */
export function pageRoutes(): RouteObject[] {
  return routeTable.filter((e) => e.path !== '/').map(toRoute);
}
