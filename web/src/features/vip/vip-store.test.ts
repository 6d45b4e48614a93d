import { ERR } from '@casino/contracts/errors';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $overlays } from '../../stores/overlays';
import { $user, $vip, $wallet, setToken } from '../../stores/session';
import { resetApp } from '../../test/helpers';
import { callNames, fakePlatform, NO_ACTIVITY_FLAGS, ok, refreshAnswer, refused } from '../../test/platform';
import {
  $rebateLog,
  $rebates,
  loadMoreRebateLog,
  loadRebateLog,
  loadRebates,
  rebateAllClaim,
  rebateWait,
  receiveRebate,
} from './rebate-store';
import {
  $giftDismissed,
  $vipInfo,
  claimableLevels,
  claimDaily,
  claimLevelBonus,
  claimVipTask,
  dismissGift,
  giftLevel,
  levelClaim,
  loadVipInfo,
  progressToNext,
  type VipInfo,
} from './vip-store';

const level = (n: number, over: Record<string, unknown> = {}) => ({
  level: n,
  experience: [0, 1000, 5000][n] ?? 10000,
  showType: 1,
  upgradeBonus: n === 0 ? 0 : n * 5000,
  dailyBonus: n * 100,
  rebateRateBp: 20 + n * 10,
  betLimit: 1_000_000,
  upgradeReceived: false,
  ...over,
});
const info = (over: Partial<VipInfo> = {}): VipInfo => ({
  vip: 1,
  vipExp: 3000,
  nextLevelExp: 5000,
  levels: [level(0), level(1), level(2)],
  tasks: [],
  dailyReceived: false,
  signInReceived: false,
  ...over,
});

const flags = () => ok(NO_ACTIVITY_FLAGS);
const refresh = (coin: number) => refreshAnswer({ coin, vip: 1, vipExp: 3000, userLevel: 2 });

