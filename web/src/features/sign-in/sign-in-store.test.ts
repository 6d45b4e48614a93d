import { ERR } from '@casino/contracts/errors';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $user, setToken } from '../../stores/session';
import { json, resetApp } from '../../test/helpers';
import { fakePlatform, ok, refreshAnswer, refused } from '../../test/platform';
import {
  $loginBonus,
  $signIn,
  clock,
  loadSignInPage,
  loginBonusClaim,
  receiveLoginBonus,
  receiveSignIn,
  type SignInInfo,
  secondsUntil,
  signInClaim,
} from './sign-in-store';

const info = (over: Partial<SignInInfo> = {}): SignInInfo => ({
  days: [1, 2, 3, 4, 5, 6, 7].map((day) => ({
    day,
    rewards: [{ propId: 2001, count: day * 100 }],
    status: day < 2 ? 2 : day === 2 ? 1 : 0,
  })),
  today: 2,
  dayKey: '2026-03-02',
  receivedToday: false,
  nextClaimTime: Date.parse('2026-03-03T00:00:00+08:00'),
  turnoverMultiple: 1,
  ...over,
});
const bonus = (received: number, takenToday = false) => ({
  days: [1, 2, 3].map((day) => ({
    day,
    rewards: [{ propId: 2001, count: day * 500 }],
    status: day <= received ? 2 : day === received + 1 && !takenToday ? 1 : 0,
  })),
  today: Math.min(received + 1, 3),
  endTime: 0,
});

const refresh = () => refreshAnswer({ coin: 200 });
const bodies = (calls: { url: string; init: RequestInit }[], name: string) =>
  calls.filter((c) => c.url.endsWith(`/${name}`)).map((c) => JSON.parse(String(c.init.body)));

beforeEach(() => {
  resetApp();
  vi.useFakeTimers();
  setToken('tok');
  $user.set({ id: 7, coin: 0, lottery: 0, bet: 0 } as never);
  $signIn.set({ status: 'idle', data: null });
  $loginBonus.set({ status: 'idle', data: null });
  signInClaim.reset();
  loginBonusClaim.reset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('daily sign-in', () => {
  it("loads the cycle and the login bonus; claims today's day for the Manila day shown, once", async () => {
    const { calls } = fakePlatform({
      signInInfo: () => ok(info()),
      loginBonus3User: () => ok(bonus(0)),
      signInReceive: () => ok({ day: 2, rewards: [{ propId: 2001, count: 200 }] }),
      refreshData: () => refresh(),
      activityGetStatusList: () => ok({}),
    });
    await loadSignInPage();
    expect($signIn.get().status).toBe('ready');
    expect($loginBonus.get().status).toBe('ready');
    const [a, b] = await Promise.all([receiveSignIn(), receiveSignIn()]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    expect(bodies(calls, 'signInReceive')).toEqual([expect.objectContaining({ dayKey: '2026-03-02' })]);
    const after = $signIn.get().data!;
    expect(after.receivedToday).toBe(true);
    expect(after.days.map((d) => d.status)).toEqual([2, 2, 0, 0, 0, 0, 0]);
    // Claimed: the button is off, so a further claim is not even sent.
    expect(await receiveSignIn()).toBe(false);
    expect(bodies(calls, 'signInReceive')).toHaveLength(1);
  });

  it('a page left open past midnight: "that day has closed" shows the new day', async () => {
    const { calls } = fakePlatform({
      signInInfo: () => ok(info({ dayKey: '2026-03-03', today: 3 })),
      signInReceive: () => refused(ERR.PERIOD_CLOSED),
      activityGetStatusList: () => ok({}),
    });
    $signIn.set({ status: 'ready', data: info() });
    expect(await receiveSignIn()).toBe(false);
    expect(signInClaim.$state.get().error?.code).toBe(ERR.PERIOD_CLOSED);
    expect($signIn.get().data).toMatchObject({ dayKey: '2026-03-03', today: 3 });
    expect(bodies(calls, 'signInInfo')).toHaveLength(1);
  });

  it('shows the error state when the cycle cannot load', async () => {
    fakePlatform({
      signInInfo: () => json({ errcode: 500, msg: 'down', data: null }, 500),
      loginBonus3User: () => ok(bonus(3)),
    });
    await loadSignInPage();
    expect($signIn.get()).toEqual({ status: 'error', data: null });
    expect($loginBonus.get().status).toBe('ready');
  });

  it('counts down to the next claim', () => {
    const at = Date.parse('2026-03-03T00:00:00+08:00');
    expect(secondsUntil(at, at - 3_723_000)).toBe(3723);
    expect(clock(3723)).toBe('01:02:03');
    expect(secondsUntil(at, at + 5)).toBe(0);
  });
});

describe('login bonus', () => {
  it('claims the open day and shows the bonus again as the platform sees it', async () => {
    let received = 1;
    fakePlatform({
      loginBonus3User: () => ok(bonus(received, received === 2)),
      loginBonus3UserReceive: () => {
        received = 2;
        return ok({ day: 2, rewards: [{ propId: 2001, count: 1000 }] });
      },
      refreshData: () => refresh(),
      activityGetStatusList: () => ok({}),
    });
    expect(await receiveLoginBonus()).toBe(true);
    expect($loginBonus.get().data?.days.map((d) => d.status)).toEqual([2, 2, 0]);
  });
});
