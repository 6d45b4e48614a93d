import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Proposal, WithdrawalRow } from '../../api/ops-calls';
import { fakeOps, resetOps, signInAs } from '../../test/fake-ops';
import { $withdrawalOutcome, decideWithdrawals, withdrawalQueue, withdrawalTable } from './withdrawal-store';

const proposal = (id: number, makerId: number): Proposal => ({
  id,
  action: 'withdrawalApprove',
  state: 'pending',
  makerId,
  createdAt: '2026-11-28T10:00:00Z',
});
const row = (id: number, extra: Partial<WithdrawalRow> = {}): WithdrawalRow => ({
  id,
  userId: 100 + id,
  amount: 150_00,
  channel: 'GCash',
  accountName: 'Juan Dela Cruz',
  kycName: 'Juan Dela Cruz',
  kycState: 'verified',
  turnoverLeft: 0,
  riskFlags: [],
  createdAt: `2026-11-28T0${id}:00:00Z`,
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
    expect(sent[0]?.body).toEqual({ pageNum: 1, pageSize: 25, sort: 'createdAt', order: 'asc' });
    await withdrawalTable.setPage(3);
    expect(sent[1]?.body).toMatchObject({ pageNum: 3 });
    await withdrawalTable.setSort('amount');
    expect(sent[2]?.body).toMatchObject({ pageNum: 1, sort: 'amount', order: 'desc' });
    await withdrawalTable.setSort('amount');
    expect(sent[3]?.body).toMatchObject({ sort: 'amount', order: 'asc' });
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
    expect(withdrawalQueue.openNext()?.id).toBe(1);
    // 2 is my own four-eyes proposal: not mine to approve a second time
    expect(withdrawalQueue.openNext()?.id).toBe(3);
    expect(withdrawalQueue.openNext()?.id).toBe(1);
    withdrawalQueue.toggleAll();
    expect([...withdrawalQueue.$selected.get()]).toEqual([1, 3]);
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
            { id: 1, state: 'paid' },
            { id: 4, state: 'proposed', proposalId: 12 },
          ],
        },
      }),
    });
    await withdrawalTable.reload();
    const outcome = await decideWithdrawals([1, 3, 4], true);
    expect(sent.find((s) => s.name === 'proposalDecide')?.body).toEqual({ proposalId: 8, approve: true });
    expect(sent.find((s) => s.name === 'withdrawalDecide')?.body).toEqual({ ids: [1, 4], approve: true });
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
    const outcome = await decideWithdrawals([1], false, 'Name differs');
    expect(sent.find((s) => s.name === 'withdrawalDecide')?.body).toEqual({
      ids: [1],
      approve: false,
      reason: 'Name differs',
    });
    expect(outcome?.failed).toEqual([{ id: 1, msg: 'Forbidden', forbidden: true }]);
  });
});
