import { KYC_STATUS } from '@casino/contracts/enums';
import { ERR } from '@casino/contracts/errors';
import { samePersonName } from '@casino/contracts/person-name';
import type { CallAnswer } from '@casino/contracts/registry';
import { and, asc, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { WalletSettings } from '../../catalogue/seed-schema';
import type { CatalogueService } from '../../catalogue/service';
import { CallError, refusal } from '../../core/call-error';
import type { CallInput, SessionInfo } from '../../core/handlers';
import type { Db, Tx } from '../../db/client';
import { exchangeOrders, kycSubmissions, userBanks, wallets } from '../../db/schema';
import { requireLength } from '../auth';
import { maskAccountNo, walletSettings } from './common';
import type { PayoutCodes } from './payout-code';

/** The name on the player's latest approved KYC submission ('' when none): the only holder payouts go to. */
export async function verifiedName(db: Db | Tx, userId: number): Promise<string> {
  const [row] = await db
    .select({ name: kycSubmissions.realName })
    .from(kycSubmissions)
    .where(and(eq(kycSubmissions.userId, userId), eq(kycSubmissions.status, KYC_STATUS.approved)))
    .orderBy(desc(kycSubmissions.id))
    .limit(1);
  return row?.name ?? '';
}

/** Refuses an account holder who is not the verified person (contracts samePersonName). */
export function checkHolder(verified: string, holder: string): void {
  if (verified === '') {
    throw refusal(
      ERR.KYC_REQUIRED,
      'Verify your identity first: withdrawals go only to accounts in your own verified name.',
      { kycLevelRequired: 1 },
    );
  }
  if (!samePersonName(verified, holder)) {
    throw new CallError(
      ERR.ACCOUNT_NAME_MISMATCH,
      `The account holder must be you: use an account in your verified name (${verified}), as the bank has it.`,
    );
  }
}

/** Refuses a payout to an account still in its hold after being added or changed (hours left, rounded up). */
export function checkHold(row: { payoutAfter: Date | null }, now = Date.now()): void {
  const left = row.payoutAfter ? row.payoutAfter.getTime() - now : 0;
  if (left <= 0) return;
  const hours = Math.ceil(left / 3_600_000);
  throw refusal(
    ERR.ACCOUNT_ON_HOLD,
    `For your safety a new or changed receiving account is paid to after a hold: ${hours} ${hours === 1 ? 'hour' : 'hours'} left.`,
    { holdHoursLeft: hours },
  );
}

/**
 * Refuses an e-wallet as a receiving account while the operator keeps e-wallet payouts off (the default since the
 * 2025 de-linking): withdrawals go only to bank accounts in the player's name.
 */
export function checkPayoutRail(
  bank: { kind: string; name: string } | undefined,
  switches: Pick<WalletSettings, 'ewalletPayouts'>,
): void {
  if (bank?.kind === 'ewallet' && !switches.ewalletPayouts) {
    throw new CallError(
      ERR.PAYOUT_BANK_ONLY,
      `Withdrawals cannot go to ${bank.name}: they go only to a bank account in your name. Add a bank account instead.`,
    );
  }
}

export type UserBankAnswer = CallAnswer<'addBankInfo'>;
export type BankRow = typeof userBanks.$inferSelect;
export type BankDoc = { id: number; name: string; kind: 'bank' | 'ewallet'; status: number };

/** The player's receiving accounts (banks and e-wallets a withdrawal goes to): bind, edit, remove, list. */
export function createReceivingAccounts({
  db,
  catalogue,
  codes,
}: {
  db: Db;
  catalogue: CatalogueService;
  codes: PayoutCodes;
}) {
  async function holdHours(): Promise<number> {
    return (await catalogue.snapshot()).docs.settings.payout.newAccountHoldHours;
  }

  async function bankDocs(): Promise<Map<number, BankDoc>> {
    const { docs } = await catalogue.snapshot();
    return new Map(docs.banks.banks.map((b) => [b.id, b]));
  }

  function toUserBank(row: BankRow, banks: Map<number, BankDoc>): UserBankAnswer {
    const bank = banks.get(row.bankId);
    return {
      id: row.id,
      bankId: row.bankId,
      bankName: bank?.name ?? `Bank ${row.bankId}`,
      kind: bank?.kind ?? 'bank',
      accountName: row.accountName,
      accountNo: maskAccountNo(row.accountNo),
      isDefault: row.isDefault === 1,
      createTime: row.createdAt.getTime(),
      payoutAfter: row.payoutAfter && row.payoutAfter.getTime() > Date.now() ? row.payoutAfter.getTime() : 0,
    };
  }

  async function listBanks(userId: number) {
    const banks = await bankDocs();
    const rows = await db
      .select()
      .from(userBanks)
      .where(and(eq(userBanks.userId, userId), isNull(userBanks.deletedAt)))
      .orderBy(desc(userBanks.isDefault), asc(userBanks.id));
    return rows.map((r) => toUserBank(r, banks));
  }

  /** The player's own live account; `lock` holds its row so a change and a withdrawal to it never overlap. */
  async function ownBank(
    db: Db | Tx,
    userId: number,
    id: number,
    field = 'id',
    lock = false,
  ): Promise<BankRow> {
    const q = db
      .select()
      .from(userBanks)
      .where(and(eq(userBanks.id, id), eq(userBanks.userId, userId), isNull(userBanks.deletedAt)));
    const [row] = lock ? await q.for('update') : await q;
    if (!row)
      throw new CallError(ERR.INVALID_REQUEST, `Invalid request: ${field}: unknown receiving account`);
    return row;
  }

  function cleanName(name: string): string {
    const n = name.normalize('NFC').replace(/\s+/g, ' ').trim();
    if (!/^[\p{L}\p{M} .'-]{2,100}$/u.test(n)) {
      throw new CallError(ERR.INVALID_REQUEST, "Invalid request: accountName: letters, spaces and .'- only");
    }
    return n;
  }

  async function accountNoOk(accountNo: string) {
    const { config } = await catalogue.snapshot();
    requireLength('withdrawAccount', accountNo, config.lengths, 'accountNo');
  }

  return {
    bankDocs,
    toUserBank,
    listBanks,
    ownBank,

    bankInfoList: async (session: SessionInfo) => ({ list: await listBanks(session.userId) }),

    async addBankInfo(session: SessionInfo, input: CallInput<'addBankInfo'>): Promise<UserBankAnswer> {
      const s = await walletSettings(catalogue);
      const banks = await bankDocs();
      const bank = banks.get(input.bankId);
      if (!bank)
        throw new CallError(ERR.INVALID_REQUEST, 'Invalid request: bankId: unknown bank or e-wallet');
      checkPayoutRail(bank, s);
      if (bank.status !== 1)
        throw new CallError(ERR.CHANNEL_UNAVAILABLE, `${bank.name} is not available right now.`);
      await accountNoOk(input.accountNo);
      const accountName = cleanName(input.accountName);
      const userId = session.userId;
      checkHolder(await verifiedName(db, userId), accountName);
      const code = await codes.check(userId, input.code);
      const hours = await holdHours();
      const row = await db.transaction(async (tx) => {
        await tx.select({ u: wallets.userId }).from(wallets).where(eq(wallets.userId, userId)).for('update');
        const existing = await tx
          .select()
          .from(userBanks)
          .where(and(eq(userBanks.userId, userId), isNull(userBanks.deletedAt)));
        if (existing.length >= s.maxReceivingAccounts) {
          throw new CallError(
            ERR.CONFLICT,
            `You can bind at most ${s.maxReceivingAccounts} receiving accounts.`,
          );
        }
        if (existing.some((e) => e.bankId === input.bankId && e.accountNo === input.accountNo)) {
          throw new CallError(ERR.CONFLICT, 'This account is already bound.');
        }
        const makeDefault = input.isDefault === true || existing.length === 0;
        if (makeDefault) {
          await tx.update(userBanks).set({ isDefault: 0 }).where(eq(userBanks.userId, userId));
        }
        const [r] = await tx
          .insert(userBanks)
          .values({
            userId,
            bankId: input.bankId,
            accountName,
            accountNo: input.accountNo,
            isDefault: makeDefault ? 1 : 0,
            payoutAfter: sql`now() + make_interval(hours => ${hours})`,
          })
          .returning();
        await code.consume(tx);
        return r!;
      });
      return toUserBank(row, banks);
    },

    async modifyBankInfo(session: SessionInfo, input: CallInput<'modifyBankInfo'>): Promise<UserBankAnswer> {
      const banks = await bankDocs();
      if (input.accountNo !== undefined) await accountNoOk(input.accountNo);
      const accountName = input.accountName !== undefined ? cleanName(input.accountName) : undefined;
      const userId = session.userId;
      const existing = await ownBank(db, userId, input.id);
      checkPayoutRail(banks.get(existing.bankId), await walletSettings(catalogue));
      if (accountName !== undefined) checkHolder(await verifiedName(db, userId), accountName);
      const code = await codes.check(userId, input.code);
      const hours = await holdHours();
      const row = await db.transaction(async (tx) => {
        // Locked, then no pending withdrawal to it: a withdrawal waiting for payout is paid to the account it
        // was asked for, never to a number or name changed under it (exchange locks the same row).
        const current = await ownBank(tx, userId, input.id, 'id', true);
        const [pending] = await tx
          .select({ n: count() })
          .from(exchangeOrders)
          .where(and(eq(exchangeOrders.userBankId, current.id), eq(exchangeOrders.status, 'pending')));
        if ((pending?.n ?? 0) > 0) {
          throw new CallError(
            ERR.BANK_IN_USE,
            'This account has a pending withdrawal and cannot be changed until it is paid or rejected.',
          );
        }
        const moved =
          (input.accountNo !== undefined && input.accountNo !== current.accountNo) ||
          (accountName !== undefined && accountName !== current.accountName);
        if (input.accountNo !== undefined && input.accountNo !== current.accountNo) {
          const [dup] = await tx
            .select({ id: userBanks.id })
            .from(userBanks)
            .where(
              and(
                eq(userBanks.userId, userId),
                eq(userBanks.bankId, current.bankId),
                eq(userBanks.accountNo, input.accountNo),
                isNull(userBanks.deletedAt),
                ne(userBanks.id, current.id),
              ),
            );
          if (dup) throw new CallError(ERR.CONFLICT, 'This account is already bound.');
        }
        if (input.isDefault === true) {
          await tx.update(userBanks).set({ isDefault: 0 }).where(eq(userBanks.userId, userId));
        }
        const [r] = await tx
          .update(userBanks)
          .set({
            ...(accountName !== undefined ? { accountName } : {}),
            ...(input.accountNo !== undefined ? { accountNo: input.accountNo } : {}),
            ...(input.isDefault === true ? { isDefault: 1 } : {}),
            // A changed number or holder starts the hold again.
            ...(moved ? { payoutAfter: sql`now() + make_interval(hours => ${hours})` } : {}),
            updatedAt: sql`now()`,
          })
          .where(eq(userBanks.id, current.id))
          .returning();
        await code.consume(tx);
        return r!;
      });
      return toUserBank(row, banks);
    },

    async delBankInfo(session: SessionInfo, id: number) {
      const userId = session.userId;
      await db.transaction(async (tx) => {
        const current = await ownBank(tx, userId, id);
        const [pending] = await tx
          .select({ n: count() })
          .from(exchangeOrders)
          .where(and(eq(exchangeOrders.userBankId, id), eq(exchangeOrders.status, 'pending')));
        if ((pending?.n ?? 0) > 0) {
          throw new CallError(
            ERR.BANK_IN_USE,
            'This account has a pending withdrawal and cannot be removed yet.',
          );
        }
        await tx.update(userBanks).set({ deletedAt: sql`now()`, isDefault: 0 }).where(eq(userBanks.id, id));
        if (current.isDefault === 1) {
          // The oldest remaining account becomes the default.
          const [next] = await tx
            .select({ id: userBanks.id })
            .from(userBanks)
            .where(and(eq(userBanks.userId, userId), isNull(userBanks.deletedAt)))
            .orderBy(asc(userBanks.id))
            .limit(1);
          if (next) await tx.update(userBanks).set({ isDefault: 1 }).where(eq(userBanks.id, next.id));
        }
      });
      return { list: await listBanks(userId) };
    },
  };
}

export type ReceivingAccounts = ReturnType<typeof createReceivingAccounts>;
