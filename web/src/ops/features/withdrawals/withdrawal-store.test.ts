import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Proposal, WithdrawalRow } from '../../api/ops-calls';
import { fakeOps, resetOps, type Sent, signInAs } from '../../test/fake-ops';
import {
  $withdrawalOutcome,
  decideWithdrawals,
  WITHDRAWAL_APPROVE_ACTION,
  withdrawalQueue,
  withdrawalTable,
} from './withdrawal-store';

/** A pending proposal to pay withdrawal `orderId`, made by operator `makerId`. */
const proposal = (id: number, makerId: number, orderId: string): Proposal => ({
  id,
  action: WITHDRAWAL_APPROVE_ACTION,
  targetUserId: 101,
  payload: { orderId },
  state: 'pending',
  makerId,
  makerLogin: `op${makerId}`,
  reason: '',
  checkerId: null,
  checkerLogin: null,
  decideReason: '',
  result: null,
  createdAt: 0,
  decidedAt: 0,
});
const row = (id: number, extra: Partial<WithdrawalRow> = {}): WithdrawalRow => ({
  id: `w${id}`,
  userId: 100 + id,
  account: `player${id}`,
  nickname: 'Juan',
  amount: 150_00,
  fee: 0,
  payout: 150_00,
  status: 'pending',
  rejectReason: '',
  createdAt: Date.UTC(2026, 10, 28, id),
  channel: {
    bankId: 1,
    bankName: 'GCash',
    kind: 'ewallet',
    accountName: 'Juan Dela Cruz',
    accountNo: '0917',
    addedAt: 0,
  },
  kycName: 'Juan Dela Cruz',
  kycStatus: 2,
  turnoverOwed: 0,
  flags: [],
  sharedWith: [],
  needsSecondApproval: false,
  ...extra,
});
const queueCalls = (sent: Sent[]) => sent.filter((s) => s.name === 'withdrawalQueue');

describe('withdrawal queue', () => {
  beforeEach(() => signInAs(5, ['finance']));
  afterEach(() => {
    resetOps();
    withdrawalQueue.open(null);
    withdrawalQueue.settled([...withdrawalQueue.$selected.get()]);
  });

  it('asks the server for the oldest first, and pages, sorts and filters there', async () => {
    const sent = fakeOps({
      withdrawalQueue: () => ({ data: { list: [row(1)], total: 60 } }),
      proposalList: () => ({ data: { list: [], total: 0 } }),
    });
    await withdrawalTable.reload();
    expect(queueCalls(sent)[0]?.body).toEqual({
      pageNum: 1,
      pageSize: 25,
      sort: 'oldest',
      status: 'pending',
    });
    expect(sent.find((s) => s.name === 'proposalList')?.body).toMatchObject({
      state: 'pending',
      action: WITHDRAWAL_APPROVE_ACTION,
    });
    await withdrawalTable.setPage(3);
    expect(queueCalls(sent)[1]?.body).toMatchObject({ pageNum: 3 });
    await withdrawalTable.setSort('amount');
    expect(queueCalls(sent)[2]?.body).toMatchObject({ pageNum: 1, sort: 'amountDesc' });
    await withdrawalTable.setSort('amount');
    expect(queueCalls(sent)[3]?.body).toMatchObject({ sort: 'amountAsc' });
    await withdrawalTable.setFilters({ flag: 'sharedDevice' });
    expect(queueCalls(sent)[4]?.body).toMatchObject({ pageNum: 1, flag: 'sharedDevice' });
  });

  it('pairs each withdrawal with its pending four-eyes proposal; "open next" skips what waits for another operator', async () => {
    fakeOps({
      withdrawalQueue: () => ({
        data: {
          list: [row(1), row(2, { needsSecondApproval: true }), row(3, { needsSecondApproval: true })],
          total: 3,
        },
      }),
      // 2 was approved first by me (operator 5), 3 by operator 6
      proposalList: () => ({ data: { list: [proposal(9, 5, 'w2'), proposal(8, 6, 'w3')], total: 2 } }),
    });
    await withdrawalTable.reload();
    expect(withdrawalTable.$state.get().rows.map((r) => r.proposal?.id ?? null)).toEqual([null, 9, 8]);
    expect(withdrawalQueue.openNext()?.id).toBe('w1');
    expect(withdrawalQueue.openNext()?.id).toBe('w3');
    expect(withdrawalQueue.openNext()?.id).toBe('w1');
    withdrawalQueue.toggleAll();
    expect([...withdrawalQueue.$selected.get()]).toEqual(['w1', 'w3']);
  });

  it('still shows the queue when the proposals cannot be read', async () => {
    fakeOps({
      withdrawalQueue: () => ({ data: { list: [row(1)], total: 1 } }),
      proposalList: () => ({ status: 500, errcode: 500, msg: 'down' }),
    });
    await withdrawalTable.reload();
    expect(withdrawalTable.$state.get()).toMatchObject({ status: 'ready', rows: [{ id: 'w1' }] });
  });

  it("approves another operator's proposal as the second pair of eyes, and the rest through withdrawalDecide", async () => {
    const sent = fakeOps({
      withdrawalQueue: () => ({ data: { list: [row(1), row(3), row(4)], total: 3 } }),
      proposalList: () => ({ data: { list: [proposal(8, 6, 'w3')], total: 1 } }),
      proposalDecide: () => ({ data: { proposalId: 8, state: 'approved', result: null } }),
      // 4 is above the four-eyes threshold: the first approval only proposes it
      withdrawalDecide: () => ({
        data: {
          results: [
            { id: 'w1', outcome: 'paid', proposalId: null, message: '' },
            { id: 'w4', outcome: 'proposed', proposalId: 12, message: '' },
          ],
        },
      }),
    });
    await withdrawalTable.reload();
    const outcome = await decideWithdrawals(['w1', 'w3', 'w4'], true);
    expect(sent.find((s) => s.name === 'proposalDecide')?.body).toEqual({ proposalId: 8, approve: true });
    expect(sent.find((s) => s.name === 'withdrawalDecide')?.body).toEqual({
      ids: ['w1', 'w4'],
      approve: true,
    });
    expect(outcome).toEqual({ done: 2, awaiting: 1, failed: [] });
    expect($withdrawalOutcome.get()).toEqual(outcome);
    // the queue is asked again so paid rows leave it
    expect(queueCalls(sent)).toHaveLength(2);
  });

  it('rejects with the reason, and reports a role refusal as such', async () => {
    const sent = fakeOps({
      withdrawalQueue: () => ({ data: { list: [row(1)], total: 1 } }),
      proposalList: () => ({ data: { list: [], total: 0 } }),
      withdrawalDecide: () => ({ status: 403, errcode: 403, msg: 'Forbidden' }),
    });
    await withdrawalTable.reload();
    const outcome = await decideWithdrawals(['w1'], false, 'Name differs');
    expect(sent.find((s) => s.name === 'withdrawalDecide')?.body).toEqual({
      ids: ['w1'],
      approve: false,
      reason: 'Name differs',
    });
    expect(outcome?.failed).toEqual([{ id: 'w1', msg: 'Forbidden', forbidden: true }]);
  });
});
