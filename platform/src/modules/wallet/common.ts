import { randomInt } from 'node:crypto';
import type { WalletSettings } from '../../catalogue/seed-schema';
import type { CatalogueService } from '../../catalogue/service';
import { compactDayKey } from '../../core/periods';

/** The operator's payment rules from settings.json `wallet` (defaults filled by the seed schema). */
export async function walletSettings(catalogue: CatalogueService): Promise<WalletSettings> {
  return (await catalogue.snapshot()).docs.settings.wallet;
}

/** `R20260101` + 10 random digits (deposits), `W…` (withdrawals): readable over the phone, not guessable. */
export function newOrderId(prefix: 'R' | 'W'): string {
  const tail = `${randomInt(100_000)}`.padStart(5, '0') + `${randomInt(100_000)}`.padStart(5, '0');
  return `${prefix}${compactDayKey()}${tail}`;
}

/** Account numbers in answers: everything but the last 4 characters masked. */
export function maskAccountNo(accountNo: string): string {
  const keep = accountNo.slice(-4);
  return `${'*'.repeat(Math.max(0, accountNo.length - 4))}${keep}`;
}
