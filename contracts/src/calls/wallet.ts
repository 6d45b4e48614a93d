import { z } from 'zod';
import {
  configLength,
  emptyRequest,
  epochMs,
  id,
  nonNegativeMinor,
  page,
  pageRequest,
  positiveAmount,
  request,
  requestId,
} from '../common';
import { defineCalls } from '../define-call';
import { rechargeItem, rechargeType } from '../entities/app-config';
import {
  balances,
  coinDetail,
  coinEvent,
  exchangeOrder,
  rechargeOrder,
  userBank,
  walletRecord,
  withdrawBuckets,
} from '../entities/wallet';
import { exampleAppConfig } from '../examples/app-config';

const idMap = <T extends z.ZodType>(v: T) => z.record(z.string().regex(/^\d+$/), v);

const exampleBank = {
  id: 3,
  bankId: 1,
  bankName: 'BDO',
  kind: 'bank' as const,
  accountName: 'Juan Dela Cruz',
  accountNo: '******4567',
  isDefault: true,
  createTime: 1_767_225_600_000,
};

const exampleRechargeOrder = {
  orderId: 'R20260101000001',
  rechargeTypeId: 1,
  channelName: 'QR Ph',
  amount: 50000,
  bonus: 1500,
  status: 'pending' as const,
  checkoutUrl: 'http://localhost:8090/sandbox/checkout/R20260101000001',
  payReference: '',
  createTime: 1_767_225_600_000,
  expiresAt: 1_767_227_400_000,
  paidTime: 0,
};

const exampleExchangeOrder = {
  orderId: 'W20260101000001',
  amount: 50000,
  fee: 0,
  netAmount: 50000,
  status: 'pending' as const,
  userBank: exampleBank,
  rejectReason: '',
  createTime: 1_767_225_600_000,
  updateTime: 1_767_225_600_000,
};

const timeRange = {
  startTime: epochMs.optional(),
  endTime: epochMs.optional(),
};

/** The safebox password: digits; its exact length is config.safeboxPasswordLength (checkSafeboxPassword). */
const safeboxPassword = z.string().regex(/^\d{4,12}$/, 'Digits only');

/**
 * The one-time code payoutCodeSend sent to the bound mobile, or the safebox PIN where no mobile is bound. Optional
 * in the shape so that a call without it answers its own refusal (3013 PAYOUT_CODE_REQUIRED), changing nothing.
 */
const payoutCode = z
  .string()
  .regex(/^\d{4,12}$/, 'Digits only')
  .optional();

/** Changes to where withdrawals go: the strict budget of sign-in calls (each also needs a one-time code). */
const PAYOUT_CHANGE_POLICY = { rateLimit: { class: 'auth' as const } };

