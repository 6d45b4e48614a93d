import type { UserInfo } from '@casino/contracts/entities/user';
import { AUTH_MODE } from '@casino/contracts/enums';
import { ERR } from '@casino/contracts/errors';
import { and, eq, isNull } from 'drizzle-orm';
import type { CatalogueService } from '../../catalogue/service';
import type { SessionInfo } from '../../core/handlers';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { authError } from './auth-error';
import { useCode, verifyCode } from './otp';
import { type PasswordCheck, UNLOCKED } from './password-check';
import { hashPassword } from './passwords';
import { revokeUserSessions } from './sessions';
import { accountSettings, requireLength, sessionUser, userByMobile, userInfo } from './users';

/** The user columns of a new password: hashed, with the time it changed (shown in loginSessionInfo). */
const newPassword = (passwordHash: string) => ({
  passwordHash,
  passwordChangedAt: new Date(),
  updatedAt: new Date(),
});

/** Setting, changing and resetting the password; a change or reset signs the other sessions out. */
export function createPasswordChange(
  deps: {
    db: Db;
    catalogue: CatalogueService;
    onSessionsRevoked?: ((userId: number) => Promise<void>) | undefined;
  },
  passwordCheck: PasswordCheck,
) {
  const { db, catalogue } = deps;

  /** The account settings, after the new password's length checked out against them. */
  async function settingsFor(password: string) {
    const settings = await accountSettings(catalogue);
    requireLength('password', password, settings.lengths);
    return settings;
  }

  return {
    /** forgetPassword: code of mode forget → new password, lock cleared, every session revoked. */
    async forgetPassword(input: { mobile: string; smsCode: string; password: string }): Promise<null> {
      const settings = await settingsFor(input.password);
      const user = await userByMobile(db, input.mobile);
      if (!user) throw authError(ERR.MOBILE_NOT_REGISTERED);
      const codeId = await verifyCode(db, {
        mobile: input.mobile,
        purpose: AUTH_MODE.forget,
        code: input.smsCode,
        lengths: settings.lengths,
      });
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        await useCode(tx, codeId);
        await tx
          .update(users)
          .set({ ...newPassword(passwordHash), ...UNLOCKED })
          .where(eq(users.id, user.id));
        await revokeUserSessions(tx, user.id);
      });
      await passwordCheck.clearClientLocks(user.id);
      await deps.onSessionsRevoked?.(user.id);
      return null;
    },

    /** initPassword: only for a player without one (phone or social sign-up). */
    async initPassword(session: SessionInfo, password: string): Promise<{ user: UserInfo }> {
      await settingsFor(password);
      const passwordHash = await hashPassword(password);
      const set = await db
        .update(users)
        .set(newPassword(passwordHash))
        .where(and(eq(users.id, session.userId), isNull(users.passwordHash)))
        .returning({ id: users.id });
      if (set.length === 0) throw authError(ERR.PASSWORD_ALREADY_SET);
      return { user: await userInfo(db, session.userId) };
    },

    /** updatePassword: the old one (lockout rule applies), then every other session is revoked. */
    async updatePassword(
      session: SessionInfo,
      input: { oldPassword: string; password: string },
    ): Promise<null> {
      await settingsFor(input.password);
      const user = await sessionUser(db, session.userId);
      // Signed in already: the session is the client.
      await passwordCheck.check(
        user,
        input.oldPassword,
        `session:${session.sessionId}`,
        'The current password is wrong.',
      );
      if (input.oldPassword === input.password) throw authError(ERR.PASSWORD_UNCHANGED);
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        await tx.update(users).set(newPassword(passwordHash)).where(eq(users.id, user.id));
        await revokeUserSessions(tx, user.id, session.sessionId);
      });
      await deps.onSessionsRevoked?.(user.id);
      return null;
    },
  };
}
