import { randomInt } from 'node:crypto';
import { TIME_ZONE } from '@casino/contracts/constants';
import type { CallName, Registry } from '@casino/contracts/registry';
import type { z } from 'zod';
import type { WalletSettings } from '../catalogue/seed-schema';
import type { CatalogueService } from '../catalogue/service';

/** The operator's payment rules from settings.json `wallet` (defaults filled by the seed schema). */
export async function walletSettings(catalogue: CatalogueService): Promise<WalletSettings> {
  return (await catalogue.snapshot()).docs.settings.wallet;
}

/** Manila calendar date as YYYYMMDD (order ids, daily limits). */
export function manilaDay(at = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(at).replaceAll('-', '');
}

/** Start of the current Manila calendar day. */
export function manilaDayStart(at = new Date()): Date {
  const d = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(at);
  return new Date(`${d}T00:00:00+08:00`);
}

/** `R20260101` + 10 random digits (deposits), `W…` (withdrawals): readable over the phone, not guessable. */
export function newOrderId(prefix: 'R' | 'W'): string {
  const tail = `${randomInt(100_000)}`.padStart(5, '0') + `${randomInt(100_000)}`.padStart(5, '0');
  return `${prefix}${manilaDay()}${tail}`;
}

/** Paging as list calls answer it. */
export function pageOf<T>(list: T[], total: number, pageNum: number, pageSize: number) {
  return { list, pageNum, pageSize, pages: Math.ceil(total / pageSize), total };
}

/** Account numbers in answers: everything but the last 4 characters masked. */
export function maskAccountNo(accountNo: string): string {
  const keep = accountNo.slice(-4);
  return `${'*'.repeat(Math.max(0, accountNo.length - 4))}${keep}`;
}

/** A call's request after parsing (defaults filled), as handlers receive it. */
export type CallInput<N extends CallName> = z.output<Registry[N]['request']>;
