// What the withdraw form and its confirmation show for a typed amount: checks, fee, what arrives, any forfeit.
import type { ErrorDetail } from '@casino/contracts/error-detail';
import { formatMoney } from '@casino/contracts/money';
import type { CallAnswer } from '@casino/contracts/registry';
import { withdrawFee, withdrawRange } from '@casino/contracts/wallet-rules';
import { ActionKey } from '../../lib/action-key';
import { checkAmount } from './deposit-logic';

export type ExchangeInfo = CallAnswer<'getExchange'>;
export type Bank = ExchangeInfo['banks'][number];

export type WithdrawQuote =
  | {
      ok: true;
      amount: number;
      fee: number;
      net: number;
      /** Bonus money this withdrawal gives up (its turnover is unmet); 0 when the amount is free to leave. */
      forfeit: number;
    }
  | { ok: false; key: string; vars?: Record<string, string> };

/** Most a withdrawal may take now: what is withdrawable, or what a bonus forfeit would free. */
export function withdrawCeiling(info: ExchangeInfo): number {
  return info.bonusForfeit > 0
    ? Math.max(info.withdrawable, info.withdrawableAfterForfeit)
    : info.withdrawable;
}

/**
 * The amount range to show, or the sentence that replaces it when no amount can leave (never an impossible
 * "Min ₱100 · Max ₱7.30").
 */
export function withdrawLimits(info: ExchangeInfo): { key: string; vars: Record<string, string> } {
  const range = withdrawRange(info, withdrawCeiling(info));
  if (range)
    return { key: 'wallet.limits', vars: { min: formatMoney(range.min), max: formatMoney(range.max) } };
  if (info.needsTopUp) return { key: 'wallet.needsTopUp', vars: {} };
  return {
    key: 'wallet.notEnough',
    vars: { available: formatMoney(withdrawCeiling(info)), min: formatMoney(info.minAmount) },
  };
}

/**
 * The forfeit the page offers up front: the player's own cash a forfeit would free and the bonus given up;
 * null when it frees nothing a withdrawal could take (nothing more, or less than the minimum).
 */
export function forfeitOffer(info: ExchangeInfo): { cash: number; bonus: number } | null {
  if (info.needsTopUp || info.bonusForfeit <= 0 || info.withdrawableAfterForfeit <= info.withdrawable)
    return null;
  if (!withdrawRange(info, info.withdrawableAfterForfeit)) return null;
  return { cash: info.withdrawableAfterForfeit, bonus: info.bonusForfeit };
}

/** Whether any amount can be withdrawn now (the form's button is off otherwise). */
export function canWithdraw(info: ExchangeInfo): boolean {
  return !info.needsTopUp && withdrawRange(info, withdrawCeiling(info)) !== null;
}

/** A typed amount checked against the limits and what may leave now; the fee, the net and any forfeit. */
export function quoteWithdraw(info: ExchangeInfo, text: string): WithdrawQuote {
  const check = checkAmount(text, info.minAmount, info.maxAmount);
  if (!check.ok) return check;
  let forfeit = 0;
  if (check.minor > info.withdrawable) {
    if (info.bonusForfeit > 0 && check.minor <= info.withdrawableAfterForfeit) {
      forfeit = info.bonusForfeit;
    } else if (info.turnoverRequired > 0) {
      return { ok: false, key: 'wallet.turnoverUnmet', vars: { amount: formatMoney(info.turnoverRequired) } };
    } else {
      return { ok: false, key: 'wallet.overAvailable', vars: { amount: formatMoney(withdrawCeiling(info)) } };
    }
  }
  const fee = withdrawFee(check.minor, info);
  return { ok: true, amount: check.minor, fee, net: Math.max(0, check.minor - fee), forfeit };
}

/** An account number as the confirmation shows it: only its last four characters. */
export function maskAccount(accountNo: string): string {
  return `•••• ${accountNo.replace(/[^0-9A-Za-z]/g, '').slice(-4)}`;
}

/**
 * The figures after a TURNOVER_UNMET refusal: the refusal's own typed facts (turnover still owed, what may leave
 * now) replace the page's, so no second call is needed to say how much is left to bet.
 */
export function afterTurnoverRefusal(info: ExchangeInfo, detail: ErrorDetail | undefined): ExchangeInfo {
  return {
    ...info,
    ...(detail?.turnoverLeft !== undefined ? { turnoverRequired: detail.turnoverLeft } : {}),
    ...(detail?.withdrawable !== undefined ? { withdrawable: detail.withdrawable } : {}),
  };
}

/**
 * The requestId of one confirmed withdrawal (its details: amount and account). The platform makes one withdrawal
 * per requestId, so a retry of the same confirm (same amount to the same account, after a timeout or a refusal)
 * is answered with the withdrawal it may already have made; a success or a cancelled confirm ends it (`end`).
 * Kept across page visits: a player who leaves after a timeout and confirms the same withdrawal again must not
 * make a second one.
 */
export const withdrawKey = new ActionKey();
/** What makes two confirms the same withdrawal. */
export const withdrawal = (amount: number, userBankId: number) => `${amount}:${userBankId}`;
