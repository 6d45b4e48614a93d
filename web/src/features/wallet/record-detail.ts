// A record opened: the order as the platform has it now (order id, channel or account, amounts) and its
// timeline; a pending withdrawal can be taken back (exchangeOrderCancel: the hold returns through the ledger).
import type { CallAnswer } from '@casino/contracts/registry';
import { atom } from 'nanostores';
import { call } from '../../api/call';
import { describeFailure } from '../../components/form/error-text';
import { refreshBalance } from '../../stores/wallet';

export type WalletRecord = CallAnswer<'walletRecordList'>['list'][number];
type Withdrawal = CallAnswer<'exchangeOrderStatus'>;
type Deposit = CallAnswer<'rechargeOrderStatus'>;
export type RecordDetail = { kind: 'withdraw'; order: Withdrawal } | { kind: 'deposit'; order: Deposit };

export interface Step {
  key: string;
  at: number | null;
  state: 'done' | 'current' | 'failed';
}

export type DetailState =
  | { status: 'closed' }
  | { status: 'loading' | 'error'; record: WalletRecord }
  | {
      status: 'ready';
      record: WalletRecord;
      detail: RecordDetail;
      busy: boolean;
      /** An i18n key after a cancel, or the platform's own words for a refusal. */
      note: { key: string } | { text: string } | null;
    };

export const $recordDetail = atom<DetailState>({ status: 'closed' });

/** Called with a record's new status, so the list behind the sheet shows it too. */
let onStatus: (orderId: string, status: WalletRecord['status']) => void = () => {};

export async function openRecord(
  record: WalletRecord,
  statusChanged: (orderId: string, status: WalletRecord['status']) => void = () => {},
): Promise<void> {
  onStatus = statusChanged;
  $recordDetail.set({ status: 'loading', record });
  const res =
    record.kind === 'withdraw'
      ? await call('exchangeOrderStatus', { orderId: record.orderId })
      : await call('rechargeOrderStatus', { orderId: record.orderId });
  const now = $recordDetail.get();
  if (now.status === 'closed' || now.record.orderId !== record.orderId) return;
  if (!res.ok) return $recordDetail.set({ status: 'error', record });
  const detail = { kind: record.kind, order: res.data } as RecordDetail;
  $recordDetail.set({ status: 'ready', record, detail, busy: false, note: null });
  if (res.data.status !== record.status) onStatus(record.orderId, res.data.status);
}

export function closeRecord(): void {
  $recordDetail.set({ status: 'closed' });
}

/** Takes a pending withdrawal back; a second tap while one is on its way sends nothing. */
export async function cancelWithdrawal(): Promise<void> {
  const s = $recordDetail.get();
  if (s.status !== 'ready' || s.detail.kind !== 'withdraw' || s.busy) return;
  if (s.detail.order.status !== 'pending') return;
  $recordDetail.set({ ...s, busy: true, note: null });
  const res = await call('exchangeOrderCancel', { orderId: s.detail.order.orderId });
  const now = $recordDetail.get();
  if (now.status !== 'ready' || now.record.orderId !== s.record.orderId) return;
  if (!res.ok) {
    return $recordDetail.set({ ...now, busy: false, note: { text: describeFailure(res).text || res.msg } });
  }
  const status = res.data.status;
  $recordDetail.set({
    ...now,
    busy: false,
    detail: { kind: 'withdraw', order: res.data },
    // the operator may have paid it a moment before: say what happened instead
    note: { key: status === 'cancelled' ? 'wallet.detail.cancelDone' : 'wallet.detail.cancelTooLate' },
  });
  onStatus(s.record.orderId, status);
  if (status === 'cancelled') await refreshBalance();
}

/** What happened to the order, in order: asked, then waiting or how it ended. */
export function timeline(d: RecordDetail, record: WalletRecord): Step[] {
  if (d.kind === 'withdraw') {
    const o = d.order;
    const steps: Step[] = [{ key: 'wallet.detail.stepRequested', at: o.createTime, state: 'done' }];
    if (o.status === 'pending' || o.status === 'approved') {
      steps.push({ key: 'wallet.detail.stepReview', at: null, state: 'current' });
    } else if (o.status === 'paid') {
      steps.push({ key: 'wallet.detail.stepPaid', at: o.updateTime, state: 'done' });
    } else {
      steps.push({
        key: o.status === 'rejected' ? 'wallet.detail.stepRejected' : 'wallet.detail.stepCancelled',
        at: o.updateTime,
        state: 'failed',
      });
    }
    return steps;
  }
  const o = d.order;
  const steps: Step[] = [{ key: 'wallet.detail.stepCreated', at: o.createTime, state: 'done' }];
  if (o.status === 'pending')
    steps.push({ key: 'wallet.detail.stepPaying', at: o.expiresAt, state: 'current' });
  else if (o.status === 'paid')
    steps.push({ key: 'wallet.detail.stepCredited', at: o.paidTime, state: 'done' });
  else {
    steps.push({
      key: `wallet.detail.stepDeposit_${o.status}`,
      at: o.status === 'expired' ? o.expiresAt : record.updateTime,
      state: 'failed',
    });
  }
  return steps;
}
