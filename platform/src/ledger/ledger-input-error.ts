/**
 * A caller handed the ledger a value it never accepts (a zero or fractional delta, a debit kind with a credit).
 * Its own file so turnover.ts can throw it without importing ledger.ts, which imports turnover.ts.
 */
export class LedgerInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LedgerInputError';
  }
}
