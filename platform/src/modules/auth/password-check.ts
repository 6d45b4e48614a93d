import { LOGIN_FAILURE_WINDOW_MS, LOGIN_LOCK_MS, TIME_ZONE } from '@casino/contracts/constants';
import { AUTH_ERROR_MESSAGE, ERR } from '@casino/contracts/errors';
import { and, eq, sql } from 'drizzle-orm';
import { CallError, refusal } from '../../core/call-error';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { authError } from './auth-error';
import { createLoginGuard, LOGIN_GLOBAL_MAX_FAILURES } from './login-guard';
import { spendVerifyTime, verifyPassword } from './passwords';
import type { UserRow } from './users';

/** The user columns of an account with no wrong passwords counted and no lock. */
export const UNLOCKED = { failedLogins: 0, failedSince: null, lockedUntil: null } as const;

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

/**
 * Password check with the lockout rule: LOGIN_MAX_FAILURES wrong from one client lock the account for that
 * client only; LOGIN_GLOBAL_MAX_FAILURES from all clients together lock it for every client the player never
 * signed in from. So a stranger's guessing neither locks the player out of their own device nor goes on
 * unchecked from many addresses. The per-client counters are in the database (login-guard.ts), shared by every
 * platform instance, as is a registered account's all-clients backstop (users).
 */
export function createPasswordCheck(db: Db) {
  const guard = createLoginGuard(db);
  const accountKey = (userId: number) => `u:${userId}`;

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
    await db.update(users).set(UNLOCKED).where(eq(users.id, user.id));
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

  return {
    /**
     * Passes when `password` is the player's and this client is not locked out; a wrong one is counted and
     * refused with `wrongMessage` (or the lock it just caused).
     */
    async check(
      user: UserRow,
      password: string,
      client: string,
      wrongMessage = AUTH_ERROR_MESSAGE[ERR.WRONG_CREDENTIALS]!,
    ): Promise<void> {
      const account = accountKey(user.id);
      const heldHere = await guard.clientLock(account, client);
      const heldEverywhere =
        user.lockedUntil && user.lockedUntil.getTime() > Date.now() && !(await knownClient(user.id, client))
          ? user.lockedUntil
          : null;
      const held = heldHere ?? heldEverywhere;
      if (held) {
        await spendVerifyTime(password);
        throw lockedError(held);
      }
      if (!user.passwordHash) throw authError(ERR.PASSWORD_NOT_SET);
      if (await verifyPassword(password, user.passwordHash)) {
        await guard.clear(account, client);
        await clearFailures(user);
        return;
      }
      const lockedHere = await guard.clientFailure(account, client);
      const lockedEverywhere = await recordFailure(user.id);
      if (lockedHere) throw lockedError(lockedHere);
      if (lockedEverywhere && !(await knownClient(user.id, client))) throw lockedError(lockedEverywhere);
      throw new CallError(ERR.WRONG_CREDENTIALS, wrongMessage);
    },

    /**
     * Refuses a sign-in with a name that is no account in the same time and with the same answers as a real
     * check, lock included, so the answers do not tell which accounts exist.
     */
    async refuseUnknown(name: string, password: string, client: string): Promise<never> {
      await spendVerifyTime(password);
      const key = `n:${name}`;
      const held = (await guard.clientLock(key, client)) ?? (await guard.unknownLock(key));
      if (held) throw lockedError(held);
      // Both counters count every failure.
      const lockedHere = await guard.clientFailure(key, client);
      const lockedEverywhere = await guard.unknownFailure(key);
      const locked = lockedHere ?? lockedEverywhere;
      if (locked) throw lockedError(locked);
      throw authError(ERR.WRONG_CREDENTIALS);
    },

    /** Forgets a player's per-client locks (a password reset; the account-wide one goes with it). */
    async clearClientLocks(userId: number): Promise<void> {
      await guard.clear(accountKey(userId));
    },
  };
}

export type PasswordCheck = ReturnType<typeof createPasswordCheck>;
