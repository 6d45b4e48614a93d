import { LOGIN_FAILURE_WINDOW_MS, LOGIN_LOCK_MS, TIME_ZONE } from '@casino/contracts/constants';
import type { LoginAnswer } from '@casino/contracts/entities/session';
import type { UserInfo } from '@casino/contracts/entities/user';
import {
  ACCOUNT_TYPE,
  AUTH_MODE,
  type AuthMode,
  LOGIN_TYPE,
  type SocialProvider,
} from '@casino/contracts/enums';
import { AUTH_ERROR_MESSAGE, ERR } from '@casino/contracts/errors';
import { normalisePhMobile } from '@casino/contracts/phone';
import type { CallAnswer } from '@casino/contracts/registry';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CatalogueService } from '../../catalogue/service';
import { CallError, refusal } from '../../core/call-error';
import type { ClientInfo, SessionInfo } from '../../core/handlers';
import { NICKNAME_CHARS, normaliseText } from '../../core/text';
import type { Db, Tx } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { sessions, socialAccounts, users } from '../../db/schema';
import { resolveInviter } from '../agent';
import { createLoginGuard, LOGIN_GLOBAL_MAX_FAILURES } from './login-guard';
import { sendCode, useCode, verifyCode } from './otp';
import { hashPassword, spendVerifyTime, verifyPassword } from './passwords';
import { loginHistory, openSession, revokeSession, revokeUserSessions } from './sessions';
import type { SmsSender } from './sms-sender';
import { PROVIDER_NAME, type SocialProviderName, type SocialVerifier } from './social';
import {
  type AccountSettings,
  accountSettings,
  createPlayer,
  mobileInUse,
  requireLength,
  signUpConflict,
  type UserRow,
  userByAccount,
  userById,
  userByMobile,
  userInfo,
} from './users';

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

/** Where a sign-up came from: the share link's inviter and the 21+ confirmation. */
export interface SignUpExtras {
  pid?: number | undefined;
  inviteCode?: string | undefined;
  eligibilityAccepted?: boolean | undefined;
}

const manilaTime = new Intl.DateTimeFormat('en-PH', {
  timeZone: TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
});

function lockedError(until: Date): CallError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
  return refusal(
    ERR.ACCOUNT_LOCKED,
    `Too many wrong passwords. This account is locked until ${manilaTime.format(until)} Philippine time ` +
      `(${Math.ceil(seconds / 60)} min). Reset your password with an SMS code if you forgot it.`,
    { retryAfterSeconds: seconds },
  );
}

const fail = (code: number) => new CallError(code, AUTH_ERROR_MESSAGE[code] ?? 'Request refused');

function assertActive(user: UserRow): void {
  if (user.status !== 0) throw fail(ERR.ACCOUNT_SUSPENDED);
}

/** A nickname for a new player: the account name, the provider's name, or Player + last digits. */
function defaultNickname(
  candidate: string | undefined,
  fallbackDigits: string,
  settings: AccountSettings,
): string {
  const { min, max } = settings.lengths.username;
  const cleaned = candidate ? normaliseText(candidate) : null;
  if (cleaned && NICKNAME_CHARS.test(cleaned)) {
    const chars = [...cleaned].slice(0, max).join('').trim();
    if ([...chars].length >= min) return chars;
  }
  return `Player${fallbackDigits}`.slice(0, Math.max(max, 2));
}

