import { atom } from 'nanostores';
import { createFormSubmit, type FormOutcome } from '../../../lib/form-submit';
import { opsCall } from '../../api/ops-call';
import type { OpsAnswer } from '../../api/ops-calls';
import { createTable } from '../../stores/table';

// Compliance's desk: screening hits, the AML queue (with its export), the exclusion list and its import, and the
// family exclusion requests that arrive as feedback. Every list is filtered and paged by the server.

export type ScreeningRow = OpsAnswer<'screeningQueue'>['list'][number];
export type AmlRow = OpsAnswer<'amlQueue'>['list'][number];
export type ExclusionRow = OpsAnswer<'exclusionList'>['list'][number];
export type ImportResult = OpsAnswer<'exclusionImport'>;
export type RequestRow = OpsAnswer<'feedbackInbox'>['list'][number];

export const SCREENING_FILTERS = ['open', 'confirmed', 'falsePositive'] as const;
export const AML_FILTERS = ['open', 'reviewed', 'reported', 'dismissed'] as const;

const pick = <T extends string>(list: readonly T[], value: string | undefined): T =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : list[0]!;

export const screeningTable = createTable<ScreeningRow>(({ pageNum, pageSize, filters }) =>
  opsCall('screeningQueue', { pageNum, pageSize, status: pick(SCREENING_FILTERS, filters.status) }),
);
export const amlTable = createTable<AmlRow>(({ pageNum, pageSize, filters }) =>
  opsCall('amlQueue', { pageNum, pageSize, status: pick(AML_FILTERS, filters.status) }),
);
export const exclusionTable = createTable<ExclusionRow>(({ pageNum, pageSize, filters }) =>
  opsCall('exclusionList', { pageNum, pageSize, q: filters.q ?? '' }),
);
export const requestTable = createTable<RequestRow>(({ pageNum, pageSize }) =>
  opsCall('feedbackInbox', { scope: 'all', category: 'exclusionRequest', pageNum, pageSize }),
);

/** The last decision's outcome, shown above the table (the server's words when it refused). */
export const $complianceNote = atom<{ ok: boolean; text: string } | null>(null);
export const $complianceBusy = atom(false);

async function act(
  run: () => Promise<{ ok: boolean; msg?: string }>,
  done: string,
  reload: () => Promise<void>,
) {
  if ($complianceBusy.get()) return false;
  $complianceBusy.set(true);
  try {
    const res = await run();
    $complianceNote.set(res.ok ? { ok: true, text: done } : { ok: false, text: res.msg ?? '' });
    if (res.ok) await reload();
    return res.ok;
  } finally {
    $complianceBusy.set(false);
  }
}

export function decideHit(
  hitId: number,
  decision: 'confirm' | 'falsePositive',
  reason: string,
  done: string,
) {
  return act(() => opsCall('screeningDecide', { hitId, decision, reason }), done, screeningTable.reload);
}

export function moveAml(itemId: number, status: AmlRow['status'], reason: string, done: string) {
  return act(() => opsCall('amlSetStatus', { itemId, status, reason }), done, amlTable.reload);
}

export function answerRequest(id: number, text: string, done: string) {
  return act(() => opsCall('feedbackAnswer', { id, text }), done, requestTable.reload);
}

/** The last import's counts (and the invalid rows' reasons), or its refusal ('' when the role cannot import). */
const importSubmit = createFormSubmit(
  async (
    file: { text(): Promise<string>; name: string },
    source: string,
  ): Promise<FormOutcome<ImportResult, string>> => {
    const csv = await file.text();
    const res = await opsCall('exclusionImport', { csv, source: source.trim() || file.name });
    if (!res.ok) return { ok: false, error: res.forbidden ? '' : res.msg };
    void exclusionTable.reload();
    return { ok: true, result: res.data };
  },
);
export const $import = importSubmit.$state;
export const resetImport = importSubmit.reset;

/** Reads the chosen file and imports it; the counts (and the invalid rows' reasons) stay on screen. */
export async function importList(
  file: { text(): Promise<string>; name: string },
  source: string,
): Promise<void> {
  if ($import.get().busy) return;
  // the last file's counts go as the next one is read
  importSubmit.reset();
  await importSubmit.submit(file, source);
}

/** The export as a file the browser saves (the CSV never passes through a URL). */
export async function exportAml(
  from: string,
  to: string,
): Promise<{ ok: boolean; msg: string; rows: number }> {
  const res = await opsCall('amlExport', { from, to, status: 'all' });
  if (!res.ok) return { ok: false, msg: res.msg, rows: 0 };
  const url = URL.createObjectURL(new Blob([res.data.csv], { type: 'text/csv' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = res.data.filename;
  a.click();
  URL.revokeObjectURL(url);
  return { ok: true, msg: '', rows: res.data.rows };
}

/** The regulator's CSV for a date range; the answer is how many rows it holds. */
export const amlExport = createFormSubmit(
  async (from: string, to: string): Promise<FormOutcome<number, string>> => {
    const r = await exportAml(from, to);
    return r.ok ? { ok: true, result: r.rows } : { ok: false, error: r.msg };
  },
);
