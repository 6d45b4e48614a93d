import { ERR } from '@casino/contracts/errors';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $overlays } from '../../stores/overlays';
import { $user, $wallet, setToken } from '../../stores/session';
import { json, resetApp } from '../../test/helpers';
import { callNames, fakePlatform, ok, refreshAnswer, refused } from '../../test/platform';
import {
  $tasks,
  artOfTask,
  claimAllTasks,
  claimTask,
  goTask,
  loadTasks,
  percent,
  type Task,
  taskClaim,
  tasksOf,
} from './tasks-store';

const task = (id: number, over: Partial<Task> = {}): Task => ({
  id,
  name: `Task ${id}`,
  description: '',
  period: 'daily',
  metric: 'bet',
  unit: 'count',
  target: 5,
  progress: 5,
  status: 1,
  rewards: [{ propId: 2001, count: 500 }],
  turnoverMultiple: 1,
  resetTime: 1_767_283_200_000,
  route: '/',
  reportable: false,
  ...over,
});

beforeEach(() => {
  resetApp();
  vi.useFakeTimers();
  setToken('tok');
  $user.set({ id: 7, coin: 0, lottery: 0, bet: 0 } as never);
  $tasks.set({ status: 'idle', list: [] });
  taskClaim.reset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('tasks', () => {
  it('loads the list, or the error state', async () => {
    fakePlatform({ getTaskUser: () => ok({ list: [task(1), task(2, { status: 0, progress: 2 })] }) });
    await loadTasks();
    expect($tasks.get()).toMatchObject({ status: 'ready', list: [{ id: 1 }, { id: 2 }] });
    fakePlatform({ getTaskUser: () => json({ errcode: 500, msg: 'down', data: null }, 500) });
    await loadTasks();
    expect($tasks.get()).toEqual({ status: 'error', list: [] });
  });

  it('groups by period, claimable first, and caps the bar at 100 %', () => {
    const list = [
      task(1, { status: 2 }),
      task(2, { status: 0, progress: 2 }),
      task(3),
      task(4, { period: 'weekly' }),
    ];
    expect(tasksOf(list, 'daily').map((t) => t.id)).toEqual([3, 2, 1]);
    expect(percent(task(1, { progress: 2 }))).toBe(40);
    expect(percent(task(1, { progress: 9 }))).toBe(100);
  });

  it('claim: one call for two taps, the reward popup, the balance, and the task shown received', async () => {
    const { calls } = fakePlatform({
      getTaskUser: () => ok({ list: [task(1)] }),
      receiveTaskAward: () => ok({ rewards: [{ propId: 2001, count: 500 }] }),
      refreshData: () => refreshAnswer({ coin: 500 }),
      activityGetStatusList: () => ok({}),
    });
    await loadTasks();
    const [a, b] = await Promise.all([claimTask(1), claimTask(1)]);
    expect([a, b]).toEqual([true, false]);
    expect(callNames(calls).filter((n) => n === 'receiveTaskAward')).toHaveLength(1);
    expect($tasks.get().list[0]?.status).toBe(2);
    expect($overlays.get().some((o) => o.kind === 'reward')).toBe(true);
    expect($wallet.get().coin).toBe(500);
  });

  it('already received elsewhere: shown received; not claimable: the list is asked again', async () => {
    fakePlatform({
      getTaskUser: () => ok({ list: [task(1), task(2)] }),
      receiveTaskAward: (b) => refused(b?.id === 1 ? ERR.ALREADY_RECEIVED : ERR.NOT_CLAIMABLE),
      activityGetStatusList: () => ok({}),
    });
    await loadTasks();
    expect(await claimTask(1)).toBe(false);
    expect($tasks.get().list.find((t) => t.id === 1)?.status).toBe(2);
    const { calls } = fakePlatform({
      getTaskUser: () => ok({ list: [task(1, { status: 2 }), task(2, { status: 0, progress: 3 })] }),
      receiveTaskAward: () => refused(ERR.NOT_CLAIMABLE),
      activityGetStatusList: () => ok({}),
    });
    await claimTask(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(callNames(calls)).toContain('getTaskUser');
    expect(taskClaim.$state.get().error?.code).toBe(ERR.NOT_CLAIMABLE);
    expect($tasks.get().list.find((t) => t.id === 2)?.status).toBe(0);
  });

  it('Go reports a client action before opening its page; other tasks only open theirs', async () => {
    const visit = task(3, { status: 0, progress: 0, metric: 'action', reportable: true, route: '/vip' });
    const bind = task(7, { status: 0, progress: 0, metric: 'action', route: '/auth/bind' });
    const { calls } = fakePlatform({
      getTaskUser: () => ok({ list: [visit, bind] }),
      finishTask: () => ok({ ...visit, progress: 1, status: 1 }),
    });
    await loadTasks();
    expect(await goTask(visit)).toBe('/vip');
    expect($tasks.get().list[0]).toMatchObject({ status: 1, progress: 1 });
    expect(await goTask(bind)).toBe('/auth/bind');
    expect(callNames(calls).filter((n) => n === 'finishTask')).toHaveLength(1);
  });

  it('Claim all takes every finished task through its own claim and shows one popup for the lot', async () => {
    const { calls } = fakePlatform({
      getTaskUser: () => ok({ list: [task(1), task(2), task(3, { status: 0, progress: 1 })] }),
      receiveTaskAward: (b) =>
        b?.id === 2 ? refused(ERR.PERIOD_CLOSED) : ok({ rewards: [{ propId: 2001, count: 500 }] }),
      refreshData: () => refreshAnswer({ coin: 500 }),
      activityGetStatusList: () => ok({}),
    });
    await loadTasks();
    const summary = await claimAllTasks();
    expect(summary).toEqual({ claimed: 1, failed: 1, rewards: [{ propId: 2001, count: 500 }] });
    // only the finished ones were asked for; the unfinished one is left alone
    expect(calls.filter((c) => c.url.endsWith('/receiveTaskAward')).map((c) => c.body?.id)).toEqual([1, 2]);
    expect($overlays.get().filter((o) => o.kind === 'reward')).toHaveLength(1);
    // a single ready task has no "Claim all"
    $tasks.set({ status: 'ready', list: [task(4)] });
    expect(await claimAllTasks()).toBeNull();
  });

  it('art follows what the task asks: stake, rounds, deposit, first deposit, VIP visit, share, account safety', () => {
    const art = (over: Partial<Task>) => artOfTask(task(1, over));
    expect([
      art({ metric: 'bet', unit: 'minor' }),
      art({ metric: 'bet', unit: 'count' }),
      art({ metric: 'deposit', unit: 'minor' }),
      art({ metric: 'deposit', unit: 'count' }),
      art({ metric: 'action', route: '/vip' }),
      art({ metric: 'action', route: '/share' }),
      art({ metric: 'action', route: '/auth/set-password' }),
      art({ metric: 'login' }),
    ]).toEqual(['bet', 'rounds', 'deposit', 'firstDeposit', 'vip', 'share', 'secure', 'signIn']);
  });
});