export function createAuthService(deps: AuthDeps) {
  const { db, catalogue, sms, social } = deps;
  const guard = createLoginGuard();

  async function answer(
    userId: number,
    isNewUser: boolean,
    session: { token: string; expiresAt: Date },
  ): Promise<LoginAnswer> {
    return {
      token: session.token,
      expiresAt: session.expiresAt.getTime(),
      isNewUser,
      user: await userInfo(db, userId),
    };
  }

  /** Opens a session for an existing player after the credential checked out. */
  async function signIn(user: UserRow, loginType: number, client: ClientInfo): Promise<LoginAnswer> {
    assertActive(user);
    return answer(user.id, false, await openSession(db, user.id, { loginType, ...client }));
  }

  /** Creates a player and its first session in one transaction; the answer says isNewUser. */
  async function signUp(
    player: Parameters<typeof createPlayer>[1],
    extras: SignUpExtras,
    loginType: number,
    client: ClientInfo,
    settings: AccountSettings,
    before?: (tx: Tx) => Promise<void>,
  ): Promise<LoginAnswer> {
    if (extras.eligibilityAccepted !== true) throw fail(ERR.ELIGIBILITY_REQUIRED);
    const created = await db
      .transaction(async (tx) => {
        await before?.(tx);
        // An unknown inviter in a share link must not block the sign-up: it is recorded as none.
        const pid = await resolveInviter(tx, extras);
        const userId = await createPlayer(tx, { ...player, pid, client }, settings);
        const session = await openSession(tx, userId, { loginType, ...client });
        return { userId, session };
      })
      .catch((err: unknown) => {
        // A twin sign-up committed first (same account, number or social id): say which.
        throw signUpConflict(err) ?? err;
      });
    const { userId, session } = created;
    return answer(userId, true, session);
  }

  /** Counts a wrong password against the account (all clients); answers the lock end when this one locked it. */
  async function recordFailure(userId: number): Promise<Date | null> {
    const windowEdge = new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS);
    const fresh = sql`${users.failedSince} is null or ${users.failedSince} < ${windowEdge.toISOString()}`;
    const [row] = await db
      .update(users)
      .set({
        failedLogins: sql`case when ${fresh} then 1 else ${users.failedLogins} + 1 end`,
        failedSince: sql`case when ${fresh} then now() else ${users.failedSince} end`,
      })
      .where(eq(users.id, userId))
      .returning({ failedLogins: users.failedLogins });
    if (!row || row.failedLogins < LOGIN_GLOBAL_MAX_FAILURES) return null;
    const until = new Date(Date.now() + LOGIN_LOCK_MS);
    await db
      .update(users)
      .set({ lockedUntil: until, failedLogins: 0, failedSince: null })
      .where(eq(users.id, userId));
    return until;
  }

  async function clearFailures(user: UserRow): Promise<void> {
    if (user.failedLogins === 0 && user.lockedUntil === null) return;
    await db
      .update(users)
      .set({ failedLogins: 0, failedSince: null, lockedUntil: null })
      .where(eq(users.id, user.id));
  }

  /** Whether the player has signed in from this client before (a session opened from its address). */
  async function knownClient(userId: number, ip: string): Promise<boolean> {
    if (ip === '') return false;
    const [row] = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), eq(sessions.ip, ip)))
      .limit(1);
    return row !== undefined;
  }

  /**
   * Password check with the lockout rule: LOGIN_MAX_FAILURES wrong from one client lock the account for that
   * client only; LOGIN_GLOBAL_MAX_FAILURES from all clients together lock it for every client the player never
   * signed in from. So a stranger's guessing neither locks the player out of their own device nor goes on
   * unchecked from many addresses.
   */
  async function checkPassword(
    user: UserRow,
    password: string,
    wrongMessage: string,
    client: string,
  ): Promise<void> {
    const account = `u:${user.id}`;
    const heldHere = guard.clientLock(account, client);
    const heldEverywhere =
      user.lockedUntil && user.lockedUntil.getTime() > Date.now() && !(await knownClient(user.id, client))
        ? user.lockedUntil
        : null;
    if (heldHere ?? heldEverywhere) {
      await spendVerifyTime(password);
      throw lockedError((heldHere ?? heldEverywhere)!);
    }
    if (!user.passwordHash) throw fail(ERR.PASSWORD_NOT_SET);
    if (await verifyPassword(password, user.passwordHash)) {
      guard.clear(account, client);
      await clearFailures(user);
      return;
    }
    const lockedHere = guard.clientFailure(account, client);
    const lockedEverywhere = await recordFailure(user.id);
    if (lockedHere) throw lockedError(lockedHere);
    if (lockedEverywhere && !(await knownClient(user.id, client))) throw lockedError(lockedEverywhere);
    throw new CallError(ERR.WRONG_CREDENTIALS, wrongMessage);
  }

  async function verifiedCode(mobile: string, purpose: AuthMode, code: string, settings: AccountSettings) {
    requireLength('smsCode', code, settings.lengths);
    return verifyCode(db, { mobile, purpose, code });
  }

  async function socialIdentity(provider: SocialProvider, accessToken: string, userID?: string) {
    const identity = await social[PROVIDER_NAME[provider]].verify(accessToken, userID);
    return { provider, subject: identity.subject, name: identity.name.slice(0, 64) };
  }

  async function userBySocial(provider: number, subject: string): Promise<UserRow | null> {
    const [link] = await db
      .select({ userId: socialAccounts.userId })
      .from(socialAccounts)
      .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.subject, subject)));
    return link ? userById(db, link.userId) : null;
  }

  return {
    /** accountRegist: account + password; the registration bonus goes through the ledger. */
    async registerAccount(
      input: { account: string; password: string } & SignUpExtras,
      client: ClientInfo,
    ): Promise<LoginAnswer> {
      const settings = await accountSettings(catalogue);
      requireLength('account', input.account, settings.lengths);
      requireLength('password', input.password, settings.lengths);
      // A mobile-shaped account name would shadow that number's login by password.
      if (normalisePhMobile(input.account) !== null) {
        throw new CallError(
          ERR.INVALID_REQUEST,
          'Invalid request: account: a mobile number cannot be an account name; register with your phone instead',
        );
      }
      if (await userByAccount(db, input.account)) throw fail(ERR.ACCOUNT_TAKEN);
      const passwordHash = await hashPassword(input.password);
      return signUp(
        {
          account: input.account,
          passwordHash,
          accountType: ACCOUNT_TYPE.account,
          nickname: defaultNickname(input.account, input.account.slice(-4), settings),
        },
        input,
        LOGIN_TYPE.account,
        client,
        settings,
      );
    },

    /** accountRegist4: mobile + SMS code (mode register) + password. */
    async registerMobile(
      input: { mobile: string; smsCode: string; password: string } & SignUpExtras,
      client: ClientInfo,
    ): Promise<LoginAnswer> {
      const settings = await accountSettings(catalogue);
      requireLength('password', input.password, settings.lengths);
      if (input.eligibilityAccepted !== true) throw fail(ERR.ELIGIBILITY_REQUIRED);
      // Checked before the code so a taken number does not burn it.
      if (await mobileInUse(db, input.mobile)) throw fail(ERR.MOBILE_TAKEN);
      const codeId = await verifiedCode(input.mobile, AUTH_MODE.register, input.smsCode, settings);
      const passwordHash = await hashPassword(input.password);
      return signUp(
        {
          mobile: input.mobile,
          passwordHash,
          accountType: ACCOUNT_TYPE.phone,
          nickname: defaultNickname(undefined, input.mobile.slice(-4), settings),
        },
        input,
        LOGIN_TYPE.phone,
        client,
        settings,
        (tx) => useCode(tx, codeId),
      );
    },

    /** accountLogin (type 2): account name — or a bound mobile number — and password, with the lockout rule. */
    async loginAccount(
      input: { account: string; password: string },
      client: ClientInfo,
    ): Promise<LoginAnswer> {
      const mobile = normalisePhMobile(input.account);
      const user = mobile ? await userByMobile(db, mobile) : await userByAccount(db, input.account);
      const wrong = AUTH_ERROR_MESSAGE[ERR.WRONG_CREDENTIALS]!;
      if (!user) {
        // Same time and the same answers as a real check, lock included: they do not tell which accounts exist.
        await spendVerifyTime(input.password);
        const name = `n:${mobile ?? input.account.trim().toLowerCase()}`;
        const held = guard.clientLock(name, client.ip) ?? guard.unknownLock(name);
        if (held) throw lockedError(held);
        const lockedHere = guard.clientFailure(name, client.ip);
        const lockedEverywhere = guard.unknownFailure(name);
        if (lockedHere ?? lockedEverywhere) throw lockedError((lockedHere ?? lockedEverywhere)!);
        throw new CallError(ERR.WRONG_CREDENTIALS, wrong);
      }
      await checkPassword(user, input.password, wrong, client.ip);
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
        if (settings.otpStatus !== 0) throw fail(ERR.OTP_REQUIRED);
      } else {
        codeId = await verifiedCode(input.mobile, AUTH_MODE.loginAndRegister, input.smsCode ?? '', settings);
      }
      const existing = await userByMobile(db, input.mobile);
      if (existing) {
        // Without an OTP the number alone is no proof: a player who set a password must use it.
        if (codeId === null && existing.passwordHash !== null) {
          throw new CallError(
            ERR.OTP_REQUIRED,
            'This number has a password. Sign in with your mobile number and password.',
          );
        }
        assertActive(existing);
        const session = await db.transaction(async (tx) => {
          if (codeId !== null) await useCode(tx, codeId);
          return openSession(tx, existing.id, { loginType: input.loginType, ...client });
        });
        return answer(existing.id, false, session);
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
        codeId !== null ? (tx) => useCode(tx, codeId) : undefined,
      );
    },

    /** smsSend: per-mode checks, then the cooldown / daily limit and a fresh hashed code. */
    async sendSms(input: { mobile: string; type: AuthMode }): Promise<CallAnswer<'smsSend'>> {
      const settings = await accountSettings(catalogue);
      const registered = await mobileInUse(db, input.mobile);
      if ((input.type === AUTH_MODE.register || input.type === AUTH_MODE.bind) && registered) {
        throw fail(ERR.MOBILE_TAKEN);
      }
      if (input.type === AUTH_MODE.forget && !registered) throw fail(ERR.MOBILE_NOT_REGISTERED);
      const codeLength = Math.min(8, Math.max(4, settings.lengths.smsCode.max));
      return sendCode(db, sms, {
        mobile: input.mobile,
        purpose: input.type,
        codeLength,
        dailyLimit: settings.smsCodeSendLimit,
      });
    },

    /** forgetPassword: code of mode forget → new password, lock cleared, every session revoked. */
    async forgetPassword(input: { mobile: string; smsCode: string; password: string }): Promise<null> {
      const settings = await accountSettings(catalogue);
      requireLength('password', input.password, settings.lengths);
      const user = await userByMobile(db, input.mobile);
      if (!user) throw fail(ERR.MOBILE_NOT_REGISTERED);
      const codeId = await verifiedCode(input.mobile, AUTH_MODE.forget, input.smsCode, settings);
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        await useCode(tx, codeId);
        await tx
          .update(users)
          .set({
            passwordHash,
            passwordChangedAt: new Date(),
            failedLogins: 0,
            failedSince: null,
            lockedUntil: null,
            updatedAt: new Date(),
          })
          .where(eq(users.id, user.id));
        await revokeUserSessions(tx, user.id);
      });
      guard.clear(`u:${user.id}`);
      await deps.onSessionsRevoked?.(user.id);
      return null;
    },

    /** initPassword: only for a player without one (phone or social sign-up). */
    async initPassword(session: SessionInfo, password: string): Promise<{ user: UserInfo }> {
      const settings = await accountSettings(catalogue);
      requireLength('password', password, settings.lengths);
      const passwordHash = await hashPassword(password);
      const set = await db
        .update(users)
        .set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(users.id, session.userId), isNull(users.passwordHash)))
        .returning({ id: users.id });
      if (set.length === 0) throw fail(ERR.PASSWORD_ALREADY_SET);
      return { user: await userInfo(db, session.userId) };
    },

    /** updatePassword: the old one (lockout rule applies), then every other session is revoked. */
    async updatePassword(
      session: SessionInfo,
      input: { oldPassword: string; password: string },
    ): Promise<null> {
      const settings = await accountSettings(catalogue);
      requireLength('password', input.password, settings.lengths);
      const user = await userById(db, session.userId);
      if (!user) throw fail(ERR.UNAUTHORIZED);
      // signed in already: the session is the client
      await checkPassword(
        user,
        input.oldPassword,
        'The current password is wrong.',
        `session:${session.sessionId}`,
      );
      if (input.oldPassword === input.password) throw fail(ERR.PASSWORD_UNCHANGED);
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date() })
          .where(eq(users.id, user.id));
        await revokeUserSessions(tx, user.id, session.sessionId);
      });
      await deps.onSessionsRevoked?.(user.id);
      return null;
    },

    /** bindAccount: a mobile number (code of mode bind) for a player who has none. */
    async bindMobile(
      session: SessionInfo,
      input: { mobile: string; smsCode: string },
    ): Promise<{ user: UserInfo }> {
      const settings = await accountSettings(catalogue);
      const user = await userById(db, session.userId);
      if (!user) throw fail(ERR.UNAUTHORIZED);
      if (user.mobile !== null) throw fail(ERR.MOBILE_ALREADY_BOUND);
      if (await mobileInUse(db, input.mobile)) throw fail(ERR.MOBILE_TAKEN);
      const codeId = await verifiedCode(input.mobile, AUTH_MODE.bind, input.smsCode, settings);
      try {
        await db.transaction(async (tx) => {
          await useCode(tx, codeId);
          const set = await tx
            .update(users)
            .set({ mobile: input.mobile, updatedAt: new Date() })
            .where(and(eq(users.id, user.id), isNull(users.mobile)))
            .returning({ id: users.id });
          if (set.length === 0) throw fail(ERR.MOBILE_ALREADY_BOUND);
        });
      } catch (err) {
        throw signUpConflict(err) ?? err;
      }
      return { user: await userInfo(db, user.id) };
    },

    /** bindSocialAccount: links a provider account; the same link again is a no-op. */
    async bindSocial(
      session: SessionInfo,
      input: { provider: SocialProvider; accessToken: string; userID?: string | undefined },
    ): Promise<{ user: UserInfo }> {
      const identity = await socialIdentity(input.provider, input.accessToken, input.userID);
      const owner = await userBySocial(identity.provider, identity.subject);
      if (owner && owner.id !== session.userId) throw fail(ERR.SOCIAL_TAKEN);
      if (!owner) {
        try {
          await db.insert(socialAccounts).values({ userId: session.userId, ...identity });
        } catch (err) {
          const constraint = uniqueViolation(err);
          if (constraint === 'social_accounts_user_provider_uq') throw fail(ERR.SOCIAL_ALREADY_BOUND);
          if (constraint === 'social_accounts_subject_uq') throw fail(ERR.SOCIAL_TAKEN);
          throw err;
        }
      }
      return { user: await userInfo(db, session.userId) };
    },

    /** googleLogin / facebookLogin / lineLogin: the verified identity signs in, or signs up the first time. */
    async socialLogin(
      provider: SocialProvider,
      input: { accessToken: string; userID?: string | undefined } & SignUpExtras,
      client: ClientInfo,
    ): Promise<LoginAnswer> {
      const identity = await socialIdentity(provider, input.accessToken, input.userID);
      const existing = await userBySocial(provider, identity.subject);
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
          const created = await userBySocial(provider, identity.subject);
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
      return {
        current: history.current,
        previous: history.previous
          ? {
              loginTime: history.previous.loginTime,
              device: history.previous.device,
              ip: history.previous.ip,
            }
          : null,
        passwordChangedAt: user?.passwordChangedAt?.getTime() ?? 0,
        userId: session.userId,
      };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
