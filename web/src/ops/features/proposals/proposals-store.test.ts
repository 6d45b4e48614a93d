import { REWARD_ID } from '@casino/contracts/reward-ids';
import { afterEach, describe, expect, it } from 'vitest';
import type { Proposal } from '../../api/ops-calls';
import { fakeOps, resetOps, signInAs } from '../../test/fake-ops';
import {
  $proposalResult,
  decideProposal,
  isOwnProposal,
  proposalEffect,
  proposalTable,
} from './proposals-store';

const p = (id: number, makerId: number, payload: unknown = null): Proposal => ({
  id,
  action: 'adjustment',
  targetUserId: 42,
  payload,
  state: 'pending',
  makerId,
  makerLogin: `op${makerId}`,
  reason: 'Goodwill',
  checkerId: null,
  checkerLogin: null,
  decideReason: '',
  result: null,
  createdAt: Date.UTC(2026, 10, 28),
  decidedAt: 0,
});

describe('four-eyes inbox', () => {
  afterEach(resetOps);

  it('lists pending proposals and marks my own as not mine to decide', async () => {
    signInAs(4, ['finance']);
    const sent = fakeOps({ proposalList: () => ({ data: { list: [p(1, 4), p(2, 9)], total: 2 } }) });
    await proposalTable.reload();
    expect(sent[0]?.body).toEqual({ pageNum: 1, pageSize: 25, state: 'pending' });
    expect(proposalTable.$state.get().rows.map(isOwnProposal)).toEqual([true, false]);
  });

  it("never sends a decision on the operator's own proposal", async () => {
    signInAs(4, ['finance']);
    const sent = fakeOps({ proposalDecide: () => ({ data: { state: 'executed' } }) });
    expect(await decideProposal(p(1, 4), true)).toBe(false);
    expect(sent).toHaveLength(0);
  });

  it("approves or declines someone else's, with the reason, and shows the platform's refusal", async () => {
    signInAs(4, ['finance']);
    const sent = fakeOps({
      proposalDecide: (body) =>
        body.approve ? { data: { state: 'executed' } } : { errcode: 4402, msg: 'Already decided' },
      proposalList: () => ({ data: { list: [], total: 0 } }),
    });
    expect(await decideProposal(p(2, 9), true)).toBe(true);
    expect(sent[0]?.body).toEqual({ proposalId: 2, approve: true });
    expect(await decideProposal(p(2, 9), false, 'Wrong amount')).toBe(false);
    expect(sent.find((s) => s.body.approve === false)?.body).toEqual({
      proposalId: 2,
      approve: false,
      reason: 'Wrong amount',
    });
    expect($proposalResult.get()).toMatchObject({ ok: false, msg: 'Already decided' });
  });

  it('shows what an adjustment moves: coin as money (a debit negative), props by id and count', () => {
    const items = [
      { propId: REWARD_ID.coin, count: -50_000 },
      { propId: 70001, count: 3 },
    ];
    expect(proposalEffect(p(1, 2, { userId: 42, items }))).toEqual({ coin: -50_000, props: ['70001 × 3'] });
    expect(proposalEffect(p(1, 2, { orderId: 'W1', amount: 7_500_000 }))).toEqual({
      coin: 7_500_000,
      props: [],
    });
    expect(proposalEffect(p(1, 2, null))).toEqual({ coin: null, props: [] });
  });
});
