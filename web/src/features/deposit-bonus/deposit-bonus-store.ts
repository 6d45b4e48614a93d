// The deposit activities (/activity/first-deposit, /activity/bank): the offers with their terms, the player's
// progress and the rewards deposits earned, each claimed once through the shared claim flow.
import { ERR } from '@casino/contracts/errors';
import type { CallAnswer } from '@casino/contracts/registry';
import { atom } from 'nanostores';
import { call } from '../../api/call';
import { createClaim } from '../../stores/claim';
import { $session } from '../../stores/session';

export type DepositBonusInfo = CallAnswer<'depositActivityInfo'>;
export type DepositReward = DepositBonusInfo['rewards'][number];

export interface DepositBonusState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  data: DepositBonusInfo | null;
}

export const $depositBonus = atom<DepositBonusState>({ status: 'idle', data: null });
/** The reward whose claim is on its way (one at a time: a second tap is not a second claim). */
export const $claimingReward = atom<number | null>(null);
export const depositRewardClaim = createClaim('depositActivityReceive');

/** A visitor sees the offers only (the public rules call); a player sees progress and rewards too. */
export async function loadDepositBonus(): Promise<void> {
  const signedIn = Boolean($session.get());
  const held = $depositBonus.get().data;
  // keep the last answer on screen while it refreshes, unless it was a visitor's and this is a player (or back)
  const keep = held !== null && (held.depositCount !== null) === signedIn;
  $depositBonus.set({ status: 'loading', data: keep ? held : null });
  const res = signedIn
    ? await call('depositActivityInfo', {})
    : await call('anonymous/depositActivityRules', {});
  $depositBonus.set(res.ok ? { status: 'ready', data: res.data } : { status: 'error', data: null });
}

export async function claimDepositReward(id: number): Promise<boolean> {
  if ($claimingReward.get() !== null) return false;
  $claimingReward.set(id);
  try {
    const got = await depositRewardClaim.claim({ id });
    const code = depositRewardClaim.$state.get().error?.code;
    if (got || code === ERR.ALREADY_RECEIVED || code === ERR.NOT_FOUND) await loadDepositBonus();
    return got !== null;
  } finally {
    $claimingReward.set(null);
  }
}

/** The rewards waiting to be claimed. */
export const claimable = (info: DepositBonusInfo) => info.rewards.filter((r) => r.status === 1);

/** Basis points as the page writes a percentage: 10000 → "100", 250 → "2.5". */
export const percentText = (bp: number) => (bp / 100).toFixed(2).replace(/\.?0+$/, '');

/** How far the day's deposits are toward the next accumulated tier, 0–100. */
export function tierProgress(info: DepositBonusInfo): { next: number | null; percent: number } {
  const next = info.accumulated.tiers.find((t) => t.target > info.accumulated.total)?.target ?? null;
  if (next === null) return { next: null, percent: 100 };
  return { next, percent: Math.floor((info.accumulated.total / next) * 100) };
}
