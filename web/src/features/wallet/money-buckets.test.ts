import { registry } from '@casino/contracts/registry';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../stores/session';
import { resetApp } from '../../test/helpers';
import { fakePlatform, ok, refused } from '../../test/platform';
import { $buckets, type Buckets, bucketViews, loadBuckets } from './money-buckets';

// The player: ₱500 deposit, ₱510 of bets that went to the older sign-up bonus, a win — ₱594.10 with
// ₱34.10 withdrawable. The platform's buckets say why; the view words them without recomputing anything.
const buckets: Buckets = {
  cash: { amount: 53_410, turnoverRequired: 50_000, turnoverDone: 0, withdrawable: 3_410 },
  bonuses: [
    {
      grantId: 1,
      kind: 'register',
      label: 'Registration bonus',
      amount: 5_000,
      held: 5_000,
      turnoverRequired: 100_000,
      turnoverDone: 51_000,
      expiresAt: null,
      forfeitNow: 5_000,
    },
    {
      grantId: 3,
      kind: 'depositBonus',
      label: '',
      amount: 1_000,
      held: 400,
      turnoverRequired: 20_000,
      turnoverDone: 0,
      expiresAt: Date.UTC(2026, 2, 8, 4, 0),
      forfeitNow: 400,
    },
  ],
};

beforeEach(() => {
  resetApp();
  setToken('tok');
  $buckets.set({ status: 'idle' });
});
afterEach(() => vi.unstubAllGlobals());

describe('money buckets', () => {
  it('own cash first with its 1× play and what can leave now, then each bonus with its bar and its forfeit', () => {
    const views = bucketViews(buckets);
    expect(views.map((v) => [v.key, v.amount, v.share, v.tone])).toEqual([
      ['cash', '₱534.10', 0, 'cash'],
      ['bonus:1', '₱50.00', 0.51, 'bonus'],
      ['bonus:3', '₱4.00', 0, 'bonus'],
    ]);
    expect(views[0]!.progress).toEqual({
      key: 'wallet.buckets.cashPlay',
      vars: { done: '₱0.00', needed: '₱500.00' },
    });
    expect(views[0]!.lines).toEqual([{ key: 'wallet.buckets.cashNow', vars: { amount: '₱34.10' } }]);
    expect(views[1]!.title).toEqual({ text: 'Registration bonus' });
    expect(views[1]!.lines).toEqual([
      { key: 'wallet.buckets.bonusForfeit', vars: { withdrawable: '₱34.10', amount: '₱50.00' } },
    ]);
    // no label from the ledger: named by its kind; partly played: says what is left; an expiry is shown
    expect(views[2]!.title).toEqual({ key: 'coinDetail.kinds.depositBonus' });
    expect(views[2]!.lines.map((l) => l.key)).toEqual([
      'wallet.buckets.bonusPlayed',
      'wallet.buckets.bonusForfeit',
      'wallet.buckets.expires',
    ]);
  });

  it('cash with no play owed has no bar; a bonus the balance no longer holds forfeits nothing', () => {
    const views = bucketViews({
      cash: { amount: 20_000, turnoverRequired: 0, turnoverDone: 0, withdrawable: 20_000 },
      bonuses: [{ ...buckets.bonuses[0]!, held: 0, forfeitNow: 0 }],
    });
    expect(views[0]).toMatchObject({ share: null, progress: { key: 'wallet.buckets.cashFree' } });
    expect(views[1]).toMatchObject({
      tone: 'spent',
      lines: [{ key: 'wallet.buckets.bonusPlayed' }, { key: 'wallet.buckets.bonusNoForfeit' }],
    });
  });

  it('loads from getExchange, and a failed reload keeps the figures shown', async () => {
    let fail = false;
    // The contract's own example of the rest of the answer: only the buckets matter here.
    const info = { ...registry.getExchange.examples.answer, buckets };
    fakePlatform({ getExchange: () => (fail ? refused(500) : ok(info)) });
    await loadBuckets();
    expect($buckets.get()).toEqual({ status: 'ready', buckets });
    fail = true;
    await loadBuckets();
    expect($buckets.get().status).toBe('ready');
    $buckets.set({ status: 'idle' });
    await loadBuckets();
    expect($buckets.get().status).toBe('error');
  });
});
