import { useMatches } from 'react-router';
import type { RouteEntry } from '../app/route-match';

export interface RouteHandle {
  entry: RouteEntry;
}

const NOT_FOUND: RouteEntry = { path: '*', page: '', title: 'route.notFound' };

/** Meta of the deepest matched route (title, navbar, right link…); the 404 meta when nothing matched. */
export function useRouteMeta(): RouteEntry {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.entry) return handle.entry;
  }
  return NOT_FOUND;
}
