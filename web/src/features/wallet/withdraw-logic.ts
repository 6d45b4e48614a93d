// What the withdraw form and its confirmation show for a typed amount: checks, fee, what arrives.
import { applyBasisPoints, formatMoney } from '@casino/contracts/money';
import type { CallAnswer } from '@casino/contracts/registry';
import { checkAmount } from './deposit-logic';

export type ExchangeInfo = CallAnswer<'getExchange'>;
export type Bank = ExchangeInfo['banks'][number];

export type WithdrawQuote =
  | { ok: true; amount: number; fee: number; net: number }
  | { ok: false; key: string; vars?: Record<string, string> };

/** The platform's fee rule: max(fixed fee, amount × rate), floored. */
export function withdrawFee(info: ExchangeInfo, amount: number): number {
  return Math.max(info.feeFixed, applyBasisPoints(amount, info.feeRateBp));
}

/** A typed amount checked against the limits and what may leave now; the fee and the net when it passes. */
export function quoteWithdraw(info: ExchangeInfo, text: string): WithdrawQuote {
  const check = checkAmount(text, info.minAmount, info.maxAmount);
  if (!check.ok) return check;
  if (check.minor > info.withdrawable) {
    return info.turnoverRequired > 0
      ? { ok: false, key: 'wallet.turnoverUnmet', vars: { amount: formatMoney(info.turnoverRequired) } }
      : { ok: false, key: 'wallet.overAvailable', vars: { amount: formatMoney(info.withdrawable) } };
  }
  const fee = withdrawFee(info, check.minor);
  return { ok: true, amount: check.minor, fee, net: Math.max(0, check.minor - fee) };
}

/** An account number as the confirmation shows it: only its last four characters. */
export function maskAccount(accountNo: string): string {
  return `•••• ${accountNo.replace(/[^0-9A-Za-z]/g, '').slice(-4)}`;
}
