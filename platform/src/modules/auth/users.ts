import { randomInt, randomUUID } from 'node:crypto';
import { AVATAR_IDS } from '@casino/contracts/constants';
import type { UserInfo } from '@casino/contracts/entities/user';
import { ACTIVITY_TYPE, SOCIAL_PROVIDER } from '@casino/contracts/enums';
import { ERR } from '@casino/contracts/errors';
import { type ConfigLengths, checkLength, type LengthKind } from '@casino/contracts/lengths';
import { REWARD_ID } from '@casino/contracts/reward-ids';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { CatalogueService } from '../../catalogue/service';
import { CallError, notLoggedIn } from '../../core/call-error';
import type { ClientInfo } from '../../core/handlers';
import { dayNumber } from '../../core/periods';
import type { Db, Tx } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { socialAccounts, userProfiles, users } from '../../db/schema';
import { openWallet, walletState } from '../../ledger/ledger';
import { claimRef, grant, lotteryTickets } from '../../rewards';
import { authError } from './auth-error';

export type UserRow = typeof users.$inferSelect;

/** The account settings of the app config (seed/settings.json) the account rules read. */
export async function accountSettings(catalogue: CatalogueService) {
  const { docs } = await catalogue.snapshot();
  const s = docs.settings;
  return {
    lengths: s.lengths as ConfigLengths,
    otpStatus: s.otpStatus,
    smsCodeSendLimit: s.smsCodeSendLimit,
    userRegisterCoin: s.userRegisterCoin,
    registerBonusTurnoverMultiple: s.registerBonusTurnoverMultiple,
    proxyEnabled: s.proxy.enabled === 1,
  };
}
export type AccountSettings = Awaited<ReturnType<typeof accountSettings>>;

const LENGTH_LABEL: Record<LengthKind, string> = {
  account: 'account',
  username: 'nickname',
  password: 'password',
  smsCode: 'smsCode',
  withdrawAccount: 'withdraw account',
};

/** A 400 naming the field when a value is outside its config length (server and client use the same numbers). */
export function requireLength(kind: LengthKind, value: string, lengths: ConfigLengths, field?: string): void {
  const check = checkLength(kind, value, lengths);
  if (check.ok) return;
  const range = check.min === check.max ? `${check.min}` : `${check.min}-${check.max}`;
  throw new CallError(
    ERR.INVALID_REQUEST,
    `Invalid request: ${field ?? LENGTH_LABEL[kind]}: must be ${range} characters`,
  );
}

// No 0/O or 1/I: invite codes are read aloud and typed from screenshots.
const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)];
  return code;
}

export interface NewPlayer {
  account?: string;
  mobile?: string;
  passwordHash?: string;
  accountType: number;
  nickname: string;
  /** The inviter's user id (already validated). */
  pid?: number | null;
  client?: ClientInfo;
  social?: { provider: number; subject: string; name: string };
}

/** Maps the unique constraints a sign-up can hit to what the player is told. */
export function signUpConflict(err: unknown): CallError | null {
  const constraint = uniqueViolation(err);
  if (constraint === null) return null;
  switch (constraint) {
    case 'users_account_lower_idx':
      return authError(ERR.ACCOUNT_TAKEN);
    case 'users_mobile_unique':
      return authError(ERR.MOBILE_TAKEN);
    case 'social_accounts_subject_uq':
      return authError(ERR.SOCIAL_TAKEN);
    default:
      return null;
  }
}

/**
 * Creates a player with wallet and, when the config grants one, the registration bonus through the ledger
 * (bonus money with a turnover requirement), all in the caller's transaction.
 */
export async function createPlayer(tx: Tx, player: NewPlayer, settings: AccountSettings): Promise<number> {
  let userId = 0;
  for (let attempt = 0; ; attempt++) {
    try {
      // Savepoint: an invite-code collision (1 in 10^12) retries without losing the transaction.
      userId = await tx.transaction(async (sp) => {
        const [row] = await sp
          .insert(users)
          .values({
            uuid: randomUUID(),
            account: player.account ?? null,
            accountType: player.accountType,
            passwordHash: player.passwordHash ?? null,
            mobile: player.mobile ?? null,
            nickname: player.nickname,
            avatar: AVATAR_IDS[randomInt(AVATAR_IDS.length)]!,
            pid: player.pid ?? null,
            inviteCode: newInviteCode(),
            registerIp: player.client?.ip ?? '',
            registerDevice: player.client?.device ?? '',
          })
          .returning({ id: users.id });
        return row!.id;
      });
      break;
    } catch (err) {
      if (uniqueViolation(err) === 'users_invite_code_unique' && attempt < 3) continue;
      throw signUpConflict(err) ?? err;
    }
  }
  await openWallet(tx, userId);
  if (player.social) {
    await tx.insert(socialAccounts).values({ userId, ...player.social });
  }
  const coin = settings.userRegisterCoin;
  if (coin > 0) {
    // Through the grant door like every bonus: the reward record shows it, once per player.
    await grant(tx, {
      userId,
      items: [{ propId: REWARD_ID.coin, count: coin }],
      ref: claimRef('register', userId, 'once'),
      source: 'register',
      activityType: ACTIVITY_TYPE.SignUpBonus,
      reason: 'Registration bonus',
      terms: { coinKind: 'register', turnoverMultiple: settings.registerBonusTurnoverMultiple },
    });
  }
  return userId;
}

