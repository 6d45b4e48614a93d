import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $user, setToken } from '../../stores/session';
import { resetApp } from '../../test/helpers';
import { callNames, fakePlatform, ok, refreshAnswer } from '../../test/platform';
import {
  $depositBonus,
  claimDepositReward,
  type DepositBonusInfo,
  loadDepositBonus,
  percentText,
  tierProgress,
} from './deposit-bonus-store';

const info = (over: Partial<DepositBonusInfo> = {}): DepositBonusInfo => ({
  turnoverMultiple: 10,
  depositCount: 1,
  firstDeposit: { depositNo: 1, minDeposit: 10000, rateBp: 10000, cap: 50000, status: 1, bonus: 20000 },
  ladder: [],
  accumulated: {
    dayKey: '2026-03-01',
    resetTime: 0,
    total: 60000,
    tiers: [
      { target: 50000, bonus: 500, status: 1 },
      { target: 100000, bonus: 2000, status: 0 },
    ],
  },
  continuous: { minDeposit: 20000, streak: 1, todayCounted: true, days: [] },
  bonusKinds: [],
  rewards: [
    {
      id: 3,
      activityType: 44,
      bonus: 20000,
      baseAmount: 20000,
      step: 1,
      dayKey: '2026-03-01',
      status: 1,
      createTime: 0,
      receiveTime: null,
    },
  ],
  ...over,
});

beforeEach(() => {
  resetApp();
  vi.useFakeTimers();
  $depositBonus.set({ status: 'idle', data: null });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('deposit bonus store', () => {
  it('a visitor reads the public offers, a player their own progress', async () => {
    const visitor = fakePlatform({
      'anonymous/depositActivityRules': () => ok(info({ depositCount: null, rewards: [] })),
    });
    await loadDepositBonus();
    expect(callNames(visitor.calls)).toEqual(['anonymous/depositActivityRules']);
    expect($depositBonus.get().data?.depositCount).toBeNull();

    setToken('tok');
    $user.set({ id: 7, coin: 0, lottery: 0, bet: 0 } as never);
    const player = fakePlatform({ depositActivityInfo: () => ok(info()) });
    const loading = loadDepositBonus();
    // the visitor's answer is not shown to the player while theirs loads
    expect($depositBonus.get()).toEqual({ status: 'loading', data: null });
    await loading;
    expect(callNames(player.calls)).toEqual(['depositActivityInfo']);
    expect($depositBonus.get().data?.rewards).toHaveLength(1);
  });

  it('claims a reward once for two taps, then reads the page again', async () => {
    setToken('tok');
    $user.set({ id: 7, coin: 0, lottery: 0, bet: 0 } as never);
    let received = false;
    const { calls } = fakePlatform({
      depositActivityInfo: () => ok(info(received ? { rewards: [] } : {})),
      depositActivityReceive: () => {
        received = true;
        return ok({ rewards: [{ propId: 2001, count: 20000 }] });
      },
      refreshData: () => refreshAnswer(),
    });
    await loadDepositBonus();
    expect(await Promise.all([claimDepositReward(3), claimDepositReward(3)])).toEqual([true, false]);
    expect(callNames(calls).filter((n) => n === 'depositActivityReceive')).toHaveLength(1);
    expect($depositBonus.get().data?.rewards).toEqual([]);
  });

  it('writes rates as the page shows them and measures the way to the next tier', () => {
    expect(percentText(10000)).toBe('100');
    expect(percentText(250)).toBe('2.5');
    expect(tierProgress(info())).toEqual({ next: 100000, percent: 60 });
    const done = info();
    done.accumulated.total = 200000;
    expect(tierProgress(done)).toEqual({ next: null, percent: 100 });
  });
});
