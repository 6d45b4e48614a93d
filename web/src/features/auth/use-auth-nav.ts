import { useSearchParams } from 'react-router';
import { navigate } from '../../stores/nav';

/** The `redirect` query (validated by the route table: a same-origin path), '' when absent. */
export function useRedirect(): string {
  const [params] = useSearchParams();
  return params.get('redirect') ?? '';
}

/** A link to another auth page that keeps where the player was going. */
export function withRedirect(path: string, redirect: string): string {
  if (!redirect) return path;
  return `${path}${path.includes('?') ? '&' : '?'}redirect=${encodeURIComponent(redirect)}`;
}

/** After a sign-in: where the player was going, or home; the auth page leaves the history. */
export function goAfterSignIn(redirect: string): void {
  navigate(redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : '/', {
    replace: true,
  });
}
