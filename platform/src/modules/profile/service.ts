import { AGE_LIMIT, AVATAR_IDS } from '@casino/contracts/constants';
import type { UserInfo } from '@casino/contracts/entities/user';
import { ERR } from '@casino/contracts/errors';
import { ageOn } from '@casino/contracts/manila-day';
import type { CallAnswer, CallRequest } from '@casino/contracts/registry';
import { eq } from 'drizzle-orm';
import { CallError } from '../../core/call-error';
import type { SessionInfo } from '../../core/handlers';
import { dayKey } from '../../core/periods';
import { cleanField, NICKNAME_CHARS, PERSON_NAME_CHARS, PLAIN_TEXT_CHARS } from '../../core/text';
import { userProfiles, users } from '../../db/schema';
import { walletState } from '../../ledger/ledger';
import { lotteryTickets } from '../../rewards';
import { createActivityService } from '../activity';
import { accountSettings, requireLength, userById, userInfo } from '../auth';
import { screenPlayer } from '../compliance';
import { userGameData } from '../games';
import type { ModuleContext } from '../module';

type UserOther = CallAnswer<'appUserOther'>;
type Address = NonNullable<UserOther['address']>;

const invalid = (message: string) => new CallError(ERR.INVALID_REQUEST, `Invalid request: ${message}`);

/** A real calendar date (2023-02-30 is not), ≥ 21 years ago in Philippine time, ≤ 120 years ago. */
export function checkBirthday(birthday: string, today = dayKey()): void {
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    throw invalid('birthday: not a calendar date');
  }
  const age = ageOn(birthday, today);
  if (age < 0 || age > 120) throw invalid('birthday: not a plausible birth date');
  if (age < AGE_LIMIT) {
    throw new CallError(ERR.UNDERAGE, `You must be ${AGE_LIMIT} or older to play.`);
  }
}

const EMPTY_OTHER: UserOther = {
  realName: '',
  birthday: '',
  email: '',
  gender: '',
  occupation: '',
  nationality: '',
  address: null,
};

