// /activity/sign-in: the 7-day sign-in cycle and the 3-day login bonus, each claimed through the shared claim
// flow. Today is the Manila day the platform answers; the page never works it out from the device clock.
import { ERR } from '@casino/contracts/errors';
import type { CallAnswer } from '@casino/contracts/registry';
import { atom } from 'nanostores';
import { call } from '../../api/call';
import { createClaim } from '../../stores/claim';

export type SignInInfo = CallAnswer<'signInInfo'>;
export type LoginBonusInfo = CallAnswer<'loginBonus3User'>;

export interface Loaded<T> {
  status: 'idle' | 'loading' | 'ready' | 'error';
  data: T | null;
}

export const $signIn = atom<Loaded<SignInInfo>>({ status: 'idle', data: null });
export const $loginBonus = atom<Loaded<LoginBonusInfo>>({ status: 'idle', data: null });

export const signInClaim = createClaim('signInReceive');
export const loginBonusClaim = createClaim('loginBonus3UserReceive');

export async function loadSignIn(): Promise<void> {
  $signIn.set({ ...$signIn.get(), status: 'loading' });
  const res = await call('signInInfo', {});
  $signIn.set(res.ok ? { status: 'ready', data: res.data } : { status: 'error', data: null });
}

export async function loadLoginBonus(): Promise<void> {
  $loginBonus.set({ ...$loginBonus.get(), status: 'loading' });
  const res = await call('loginBonus3User', {});
  $loginBonus.set(res.ok ? { status: 'ready', data: res.data } : { status: 'error', data: null });
}

/** Both parts of the page, fresh. */
export async function loadSignInPage(): Promise<void> {
  signInClaim.reset();
  loginBonusClaim.reset();
  await Promise.all([loadSignIn(), loadLoginBonus()]);
}

/**
 * Today's sign-in, for the day the page shows: a page left open past midnight gets "that day has closed" and
 * shows the new day instead of claiming a day the player did not see.
 */
export async function receiveSignIn(): Promise<boolean> {
  const info = $signIn.get().data;
  if (!info || info.receivedToday) return false;
  const got = await signInClaim.claim({ dayKey: info.dayKey });
  const code = signInClaim.$state.get().error?.code;
  if (got) {
    $signIn.set({
      status: 'ready',
      data: {
        ...info,
        receivedToday: true,
        days: info.days.map((d) => (d.day === got.day ? { ...d, status: 2 } : d)),
      },
    });
    return true;
  }
  if (code === ERR.ALREADY_RECEIVED || code === ERR.PERIOD_CLOSED || code === ERR.NOT_CLAIMABLE)
    await loadSignIn();
  return false;
}

export async function receiveLoginBonus(): Promise<boolean> {
  const got = await loginBonusClaim.claim({});
  const code = loginBonusClaim.$state.get().error?.code;
  if (got || code === ERR.ALREADY_RECEIVED || code === ERR.LIMIT_REACHED) await loadLoginBonus();
  return Boolean(got);
}

/** Whole seconds until the next claim opens (never negative). */
export const secondsUntil = (epochMs: number, now = Date.now()) =>
  Math.max(0, Math.ceil((epochMs - now) / 1000));

/** "05:03:09" for a count-down. */
export function clock(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return [h, m, s].map((n) => String(n).padStart(2, '0')).join(':');
}
