import { atom } from 'nanostores';
import { createFormSubmit, type FormOutcome } from '../../../lib/form-submit';
import { opsCall } from '../../api/ops-call';
import type { Figures } from '../../api/ops-calls';
import { type OpsRefusal, refusalOf } from '../../stores/refusal';

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

/** Which of the platform's CSV reports holds a table of the page (the figures are the summary). */
export const CSV_OF: Readonly<Record<string, 'summary' | 'games' | 'bonuses'>> = {
  figures: 'summary',
  games: 'games',
  bonusByReason: 'bonuses',
};

type CsvFile = { filename: string; csv: string; contentType: string };
const csvSubmit = createFormSubmit(
  async (
    report: 'summary' | 'games' | 'bonuses',
    query: ReportQuery,
  ): Promise<FormOutcome<CsvFile, OpsRefusal>> => {
    const res = await opsCall('reportCsv', {
      report,
      ...(query.kind === 'day' ? { day: query.day } : { from: query.from, to: query.to }),
    });
    return res.ok ? { ok: true, result: res.data } : { ok: false, error: refusalOf(res) };
  },
);
export const $csv = csvSubmit.$state;

/** One report as the platform writes it (pesos, quoting, formula guard): the file's name and text. */
export async function exportCsv(
  report: 'summary' | 'games' | 'bonuses',
  query: ReportQuery,
): Promise<CsvFile | null> {
  const out = await csvSubmit.submit(report, query);
  if (!out?.ok) return null;
  // the file goes to the browser's download, not into the store
  csvSubmit.reset();
  return out.result;
}
