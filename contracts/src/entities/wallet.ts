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
  /**
   * Addition: over-the-counter cash-in (channel kind otc): the reference number the player pays at a payment
   * centre before expiresAt; '' for every other rail.
   */
  payReference: z.string().max(40).default(''),
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

/**
 * Addition: the balance as buckets (DESIGN §9 "Fair terms"), computed by the platform's one withdrawal rule:
 * own cash with the deposits' 1× play, and each active bonus with its own turnover and what withdrawing now
 * would forfeit. cash.amount + Σ bonuses.held = the balance.
 */
export const withdrawBuckets = z.object({
  cash: z.object({
    amount: nonNegativeMinor,
    /** The deposits' own play requirement (1× each open deposit) and how much of it is done. */
    turnoverRequired: nonNegativeMinor,
    turnoverDone: nonNegativeMinor,
    withdrawable: nonNegativeMinor,
  }),
  bonuses: z.array(
    z.object({
      grantId: z.number().int(),
      /** The coin-change kind that credited it (depositBonus, claim, bonus, rebate…). */
      kind: z.string(),
      /** The reason the ledger gave it ("Sign-in reward", "GCash deposit bonus"…). */
      label: z.string(),
      amount: nonNegativeMinor,
      /** What of it the balance still holds (bonus money is played after the cash). */
      held: nonNegativeMinor,
      turnoverRequired: nonNegativeMinor,
      turnoverDone: nonNegativeMinor,
      /** Epoch ms; null when it never lapses. */
      expiresAt: epochMs.nullable(),
      /** What a withdrawal past the withdrawable amount would forfeit of it now. */
      forfeitNow: nonNegativeMinor,
    }),
  ),
});
export type WithdrawBuckets = z.infer<typeof withdrawBuckets>;

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
  /** Bets, wins and refunds: the game the round was played in, so a row reads "Mayon Rocket · Win". */
  gameId: z.number().int().optional(),
  gameName: z.string().optional(),
  createTime: epochMs,
});

/**
 * Addition: one business event of the coin history (coinEventList). A withdrawal is one row with its status,
 * not its hold and release; a deposit and its bonus are one row; the rounds of one game session are one row
 * naming the game; anything else is its one ledger row.
 */
export const coinEvent = z.object({
  /** Stable per event: w:<order>, r:<order>, g:<game session>, l:<ledger id>. */
  key: z.string(),
  /** 'withdraw', 'deposit', 'game', or the COIN_CHANGE_KINDS kind of a single row. */
  kind: z.string(),
  /** Net signed change of the balance over the event, minor units. */
  amount: minor,
  balanceAfter: nonNegativeMinor,
  /** What happened, in the ledger's words (the game's name for a game session). */
  title: z.string(),
  /** Withdrawal status; absent for other events. */
  status: z.enum(EXCHANGE_ORDER_STATUS).optional(),
  /** The withdrawal or deposit order. */
  orderId: z.string().optional(),
  /** Withdrawal amount asked for (a pending one holds it; a returned one nets 0). */
  orderAmount: nonNegativeMinor.optional(),
  /** Game session: rounds played, staked and paid back (wins and refunds). */
  rounds: z.number().int().min(0).optional(),
  staked: nonNegativeMinor.optional(),
  won: nonNegativeMinor.optional(),
  /** Deposit: the bonus credited with it. */
  bonus: nonNegativeMinor.optional(),
  /** Game session: the game's catalogue id (its name is the title). */
  gameId: z.number().int().optional(),
  startTime: epochMs,
  createTime: epochMs,
});
export type CoinEvent = z.infer<typeof coinEvent>;

export const balances = z.object({ coin: nonNegativeMinor, safebox: nonNegativeMinor });
