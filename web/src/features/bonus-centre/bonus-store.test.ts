import { ERR } from '@casino/contracts/errors';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $overlays } from '../../stores/overlays';
import { $user, setToken } from '../../stores/session';
import { resetApp } from '../../test/helpers';
import { callNames, fakePlatform, ok, refreshAnswer, refused } from '../../test/platform';
import {
  $bonus,
  $claimAllSummary,
  $claimError,
  claimAll,
  claimables,
  claimItem,
  loadBonusCentre,
  mergeRewards,
} from './bonus-store';

const deposit = (status: 1 | 2) => ({
  turnoverMultiple: 10,
  depositCount: 1,
  firstDeposit: { depositNo: 1, minDeposit: 10000, rateBp: 10000, cap: 50000, status, bonus: 30000 },
  ladder: [],
  accumulated: { dayKey: '2026-03-01', resetTime: 0, total: 0, tiers: [] },
  continuous: { minDeposit: 20000, streak: 0, todayCounted: false, days: [] },
  bonusKinds: [],
  rewards: [
    {
      id: 9,
      activityType: 44,
      bonus: 30000,
      baseAmount: 30000,
      step: 1,
      dayKey: '2026-03-01',
      status,
      createTime: 0,
      receiveTime: null,
    },
  ],
});
const vip = {
  vip: 2,
  vipExp: 6000,
  nextLevelExp: 20000,
  levels: [0, 1, 2, 3].map((level) => ({
    level,
    experience: level * 1000,
    showType: 1,
    upgradeBonus: level * 1000,
    dailyBonus: level === 2 ? 200 : 0,
    rebateRateBp: 30,
    betLimit: 0,
    upgradeReceived: level === 1,
  })),
  tasks: [
    {
      id: 4,
      name: 'VIP task',
      level: 0,
      metric: 'bet',
      unit: 'count',
      route: '',
      target: 1,
      progress: 1,
      status: 1,
      rewards: [{ propId: 2002, count: 5 }],
    },
    // done, but above the player's VIP level: locked, so not offered
    {
      id: 5,
      name: 'VIP 9 task',
      level: 9,
      metric: 'bet',
      unit: 'count',
      route: '',
      target: 1,
      progress: 1,
      status: 1,
      rewards: [{ propId: 2002, count: 9 }],
    },
  ],
  dailyReceived: false,
  signInReceived: true,
};
const signIn = {
  days: [{ day: 1, rewards: [{ propId: 2001, count: 100 }], status: 1 }],
  today: 1,
  dayKey: '2026-03-01',
  receivedToday: false,
  nextClaimTime: 0,
  turnoverMultiple: 1,
};