export function createProfileService(
  deps: Pick<ModuleContext, 'db' | 'catalogue' | 'accruals' | 'awardFlags'>,
) {
  const { db, catalogue, accruals } = deps;
  // The start-up call answers the activity list and red dots as the activity calls do.
  const activities = createActivityService(deps);

  async function readOther(userId: number): Promise<UserOther> {
    const [row] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
    if (!row) return EMPTY_OTHER;
    return {
      realName: row.realName,
      birthday: row.birthday,
      email: row.email,
      gender: row.gender as UserOther['gender'],
      occupation: row.occupation,
      nationality: row.nationality,
      address: (row.address as Address | null) ?? null,
    };
  }

  async function saveOther(userId: number, fields: Partial<typeof userProfiles.$inferInsert>): Promise<void> {
    await db
      .insert(userProfiles)
      .values({ userId, ...fields })
      .onConflictDoUpdate({ target: userProfiles.userId, set: { ...fields, updatedAt: new Date() } });
  }

  return {
    /** updateProfile: nickname (config length, letters/digits/emoji) and avatar (the shipped set only). */
    async updateProfile(
      session: SessionInfo,
      input: { nickname?: string | undefined; avatar?: string | undefined },
    ): Promise<{ user: UserInfo }> {
      const set: Partial<typeof users.$inferInsert> = {};
      if (input.nickname !== undefined) {
        const nickname = cleanField(
          'nickname',
          input.nickname,
          NICKNAME_CHARS,
          'letters, numbers, emoji, spaces and . _ -',
        );
        const { lengths } = await accountSettings(catalogue);
        requireLength('username', nickname, lengths, 'nickname');
        set.nickname = nickname;
      }
      if (input.avatar !== undefined) {
        if (!(AVATAR_IDS as readonly string[]).includes(input.avatar)) {
          throw invalid(`avatar: choose one of ${AVATAR_IDS.join(', ')}`);
        }
        set.avatar = input.avatar;
      }
      await db
        .update(users)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(users.id, session.userId));
      return { user: await userInfo(db, session.userId) };
    },

    appUserOther: (session: SessionInfo) => readOther(session.userId),

    /** updateAppUserOther: only the fields sent; a birthday makes the player 21+ or is refused. */
    async updateAppUserOther(
      session: SessionInfo,
      input: CallRequest<'updateAppUserOther'>,
    ): Promise<UserOther> {
      const fields: Partial<typeof userProfiles.$inferInsert> = {};
      if (input.realName !== undefined) {
        const name = cleanField('realName', input.realName, PERSON_NAME_CHARS, "letters, spaces and . , ' -");
        if (name === '') throw invalid('realName: required');
        fields.realName = name;
      }
      if (input.birthday !== undefined) {
        checkBirthday(input.birthday);
        fields.birthday = input.birthday;
      }
      if (input.email !== undefined) fields.email = input.email.trim().toLowerCase();
      if (input.gender !== undefined) fields.gender = input.gender;
      if (input.occupation !== undefined) {
        fields.occupation = cleanField(
          'occupation',
          input.occupation,
          PLAIN_TEXT_CHARS,
          'letters, numbers and simple punctuation',
        );
      }
      if (input.nationality !== undefined) {
        fields.nationality = cleanField(
          'nationality',
          input.nationality,
          PERSON_NAME_CHARS,
          'letters and spaces',
        );
      }
      await saveOther(session.userId, fields);
      // Registration's screening: the exclusion list is matched once the name and birthday are known.
      if (fields.realName !== undefined || fields.birthday !== undefined)
        await screenPlayer(db, session.userId, 'registration');
      return readOther(session.userId);
    },

    /** updateAddress: a Philippine delivery address, every text field checked like names are. */
    async updateAddress(
      session: SessionInfo,
      input: CallRequest<'updateAddress'>,
    ): Promise<{ address: Address }> {
      const text = (field: keyof Address, value: string) =>
        cleanField(field, value, PLAIN_TEXT_CHARS, 'letters, numbers and simple punctuation');
      const address: Address = {
        recipient: cleanField('recipient', input.recipient, PERSON_NAME_CHARS, "letters, spaces and . , ' -"),
        mobile: input.mobile,
        province: text('province', input.province),
        city: text('city', input.city),
        barangay: text('barangay', input.barangay),
        street: text('street', input.street),
        postalCode: input.postalCode,
      };
      for (const key of ['recipient', 'province', 'city', 'street'] as const) {
        if (address[key] === '') throw invalid(`${key}: required`);
      }
      await saveOther(session.userId, { address });
      return { address };
    },

    /** refreshData: balances and levels, real balances from the wallet (answered at top level, spec §7). */
    async refreshData(session: SessionInfo): Promise<CallAnswer<'refreshData'>> {
      // Levels and VIP experience follow the ledger: brought up to date the moment the player looks.
      await accruals.catchUp(session.userId);
      const user = await userById(db, session.userId);
      if (!user) throw new CallError(ERR.UNAUTHORIZED, 'Please log in to continue');
      const wallet = await walletState(db, session.userId);
      return {
        coin: wallet.balance,
        lottery: await lotteryTickets(db, session.userId),
        vip: user.vip,
        vipExp: user.vipExp,
        userLevel: user.userLevel,
        bet: wallet.bet,
        hasPassword: user.passwordHash !== null,
      };
    },

    /** getAfterLoginInfoWeb: user, invite code, agent id, likes/history and activities. */
    async afterLoginInfo(session: SessionInfo): Promise<CallAnswer<'getAfterLoginInfoWeb'>> {
      await accruals.catchUp(session.userId);
      const user = await userById(db, session.userId);
      if (!user) throw new CallError(ERR.UNAUTHORIZED, 'Please log in to continue');
      const info = await userInfo(db, session.userId);
      const settings = await accountSettings(catalogue);
      return {
        user: info,
        appGameDataUser: await userGameData(db, session.userId),
        inviteCode: user.inviteCode,
        // The id others put in a share link as `pid` (this player), 0 while the agent programme is off.
        aid: settings.proxyEnabled ? user.id : 0,
        activityIds: await activities.activityIds(session.userId),
        activityFlags: await activities.statusFlags(session.userId),
      };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
