import type { UserInfo } from '@casino/contracts/entities/user';
import { AUTH_MODE, type SocialProvider } from '@casino/contracts/enums';
import { ERR } from '@casino/contracts/errors';
import { and, eq, isNull } from 'drizzle-orm';
import type { CatalogueService } from '../../catalogue/service';
import type { SessionInfo } from '../../core/handlers';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { socialAccounts, users } from '../../db/schema';
import { authError } from './auth-error';
import { useCode, verifyCode } from './otp';
import { type SocialProviderName, type SocialVerifier, verifiedIdentity } from './social';
import { accountSettings, mobileInUse, sessionUser, signUpConflict, userBySocial, userInfo } from './users';

/** Binding a mobile number or a provider account to a signed-in player. */
export function createBinding(deps: {
  db: Db;
  catalogue: CatalogueService;
  social: Record<SocialProviderName, SocialVerifier>;
}) {
  const { db, catalogue, social } = deps;

  return {
    /** bindAccount: a mobile number (code of mode bind) for a player who has none. */
    async bindMobile(
      session: SessionInfo,
      input: { mobile: string; smsCode: string },
    ): Promise<{ user: UserInfo }> {
      const settings = await accountSettings(catalogue);
      const user = await sessionUser(db, session.userId);
      if (user.mobile !== null) throw authError(ERR.MOBILE_ALREADY_BOUND);
      if (await mobileInUse(db, input.mobile)) throw authError(ERR.MOBILE_TAKEN);
      const codeId = await verifyCode(db, {
        mobile: input.mobile,
        purpose: AUTH_MODE.bind,
        code: input.smsCode,
        lengths: settings.lengths,
      });
      try {
        await db.transaction(async (tx) => {
          await useCode(tx, codeId);
          const set = await tx
            .update(users)
            .set({ mobile: input.mobile, updatedAt: new Date() })
            .where(and(eq(users.id, user.id), isNull(users.mobile)))
            .returning({ id: users.id });
          if (set.length === 0) throw authError(ERR.MOBILE_ALREADY_BOUND);
        });
      } catch (err) {
        // Another player took the number in the meantime.
        throw signUpConflict(err) ?? err;
      }
      return { user: await userInfo(db, user.id) };
    },

    /** bindSocialAccount: links a provider account; the same link again is a no-op. */
    async bindSocial(
      session: SessionInfo,
      input: { provider: SocialProvider; accessToken: string; userID?: string | undefined },
    ): Promise<{ user: UserInfo }> {
      const identity = await verifiedIdentity(social, input.provider, input.accessToken, input.userID);
      const owner = await userBySocial(db, identity.provider, identity.subject);
      if (owner && owner.id !== session.userId) throw authError(ERR.SOCIAL_TAKEN);
      if (!owner) {
        try {
          await db.insert(socialAccounts).values({ userId: session.userId, ...identity });
        } catch (err) {
          // Lost a race with a twin call: the account went to another player, or this one linked another of the provider.
          if (uniqueViolation(err) === 'social_accounts_user_provider_uq')
            throw authError(ERR.SOCIAL_ALREADY_BOUND);
          throw signUpConflict(err) ?? err;
        }
      }
      return { user: await userInfo(db, session.userId) };
    },
  };
}