beforeEach(() => {
  resetApp();
  vi.useFakeTimers();
  setToken('tok');
  $user.set({ id: 7, coin: 0, lottery: 0, bet: 0 } as never);
  $bonus.set({ status: 'idle', items: [] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('bonus centre', () => {
  it('lists every claimable item once with its own terms, and nothing received or not reached', () => {
    const items = claimables({
      deposit: deposit(1),
      tasks: null,
      vip: vip as never,
      signIn: signIn as never,
      loginBonus: null,
      rebate: { total: 0, list: [] },
    });
    expect(items.map((i) => [i.key, i.turnoverMultiple])).toEqual([
      ['deposit:9', 10],
      ['signIn', 1],
      // level 1 received, level 3 not reached: only level 2's bonus; today's daily; the finished VIP task (not
      // the VIP 9 one: locked at VIP 2)
      ['vipLevel:2', 1],
      ['vipDaily', 1],
      ['vipTask:4', 1],
    ]);
    expect(items[0]).toMatchObject({
      name: 'First deposit bonus',
      rewards: [{ propId: 2001, count: 30000 }],
    });
    expect(
      claimables({
        deposit: deposit(2),
        tasks: null,
        vip: null,
        signIn: null,
        loginBonus: null,
        rebate: null,
      }),
    ).toEqual([]);
  });

  it('claims an item through its own call once for two taps, then reads the list again', async () => {
    let received = false;
    const { calls } = fakePlatform({
      depositActivityInfo: () => ok(deposit(received ? 2 : 1)),
      getTaskUser: () => ok({ list: [] }),
      getVipInfo: () => refused(500),
      signInInfo: () => refused(500),
      loginBonus3User: () => refused(500),
      betBonus: () => ok({ total: 0, list: [] }),
      depositActivityReceive: (body) => {
        expect(body).toMatchObject({ id: 9 });
        received = true;
        return ok({ rewards: [{ propId: 2001, count: 30000 }] });
      },
      refreshData: () => refreshAnswer(),
    });
    await loadBonusCentre();
    const item = $bonus.get().items[0];
    if (!item) throw new Error('no item');
    const [first, second] = await Promise.all([claimItem(item), claimItem(item)]);
    expect([first, second]).toEqual([true, false]);
    expect(callNames(calls).filter((n) => n === 'depositActivityReceive')).toHaveLength(1);
    expect($overlays.get().some((o) => o.kind === 'reward')).toBe(true);
    expect($bonus.get().items).toEqual([]);
  });

  it('keeps a refusal beside its item and shows the error state only when every call failed', async () => {
    fakePlatform({
      depositActivityInfo: () => ok(deposit(1)),
      getTaskUser: () => refused(500),
      getVipInfo: () => refused(500),
      signInInfo: () => refused(500),
      loginBonus3User: () => refused(500),
      betBonus: () => refused(500),
      depositActivityReceive: () => refused(ERR.ALREADY_RECEIVED),
      refreshData: () => refreshAnswer(),
    });
    await loadBonusCentre();
    const item = $bonus.get().items[0];
    if (!item) throw new Error('no item');
    expect(await claimItem(item)).toBe(false);
    expect($claimError.get()).toMatchObject({ key: 'deposit:9', error: { code: ERR.ALREADY_RECEIVED } });
    fakePlatform({
      depositActivityInfo: () => refused(500),
      getTaskUser: () => refused(500),
      getVipInfo: () => refused(500),
      signInInfo: () => refused(500),
      loginBonus3User: () => refused(500),
      betBonus: () => refused(500),
    });
    await loadBonusCentre();
    expect($bonus.get().status).toBe('error');
  });

  it('claims all ready items through their own calls, one popup for everything, and a summary that counts a refusal', async () => {
    const received = new Set<string>();
    const { calls } = fakePlatform({
      depositActivityInfo: () => ok(deposit(received.has('deposit') ? 2 : 1)),
      getTaskUser: () => ok({ list: [] }),
      getVipInfo: () => refused(500),
      signInInfo: () => ok({ ...signIn, receivedToday: received.has('signIn') }),
      loginBonus3User: () => refused(500),
      betBonus: () => ok({ total: received.has('rebate') ? 0 : 700, list: [] }),
      depositActivityReceive: () => {
        received.add('deposit');
        return ok({ rewards: [{ propId: 2001, count: 30000 }] });
      },
      // already taken in another tab: refused, and the rest still go through
      signInReceive: () => refused(ERR.ALREADY_RECEIVED),
      betBonusReceive: () => {
        received.add('rebate');
        return ok({ amount: 700, coin: 30700 });
      },
      refreshData: () => refreshAnswer(),
    });
    await loadBonusCentre();
    expect($bonus.get().items.map((i) => i.key)).toEqual(['deposit:9', 'signIn', 'rebate']);
    const [summary, second] = await Promise.all([claimAll(), claimAll()]);
    // a second tap while it runs claims nothing
    expect(second).toBeNull();
    expect(summary).toEqual({ claimed: 2, failed: 1, rewards: [{ propId: 2001, count: 30_700 }] });
    expect($claimAllSummary.get()).toEqual(summary);
    const names = callNames(calls);
    expect(names.filter((n) => n.endsWith('Receive'))).toEqual([
      'depositActivityReceive',
      'signInReceive',
      'betBonusReceive',
    ]);
    // one reward popup with everything received, not one per claim
    expect($overlays.get().filter((o) => o.kind === 'reward')).toHaveLength(1);
    expect($claimError.get()).toMatchObject({ key: 'signIn', error: { code: ERR.ALREADY_RECEIVED } });
    expect($bonus.get().items.map((i) => i.key)).toEqual(['signIn']);
  });

  it('adds up rewards of the same item', () => {
    expect(
      mergeRewards([
        { propId: 2001, count: 100 },
        { propId: 2002, count: 5 },
        { propId: 2001, count: 50 },
      ]),
    ).toEqual([
      { propId: 2001, count: 150 },
      { propId: 2002, count: 5 },
    ]);
  });
});
