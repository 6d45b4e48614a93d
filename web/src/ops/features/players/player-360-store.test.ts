import { REWARD_ID } from '@casino/contracts/reward-ids';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeOps, resetOps, signInAs } from '../../test/fake-ops';
import {
  $adjustErrors,
  $adjustForm,
  $adjustState,
  $player,
  adjustmentItems,
  loadPlayer,
  proposeAdjustment,
  tabSections,
} from './player-360-store';

const form = {
  kind: 'coin' as const,
  direction: 'credit' as const,
  amount: '',
  propId: '',
  reason: 'Goodwill after outage',
};

describe('player 360 and manual adjustments', () => {
  afterEach(() => {
    resetOps();
    $adjustForm.set({ ...form, reason: '' });
    $adjustState.set({ status: 'idle' });
  });

  it('turns the form into the call: coin typed in pesos sent in centavos, a debit negative, a prop as a count', () => {
    expect(adjustmentItems({ ...form, amount: '1,250.50' })).toEqual({
      items: [{ propId: REWARD_ID.coin, count: 125050 }],
    });
    expect(adjustmentItems({ ...form, direction: 'debit', amount: '10' })).toEqual({
      items: [{ propId: REWARD_ID.coin, count: -1000 }],
    });
    expect(adjustmentItems({ ...form, kind: 'prop', propId: '70001', amount: '3' })).toEqual({
      items: [{ propId: 70001, count: 3 }],
    });
    expect(adjustmentItems({ ...form, amount: '0', reason: 'ok' })).toEqual({ errors: ['amount', 'reason'] });
    expect(adjustmentItems({ ...form, kind: 'prop', propId: 'x', amount: '1.5' })).toEqual({
      errors: ['propId', 'amount'],
    });
  });

  it('proposes (never applies) and says it waits for a second operator', async () => {
    signInAs(2, ['finance']);
    const sent = fakeOps({ adjustmentPropose: () => ({ data: { proposalId: 77 } }) });
    $adjustForm.set({ ...form, amount: '500' });
    expect(await proposeAdjustment(42)).toBe(true);
    expect(sent[0]).toMatchObject({
      name: 'adjustmentPropose',
      body: {
        userId: 42,
        items: [{ propId: REWARD_ID.coin, count: 50000 }],
        reason: 'Goodwill after outage',
      },
    });
    expect($adjustState.get()).toEqual({ status: 'proposed', proposalId: 77 });
    expect($adjustForm.get().amount).toBe('');
  });

  it('does not send an invalid form', async () => {
    const sent = fakeOps({});
    $adjustForm.set({ ...form, amount: '' });
    expect(await proposeAdjustment(42)).toBe(false);
    expect($adjustErrors.get()).toEqual(['amount']);
    expect(sent).toHaveLength(0);
  });

  it("loads one player's page and files each part of the answer under its tab", async () => {
    fakeOps({
      player360: () => ({
        data: { profile: { account: 'juan' }, coinLog: [{ amount: 5, balanceAfter: 5 }] },
      }),
    });
    await loadPlayer(42);
    const state = $player.get();
    expect(state.status).toBe('ready');
    if (state.status !== 'ready') return;
    expect(tabSections(state.data, 'wallet')).toEqual([
      { key: 'coinLog', value: [{ amount: 5, balanceAfter: 5 }] },
    ]);
    expect(tabSections(state.data, 'notes')).toEqual([]);
    await loadPlayer(-1);
    expect($player.get().status).toBe('notFound');
  });
});
