import type { LoginAnswer } from '@casino/contracts/entities/session';
import { ACCOUNT_TYPE, AUTH_MODE, LOGIN_TYPE } from '@casino/contracts/enums';
import { ERR } from '@casino/contracts/errors';
import { normalisePhMobile } from '@casino/contracts/phone';
import type { CatalogueService } from '../../catalogue/service';
import { CallError } from '../../core/call-error';
import type { ClientInfo } from '../../core/handlers';
import { NICKNAME_CHARS, normaliseText } from '../../core/text';
import type { Db, Tx } from '../../db/client';
import { recordSignUp, resolveInviter } from '../agent';
import { authError } from './auth-error';
import { useCode, verifyCode } from './otp';
import { hashPassword } from './passwords';
import { loginAnswer, openSession } from './sessions';
import {
  type AccountSettings,
  accountSettings,
  createPlayer,
  mobileInUse,
  type NewPlayer,
  requireLength,
  signUpConflict,
  userByAccount,
} from './users';

/** Where a sign-up came from: the share link's inviter and the 21+ confirmation. */
export interface SignUpExtras {
  pid?: number | undefined;
  inviteCode?: string | undefined;
  /** The client's device id: the invite rules compare it with the inviter's. */
  deviceId?: string | undefined;
  eligibilityAccepted?: boolean | undefined;
}

/** A sign-up needs the player's 21+ (and not restricted) confirmation. */
export function requireEligibility(extras: SignUpExtras): void {
  if (extras.eligibilityAccepted !== true) throw authError(ERR.ELIGIBILITY_REQUIRED);
}

/** A nickname for a new player: the account name, the provider's name, or Player + last digits. */
export function defaultNickname(
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

/** New players: the sign-up every first login goes through, and the two registration calls. */
export function createSignUp(deps: { db: Db; catalogue: CatalogueService }) {
  const { db, catalogue } = deps;

  /**
   * Creates a player and its first session in one transaction (after `before`, e.g. using up the SMS code);
   * the answer says isNewUser.
   */
  async function signUp(
    player: NewPlayer,
    extras: SignUpExtras,
    loginType: number,
    client: ClientInfo,
    settings: AccountSettings,
    before?: (tx: Tx) => Promise<void>,
  ): Promise<LoginAnswer> {
    requireEligibility(extras);
    const created = await db
      .transaction(async (tx) => {
        await before?.(tx);
        // An unknown inviter in a share link must not block the sign-up: it is recorded as none.
        const pid = await resolveInviter(tx, extras);
        const userId = await createPlayer(tx, { ...player, pid, client }, settings);
        await recordSignUp(tx, { userId, deviceId: extras.deviceId, ip: client.ip });
        const session = await openSession(tx, userId, { loginType, ...client });
        return { userId, session };
      })
      .catch((err: unknown) => {
        // A twin sign-up committed first (same account, number or social id): say which.
        throw signUpConflict(err) ?? err;
      });
    return loginAnswer(db, created.userId, true, created.session);
  }

  return {
    signUp,

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
      if (await userByAccount(db, input.account)) throw authError(ERR.ACCOUNT_TAKEN);
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
      // Checked before the code too, so a missing confirmation does not count a try on it.
      requireEligibility(input);
      // Checked before the code so a taken number does not burn it.
      if (await mobileInUse(db, input.mobile)) throw authError(ERR.MOBILE_TAKEN);
      const codeId = await verifyCode(db, {
        mobile: input.mobile,
        purpose: AUTH_MODE.register,
        code: input.smsCode,
        lengths: settings.lengths,
      });
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
  };
}

export type SignUp = ReturnType<typeof createSignUp>['signUp'];
