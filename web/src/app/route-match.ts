// Route metadata types and the checks the first load needs (the home route, query/param validation).
// The full table lives in route-table.ts, loaded when the player first leaves the home page.

export interface FieldRule {
  required?: boolean;
  /** One of these exact strings. */
  values?: readonly string[];
  /** A whole number in range. */
  int?: { min: number; max?: number };
  pattern?: RegExp;
}

export interface RouteEntry {
  /** Full path; `:name` marks a path param. */
  path: string;
  /** Module under src/routes/ without extension; absent = the feature lands in a later issue ("coming soon"). */
  page?: string;
  /** i18n key of the title shown in the top bar and the document title. */
  title: string;
  /** A title that depends on the query (adding versus editing), else `title`. */
  titleFor?: (query: Record<string, string>) => string;
  /** Visitors are sent to /auth/login; a function decides from the parsed query. */
  requiresLogin?: boolean | ((query: Record<string, string>) => boolean);
  /** False: no top bar (the page draws its own header). */
  navbar?: boolean;
  /** Bottom tab bar shown; a function decides from the parsed query. */
  tabBar?: boolean | ((query: Record<string, string>) => boolean);
  /** Right-hand link in the top bar (rule or record page). */
  rightLink?: { to: string; label: string };
  /** Activity login check: visitors go to login unless this activity type is open to them. */
  activityLoginCheck?: number;
  query?: Record<string, FieldRule>;
  params?: Record<string, FieldRule>;
  /** A URL that renders this route (its path or query needs values), for tests and the e2e walk. */
  example?: string;
}

/** The only entry in the first load: the other routes are patched in from route-table.ts on navigation. */
export const HOME_ROUTE: RouteEntry = { path: '/', page: 'index', title: 'route.home', tabBar: true };

export const NOT_FOUND_TITLE = 'route.notFound';

export type Parsed =
  | { ok: true; query: Record<string, string>; params: Record<string, string> }
  | { ok: false };

function fieldOk(rule: FieldRule, value: string | undefined | null): boolean {
  if (value === undefined || value === null || value === '') return !rule.required;
  if (rule.values && !rule.values.includes(value)) return false;
  if (rule.int) {
    if (!/^\d{1,15}$/.test(value)) return false;
    const n = Number(value);
    if (n < rule.int.min || (rule.int.max !== undefined && n > rule.int.max)) return false;
  }
  if (rule.pattern && !rule.pattern.test(value)) return false;
  return true;
}

/** Validates a route's params and query; a failure renders "Page not found: {path}". Unknown query keys pass. */
export function parseRoute(
  entry: RouteEntry,
  params: Record<string, string | undefined>,
  search: URLSearchParams,
): Parsed {
  const outParams: Record<string, string> = {};
  for (const [name, rule] of Object.entries(entry.params ?? {})) {
    const v = params[name];
    if (!fieldOk(rule, v)) return { ok: false };
    if (v) outParams[name] = v;
  }
  const query: Record<string, string> = {};
  for (const [name, rule] of Object.entries(entry.query ?? {})) {
    const all = search.getAll(name);
    if (all.length > 1) return { ok: false };
    const v = all[0];
    if (!fieldOk(rule, v)) return { ok: false };
    if (v) query[name] = v;
  }
  return { ok: true, query, params: outParams };
}

export function needsLogin(entry: RouteEntry, query: Record<string, string>): boolean {
  return typeof entry.requiresLogin === 'function' ? entry.requiresLogin(query) : !!entry.requiresLogin;
}
