// The one money helper. Money is integer minor units (centavos) everywhere; shown value = amount / 100
// floored to 2 decimals. Zod-free and dependency-free: the web imports it at first load.
import { CURRENCY_SYMBOL, MONEY_DIVISOR } from './constants';

/** Largest amount parseAmount accepts: ₱100,000,000.00 (same bound as the request schemas). */
export const MAX_PARSE_MINOR = 10_000_000_000;

function split(minor: number): { negative: boolean; whole: number; cents: number } {
  if (!Number.isFinite(minor)) throw new RangeError(`Not an amount: ${minor}`);
  // Floor first: a fractional minor amount rounds toward -infinity, so -0.5 shows as -0.01.
  const floored = Math.floor(minor);
  const negative = floored < 0;
  const abs = Math.abs(floored);
  return { negative, whole: Math.floor(abs / MONEY_DIVISOR), cents: abs % MONEY_DIVISOR };
}

/** Minor units → "123.45" (no grouping, no symbol). 5 → "0.05", -5 → "-0.05". */
export function toDisplay(minor: number): string {
  const { negative, whole, cents } = split(minor);
  return `${negative ? '-' : ''}${whole}.${String(cents).padStart(2, '0')}`;
}

function group(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export interface FormatMoneyOptions {
  /** Prefix ₱ (default true). */
  symbol?: boolean;
  /** Thousands separators (default true). */
  grouping?: boolean;
  /** Drop ".00" on whole amounts, e.g. chips "₱500" (default false). */
  trimZeroCents?: boolean;
}

/** Minor units → "₱1,234.50"; negatives as "-₱1,234.50". */
export function formatMoney(minor: number, options: FormatMoneyOptions = {}): string {
  const { symbol = true, grouping = true, trimZeroCents = false } = options;
  const { negative, whole, cents } = split(minor);
  const wholeText = grouping ? group(whole) : String(whole);
  const centsText = trimZeroCents && cents === 0 ? '' : `.${String(cents).padStart(2, '0')}`;
  return `${negative ? '-' : ''}${symbol ? CURRENCY_SYMBOL : ''}${wholeText}${centsText}`;
}

export type ParseAmountResult =
  | { ok: true; minor: number }
  | { ok: false; reason: 'empty' | 'invalid' | 'negative' | 'tooManyDecimals' | 'tooLarge' };

/**
 * A player-typed amount → minor units, with string arithmetic (no float error: "10.1" → 1010).
 * Accepts "1000", "1,000.50", "₱ 100", ".5"; refuses more than 2 decimals, signs, exponents, junk.
 */
export function parseAmount(input: string): ParseAmountResult {
  const text = input
    .trim()
    .replace(/^₱\s*/, '')
    .replace(/^PHP\s*/i, '');
  if (text === '') return { ok: false, reason: 'empty' };
  if (/^-/.test(text)) return { ok: false, reason: 'negative' };
  const m = /^(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?$/.exec(text);
  if (!m) return { ok: false, reason: 'invalid' };
  const wholeText = (m[1] ?? '').replace(/,/g, '');
  const fraction = m[2] ?? '';
  if (wholeText === '' && fraction === '') return { ok: false, reason: 'invalid' };
  if (fraction.length > 2) return { ok: false, reason: 'tooManyDecimals' };
  const digits = `${wholeText}${fraction.padEnd(2, '0')}`.replace(/^0+(?=\d)/, '');
  if (digits.length > String(MAX_PARSE_MINOR).length) return { ok: false, reason: 'tooLarge' };
  const minor = Number(digits);
  if (minor > MAX_PARSE_MINOR) return { ok: false, reason: 'tooLarge' };
  return { ok: true, minor };
}

/** Whole pesos → minor units, for constants and config written in pesos (100 → 10000). */
export function pesos(whole: number): number {
  if (!Number.isSafeInteger(whole)) throw new RangeError(`Not a whole peso amount: ${whole}`);
  return whole * MONEY_DIVISOR;
}

/** amount × basis points / 10000, floored: fees, bonuses and rebates never round up. */
export function applyBasisPoints(minor: number, bp: number): number {
  return Math.floor((minor * bp) / 10_000);
}
