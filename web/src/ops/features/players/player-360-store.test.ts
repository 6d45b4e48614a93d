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
  resetAdjustment,
  tabParts,
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
    resetAdjustment();
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
    expect($adjustState.get()).toEqual({ busy: false, error: null, result: { proposalId: 77 } });
    expect($adjustForm.get().amount).toBe('');
  });

  it('does not send an invalid form', async () => {
    const sent = fakeOps({});
    $adjustForm.set({ ...form, amount: '' });
    expect(await proposeAdjustment(42)).toBe(false);
    expect($adjustErrors.get()).toEqual(['amount']);
    expect(sent).toHaveLength(0);
  });

  it("loads one tab of a player's page at a time, paged by the server, keeping the header meanwhile", async () => {
    const header = { id: 42, account: 'juan', blocks: [] };
    const sent = fakeOps({
      player360: (body) =>
        body.tab === 'wallet'
          ? {
              data: {
                header,
                tab: {
                  tab: 'wallet',
                  page: { list: [{ delta: 5, balanceAfter: 5 }], pageNum: 2, pages: 3, total: 60 },
                },
              },
            }
          : { data: { header, tab: { tab: 'profile', profile: { realName: 'Juan' }, kyc: [] } } },
    });
    await loadPlayer(42);
    expect(sent[0]?.body).toEqual({ userId: 42, tab: 'profile', pageNum: 1, pageSize: 25 });
    const promise = loadPlayer(42, 'wallet', 2);
    expect($player.get()).toMatchObject({ status: 'loading', tab: 'wallet', data: { header } });
    await promise;
    const state = $player.get();
    expect(state.status).toBe('ready');
    if (state.status !== 'ready') return;
    expect(tabParts(state.data.tab)).toEqual({
      sections: [],
      page: { list: [{ delta: 5, balanceAfter: 5 }], pageNum: 2, pages: 3, total: 60 },
    });
    await loadPlayer(-1);
    expect($player.get().status).toBe('notFound');
  });
});

describe('player 360 tabs', () => {
  it('are exactly the tabs player360 answers', async () => {
    const { PLAYER_360_TABS } = await import('@casino/contracts/ops-calls/players');
    const { PLAYER_TABS } = await import('./player-360-store');
    expect([...PLAYER_TABS]).toEqual([...PLAYER_360_TABS]);
  });
});
