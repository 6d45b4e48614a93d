import { randomUUID } from 'node:crypto';
import { ERR } from '@casino/contracts/errors';
import { checkSafeboxPassword } from '@casino/contracts/lengths';
import { formatMoney } from '@casino/contracts/money';
import { and, eq, sql } from 'drizzle-orm';
import type { CatalogueService } from '../../catalogue/service';
import { CallError, refusal } from '../../core/call-error';
import type { CallInput, SessionInfo } from '../../core/handlers';
import type { Db } from '../../db/client';
import { wallets } from '../../db/schema';
import { applyLedger, InsufficientFundsError, openWallet } from '../../ledger/ledger';
import { hashPassword, verifyPassword } from '../auth';
import { walletSettings } from './common';

/**
 * The safebox: coin set aside from the balance (so it cannot be bet). Each move is one ledger row on the
 * balance side (safeboxIn debit / safeboxOut credit) and the safebox column changed in the same transaction;
 * `reconcile` checks safebox = −Σ of those rows.
 */
export function createSafeboxService({ db, catalogue }: { db: Db; catalogue: CatalogueService }) {
  async function passwordLength(): Promise<number> {
    return (await catalogue.snapshot()).config.safeboxPasswordLength;
  }

  async function balances(userId: number) {
    const [w] = await db
      .select({ coin: wallets.balance, safebox: wallets.safebox })
      .from(wallets)
      .where(eq(wallets.userId, userId));
    return { coin: w?.coin ?? 0, safebox: w?.safebox ?? 0 };
  }

  /** Checks the password with a per-wallet attempt limit; a lock answers when it ends. */
  async function checkPassword(userId: number, password: string): Promise<void> {
    const s = await walletSettings(catalogue);
    const [w] = await db
      .select({ hash: wallets.safeboxPasswordHash, lockedUntil: wallets.safeboxLockedUntil })
      .from(wallets)
      .where(eq(wallets.userId, userId));
    if (!w?.hash) throw new CallError(ERR.SAFEBOX_PASSWORD_NOT_SET, 'Set a safebox password first.');
    if (w.lockedUntil && w.lockedUntil.getTime() > Date.now()) {
      const seconds = Math.ceil((w.lockedUntil.getTime() - Date.now()) / 1000);
      throw refusal(
        ERR.SAFEBOX_LOCKED,
        `Too many wrong safebox passwords. Try again in ${Math.ceil(seconds / 60)} min.`,
        { retryAfterSeconds: seconds },
      );
    }
    if (await verifyPassword(password, w.hash)) {
      await db
        .update(wallets)
        .set({ safeboxFailed: 0, safeboxLockedUntil: null })
        .where(eq(wallets.userId, userId));
      return;
    }
    // Counted atomically: parallel wrong guesses cannot slip past the limit.
    const [after] = await db
      .update(wallets)
      .set({
        safeboxFailed: sql`${wallets.safeboxFailed} + 1`,
        safeboxLockedUntil: sql`case when ${wallets.safeboxFailed} + 1 >= ${s.safeboxMaxAttempts} then now() + make_interval(mins => ${s.safeboxLockMinutes}) else null end`,
      })
      .where(eq(wallets.userId, userId))
      .returning({ failed: wallets.safeboxFailed });
    const failed = after?.failed ?? s.safeboxMaxAttempts;
    if (failed >= s.safeboxMaxAttempts) {
      await db.update(wallets).set({ safeboxFailed: 0 }).where(eq(wallets.userId, userId));
      throw refusal(
        ERR.SAFEBOX_LOCKED,
        `Too many wrong safebox passwords. Try again in ${s.safeboxLockMinutes} min.`,
        { retryAfterSeconds: s.safeboxLockMinutes * 60 },
      );
    }
    const left = s.safeboxMaxAttempts - failed;
    throw refusal(ERR.SAFEBOX_PASSWORD_WRONG, `Wrong safebox password. ${left} attempts left.`, {
      attemptsLeft: left,
    });
  }

  return {
    checkPassword,

    async setPassword(session: SessionInfo, input: CallInput<'safeboxSetPassword'>) {
      const length = await passwordLength();
      if (!checkSafeboxPassword(input.password, length)) {
        throw new CallError(ERR.INVALID_REQUEST, `Invalid request: password: must be ${length} digits`);
      }
      await openWallet(db, session.userId);
      const [w] = await db
        .select({ hash: wallets.safeboxPasswordHash })
        .from(wallets)
        .where(eq(wallets.userId, session.userId));
      if (w?.hash) {
        if (!input.oldPassword) {
          throw new CallError(
            ERR.INVALID_REQUEST,
            'Invalid request: oldPassword: required to change the safebox password',
          );
        }
        await checkPassword(session.userId, input.oldPassword);
      }
      await db
        .update(wallets)
        .set({
          safeboxPasswordHash: await hashPassword(input.password),
          safeboxFailed: 0,
          safeboxLockedUntil: null,
        })
        .where(eq(wallets.userId, session.userId));
      return { hasSafeboxPassword: true as const };
    },

    async deposit(session: SessionInfo, amount: number) {
      const userId = session.userId;
      const [w] = await db
        .select({ hash: wallets.safeboxPasswordHash })
        .from(wallets)
        .where(eq(wallets.userId, userId));
      // Without a password the coin could never come back out.
      if (!w?.hash) throw new CallError(ERR.SAFEBOX_PASSWORD_NOT_SET, 'Set a safebox password first.');
      try {
        await db.transaction(async (tx) => {
          await applyLedger(tx, {
            userId,
            delta: -amount,
            kind: 'safeboxIn',
            refType: 'safebox',
            refId: randomUUID(),
            reason: 'Moved to the safebox',
          });
          await tx
            .update(wallets)
            .set({ safebox: sql`${wallets.safebox} + ${amount}` })
            .where(eq(wallets.userId, userId));
        });
      } catch (err) {
        if (err instanceof InsufficientFundsError) {
          throw new CallError(
            ERR.INSUFFICIENT_BALANCE,
            `Insufficient balance: you have ${formatMoney(err.balance)}.`,
          );
        }
        throw err;
      }
      return balances(userId);
    },

    async withdraw(session: SessionInfo, amount: number, password: string) {
      const userId = session.userId;
      await checkPassword(userId, password);
      await db.transaction(async (tx) => {
        const [moved] = await tx
          .update(wallets)
          .set({ safebox: sql`${wallets.safebox} - ${amount}` })
          .where(and(eq(wallets.userId, userId), sql`${wallets.safebox} >= ${amount}`))
          .returning({ safebox: wallets.safebox });
        if (!moved) throw new CallError(ERR.INSUFFICIENT_BALANCE, 'Not that much in the safebox.');
        await applyLedger(tx, {
          userId,
          delta: amount,
          kind: 'safeboxOut',
          refType: 'safebox',
          refId: randomUUID(),
          reason: 'Taken from the safebox',
        });
      });
      return balances(userId);
    },
  };
}

export type SafeboxService = ReturnType<typeof createSafeboxService>;
