import { loginPath } from '../../stores/logout';

/** Login (the account tab when credentials were saved), then back to `path`. */
export function loginHref(path: string): string {
  const base = loginPath();
  return `${base}${base.includes('?') ? '&' : '?'}redirect=${encodeURIComponent(path)}`;
}
