import { ERR } from '@casino/contracts/errors';
import { formatMoney } from '@casino/contracts/money';
import type { CallAnswer } from '@casino/contracts/registry';
import { withdrawFee } from '@casino/contracts/wallet-rules';
import { and, count, desc, eq, gte, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { WalletSettings } from '../../catalogue/seed-schema';
import type { CatalogueService } from '../../catalogue/service';
import { CallError, refusal } from '../../core/call-error';
import type { CallInput, SessionInfo } from '../../core/handlers';
import { pageOf, pageOffset } from '../../core/paging';
import { periodStart } from '../../core/periods';
import type { Db, Tx } from '../../db/client';
import { exchangeOrders, userBanks, wallets } from '../../db/schema';
import { applyLedger } from '../../ledger/ledger';
import { screenPlayer } from '../compliance';
import { checkKycLevel, kycLevelOf, withdrawKycLevel } from '../kyc';
import { checkWithdraw } from '../protection';
import { forfeitBonus } from './bonus-forfeit';
import { newOrderId, walletSettings } from './common';
import type { PayoutCodes } from './payout-code';
import {
  checkHold,
  checkHolder,
  checkPayoutRail,
  createReceivingAccounts,
  verifiedName,
} from './receiving-accounts';
import { approveWithdrawal, cancelWithdrawal } from './withdraw-approval';
import { withdrawability, withdrawBuckets } from './withdrawability';

type ExchangeOrderAnswer = CallAnswer<'exchangeOrderStatus'>;

/** The operator's fee settings in the shape of the one fee rule (contracts wallet-rules). */
const feeRule = (s: WalletSettings) => ({ feeRateBp: s.withdrawFeeRateBp, feeFixed: s.withdrawFeeFixed });

export interface WithdrawServiceDeps {
  db: Db;
  catalogue: CatalogueService;
  log: FastifyBaseLogger;
  codes: PayoutCodes;
  /** Sandbox: approve every withdrawal this long after submission (0/undefined = off, an operator decides). */
  autoApproveMs?: number;
}

/** Withdrawals (getExchange, exchange, the order list and status) plus the receiving accounts they go to. */
export function createWithdrawService({ db, catalogue, log, codes, autoApproveMs }: WithdrawServiceDeps) {
  const accounts = createReceivingAccounts({ db, catalogue, codes });

  async function toExchangeOrder(row: typeof exchangeOrders.$inferSelect): Promise<ExchangeOrderAnswer> {
    const banks = await accounts.bankDocs();
    const [bank] = await db.select().from(userBanks).where(eq(userBanks.id, row.userBankId));
    return {
      orderId: row.id,
      amount: row.amount,
      fee: row.fee,
      netAmount: row.amount - row.fee,
      status: row.status as ExchangeOrderAnswer['status'],
      userBank: accounts.toUserBank(bank!, banks),
      rejectReason: row.rejectReason,
      createTime: row.createdAt.getTime(),
      updateTime: row.updatedAt.getTime(),
    };
  }

  const service = {
    bankInfoList: accounts.bankInfoList,
    addBankInfo: accounts.addBankInfo,
    modifyBankInfo: accounts.modifyBankInfo,
    delBankInfo: accounts.delBankInfo,

    async getExchange(session: SessionInfo): Promise<CallAnswer<'getExchange'>> {
      const s = await walletSettings(catalogue);
      const { docs } = await catalogue.snapshot();
      const w = await withdrawability(db, session.userId);
      const kycLevel = await kycLevelOf(db, session.userId);
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
        bonusForfeit: w.bonusForfeit,
        withdrawableAfterForfeit: w.withdrawableAfterForfeit,
        needsTopUp: w.needsTopUp,
        dailyCountLimit: s.withdrawDailyCount,
        dailyCountUsed: used?.n ?? 0,
        kycRequired: docs.settings.kycRequired === 1,
        hasKyc: kycLevel >= 1,
        ...(docs.settings.kycRequired === 1
          ? {
              kycFreeUpTo: kycFreeUpTo(
                docs.settings.kycWithdrawThreshold ?? 0,
                await withdrawnTotal(db, session.userId),
              ),
            }
          : {}),
        banks: await accounts.listBanks(session.userId),
        buckets: await withdrawBuckets(db, session.userId),
      };
    },

    async exchange(session: SessionInfo, input: CallInput<'exchange'>): Promise<ExchangeOrderAnswer> {
      const s = await walletSettings(catalogue);
      const { docs } = await catalogue.snapshot();
      const banks = await accounts.bankDocs();
      const userId = session.userId;
      // The one-time code guards each new withdrawal; a retry of one already made (same requestId) needs none.
      const [made] = await db
        .select({ id: exchangeOrders.id })
        .from(exchangeOrders)
        .where(and(eq(exchangeOrders.userId, userId), eq(exchangeOrders.requestId, input.requestId)));
      if (!made) await accounts.ownBank(db, userId, input.userBankId, 'userBankId');
      // Screened against the exclusion list at every payout (checkWithdraw below refuses while a hit is open).
      if (!made) await screenPlayer(db, userId, 'payout');
      const code = made ? null : await codes.check(userId, input.code);
      const { row, replay } = await db.transaction(async (tx) => {
        // One withdrawal at a time per player: the checks below read what the hold then changes, and a twin
        // with the same requestId waits here until the first has committed its order, then finds it below.
        await tx.select({ u: wallets.userId }).from(wallets).where(eq(wallets.userId, userId)).for('update');
        const [prior] = await tx
          .select()
          .from(exchangeOrders)
          .where(and(eq(exchangeOrders.userId, userId), eq(exchangeOrders.requestId, input.requestId)));
        if (prior) {
          // A retry answers the withdrawal it already made (as it stands now) and holds nothing more; the same
          // key on another amount or account is a client bug, refused rather than guessed at.
          if (prior.amount !== input.amount || prior.userBankId !== input.userBankId) {
            throw new CallError(
              ERR.CONFLICT,
              'This withdrawal request was already used for another amount or account.',
            );
          }
          return { row: prior, replay: true };
        }
        await checkWithdraw(tx, userId);
        // Locked: the account cannot change under a withdrawal being made to it (modifyBankInfo locks it too).
        const bank = await accounts.ownBank(tx, userId, input.userBankId, 'userBankId', true);
        checkPayoutRail(banks.get(bank.bankId), s);
        checkHold(bank);
        const holder = await verifiedName(tx, userId);
        if (holder !== '') checkHolder(holder, bank.accountName);
        if (banks.get(bank.bankId)?.status !== 1) {
          throw new CallError(
            ERR.CHANNEL_UNAVAILABLE,
            'Withdrawals to this bank or e-wallet are paused right now.',
          );
        }
        if (input.amount < s.withdrawMin || input.amount > s.withdrawMax) {
          throw new CallError(
            ERR.AMOUNT_OUT_OF_RANGE,
            `Withdraw between ${formatMoney(s.withdrawMin)} and ${formatMoney(s.withdrawMax)}.`,
          );
        }
        const fee = withdrawFee(input.amount, feeRule(s));
        if (fee >= input.amount) {
          throw new CallError(
            ERR.AMOUNT_OUT_OF_RANGE,
            `The fee of ${formatMoney(fee)} is more than the amount.`,
          );
        }
        // Level 1 past the KYC-free allowance (kycRequired, kycWithdrawThreshold); level 2 once withdrawals
        // in total pass kyc.level2AboveWithdrawalPhp.
        const done = await withdrawnTotal(tx, userId);
        const baseLevel =
          docs.settings.kycRequired === 1 &&
          input.amount > kycFreeUpTo(docs.settings.kycWithdrawThreshold ?? 0, done)
            ? 1
            : 0;
        checkKycLevel(
          await kycLevelOf(tx, userId),
          withdrawKycLevel(docs.settings.kyc, baseLevel, done, input.amount),
          'withdraw',
        );
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
        let w = await withdrawability(tx, userId);
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
        const id = newOrderId('W');
        // The player's own cash may always leave: past what is withdrawable now, a confirmed forfeit of
        // the bonus whose turnover is unmet frees it (DESIGN §9 "Fair terms"); never the deposit.
        const forfeitFrees = w.bonusForfeit > 0 && input.amount <= w.withdrawableAfterForfeit;
        if (input.amount > w.withdrawable && forfeitFrees && input.forfeitBonus === true) {
          await forfeitBonus(tx, userId, `withdrawal ${id}`);
          w = await withdrawability(tx, userId);
        }
        if (input.amount > w.withdrawable) {
          throw refusal(
            ERR.TURNOVER_UNMET,
            forfeitFrees
              ? `Withdrawing this amount forfeits your bonus of ${formatMoney(w.bonusForfeit)}. Confirm the forfeit to continue.`
              : `Bet ${formatMoney(w.turnoverRequired)} more before withdrawing this amount (withdrawable now: ${formatMoney(w.withdrawable)}).`,
            { turnoverLeft: w.turnoverRequired, withdrawable: w.withdrawable },
          );
        }
        const [order] = await tx
          .insert(exchangeOrders)
          .values({ id, userId, userBankId: bank.id, amount: input.amount, fee, requestId: input.requestId })
          .returning();
        if (code) await code.consume(tx);
        await applyLedger(tx, {
          userId,
          delta: -input.amount,
          kind: 'withdrawHold',
          refType: 'withdraw',
          refId: id,
          reason: `Withdrawal ${id} held`,
        });
        return { row: order!, replay: false };
      });
      if (replay) {
        log.info({ orderId: row.id, userId }, 'withdrawal retried: answered the original');
        return toExchangeOrder(row);
      }
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

    /** The player takes a pending withdrawal back; the hold returns through the ledger (withdraw-approval). */
    async exchangeOrderCancel(session: SessionInfo, orderId: string): Promise<ExchangeOrderAnswer> {
      const done = await cancelWithdrawal(db, session.userId, orderId);
      if (!done) throw new CallError(ERR.NOT_FOUND, 'No such withdrawal order');
      if (done.cancelled) log.info({ orderId, userId: session.userId }, 'withdrawal cancelled by the player');
      return service.exchangeOrderStatus(session, orderId);
    },

    async exchangeOrderStatus(session: SessionInfo, orderId: string): Promise<ExchangeOrderAnswer> {
      const [row] = await db
        .select()
        .from(exchangeOrders)
        .where(and(eq(exchangeOrders.id, orderId), eq(exchangeOrders.userId, session.userId)));
      if (!row) throw new CallError(ERR.NOT_FOUND, 'No such withdrawal order');
      return toExchangeOrder(row);
    },
  };
  return service;
}

export type WithdrawService = ReturnType<typeof createWithdrawService>;

/** Every withdrawal asked for and not rejected or cancelled (waiting, approved or paid): what counts toward the KYC threshold. */
async function withdrawnTotal(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${exchangeOrders.amount})` })
    .from(exchangeOrders)
    .where(
      and(
        eq(exchangeOrders.userId, userId),
        ne(exchangeOrders.status, 'rejected'),
        ne(exchangeOrders.status, 'cancelled'),
      ),
    );
  return Number(row?.total ?? 0);
}

/**
 * The largest withdrawal possible without a verified identity when KYC is required: below the threshold in
 * total (withdrawn so far plus this one), nothing at all with no threshold (0).
 */
export function kycFreeUpTo(threshold: number, withdrawnTotal: number): number {
  return threshold > 0 ? Math.max(0, threshold - withdrawnTotal - 1) : 0;
}
