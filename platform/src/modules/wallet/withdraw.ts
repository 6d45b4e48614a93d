import { KYC_STATUS } from '@casino/contracts/enums';
import { ERR } from '@casino/contracts/errors';
import { applyBasisPoints, formatMoney } from '@casino/contracts/money';
import type { CallAnswer } from '@casino/contracts/registry';
import { and, asc, count, desc, eq, gte, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { WalletSettings } from '../../catalogue/seed-schema';
import type { CatalogueService } from '../../catalogue/service';
import { CallError } from '../../core/call-error';
import type { CallInput, SessionInfo } from '../../core/handlers';
import { pageOf, pageOffset } from '../../core/paging';
import { periodStart } from '../../core/periods';
import type { Db, Tx } from '../../db/client';
import { bonusGrants, exchangeOrders, userBanks, users, wallets } from '../../db/schema';
import { applyLedger, InsufficientFundsError } from '../../ledger/ledger';
import { requireLength } from '../auth';
import { mailWithdrawalPaid, mailWithdrawalRejected } from '../mail';
import { maskAccountNo, newOrderId, walletSettings } from './common';

type UserBankAnswer = CallAnswer<'addBankInfo'>;
type ExchangeOrderAnswer = CallAnswer<'exchangeOrderStatus'>;
type BankRow = typeof userBanks.$inferSelect;
type BankDoc = { id: number; name: string; kind: 'bank' | 'ewallet'; status: number };

export interface Withdrawability {
  coin: number;
  withdrawable: number;
  turnoverRequired: number;
  needsTopUp: boolean;
  locked: number;
}

/**
 * What may be withdrawn (platform/README.md "Payments"): every active grant — bonus money and each deposit's
 * 1× turnover — locks its amount until its turnover is met; a player who got a free bonus and never
 * deposited may withdraw nothing (spec §5: bonuses from free bonuses require at least one valid top-up).
 */
export async function withdrawability(db: Db | Tx, userId: number): Promise<Withdrawability> {
  const [w] = await db
    .select({ balance: wallets.balance, recharge: wallets.rechargeTotal })
    .from(wallets)
    .where(eq(wallets.userId, userId));
  const [g] = await db
    .select({
      locked: sql<string>`coalesce(sum(${bonusGrants.amount}) filter (where ${bonusGrants.status} = 'active' and (${bonusGrants.expiresAt} is null or ${bonusGrants.expiresAt} > now())), 0)::text`,
      owed: sql<string>`coalesce(sum(${bonusGrants.turnoverRequired} - ${bonusGrants.turnoverDone}) filter (where ${bonusGrants.status} = 'active' and (${bonusGrants.expiresAt} is null or ${bonusGrants.expiresAt} > now())), 0)::text`,
      freeBonuses: sql<string>`count(*) filter (where ${bonusGrants.source} = 'bonus')::text`,
    })
    .from(bonusGrants)
    .where(eq(bonusGrants.userId, userId));
  const coin = w?.balance ?? 0;
  const locked = Math.min(coin, Number(g?.locked ?? 0));
  const needsTopUp = (w?.recharge ?? 0) === 0 && Number(g?.freeBonuses ?? 0) > 0;
  return {
    coin,
    locked,
    turnoverRequired: Number(g?.owed ?? 0),
    needsTopUp,
    withdrawable: needsTopUp ? 0 : coin - locked,
  };
}

export function withdrawFee(amount: number, s: WalletSettings): number {
  return Math.max(s.withdrawFeeFixed, applyBasisPoints(amount, s.withdrawFeeRateBp));
}

export interface WithdrawServiceDeps {
  db: Db;
  catalogue: CatalogueService;
  log: FastifyBaseLogger;
  /** Sandbox: approve every withdrawal this long after submission (0/undefined = off, an operator decides). */
  autoApproveMs?: number;
}

export function createWithdrawService({ db, catalogue, log, autoApproveMs }: WithdrawServiceDeps) {
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

  async function ownBank(db: Db | Tx, userId: number, id: number, field = 'id'): Promise<BankRow> {
    const [row] = await db
      .select()
      .from(userBanks)
      .where(and(eq(userBanks.id, id), eq(userBanks.userId, userId), isNull(userBanks.deletedAt)));
    if (!row)
      throw new CallError(ERR.INVALID_REQUEST, `Invalid request: ${field}: unknown receiving account`);
    return row;
  }

  async function toExchangeOrder(row: typeof exchangeOrders.$inferSelect): Promise<ExchangeOrderAnswer> {
    const banks = await bankDocs();
    const [bank] = await db.select().from(userBanks).where(eq(userBanks.id, row.userBankId));
    return {
      orderId: row.id,
      amount: row.amount,
      fee: row.fee,
      netAmount: row.amount - row.fee,
      status: row.status as ExchangeOrderAnswer['status'],
      userBank: toUserBank(bank!, banks),
      rejectReason: row.rejectReason,
      createTime: row.createdAt.getTime(),
      updateTime: row.updatedAt.getTime(),
    };
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

  const service = {
    async getExchange(session: SessionInfo): Promise<CallAnswer<'getExchange'>> {
      const s = await walletSettings(catalogue);
      const { docs } = await catalogue.snapshot();
      const w = await withdrawability(db, session.userId);
      const [u] = await db.select({ kyc: users.kycStatus }).from(users).where(eq(users.id, session.userId));
      const [used] = await db
        .select({ n: count() })
        .from(exchangeOrders)
        .where(
          and(eq(exchangeOrders.userId, session.userId), gte(exchangeOrders.createdAt, periodStart('day'))),
        );
      return {
        coin: w.coin,
        withdrawable: w.withdrawable,
        minAmount: s.withdrawMin,
        maxAmount: s.withdrawMax,
        feeRateBp: s.withdrawFeeRateBp,
        feeFixed: s.withdrawFeeFixed,
        turnoverRequired: w.turnoverRequired,
        needsTopUp: w.needsTopUp,
        dailyCountLimit: s.withdrawDailyCount,
        dailyCountUsed: used?.n ?? 0,
        kycRequired: docs.settings.kycRequired === 1,
        hasKyc: u?.kyc === KYC_STATUS.approved,
        banks: await listBanks(session.userId),
      };
    },

    async exchange(session: SessionInfo, input: CallInput<'exchange'>): Promise<ExchangeOrderAnswer> {
      const s = await walletSettings(catalogue);
      const { docs } = await catalogue.snapshot();
      const banks = await bankDocs();
      const userId = session.userId;
      const row = await db.transaction(async (tx) => {
        // One withdrawal at a time per player: the checks below read what the hold then changes.
        await tx.select({ u: wallets.userId }).from(wallets).where(eq(wallets.userId, userId)).for('update');
        const bank = await ownBank(tx, userId, input.userBankId, 'userBankId');
        if (banks.get(bank.bankId)?.status !== 1) {
          throw new CallError(
            ERR.CHANNEL_UNAVAILABLE,
            'Withdrawals to this bank or e-wallet are paused right now.',
          );
        }
        if (docs.settings.kycRequired === 1) {
          const [u] = await tx.select({ kyc: users.kycStatus }).from(users).where(eq(users.id, userId));
          if (u?.kyc !== KYC_STATUS.approved) {
            throw new CallError(ERR.KYC_REQUIRED, 'Verify your identity (KYC) before withdrawing.');
          }
        }
        if (input.amount < s.withdrawMin || input.amount > s.withdrawMax) {
          throw new CallError(
            ERR.AMOUNT_OUT_OF_RANGE,
            `Withdraw between ${formatMoney(s.withdrawMin)} and ${formatMoney(s.withdrawMax)}.`,
          );
        }
        const fee = withdrawFee(input.amount, s);
        if (fee >= input.amount) {
          throw new CallError(
            ERR.AMOUNT_OUT_OF_RANGE,
            `The fee of ${formatMoney(fee)} is more than the amount.`,
          );
        }
        const [used] = await tx
          .select({ n: count() })
          .from(exchangeOrders)
          .where(and(eq(exchangeOrders.userId, userId), gte(exchangeOrders.createdAt, periodStart('day'))));
        if ((used?.n ?? 0) >= s.withdrawDailyCount) {
          throw new CallError(
            ERR.WITHDRAW_DAILY_LIMIT,
            `You can withdraw ${s.withdrawDailyCount} times a day. Try again tomorrow.`,
          );
        }
        const w = await withdrawability(tx, userId);
        if (input.amount > w.coin) {
          throw new CallError(
            ERR.INSUFFICIENT_BALANCE,
            `Insufficient balance: you have ${formatMoney(w.coin)}.`,
          );
        }
        if (w.needsTopUp) {
          throw new CallError(
            ERR.NEEDS_TOP_UP,
            'Bonus money can be withdrawn after at least one deposit. Make a deposit first.',
          );
        }
        if (input.amount > w.withdrawable) {
          throw new CallError(
            ERR.TURNOVER_UNMET,
            `Bet ${formatMoney(w.turnoverRequired)} more before withdrawing this amount (withdrawable now: ${formatMoney(w.withdrawable)}).`,
          );
        }
        const id = newOrderId('W');
        const [order] = await tx
          .insert(exchangeOrders)
          .values({ id, userId, userBankId: bank.id, amount: input.amount, fee })
          .returning();
        await applyLedger(tx, {
          userId,
          delta: -input.amount,
          kind: 'withdrawHold',
          refType: 'withdraw',
          refId: id,
          reason: `Withdrawal ${id} held`,
        });
        return order!;
      });
      if (autoApproveMs && autoApproveMs > 0) {
        setTimeout(() => {
          approveWithdrawal(db, row.id, 'sandbox auto-approve').catch((err) =>
            log.error({ err, orderId: row.id }, 'sandbox auto-approve failed'),
          );
        }, autoApproveMs).unref();
      }
      log.info({ orderId: row.id, userId, amount: row.amount }, 'withdrawal submitted');
      return toExchangeOrder(row);
    },

    async exchangeOrderList(session: SessionInfo, input: CallInput<'exchangeOrderList'>) {
      const where = and(
        eq(exchangeOrders.userId, session.userId),
        ...(input.status ? [eq(exchangeOrders.status, input.status)] : []),
      );
      const [total] = await db.select({ n: count() }).from(exchangeOrders).where(where);
      const rows = await db
        .select()
        .from(exchangeOrders)
        .where(where)
        .orderBy(desc(exchangeOrders.createdAt), desc(exchangeOrders.id))
        .limit(input.pageSize)
        .offset(pageOffset(input));
      const list = [];
      for (const r of rows) list.push(await toExchangeOrder(r));
      return pageOf(list, total?.n ?? 0, input);
    },

    async exchangeOrderStatus(session: SessionInfo, orderId: string): Promise<ExchangeOrderAnswer> {
      const [row] = await db
        .select()
        .from(exchangeOrders)
        .where(and(eq(exchangeOrders.id, orderId), eq(exchangeOrders.userId, session.userId)));
      if (!row) throw new CallError(ERR.NOT_FOUND, 'No such withdrawal order');
      return toExchangeOrder(row);
    },

    bankInfoList: async (session: SessionInfo) => ({ list: await listBanks(session.userId) }),

    async addBankInfo(session: SessionInfo, input: CallInput<'addBankInfo'>): Promise<UserBankAnswer> {
      const s = await walletSettings(catalogue);
      const banks = await bankDocs();
      const bank = banks.get(input.bankId);
      if (!bank)
        throw new CallError(ERR.INVALID_REQUEST, 'Invalid request: bankId: unknown bank or e-wallet');
      if (bank.status !== 1)
        throw new CallError(ERR.CHANNEL_UNAVAILABLE, `${bank.name} is not available right now.`);
      await accountNoOk(input.accountNo);
      const accountName = cleanName(input.accountName);
      const userId = session.userId;
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
          })
          .returning();
        return r!;
      });
      return toUserBank(row, banks);
    },

    async modifyBankInfo(session: SessionInfo, input: CallInput<'modifyBankInfo'>): Promise<UserBankAnswer> {
      const banks = await bankDocs();
      if (input.accountNo !== undefined) await accountNoOk(input.accountNo);
      const accountName = input.accountName !== undefined ? cleanName(input.accountName) : undefined;
      const userId = session.userId;
      const row = await db.transaction(async (tx) => {
        const current = await ownBank(tx, userId, input.id);
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
            updatedAt: sql`now()`,
          })
          .where(eq(userBanks.id, current.id))
          .returning();
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
  return service;
}

