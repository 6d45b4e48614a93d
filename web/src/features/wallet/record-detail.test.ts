import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $wallet, setToken } from '../../stores/session';
import { resetApp } from '../../test/helpers';
import { callNames, fakePlatform, ok, refreshAnswer } from '../../test/platform';
import { $recordDetail, cancelWithdrawal, openRecord, timeline, type WalletRecord } from './record-detail';

const record: WalletRecord = {
  kind: 'withdraw',
  orderId: 'W1',
  amount: 15_000,
  fee: 0,
  bonus: 0,
  status: 'pending',
  channelName: 'GCash',
  createTime: 1_000,
  updateTime: 1_000,
};
const order = (status: string, updateTime = 1_000) => ({
  orderId: 'W1',
  amount: 15_000,
  fee: 0,
  netAmount: 15_000,
  status,
  userBank: {
    id: 3,
    bankId: 1,
    bankName: 'GCash',
    kind: 'ewallet',
    accountName: 'Juan',
    accountNo: '******4567',
    isDefault: true,
    createTime: 0,
  },
  rejectReason: '',
  createTime: 1_000,
  updateTime,
});

beforeEach(() => {
  resetApp();
  setToken('tok');
  $recordDetail.set({ status: 'closed' });
});
afterEach(() => vi.unstubAllGlobals());

describe('a record opened', () => {
  it('shows the order with its timeline, cancels a pending withdrawal once for two taps, and the balance follows', async () => {
    let cancelled = false;
    const { calls } = fakePlatform({
      exchangeOrderStatus: () => ok(order(cancelled ? 'cancelled' : 'pending')),
      exchangeOrderCancel: () => {
        cancelled = true;
        return ok(order('cancelled', 2_000));
      },
      refreshData: () => refreshAnswer({ coin: 15_000 }),
    });
    const seen: string[] = [];
    await openRecord(record, (id, status) => seen.push(`${id}:${status}`));
    const s = $recordDetail.get();
    expect(s.status).toBe('ready');
    if (s.status !== 'ready') return;
    expect(timeline(s.detail, record)).toEqual([
      { key: 'wallet.detail.stepRequested', at: 1_000, state: 'done' },
      { key: 'wallet.detail.stepReview', at: null, state: 'current' },
    ]);
    await Promise.all([cancelWithdrawal(), cancelWithdrawal()]);
    expect(callNames(calls).filter((n) => n === 'exchangeOrderCancel')).toHaveLength(1);
    const after = $recordDetail.get();
    if (after.status !== 'ready') throw new Error('closed');
    expect(after.note).toEqual({ key: 'wallet.detail.cancelDone' });
    expect(timeline(after.detail, record)).toEqual([
      { key: 'wallet.detail.stepRequested', at: 1_000, state: 'done' },
      { key: 'wallet.detail.stepCancelled', at: 2_000, state: 'failed' },
    ]);
    // the list behind the sheet and the header balance follow
    expect(seen).toEqual(['W1:cancelled']);
    expect($wallet.get().coin).toBe(15_000);
  });

  it('paid by the operator a moment before: says it is too late, and the list shows it paid', async () => {
    fakePlatform({
      exchangeOrderStatus: () => ok(order('pending')),
      exchangeOrderCancel: () => ok(order('paid', 2_000)),
    });
    const seen: string[] = [];
    await openRecord(record, (id, status) => seen.push(`${id}:${status}`));
    await cancelWithdrawal();
    const s = $recordDetail.get();
    if (s.status !== 'ready') throw new Error('closed');
    expect(s.note).toEqual({ key: 'wallet.detail.cancelTooLate' });
    expect(timeline(s.detail, record).at(-1)).toEqual({
      key: 'wallet.detail.stepPaid',
      at: 2_000,
      state: 'done',
    });
    expect(seen).toEqual(['W1:paid']);
  });

  it('a deposit opens with its channel and the time its payment window closes; nothing to cancel here', async () => {
    const { calls } = fakePlatform({
      rechargeOrderStatus: () =>
        ok({
          orderId: 'R1',
          rechargeTypeId: 1,
          channelName: 'GCash',
          amount: 50_000,
          bonus: 1_000,
          status: 'pending',
          checkoutUrl: 'http://x/checkout',
          createTime: 1_000,
          expiresAt: 9_000,
          paidTime: 0,
        }),
    });
    await openRecord({ ...record, kind: 'deposit', orderId: 'R1' });
    await cancelWithdrawal();
    expect(callNames(calls)).toEqual(['rechargeOrderStatus']);
    const s = $recordDetail.get();
    if (s.status !== 'ready') throw new Error('closed');
    expect(timeline(s.detail, record).at(-1)).toEqual({
      key: 'wallet.detail.stepPaying',
      at: 9_000,
      state: 'current',
    });
  });
});
