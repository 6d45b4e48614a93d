import type { UserInfo } from '@casino/contracts/entities/user';
import { atom } from 'nanostores';
import { KEY, readLocal, writeLocal } from '../lib/storage';

/** The saved token; null for a visitor. Mirrors localStorage so other tabs see it. */
export const $session = atom<string | null>(readLocal(KEY.token));

export function setToken(token: string | null): void {
  writeLocal(KEY.token, token);
  $session.set(token);
}

/** Social login record kept with the user (spec §3). */
export interface SocialLogin {
  provider: number;
  accessToken: string;
  expiresAt: number;
  userID: string;
}

/** User info (spec §3) plus what the client keeps beside it after login. */
export interface UserState extends UserInfo {
  gameLikeIds: number[];
  gameHistory: number[];
  inviteCode: string;
  aid: number;
  firstRecharge: boolean;
  appUserBankList: Record<string, unknown>;
  social: SocialLogin | null;
}

export const $user = atom<UserState | null>(null);

/**
 * Logged in means the user id is set (spec §4); a token alone is "signing in". An atom kept in step with
 * $user rather than `computed`, which would bring the lifecycle module into the first load.
 */
export const $loggedIn = atom(false);
$user.subscribe((user) => $loggedIn.set(!!user && user.id > 0));

export interface VipState {
  vip: number;
  vipExp: number;
  userLevel: number;
}
export const $vip = atom<VipState | null>(null);

export interface WalletState {
  /** Minor units. */
  coin: number;
  lottery: number;
  bet: number;
  status: 'empty' | 'ready';
}
export const EMPTY_WALLET: WalletState = { coin: 0, lottery: 0, bet: 0, status: 'empty' };
export const $wallet = atom<WalletState>(EMPTY_WALLET);

/** Red dots on entries (spec §3 award flags). */
export interface Dots {
  spin: boolean;
  task: boolean;
  agent5: boolean;
  vip: boolean;
  signIn: boolean;
  email: boolean;
  drawChance: boolean;
}
export const NO_DOTS: Dots = {
  spin: false,
  task: false,
  agent5: false,
  vip: false,
  signIn: false,
  email: false,
  drawChance: false,
};
export const $dots = atom<Dots>(NO_DOTS);

/** Saved credentials (remember me on the account login) make the login page open on the account tab. */
export function hasSavedCredentials(): boolean {
  return !!readLocal(KEY.savedAccount);
}

// ---- player protection: a pause the player chose (cool-off or self-exclusion) ----

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