export type WithdrawService = ReturnType<typeof createWithdrawService>;

async function lockOrder(tx: Tx, orderId: string) {
  const [order] = await tx.select().from(exchangeOrders).where(eq(exchangeOrders.id, orderId)).for('update');
  if (!order) throw new Error(`no withdrawal ${orderId}`);
  return order;
}

/**
 * Operator approval: the held amount is paid out. In the ledger the hold is released and the withdrawal
 * debited in one transaction (balance unchanged, lifetime `exchange` += amount). Idempotent.
 */
export async function approveWithdrawal(db: Db, orderId: string, by = 'operator'): Promise<string> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order.status === 'paid') return `withdrawal ${orderId} was already paid`;
    if (order.status !== 'pending') throw new Error(`withdrawal ${orderId} is ${order.status}, not pending`);
    const ref = { userId: order.userId, refType: 'withdraw', refId: order.id };
    await applyLedger(tx, {
      ...ref,
      delta: order.amount,
      kind: 'withdrawRelease',
      reason: `Withdrawal ${order.id} hold released`,
    });
    try {
      await applyLedger(tx, {
        ...ref,
        delta: -order.amount,
        kind: 'withdraw',
        reason: `Withdrawal ${order.id} paid`,
      });
    } catch (err) {
      // Cannot happen (the release just credited the amount); surfaced rather than swallowed.
      if (err instanceof InsufficientFundsError)
        throw new Error(`withdrawal ${orderId}: balance moved under the hold`);
      throw err;
    }
    await tx
      .update(exchangeOrders)
      .set({ status: 'paid', updatedAt: sql`now()` })
      .where(eq(exchangeOrders.id, order.id));
    await mailWithdrawalPaid(tx, {
      userId: order.userId,
      orderId: order.id,
      amount: order.amount,
      fee: order.fee,
    });
    return `withdrawal ${orderId} approved and paid (${formatMoney(order.amount - order.fee)} to the player, fee ${formatMoney(order.fee)}) by ${by}`;
  });
}

/** Operator rejection: the hold goes back to the balance through the ledger. Idempotent. */
export async function rejectWithdrawal(db: Db, orderId: string, reason: string): Promise<string> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order.status === 'rejected') return `withdrawal ${orderId} was already rejected`;
    if (order.status !== 'pending') throw new Error(`withdrawal ${orderId} is ${order.status}, not pending`);
    await applyLedger(tx, {
      userId: order.userId,
      delta: order.amount,
      kind: 'withdrawRelease',
      refType: 'withdraw',
      refId: order.id,
      reason: `Withdrawal ${order.id} rejected: amount returned`,
    });
    await tx
      .update(exchangeOrders)
      .set({ status: 'rejected', rejectReason: reason.slice(0, 200), updatedAt: sql`now()` })
      .where(eq(exchangeOrders.id, order.id));
    await mailWithdrawalRejected(tx, {
      userId: order.userId,
      orderId: order.id,
      amount: order.amount,
      reason: reason.slice(0, 200),
    });
    return `withdrawal ${orderId} rejected; ${formatMoney(order.amount)} returned to the player`;
  });
}
