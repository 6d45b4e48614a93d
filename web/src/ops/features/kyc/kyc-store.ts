import { atom } from 'nanostores';
import { opsCall } from '../../api/ops-call';
import type { KycRow } from '../../api/ops-calls';
import { createQueue } from '../../stores/queue';
import { createTable } from '../../stores/table';

// Oldest first: a submission waits no longer than the ones after it.
export const kycTable = createTable<KycRow>(
  ({ pageNum, pageSize, sort, order }) =>
    opsCall('kycQueue', { pageNum, pageSize, ...(sort ? { sort, order } : {}) }),
  { sort: 'submittedAt', order: 'asc' },
);
export const kycQueue = createQueue(kycTable);

export type KycDecision = 'approve' | 'reject' | 'moreDocs';
/** Reasons an operator picks from (i18n keys under ops.kyc.reasons), or types their own. */
export const KYC_REASONS = [
  'blurry',
  'mismatchName',
  'mismatchBirthday',
  'expired',
  'underage',
  'duplicate',
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
    const res = await opsCall('kycDecide', {
      id: row.id,
      decision,
      ...(reason?.trim() ? { reason: reason.trim() } : {}),
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
