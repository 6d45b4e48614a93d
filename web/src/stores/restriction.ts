import { atom } from 'nanostores';

/**
 * A running cool-off or self-exclusion of the signed-in player: the app shows its restricted view (withdraw,
 * history, limits) until `until`. `kind` is null when only a refusal told us (its typed wait gives `until`).
 */
export interface Restriction {
  kind: 'coolOff' | 'exclusion' | null;
  until: number;
}

export const $restriction = atom<Restriction | null>(null);

/** A call was refused with SELF_RESTRICTED: the platform says how long it lasts. */
export function noteRestricted(retryAfterSeconds: number | undefined, now = Date.now()): void {
  const until = now + Math.max(1, retryAfterSeconds ?? 60) * 1000;
  $restriction.set({ kind: $restriction.get()?.kind ?? null, until });
}

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
