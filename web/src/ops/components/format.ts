import { formatMoney } from '@casino/contracts/money';

export const money = (minor: unknown): string => (typeof minor === 'number' ? formatMoney(minor) : '—');

/** A time as the desk reads it: Manila, to the second, no locale surprises. */
export function when(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '—';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return String(value);
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Manila',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  })
    .format(d)
    .replace(',', '');
}

/** Any value of a generic answer as one cell's text. */
export function plain(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Field names that hold minor units (amount, balanceAfter, bet…): shown as money in generic tables. */
export const MONEY_FIELD =
  /^(amount|balance|balanceAfter|balanceBefore|bet|bets|win|wins|deposit|deposits|withdrawal|withdrawals|ggr|ngr|bonusCost|conservationDiff|adjustments|forfeits|purchases|hold|held|wallet|safebox|fee|payout|turnoverOwed|outstanding|delta|extra|turnoverRequired|turnoverDone|totalDeposits|totalWithdrawals|totalTurnover)$|(Amount|Balance|Minor)$/;
export const TIME_FIELD = /^at$|(At|Time|time|date|Date)$/;

export function cellText(key: string, value: unknown, moneyKeys?: readonly string[]): string {
  if (typeof value === 'number' && (MONEY_FIELD.test(key) || moneyKeys?.includes(key))) return money(value);
  // basis points (an RTP of 9650 bp reads 96.50 %)
  if (typeof value === 'number' && /Bp$/.test(key)) return `${(value / 100).toFixed(2)} %`;
  if (TIME_FIELD.test(key)) {
    if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return when(value);
    // epoch ms (the operator calls' times); 0 means "never"
    if (typeof value === 'number' && value > 1e11) return when(value);
    if (value === 0) return '—';
  }
  return plain(value);
}
