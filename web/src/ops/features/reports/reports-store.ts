import { atom } from 'nanostores';
import { opsCall } from '../../api/ops-call';
import type { Figures } from '../../api/ops-calls';

export type ReportQuery = { kind: 'day'; day: string } | { kind: 'range'; from: string; to: string };
export type ReportState =
  | { status: 'idle' }
  | { status: 'loading'; query: ReportQuery }
  | { status: 'ready'; query: ReportQuery; figures: Figures }
  | { status: 'error' | 'forbidden' | 'invalid'; query: ReportQuery; msg: string };

export const $report = atom<ReportState>({ status: 'idle' });
const DAY = /^\d{4}-\d{2}-\d{2}$/;
let seq = 0;

export async function loadReport(query: ReportQuery): Promise<void> {
  const valid =
    query.kind === 'day'
      ? DAY.test(query.day)
      : DAY.test(query.from) && DAY.test(query.to) && query.from <= query.to;
  if (!valid) {
    $report.set({ status: 'invalid', query, msg: '' });
    return;
  }
  const mine = ++seq;
  $report.set({ status: 'loading', query });
  const res =
    query.kind === 'day'
      ? await opsCall('reportDaily', { day: query.day })
      : await opsCall('reportRange', { from: query.from, to: query.to });
  if (mine !== seq) return;
  if (res.ok) $report.set({ status: 'ready', query, figures: res.data ?? {} });
  else $report.set({ status: res.forbidden ? 'forbidden' : 'error', query, msg: res.msg });
}

/** Holdings columns (wallet, safebox, held, total) are money though their names say nothing of it. */
export const BALANCE_KEYS = ['wallet', 'safebox', 'held', 'total'] as const;

/**
 * The figures split into what the page shows: the top-level numbers (one table), the holdings at opening and
 * closing as one "balances" table, then each list (per game, bonus by reason, jackpot pools).
 */
export function reportParts(figures: Figures): {
  scalars: [string, unknown][];
  tables: [string, Record<string, unknown>[]][];
} {
  const scalars: [string, unknown][] = [];
  const tables: [string, Record<string, unknown>[]][] = [];
  const balances: Record<string, unknown>[] = [];
  for (const [k, v] of Object.entries(figures)) {
    if (Array.isArray(v))
      tables.push([k, v.filter((r): r is Record<string, unknown> => !!r && typeof r === 'object')]);
    else if (v && typeof v === 'object') balances.push({ balance: k, ...(v as Record<string, unknown>) });
    else scalars.push([k, v]);
  }
  if (balances.length > 0) tables.unshift(['balances', balances]);
  return { scalars, tables };
}

function cell(v: unknown): string {
  const s = v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);
  // RFC 4180 quoting; a leading = + - @ is neutralised so a spreadsheet never runs it as a formula
  const safe = /^[=+\-@]/.test(s) && !/^-?\d+(\.\d+)?$/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV per report table: rows of objects → a header of their keys (first-seen order) and one line each. */
export function toCsv(rows: readonly Record<string, unknown>[]): string {
  const cols: string[] = [];
  for (const r of rows) for (const k of Object.keys(r)) if (!cols.includes(k)) cols.push(k);
  return (
    [cols.map(cell).join(','), ...rows.map((r) => cols.map((c) => cell(r[c])).join(','))].join('\r\n') +
    '\r\n'
  );
}

/** The key/value figures as a two-column CSV. */
export function scalarsCsv(scalars: readonly [string, unknown][]): string {
  return toCsv(scalars.map(([metric, value]) => ({ metric, value })));
}