export async function userById(db: Db | Tx, userId: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row ?? null;
}

/** The player of a session (a call for a signed-in player). */
export async function sessionUser(db: Db, userId: number): Promise<UserRow> {
  const user = await userById(db, userId);
  if (!user) throw authError(ERR.UNAUTHORIZED);
  return user;
}

/** Account names are unique case-insensitively: `Juan01` and `juan01` are one account. */
export async function userByAccount(db: Db | Tx, account: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(sql`lower(${users.account}) = lower(${account})`);
  return row ?? null;
}

export async function userByMobile(db: Db | Tx, mobile: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.mobile, mobile));
  return row ?? null;
}

/** The player a provider account is linked to. */
export async function userBySocial(db: Db | Tx, provider: number, subject: string): Promise<UserRow | null> {
  const [link] = await db
    .select({ userId: socialAccounts.userId })
    .from(socialAccounts)
    .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.subject, subject)));
  return link ? userById(db, link.userId) : null;
}

/** True when another player (not `exceptUserId`) holds the number. */
export async function mobileInUse(db: Db | Tx, mobile: string, exceptUserId = 0): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mobile, mobile), ne(users.id, exceptUserId)))
    .limit(1);
  return rows.length > 0;
}

/** Spec §3 user info: the account row, its social identities and the wallet (balances only from the ledger). */
export async function userInfo(db: Db | Tx, userId: number): Promise<UserInfo> {
  const user = await userById(db, userId);
  if (!user) throw notLoggedIn();
  // One after another: inside a transaction both drivers have a single connection anyway.
  const socials = await db
    .select({ provider: socialAccounts.provider, subject: socialAccounts.subject, name: socialAccounts.name })
    .from(socialAccounts)
    .where(eq(socialAccounts.userId, userId));
  const profiles = await db
    .select({ realName: userProfiles.realName, birthday: userProfiles.birthday })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId));
  const wallet = await walletState(db, userId);
  const lottery = await lotteryTickets(db, userId);
  const social = (provider: number) => socials.find((s) => s.provider === provider);
  const fb = social(SOCIAL_PROVIDER.facebook);
  const google = social(SOCIAL_PROVIDER.google);
  const line = social(SOCIAL_PROVIDER.line);
  const profile = profiles[0];
  return {
    id: user.id,
    uuid: user.uuid,
    account: user.account ?? '',
    accountType: user.accountType,
    hasPassword: user.passwordHash !== null,
    avatar: user.avatar,
    avatarOther: user.avatarOther,
    nickname: user.nickname,
    mobile: user.mobile ?? '',
    facebookAccount: fb?.subject ?? '',
    facebookName: fb?.name ?? '',
    googleAccount: google?.subject ?? '',
    googleName: google?.name ?? '',
    lineAccount: line?.subject ?? '',
    lineName: line?.name ?? '',
    hasSafeboxPassword: wallet.hasSafeboxPassword,
    // Verified at least once: a newer submission waiting for review does not take it away.
    hasKyc: user.kycLevel >= 1,
    // Real name and birthday saved: what KYC and withdrawals will ask for.
    hasUserOther: !!profile && profile.realName !== '' && profile.birthday !== '',
    coin: wallet.balance,
    safebox: wallet.safebox,
    lottery,
    vip: user.vip,
    vipExp: user.vipExp,
    userLevel: user.userLevel,
    // Days since registration, counted in Philippine calendar days (0 on the day of sign-up).
    regPeriod: Math.max(0, dayNumber(new Date()) - dayNumber(user.createdAt)),
    totalRecharge: wallet.totalRecharge,
    exchange: wallet.exchange,
    bet: wallet.bet,
    pid: user.pid ?? 0,
  };
}
