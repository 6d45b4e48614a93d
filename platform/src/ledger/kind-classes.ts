import type { CoinChangeKind } from '@casino/contracts/enums';

/**
 * What each ledger kind is in the books (the daily report's lines and its conservation row):
 * - deposit / withdrawal / bet / win / bonus / adjustment / forfeit / purchase: money entering or leaving what
 *   players hold (a withdrawal refund and a bet refund are the credit side of their line);
 * - safebox / held: moves inside what players hold — coin put in the safebox, or held for a pending withdrawal,
 *   is still the player's, so "player balances" = wallet balance + safebox + pending withdrawal holds.
 * A Record over every kind: a kind added to the contracts without a class here stops the typecheck, and the
 * test walks COIN_CHANGE_KINDS too.
 */
export const LEDGER_KIND_CLASS = {
  register: 'bonus',
  deposit: 'deposit',
  depositBonus: 'bonus',
  withdraw: 'withdrawal',
  withdrawRefund: 'withdrawal',
  withdrawHold: 'held',
  withdrawRelease: 'held',
  bet: 'bet',
  win: 'win',
  refund: 'bet',
  bonus: 'bonus',
  claim: 'bonus',
  rebate: 'bonus',
  commission: 'bonus',
  safeboxIn: 'safebox',
  safeboxOut: 'safebox',
  spend: 'purchase',
  bonusForfeit: 'forfeit',
  adjust: 'adjustment',
  manualAdjustment: 'adjustment',
} as const satisfies Record<CoinChangeKind, string>;

export type LedgerClass = (typeof LEDGER_KIND_CLASS)[CoinChangeKind];

/** The kinds of one class, for SQL `kind in (…)`. */
export function kindsOf(cls: LedgerClass): CoinChangeKind[] {
  return (Object.keys(LEDGER_KIND_CLASS) as CoinChangeKind[]).filter((k) => LEDGER_KIND_CLASS[k] === cls);
}
