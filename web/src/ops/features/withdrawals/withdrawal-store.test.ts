import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Proposal, WithdrawalRow } from '../../api/ops-calls';
import { fakeOps, resetOps, signInAs } from '../../test/fake-ops';
import { $withdrawalOutcome, decideWithdrawals, withdrawalQueue, withdrawalTable } from './withdrawal-store';

const proposal = (
  id: number,
  makerId: number,
): Pick<Proposal, 'id' | 'state' | 'makerId' | 'makerLogin'> => ({
  id,
  state: 'pending',
  makerId,
  makerLogin: `op${makerId}`,
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

describe('withdrawal queue', () => {
  beforeEach(() => signInAs(5, ['finance']));
  afterEach(() => {
    resetOps();
    withdrawalQueue.open(null);
    withdrawalQueue.settled([...withdrawalQueue.$selected.get()]);
  });

  it('asks the server for the oldest first, and pages, sorts and filters there', async () => {
    const sent = fakeOps({ withdrawalQueue: () => ({ data: { list: [row(1)], total: 60 } }) });
    await withdrawalTable.reload();
    expect(sent[0]?.body).toEqual({ pageNum: 1, pageSize: 25, sort: 'oldest', status: 'pending' });
    await withdrawalTable.setPage(3);
    expect(sent[1]?.body).toMatchObject({ pageNum: 3 });
    await withdrawalTable.setSort('amount');
    expect(sent[2]?.body).toMatchObject({ pageNum: 1, sort: 'amountDesc' });
    await withdrawalTable.setSort('amount');
    expect(sent[3]?.body).toMatchObject({ sort: 'amountAsc' });
    await withdrawalTable.setFilters({ flag: 'sharedDevice' });
    expect(sent[4]?.body).toMatchObject({ pageNum: 1, flag: 'sharedDevice' });
  });

  it('"open next" walks the queue oldest first, skips what waits for another operator, and wraps', async () => {
    fakeOps({
      withdrawalQueue: () => ({
        data: {
          list: [row(1), row(2, { proposal: proposal(9, 5) }), row(3, { proposal: proposal(8, 6) })],
          total: 3,
        },
      }),
    });
    await withdrawalTable.reload();
    expect(withdrawalQueue.openNext()?.id).toBe('w1');
    // 2 is my own four-eyes proposal: not mine to approve a second time
    expect(withdrawalQueue.openNext()?.id).toBe('w3');
    expect(withdrawalQueue.openNext()?.id).toBe('w1');
    withdrawalQueue.toggleAll();
    expect([...withdrawalQueue.$selected.get()]).toEqual(['w1', 'w3']);
  });

  it('"open next" opens nothing when every row waits for someone else', async () => {
    fakeOps({
      withdrawalQueue: () => ({ data: { list: [row(2, { proposal: proposal(9, 5) })], total: 1 } }),
    });
    await withdrawalTable.reload();
    expect(withdrawalQueue.openNext()).toBeNull();
    expect(withdrawalQueue.$openId.get()).toBeNull();
  });

  it("approves another operator's proposal as the second pair of eyes, and the rest through withdrawalDecide", async () => {
    const sent = fakeOps({
      withdrawalQueue: () => ({
        data: { list: [row(1), row(3, { proposal: proposal(8, 6) }), row(4)], total: 3 },
      }),
      proposalDecide: () => ({ data: { state: 'executed' } }),
      // 4 is above the four-eyes threshold: the first approval only proposes it
      withdrawalDecide: () => ({
        data: {
          results: [
            { id: 'w1', outcome: 'paid', proposalId: null, message: '' },
            { id: 'w4', outcome: 'proposed', proposalId: 'p12', message: '' },
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
    expect(sent.at(-1)?.name).toBe('withdrawalQueue');
  });

  it('rejects with the reason, and reports a role refusal as such', async () => {
    const sent = fakeOps({
      withdrawalQueue: () => ({ data: { list: [row(1)], total: 1 } }),
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
