import { z } from 'zod';
import { epochMs, minor, nonNegativeMinor } from '../common';
import { EXCHANGE_ORDER_STATUS, RECHARGE_ORDER_STATUS } from '../enums';

/** A receiving account bound by the player (appUserBankList entry). */
export const userBank = z.object({
  id: z.number().int(),
  /** The bank or e-wallet in appRechargeBankMap. */
  bankId: z.number().int(),
  bankName: z.string(),
  kind: z.enum(['bank', 'ewallet']),
  accountName: z.string(),
  /** Masked except the last 4 characters, e.g. ******4567. */
  accountNo: z.string(),
  isDefault: z.boolean(),
  createTime: epochMs,
  /**
   * Addition: no payout to this account before this moment (a new or changed account's safety hold,
   * payout.newAccountHoldHours); 0 when it may be paid to now.
   */
  payoutAfter: epochMs.optional(),
});
export type UserBank = z.infer<typeof userBank>;

export const rechargeOrder = z.object({
  orderId: z.string(),
  rechargeTypeId: z.number().int(),
  channelName: z.string(),
  amount: nonNegativeMinor,
  /** Bonus credited with the deposit (recharge bonus kind of the channel), minor units. */
  bonus: nonNegativeMinor,
  status: z.enum(RECHARGE_ORDER_STATUS),
  /** Gateway checkout page; empty once the order is no longer pending. */
  checkoutUrl: z.string(),
  createTime: epochMs,
  expiresAt: epochMs,
  /** 0 until paid. */
  paidTime: epochMs,
});
export type RechargeOrder = z.infer<typeof rechargeOrder>;

export const exchangeOrder = z.object({
  orderId: z.string(),
  amount: nonNegativeMinor,
  fee: nonNegativeMinor,
  /** What reaches the receiving account: amount − fee. */
  netAmount: nonNegativeMinor,
  status: z.enum(EXCHANGE_ORDER_STATUS),
  userBank,
  /** Why an operator rejected it, empty otherwise. */
  rejectReason: z.string(),
  createTime: epochMs,
  updateTime: epochMs,
});
export type ExchangeOrder = z.infer<typeof exchangeOrder>;

/** One line of /wallets/record: a deposit or a withdrawal. */
export const walletRecord = z.object({
  kind: z.enum(['deposit', 'withdraw']),
  orderId: z.string(),
  amount: nonNegativeMinor,
  fee: nonNegativeMinor,
  bonus: nonNegativeMinor,
  status: z.enum(['pending', 'paid', 'failed', 'expired', 'cancelled', 'approved', 'rejected']),
  /** Channel name for deposits, bank/e-wallet name for withdrawals. */
  channelName: z.string(),
  createTime: epochMs,
  updateTime: epochMs,
});

/** One ledger change as the player sees it (appUserCoinDetail). */
export const coinDetail = z.object({
  id: z.number().int(),
  /** One of COIN_CHANGE_KINDS. */
  kind: z.string(),
  /** Signed change, minor units. */
  amount: minor,
  balanceAfter: nonNegativeMinor,
  remark: z.string(),
  createTime: epochMs,
});

export const balances = z.object({ coin: nonNegativeMinor, safebox: nonNegativeMinor });
