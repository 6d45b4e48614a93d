import type { CatalogueService } from '../../catalogue/service';
import type { Db } from '../../db/client';
import { createBinding } from './binding';
import { createPasswordChange } from './password-change';
import { createPasswordCheck } from './password-check';
import { createSignIn } from './sign-in';
import { createSignUp } from './sign-up';
import { sendSms } from './sms-send';
import type { SmsSender } from './sms-sender';
import type { SocialProviderName, SocialVerifier } from './social';

export interface AuthDeps {
  db: Db;
  catalogue: CatalogueService;
  sms: SmsSender;
  social: Record<SocialProviderName, SocialVerifier>;
  /**
   * After logins were revoked (logout, a password reset or change): ends the player's open game sessions,
   * their rounds settled. A game session does not record the login that opened it, and a reset may follow a
   * stolen password: an outside provider must not take bets on a session the thief opened. A callback
   * rather than an import, so auth does not depend on the games module.
   */
  onSessionsRevoked?: (userId: number) => Promise<void>;
}

/**
 * The auth calls, assembled from their parts: sign-up, sign-in and sessions, SMS codes, passwords and binding.
 * One password check (one set of lockout counters) serves the sign-in and the password change.
 */
export function createAuthService(deps: AuthDeps) {
  const passwordCheck = createPasswordCheck(deps.db);
  const { signUp, registerAccount, registerMobile } = createSignUp(deps);
  const { loginAccount, loginSms, socialLogin, logout, sessionInfo } = createSignIn(
    deps,
    passwordCheck,
    signUp,
  );
  const { forgetPassword, initPassword, updatePassword } = createPasswordChange(deps, passwordCheck);
  const { bindMobile, bindSocial } = createBinding(deps);

  return {
    registerAccount,
    registerMobile,
    loginAccount,
    loginSms,
    socialLogin,
    sendSms: (input: Parameters<typeof sendSms>[1]) => sendSms(deps, input),
    forgetPassword,
    initPassword,
    updatePassword,
    bindMobile,
    bindSocial,
    logout,
    sessionInfo,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