export const walletCalls = defineCalls('wallet', {
  getExchange: {
    // Our shape: everything the withdraw page needs to say what can be withdrawn and why not.
    summary: 'Withdraw info: withdrawable amount, limits, fee, turnover still owed, receiving accounts.',
    public: false,
    request: emptyRequest,
    answer: z.object({
      coin: nonNegativeMinor,
      /** coin minus what is locked by unmet turnover or the free-bonus rule. */
      withdrawable: nonNegativeMinor,
      minAmount: nonNegativeMinor,
      maxAmount: nonNegativeMinor,
      /** Fee = max(feeFixed, amount × feeRateBp / 10000), floored. */
      feeRateBp: z.number().int().min(0).max(10_000),
      feeFixed: nonNegativeMinor,
      /** Turnover the player still has to bet before bonus money can be withdrawn. */
      turnoverRequired: nonNegativeMinor,
      /**
       * Fair terms (DESIGN §9): the bonus money a withdrawal now would forfeit (active bonus grants whose
       * turnover is unmet, as far as the balance still holds them); 0 when there is none. Never the deposit.
       */
      bonusForfeit: nonNegativeMinor,
      /** What may be withdrawn once that bonus is forfeited (≥ withdrawable). */
      withdrawableAfterForfeit: nonNegativeMinor,
      /** Free-bonus rule: bonus money needs at least one valid top-up first. */
      needsTopUp: z.boolean(),
      dailyCountLimit: z.number().int().min(0),
      dailyCountUsed: z.number().int().min(0),
      kycRequired: z.boolean(),
      hasKyc: z.boolean(),
      /**
       * Addition: with kycRequired and a kycWithdrawThreshold, the largest withdrawal this player can still make
       * without a verified identity (0 = every withdrawal needs it; absent when kycRequired is off).
       */
      kycFreeUpTo: z.number().int().min(0).optional(),
      banks: z.array(userBank),
      /** Addition: the balance as own cash and one bucket per active bonus, from the same rule. */
      buckets: withdrawBuckets.optional(),
    }),
    examples: {
      request: {},
      answer: {
        coin: 150000,
        withdrawable: 100000,
        minAmount: 10000,
        maxAmount: 5000000,
        feeRateBp: 0,
        feeFixed: 0,
        turnoverRequired: 20000,
        bonusForfeit: 5000,
        withdrawableAfterForfeit: 100000,
        needsTopUp: false,
        dailyCountLimit: 5,
        dailyCountUsed: 0,
        kycRequired: false,
        hasKyc: false,
        banks: [exampleBank],
        buckets: {
          cash: { amount: 145000, turnoverRequired: 50000, turnoverDone: 50000, withdrawable: 100000 },
          bonuses: [
            {
              grantId: 7,
              kind: 'depositBonus',
              label: 'GCash deposit bonus',
              amount: 5000,
              held: 5000,
              turnoverRequired: 100000,
              turnoverDone: 80000,
              expiresAt: null,
              forfeitNow: 5000,
            },
          ],
        },
      },
      invalidRequest: { platform: 2 },
    },
  },
  exchange: {
    summary: 'Submit a withdrawal to a bound receiving account; the amount is held until paid or rejected.',
    public: false,
    request: request({
      amount: positiveAmount,
      userBankId: id,
      /**
       * The player confirmed forfeiting the bonus whose turnover is unmet (getExchange bonusForfeit) so the
       * amount can leave. Without it such a withdrawal is refused (3002), and nothing is forfeited.
       */
      forfeitBonus: z.boolean().optional(),
      /**
       * One per confirmed withdrawal, the same on every retry of it: the platform makes one withdrawal per
       * (player, requestId), so a retry after a timeout or a double click answers the first and holds nothing
       * twice.
       */
      requestId,
      /** The one-time code (or the safebox PIN where no mobile is bound); a retry of the same requestId needs none. */
      code: payoutCode,
    }),
    answer: exchangeOrder,
    examples: {
      request: { amount: 50000, userBankId: 3, requestId: 'withdraw-0001-abcd', code: '123456' },
      answer: exampleExchangeOrder,
      invalidRequest: { amount: 100.5, userBankId: 3, requestId: 'withdraw-0001-abcd' },
    },
  },
  addBankInfo: {
    summary:
      'Bind a receiving account in your verified name (needs the one-time code; paid to after payout.newAccountHoldHours).',
    public: false,
    policy: PAYOUT_CHANGE_POLICY,
    request: request({
      code: payoutCode,
      bankId: id,
      accountName: z.string().trim().min(2).max(100),
      /** Real length from config.lengths.withdrawAccount. */
      accountNo: configLength('withdrawAccount').regex(/^[0-9A-Za-z-]+$/, 'Digits, letters and - only'),
      isDefault: z.boolean().optional(),
    }),
    answer: userBank,
    examples: {
      request: { bankId: 11, accountName: 'Juan Dela Cruz', accountNo: '0012345678', code: '123456' },
      answer: exampleBank,
      invalidRequest: { bankId: 1, accountName: 'Juan Dela Cruz', accountNo: '1; DROP TABLE users' },
    },
  },
  modifyBankInfo: {
    summary:
      'Edit a bound receiving account (name, number, default); needs the one-time code, refused while a withdrawal to it is pending.',
    public: false,
    policy: PAYOUT_CHANGE_POLICY,
    request: request({
      code: payoutCode,
      id,
      accountName: z.string().trim().min(2).max(100).optional(),
      accountNo: configLength('withdrawAccount')
        .regex(/^[0-9A-Za-z-]+$/, 'Digits, letters and - only')
        .optional(),
      isDefault: z.boolean().optional(),
    }),
    answer: userBank,
    examples: {
      request: { id: 3, isDefault: true, code: '123456' },
      answer: exampleBank,
      invalidRequest: { isDefault: true },
    },
  },
  payoutCodeSend: {
    addition: true,
    summary:
      'Send the one-time code that adding or changing a receiving account and a withdrawal need, to the bound mobile; without one, answers that the safebox PIN is the code.',
    public: false,
    request: emptyRequest,
    answer: z.object({
      /** sms: a code went to the bound mobile; safebox: no mobile is bound, the safebox PIN serves as the code. */
      via: z.enum(['sms', 'safebox']),
      /** The number it went to, masked (e.g. 0917****567); '' with safebox. */
      mobile: z.string(),
      resendAfterSeconds: z.number().int().min(0),
      expiresInSeconds: z.number().int().min(0),
    }),
    policy: { rateLimit: { class: 'otp' } },
    examples: {
      request: {},
      answer: { via: 'sms', mobile: '0917****567', resendAfterSeconds: 60, expiresInSeconds: 300 },
      invalidRequest: { channel: [] },
    },
  },
  bankInfoList: {
    addition: true,
    summary: 'The bound receiving accounts (/wallets/card/list).',
    public: false,
    request: emptyRequest,
    answer: z.object({ list: z.array(userBank) }),
    examples: { request: {}, answer: { list: [exampleBank] }, invalidRequest: { channel: [] } },
  },
  delBankInfo: {
    addition: true,
    summary: 'Remove a bound receiving account (refused while a withdrawal to it is pending).',
    public: false,
    request: request({ id }),
    answer: z.object({ list: z.array(userBank) }),
    examples: { request: { id: 3 }, answer: { list: [] }, invalidRequest: { id: 0 } },
  },
  walletTradeInfo: {
    addition: true,
    summary: 'Deposit channels and amount items for this player, last channel used, lifetime deposit, hash.',
    public: false,
    request: request({ hash: z.string().max(64).optional() }),
    answer: z.object({
      appRechargeTypeMap: idMap(rechargeType),
      appRechargeItemMap: idMap(rechargeItem),
      /** Channel id → the item ids offered on that channel. */
      appRechargeTypeItemMap: idMap(z.array(z.number().int())),
      /** 0 when the player never deposited. */
      lastRechargeTypeId: z.number().int().min(0),
      totalRecharge: nonNegativeMinor,
      /** Turnover a deposit bonus needs before it can be withdrawn, as a multiple of the bonus. */
      bonusTurnoverMultiple: z.number().int().min(0),
      /** Turnover the deposit itself needs before it can be withdrawn, as a multiple of the deposit. */
      depositTurnoverMultiple: z.number().int().min(0),
      /** Version of the maps; a client holding this hash may keep its copy. */
      hash: z.string(),
      /** The player's verified KYC level (0 none, 1 ID + live selfie, 2 also address and source of funds). */
      kycLevel: z.number().int().min(0).max(2),
      /**
       * The level the next deposit (at a channel's minimum) needs; above kycLevel the page sends the player to
       * verify first, and rechargeOrderCreate refuses with 3007 and detail.kycLevelRequired.
       */
      depositKycLevel: z.number().int().min(0).max(2),
    }),
    examples: {
      request: {},
      answer: {
        appRechargeTypeMap: exampleAppConfig.appRechargeTypeMap,
        appRechargeItemMap: exampleAppConfig.appRechargeItemMap,
        appRechargeTypeItemMap: exampleAppConfig.appRechargeTypeItemMap,
        lastRechargeTypeId: 1,
        totalRecharge: 50000,
        bonusTurnoverMultiple: 20,
        depositTurnoverMultiple: 1,
        hash: '9c1e4a',
        kycLevel: 1,
        depositKycLevel: 1,
      },
      invalidRequest: { hash: 42 },
    },
  },
  rechargeOrderCreate: {
    addition: true,
    summary:
      'Create a deposit order on a channel; answers the gateway checkout URL and the expiry (and, over the counter, the reference to pay at a payment centre).',
    public: false,
    request: request({
      rechargeTypeId: id,
      amount: positiveAmount,
      /** The amount chip picked, when one was. */
      itemId: id.optional(),
      /** The player declines the channel and chip bonus: only the deposit is credited, with no bonus turnover. */
      declineBonus: z.boolean().optional(),
      /** Where the checkout sends the player back (same-origin path). */
      returnPath: z
        .string()
        .max(200)
        .regex(/^\/(?!\/)[^\s]*$/, 'A same-origin path')
        .optional(),
    }),
    answer: rechargeOrder,
    examples: {
      request: { rechargeTypeId: 1, amount: 50000, returnPath: '/wallets?name=deposit' },
      answer: exampleRechargeOrder,
      invalidRequest: { rechargeTypeId: 1, amount: -500 },
    },
  },
  rechargeOrderStatus: {
    addition: true,
    summary: "One of the player's deposit orders (polled while waiting for the gateway).",
    public: false,
    request: request({ orderId: z.string().min(1).max(64) }),
    answer: rechargeOrder,
    examples: {
      request: { orderId: 'R20260101000001' },
      answer: { ...exampleRechargeOrder, status: 'paid', checkoutUrl: '', paidTime: 1_767_225_700_000 },
      invalidRequest: { orderId: '' },
    },
  },
  rechargeOrderCancel: {
    addition: true,
    summary:
      "Cancel one of the player's pending deposit orders (abandoned at checkout); a later payment is not credited.",
    public: false,
    request: request({ orderId: z.string().min(1).max(64) }),
    answer: rechargeOrder,
    examples: {
      request: { orderId: 'R20260101000001' },
      answer: { ...exampleRechargeOrder, status: 'cancelled', checkoutUrl: '' },
      invalidRequest: { orderId: '' },
    },
  },
  exchangeOrderList: {
    addition: true,
    summary: "The player's withdrawal orders, newest first.",
    public: false,
    request: request({
      ...pageRequest,
      status: z.enum(['pending', 'approved', 'paid', 'rejected', 'cancelled']).optional(),
    }),
    answer: page(exchangeOrder),
    examples: {
      request: { pageNum: 1, pageSize: 20 },
      answer: { list: [exampleExchangeOrder], pageNum: 1, pageSize: 20, pages: 1, total: 1 },
      invalidRequest: { status: 'lost' },
    },
  },
  exchangeOrderStatus: {
    addition: true,
    summary: "One of the player's withdrawal orders.",
    public: false,
    request: request({ orderId: z.string().min(1).max(64) }),
    answer: exchangeOrder,
    examples: {
      request: { orderId: 'W20260101000001' },
      answer: { ...exampleExchangeOrder, status: 'paid' },
      invalidRequest: {},
    },
  },
  exchangeOrderCancel: {
    addition: true,
    summary:
      "Take back one of the player's pending withdrawals: the held amount returns to the balance through the ledger. A withdrawal already paid or closed is answered as it stands.",
    public: false,
    request: request({ orderId: z.string().min(1).max(64) }),
    answer: exchangeOrder,
    examples: {
      request: { orderId: 'W20260101000001' },
      answer: { ...exampleExchangeOrder, status: 'cancelled' },
      invalidRequest: { orderId: '' },
    },
  },
  walletRecordList: {
    addition: true,
    summary: 'Deposits and withdrawals with status, filtered by kind, status and time (/wallets/record).',
    public: false,
    request: request({
      ...pageRequest,
      kind: z.enum(['all', 'deposit', 'withdraw']).default('all'),
      status: z
        .enum(['pending', 'paid', 'failed', 'expired', 'cancelled', 'approved', 'rejected'])
        .optional(),
      ...timeRange,
    }),
    answer: page(walletRecord),
    examples: {
      request: { kind: 'deposit', pageNum: 1 },
      answer: {
        list: [
          {
            kind: 'deposit',
            orderId: 'R20260101000001',
            amount: 50000,
            fee: 0,
            bonus: 1500,
            status: 'paid',
            channelName: 'GCash',
            createTime: 1_767_225_600_000,
            updateTime: 1_767_225_700_000,
          },
        ],
        pageNum: 1,
        pageSize: 20,
        pages: 1,
        total: 1,
      },
      invalidRequest: { kind: 'bet' },
    },
  },
  appUserCoinDetail: {
    // Our shape: ledger changes, newest first, filterable by kind and time.
    summary: 'Every balance change with its reason and the balance after.',
    public: false,
    request: request({ ...pageRequest, kind: z.string().max(32).optional(), ...timeRange }),
    answer: page(coinDetail),
    examples: {
      request: { pageNum: 1, pageSize: 20 },
      answer: {
        list: [
          {
            id: 9,
            kind: 'deposit',
            amount: 50000,
            balanceAfter: 51000,
            remark: 'GCash',
            createTime: 1_767_225_700_000,
          },
        ],
        pageNum: 1,
        pageSize: 20,
        pages: 1,
        total: 1,
      },
      invalidRequest: { pageSize: 1000 },
    },
  },
  coinEventList: {
    addition: true,
    summary:
      'The coin history as business events, newest first: one row per withdrawal (with its status), deposit, game session or other change.',
    public: false,
    request: request({ ...pageRequest, ...timeRange }),
    answer: page(coinEvent),
    examples: {
      request: { pageNum: 1, pageSize: 20 },
      answer: {
        list: [
          {
            key: 'w:W20260101000001',
            kind: 'withdraw',
            amount: -15000,
            balanceAfter: 36000,
            title: 'Withdrawal W20260101000001',
            status: 'paid',
            orderId: 'W20260101000001',
            orderAmount: 15000,
            startTime: 1_767_225_600_000,
            createTime: 1_767_225_700_000,
          },
          {
            key: 'g:S1',
            kind: 'game',
            amount: -2000,
            balanceAfter: 51000,
            title: 'Color Game',
            rounds: 3,
            staked: 3000,
            won: 1000,
            startTime: 1_767_225_500_000,
            createTime: 1_767_225_550_000,
          },
        ],
        pageNum: 1,
        pageSize: 20,
        pages: 1,
        total: 2,
      },
      invalidRequest: { pageSize: 1000 },
    },
  },
  safeboxSetPassword: {
    addition: true,
    summary: 'Set the safebox password (length config.safeboxPasswordLength); changing needs the old one.',
    public: false,
    request: request({ password: safeboxPassword, oldPassword: safeboxPassword.optional() }),
    answer: z.object({ hasSafeboxPassword: z.literal(true) }),
    policy: { rateLimit: { class: 'auth' } },
    examples: {
      request: { password: '123456' },
      answer: { hasSafeboxPassword: true },
      invalidRequest: { password: 'abcdef' },
    },
  },
  safeboxDeposit: {
    addition: true,
    summary: 'Move coin into the safebox (safebox coin cannot be bet).',
    public: false,
    request: request({ amount: positiveAmount }),
    answer: balances,
    examples: {
      request: { amount: 10000 },
      answer: { coin: 90000, safebox: 10000 },
      invalidRequest: { amount: 0 },
    },
  },
  safeboxWithdraw: {
    addition: true,
    summary: 'Move coin out of the safebox; needs the safebox password.',
    public: false,
    request: request({ amount: positiveAmount, password: safeboxPassword }),
    answer: balances,
    policy: { rateLimit: { class: 'auth' } },
    examples: {
      request: { amount: 10000, password: '123456' },
      answer: { coin: 100000, safebox: 0 },
      invalidRequest: { amount: 10000 },
    },
  },
  retrieveBalance: {
    addition: true,
    summary: 'Bring back any balance held in open game sessions (/member/retrieve-balance).',
    public: false,
    request: emptyRequest,
    answer: z.object({
      /** Amount brought back by this call, minor units. */
      retrieved: nonNegativeMinor,
      /** Sessions closed by this call. */
      sessions: z.number().int().min(0),
      coin: nonNegativeMinor,
    }),
    examples: {
      request: {},
      answer: { retrieved: 2500, sessions: 1, coin: 102500 },
      invalidRequest: { appVersion: null },
    },
  },
});
