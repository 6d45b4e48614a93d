import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useStore } from '../../components/use-store';
import { $restriction } from '../../stores/session';
import { RestrictedApp } from './restricted-app';

/** Pages a paused player may still open: withdrawing, history, their account and limits, help. */
const OPEN_PREFIXES = [
  '/wallets/record',
  '/wallets/card',
  '/withdrawal',
  '/member/self-limited',
  '/member/profile',
  '/member/games',
  '/member/report',
  '/bonus/record',
  '/reward/record',
  '/email',
  '/auth',
  '/faq',
  '/service',
  // the support conversation /service falls back to: a paused player can always write and follow up
  '/feedback',
  '/about-us',
  '/terms-of-use',
  '/privacy-policy',
];

/** Whether `pathname` (+ `search`) stays open during a restriction; everything else shows the restricted view. */
export function openWhileRestricted(pathname: string, search: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/member') return true;
  if (path === '/wallets') return new URLSearchParams(search).get('name') === 'withdraw';
  return OPEN_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
}

/**
 * Loaded only once a restriction is known (the first load carries just the store): the page asked for when it
 * stays open to a paused player, else the restricted view.
 */
export function RestrictionGate({ children }: { children: ReactNode }) {
  const restriction = useStore($restriction);
  const { pathname, search } = useLocation();
  const running = !!restriction && restriction.until > Date.now();
  return running && !openWhileRestricted(pathname, search) ? <RestrictedApp /> : children;
}
