import { atom, map } from 'nanostores';
import { opsCall } from '../../api/ops-call';
import type { KycDocumentKind, KycRow } from '../../api/ops-calls';
import { createQueue } from '../../stores/queue';
import { createTable } from '../../stores/table';

// Oldest first (the platform's order): a submission waits no longer than the ones after it.
export const kycTable = createTable<KycRow>(({ pageNum, pageSize }) =>
  opsCall('kycQueue', { pageNum, pageSize }),
);
export const kycQueue = createQueue(kycTable);

export type KycDecision = 'approve' | 'reject' | 'moreDocs';

/** A document's image as a data: URL, 'loading', or 'failed'; keyed `<submission id>:<kind>`. */
export const $kycDocs = map<Record<string, string>>({});
export const docKey = (id: number, kind: KycDocumentKind) => `${id}:${kind}`;

/** Fetches the open submission's documents through the operator call (no public URL ever shows them). */
export async function loadKycDocuments(row: KycRow): Promise<void> {
  await Promise.all(
    row.documents.map(async (kind) => {
      const key = docKey(row.id, kind);
      const had = $kycDocs.get()[key];
      if (had && had !== 'failed') return;
      $kycDocs.setKey(key, 'loading');
      const res = await opsCall('kycDocument', { submissionId: row.id, which: kind });
      $kycDocs.setKey(key, res.ok ? `data:${res.data.contentType};base64,${res.data.dataBase64}` : 'failed');
    }),
  );
}
/** Reasons an operator picks from (i18n keys under ops.kyc.reasons), or types their own. */
export const KYC_REASONS = [
  'blurry',
  'mismatchName',
  'mismatchBirthday',
  'expired',
  'underage',
  'duplicate',
  'address',
  'sourceOfFunds',
] as const;

export const $kycBusy = atom(false);
export const $kycResult = atom<{
  ok: boolean;
  decision: KycDecision;
  msg: string;
  forbidden: boolean;
} | null>(null);

/** Decides the open submission; on success it leaves the queue and the next one is a key press away. */
export async function decideKyc(decision: KycDecision, reason?: string): Promise<boolean> {
  const row = kycQueue.openRow();
  if (!row || $kycBusy.get()) return false;
  if (decision !== 'approve' && !reason?.trim()) return false;
  $kycBusy.set(true);
  try {
    // Approving a flagged submission: the reason is the compliance override the platform asks for.
    const text = reason?.trim() ?? '';
    const res = await opsCall('kycDecide', {
      id: row.id,
      decision,
      ...(text ? (decision === 'approve' ? { override: text } : { reason: text }) : {}),
    });
    $kycResult.set({ ok: res.ok, decision, msg: res.ok ? '' : res.msg, forbidden: !res.ok && res.forbidden });
    if (res.ok) {
      kycQueue.settled([row.id]);
      await kycTable.reload();
    }
    return res.ok;
  } finally {
    $kycBusy.set(false);
  }
}
