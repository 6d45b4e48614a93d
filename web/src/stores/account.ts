// Signing in and out, and keeping the user in step with the server's answers. Loaded with the auth and
// member pages, never at first paint.
import type { UserInfo } from '@casino/contracts/entities/user';
import type { CallAnswer } from '@casino/contracts/registry';
import { REWARD_ID } from '@casino/contracts/reward-ids';
import { call } from '../api/call';
import { KEY, readLocal, writeLocal } from '../lib/storage';
import { $config } from './config';
import { logout } from './logout';
import { showReward } from './overlays';
import { $user, $vip, type SocialLogin, setToken, type UserState } from './session';
import { loadSignedIn } from './signed-in';
import { applyBalance } from './wallet';

export type LoginAnswer = CallAnswer<'accountLogin'>;

/** User info from the server with what the client keeps beside it (kept from the current user). */
export function toUserState(
  user: UserInfo,
  social: SocialLogin | null = $user.get()?.social ?? null,
): UserState {
  const prev = $user.get();
  const same = prev?.id === user.id ? prev : null;
  return {
    ...user,
    gameLikeIds: same?.gameLikeIds ?? [],
    gameHistory: same?.gameHistory ?? [],
    inviteCode: same?.inviteCode ?? '',
    aid: same?.aid ?? 0,
    firstRecharge: user.totalRecharge > 0,
    appUserBankList: same?.appUserBankList ?? {},
    social,
  };
}

/** An answer carrying the updated user (bind, profile, password): the store and the balance follow it. */
export function applyUser(user: UserInfo): void {
  $user.set(toUserState(user));
  applyBalance(user);
}

/**
 * Every login and sign-up answer ends here: the token goes to the session store (and localStorage, so other
 * tabs follow), the user is set at once (logged in = user id set), then getAfterLoginInfoWeb + refreshData
 * fill in the rest. A new account sees its registration bonus.
 */
export async function completeSignIn(answer: LoginAnswer, social: SocialLogin | null = null): Promise<void> {
  setToken(answer.token);
  $user.set(toUserState(answer.user, social));
  applyBalance(answer.user);
  $vip.set({ vip: answer.user.vip, vipExp: answer.user.vipExp, userLevel: answer.user.userLevel });
  if (answer.isNewUser) {
    // the inviter is recorded now; a later sign-up on this device is someone else's
    writeLocal(KEY.invitePid, null);
    const config = $config.get().data;
    const bonus = config?.userRegisterCoin ?? 0;
    if (bonus > 0) {
      showReward([{ propId: REWARD_ID.coin, count: bonus }], {
        turnoverMultiple: config?.registerBonusTurnoverMultiple ?? 0,
      });
    }
  }
  await loadSignedIn();
}

/** "Remember me" keeps the account name only (never the password); it makes login open on the account tab. */
export function rememberAccount(account: string | null): void {
  writeLocal(KEY.savedAccount, account);
}

export function savedAccount(): string {
  return readLocal(KEY.savedAccount) ?? '';
}

/** The logout button: the server revokes the token (sent before it is cleared here), then the logout flow. */
export function signOut(): void {
  void call('logout', {}, { tips: false });
  logout();
}
