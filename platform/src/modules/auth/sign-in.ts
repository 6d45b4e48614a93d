import type { LoginAnswer } from '@casino/contracts/entities/session';
import { ACCOUNT_TYPE, AUTH_MODE, LOGIN_TYPE, type SocialProvider } from '@casino/contracts/enums';
import { ERR } from '@casino/contracts/errors';
import { normalisePhMobile } from '@casino/contracts/phone';
import type { CallAnswer } from '@casino/contracts/registry';
import type { CatalogueService } from '../../catalogue/service';
import { CallError } from '../../core/call-error';
import type { ClientInfo, SessionInfo } from '../../core/handlers';
import type { Db, Tx } from '../../db/client';
import { screenPlayer } from '../compliance';
import { authError } from './auth-error';
import { useCode, verifyCode } from './otp';
import type { PasswordCheck } from './password-check';
import { loginAnswer, loginHistory, openSession, revokeSession } from './sessions';
import { defaultNickname, type SignUp, type SignUpExtras } from './sign-up';
import { type SocialProviderName, type SocialVerifier, verifiedIdentity } from './social';
import { accountSettings, type UserRow, userByAccount, userById, userByMobile, userBySocial } from './users';

/** Sign-in by password, SMS code or provider (a first phone or social sign-in signs up), logout, session info. */
export function createSignIn(
  deps: {
    db: Db;
    catalogue: CatalogueService;
    social: Record<SocialProviderName, SocialVerifier>;
    onSessionsRevoked?: ((userId: number) => Promise<void>) | undefined;
  },
  passwordCheck: PasswordCheck,
  signUp: SignUp,
) {
  const { db, catalogue, social } = deps;

  /**
   * Opens a session for an existing player after the credential checked out; `before` (using up the SMS
   * code) runs in the same transaction.
   */
  async function signIn(
    user: UserRow,
    loginType: number,
    client: ClientInfo,
    before?: (tx: Tx) => Promise<void>,
  ): Promise<LoginAnswer> {
    if (user.status !== 0) throw authError(ERR.ACCOUNT_SUSPENDED);
    const session = before
      ? await db.transaction(async (tx) => {
          await before(tx);
          return openSession(tx, user.id, { loginType, ...client });
        })
      : await openSession(db, user.id, { loginType, ...client });
    // Every login screens the player against the exclusion list (a hit blocks money and play, not the login).
    await screenPlayer(db, user.id, 'login');
    return loginAnswer(db, user.id, false, session);
  }

  return {
    /** accountLogin (type 2): account name — or a bound mobile number — and password, with the lockout rule. */
    async loginAccount(
      input: { account: string; password: string },
      client: ClientInfo,
    ): Promise<LoginAnswer> {
      const mobile = normalisePhMobile(input.account);
      const user = mobile ? await userByMobile(db, mobile) : await userByAccount(db, input.account);
      if (!user) {
        return passwordCheck.refuseUnknown(
          mobile ?? input.account.trim().toLowerCase(),
          input.password,
          client.ip,
        );
      }
      await passwordCheck.check(user, input.password, client.ip);
      return signIn(user, LOGIN_TYPE.account, client);
    },

    /** accountLoginSms: type 1 with an OTP (mode loginAndRegister), type 3 without when otpStatus is 0. */
    async loginSms(
      input: { mobile: string; loginType: 1 | 3; smsCode?: string | undefined } & SignUpExtras,
      client: ClientInfo,
    ): Promise<LoginAnswer> {
      const settings = await accountSettings(catalogue);
      let codeId: number | null = null;
      if (input.loginType === LOGIN_TYPE.phoneNoOtp) {
        if (settings.otpStatus !== 0) throw authError(ERR.OTP_REQUIRED);
      } else {
        codeId = await verifyCode(db, {
          mobile: input.mobile,
          purpose: AUTH_MODE.loginAndRegister,
          code: input.smsCode ?? '',
          lengths: settings.lengths,
        });
      }
      const useTheCode = codeId !== null ? (tx: Tx) => useCode(tx, codeId) : undefined;
      const existing = await userByMobile(db, input.mobile);
      if (existing) {
        // Without an OTP the number alone is no proof: a player who set a password must use it.
        if (codeId === null && existing.passwordHash !== null) {
          throw new CallError(
            ERR.OTP_REQUIRED,
            'This number has a password. Sign in with your mobile number and password.',
          );
        }
        return signIn(existing, input.loginType, client, useTheCode);
      }
      return signUp(
        {
          mobile: input.mobile,
          accountType: ACCOUNT_TYPE.phone,
          nickname: defaultNickname(undefined, input.mobile.slice(-4), settings),
        },
        input,
        input.loginType,
        client,
        settings,
        useTheCode,
      );
    },

    /** googleLogin / facebookLogin / lineLogin: the verified identity signs in, or signs up the first time. */
    async socialLogin(
      provider: SocialProvider,
      input: { accessToken: string; userID?: string | undefined } & SignUpExtras,
      client: ClientInfo,
    ): Promise<LoginAnswer> {
      const identity = await verifiedIdentity(social, provider, input.accessToken, input.userID);
      const existing = await userBySocial(db, provider, identity.subject);
      if (existing) return signIn(existing, provider, client);
      const settings = await accountSettings(catalogue);
      try {
        return await signUp(
          {
            accountType: provider,
            nickname: defaultNickname(identity.name, identity.subject.slice(-4), settings),
            social: identity,
          },
          input,
          provider,
          client,
          settings,
        );
      } catch (err) {
        // Two first sign-ins at once: the other one created the player, so this one signs in.
        if (err instanceof CallError && err.errcode === ERR.SOCIAL_TAKEN) {
          const created = await userBySocial(db, provider, identity.subject);
          if (created) return signIn(created, provider, client);
        }
        throw err;
      }
    },

    async logout(session: SessionInfo): Promise<null> {
      await revokeSession(db, session.sessionId);
      await deps.onSessionsRevoked?.(session.userId);
      return null;
    },

    /** loginSessionInfo: this session, the previous login and the last password change (GLI). */
    async sessionInfo(session: SessionInfo): Promise<CallAnswer<'loginSessionInfo'>> {
      const user = await userById(db, session.userId);
      const history = await loginHistory(db, session);
      const { previous } = history;
      return {
        current: history.current,
        previous: previous
          ? { loginTime: previous.loginTime, device: previous.device, ip: previous.ip }
          : null,
        passwordChangedAt: user?.passwordChangedAt?.getTime() ?? 0,
        userId: session.userId,
      };
    },
  };
}