beforeEach(() => {
  resetApp();
  vi.useFakeTimers();
  setToken('tok');
  $user.set({ id: 7, coin: 0, lottery: 0, bet: 0 } as never);
  $vipInfo.set({ status: 'idle', data: null });
  $giftDismissed.set([]);
  levelClaim.reset();
  rebateAllClaim.reset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('VIP info', () => {
  it('loads the level, sets $vip, and works out the progress and the waiting level bonuses', async () => {
    fakePlatform({ getVipInfo: () => ok(info()) });
    await loadVipInfo();
    const s = $vipInfo.get();
    expect(s.status).toBe('ready');
    expect($vip.get()).toMatchObject({ vip: 1, vipExp: 3000 });
    expect(progressToNext(s.data!)).toBe(0.5);
    expect(claimableLevels(s.data!).map((l) => l.level)).toEqual([1]);
    expect(progressToNext(info({ vip: 2, vipExp: 9000, nextLevelExp: 9000 }))).toBe(1);
  });

  it('a visitor gets the public ladder as VIP 0 with nothing to claim, and no player calls', async () => {
    setToken(null);
    const stub = fakePlatform({
      'anonymous/vipLevels': () => ok({ levels: [level(0), level(1), level(2)], tasks: [] }),
    });
    await loadVipInfo();
    const s = $vipInfo.get();
    expect(s).toMatchObject({
      status: 'ready',
      visitor: true,
      data: { vip: 0, vipExp: 0, nextLevelExp: 1000 },
    });
    expect(s.data!.levels.map((l) => l.upgradeBonus)).toEqual([0, 5000, 10000]);
    expect(claimableLevels(s.data!)).toEqual([]);
    expect(callNames(stub.calls)).toEqual(['anonymous/vipLevels']);
  });

  it('an error state when it cannot load; a reload failure keeps what is shown', async () => {
    fakePlatform({ getVipInfo: () => refused(500) });
    await loadVipInfo();
    expect($vipInfo.get().status).toBe('error');
    $vipInfo.set({ status: 'ready', data: info() });
    await loadVipInfo();
    expect($vipInfo.get()).toMatchObject({ status: 'ready', data: { vip: 1 } });
  });

  it('the gift popup offers the lowest waiting level until claimed or closed for the session', () => {
    const i = info({ vip: 2, levels: [level(0), level(1), level(2)] });
    expect(giftLevel(i, [])?.level).toBe(1);
    expect(giftLevel(i, [1])?.level).toBe(2);
    dismissGift(1);
    dismissGift(2);
    expect(giftLevel(i, $giftDismissed.get())).toBeNull();
    expect(giftLevel(info({ vip: 0 }), [])).toBeNull();
  });
});

describe('VIP claims', () => {
  it('level bonus: one call for a double tap, reward popup with the coin, balance, marked received', async () => {
    const { calls } = fakePlatform({
      receiveVipBonusUser: () => ok({ amount: 5000, coin: 105000 }),
      refreshData: () => refresh(105000),
      activityGetStatusList: () => flags(),
    });
    $vipInfo.set({ status: 'ready', data: info() });
    const first = claimLevelBonus(1);
    const second = claimLevelBonus(1);
    expect(await first).toBe(true);
    expect(await second).toBe(false);
    expect(callNames(calls).filter((n) => n === 'receiveVipBonusUser')).toHaveLength(1);
    expect(calls.find((c) => c.url.endsWith('receiveVipBonusUser'))!.init.body).toContain('"level":1');
    expect($overlays.get()).toEqual([
      expect.objectContaining({
        kind: 'reward',
        props: { items: [{ propId: 2001, count: 5000 }], turnoverMultiple: 1 },
      }),
    ]);
    expect($wallet.get().coin).toBe(105000);
    expect($vipInfo.get().data!.levels[1]!.upgradeReceived).toBe(true);
    expect(giftLevel($vipInfo.get().data, [])).toBeNull();
  });

  it('already received elsewhere: shown as received, no popup; not reached: the error stays, nothing marked', async () => {
    fakePlatform({
      receiveVipBonusUser: (b) =>
        b?.level === 1 ? refused(ERR.ALREADY_RECEIVED) : refused(ERR.NOT_CLAIMABLE),
      activityGetStatusList: () => flags(),
    });
    $vipInfo.set({ status: 'ready', data: info() });
    expect(await claimLevelBonus(1)).toBe(false);
    expect($vipInfo.get().data!.levels[1]!.upgradeReceived).toBe(true);
    expect(await claimLevelBonus(2)).toBe(false);
    expect(levelClaim.$state.get().error?.code).toBe(ERR.NOT_CLAIMABLE);
    expect($vipInfo.get().data!.levels[2]!.upgradeReceived).toBe(false);
    expect($overlays.get()).toEqual([]);
  });

  it('daily bonus: marked received today after the claim', async () => {
    fakePlatform({
      appVipUserReceiveDaily: () => ok({ amount: 100, coin: 100 }),
      refreshData: () => refresh(100),
      activityGetStatusList: () => flags(),
    });
    $vipInfo.set({ status: 'ready', data: info() });
    expect(await claimDaily()).toBe(true);
    expect($vipInfo.get().data!.dailyReceived).toBe(true);
  });
});

describe('VIP tasks', () => {
  it('a finished task: the claim shows its rewards and marks it received; one not finished is refused', async () => {
    const task = (id: number, status: 0 | 1) => ({
      id,
      name: `Task ${id}`,
      level: 1,
      metric: 'bet' as const,
      unit: 'count' as const,
      route: '',
      target: 100,
      progress: status === 1 ? 100 : 10,
      status,
      rewards: [{ propId: 2001, count: 2000 }],
    });
    fakePlatform({
      receiveVipTask: (b) =>
        b?.id === 101 ? ok({ rewards: [{ propId: 2001, count: 2000 }] }) : refused(ERR.NOT_CLAIMABLE),
      refreshData: () => refresh(2000),
      activityGetStatusList: () => flags(),
    });
    $vipInfo.set({ status: 'ready', data: info({ tasks: [task(101, 1), task(102, 0)] }) });
    expect(await claimVipTask(101)).toBe(true);
    expect($overlays.get()[0]).toMatchObject({
      kind: 'reward',
      props: { items: [{ propId: 2001, count: 2000 }] },
    });
    expect(await claimVipTask(102)).toBe(false);
    expect($vipInfo.get().data!.tasks.map((t) => t.status)).toEqual([2, 0]);
  });
});

describe('rebates', () => {
  const rebates = (total: number) =>
    ok({ total, list: [{ type: 1, betAmount: 45678, rateBp: 30, bonus: total }] });

  it('loads the rebates by type, receives all with the popup, then reloads', async () => {
    let total = 137;
    const { calls } = fakePlatform({
      betBonus: () => rebates(total),
      betBonusReceive: () => {
        total = 0;
        return ok({ amount: 137, coin: 1137 });
      },
      refreshData: () => refresh(1137),
      activityGetStatusList: () => flags(),
    });
    await loadRebates();
    expect($rebates.get()).toMatchObject({ status: 'ready', data: { total: 137 } });
    expect(await receiveRebate(null)).toBe(true);
    expect($overlays.get()[0]).toMatchObject({
      kind: 'reward',
      props: { items: [{ propId: 2001, count: 137 }] },
    });
    expect($rebates.get().data?.total).toBe(0);
    expect(callNames(calls).filter((n) => n === 'betBonus')).toHaveLength(2);
  });

  it('nothing to receive yet: the wait comes from the typed detail', async () => {
    fakePlatform({
      betBonus: () => rebates(0),
      betBonusReceive: () => refused(ERR.NOT_CLAIMABLE, { retryAfterSeconds: 3600 }),
      activityGetStatusList: () => flags(),
    });
    expect(await receiveRebate(null)).toBe(false);
    expect(rebateWait(rebateAllClaim.$state.get().error)).toBe(3600);
    expect(rebateWait({ code: ERR.ALREADY_RECEIVED })).toBeNull();
  });

  it('the error state when the rebates cannot load', async () => {
    fakePlatform({ betBonus: () => refused(500) });
    $rebates.set({ status: 'idle', data: null });
    await loadRebates();
    expect($rebates.get().status).toBe('error');
  });

  it('the record pages without repeating an entry; a failed page keeps the list', async () => {
    const rec = (id: number) => ({ id, type: 1, betAmount: 1000, rateBp: 30, bonus: 3, createTime: 1 });
    let fail = false;
    fakePlatform({
      betBonusLog: (b) =>
        fail
          ? refused(500)
          : b?.pageNum === 1
            ? ok({ list: [rec(3), rec(2)], pageNum: 1, pageSize: 20, pages: 3, total: 5 })
            : ok({ list: [rec(2), rec(1)], pageNum: 2, pageSize: 20, pages: 3, total: 5 }),
    });
    await loadRebateLog();
    await loadMoreRebateLog();
    expect($rebateLog.get().list.map((r) => r.id)).toEqual([3, 2, 1]);
    fail = true;
    await loadMoreRebateLog();
    expect($rebateLog.get()).toMatchObject({ moreFailed: true, pageNum: 2 });
    expect($rebateLog.get().list).toHaveLength(3);
  });
});

describe('a level reached while playing', () => {
  it('refreshData with a higher VIP level opens the VIP gift popup once; the same level does not', async () => {
    const { applyRefresh } = await import('../../stores/wallet');
    const answer = (vip: number) => ({
      coin: 1000,
      lottery: 0,
      vip,
      vipExp: vip * 1000,
      userLevel: 1,
      bet: 0,
      hasPassword: true,
    });
    $vip.set({ vip: 0, vipExp: 900, userLevel: 1 });
    applyRefresh(answer(0));
    expect($overlays.get()).toEqual([]);
    applyRefresh(answer(1));
    applyRefresh(answer(1));
    expect($overlays.get()).toEqual([expect.objectContaining({ kind: 'vipGift', props: { level: 1 } })]);
  });
});
