// The loader every page route runs before its page loads: the router (home) and page-routes.ts (every other
// page) both take it from here, so neither imports the other.
import { data, type LoaderFunctionArgs, redirect } from 'react-router';
import { activityOpenToVisitor } from '../stores/activity-load';
import { loginPath } from '../stores/logout';
import { $session } from '../stores/session';
import { needsLogin, parseRoute, type RouteEntry } from './route-match';

export function loginRedirect(url: URL): string {
  const base = loginPath();
  return `${base}${base.includes('?') ? '&' : '?'}redirect=${encodeURIComponent(url.pathname + url.search)}`;
}

/** Param/query validation (404), requires-login and the activity login check, before the page loads. */
export function guard(entry: RouteEntry) {
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
