import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, resetApp, stubFetch } from '../test/helpers';
import { $user, $vip, $wallet, setToken } from './session';
import { applyBalance, refreshBalance } from './wallet';

beforeEach(() => {
  resetApp();
  setToken('tok');
  $user.set({ id: 7, coin: 500, lottery: 1, bet: 0, vip: 0, vipExp: 0, hasPassword: false } as never);
});
afterEach(() => vi.unstubAllGlobals());

describe('the one balance', () => {
  it('applyBalance moves $wallet and $user.coin together (a round, a withdrawal, a claim)', () => {
    applyBalance({ coin: 1234 });
    expect($wallet.get()).toEqual({ coin: 1234, lottery: 0, bet: 0, status: 'ready' });
    expect($user.get()).toMatchObject({ coin: 1234 });
  });

  it('refreshBalance: asks made while one is on its way share one request after it; fills balance, VIP and password', async () => {
    const { calls } = stubFetch(() =>
      json({
        errcode: 0,
        msg: '',
        coin: 9900,
        lottery: 2,
        vip: 3,
        vipExp: 40,
        userLevel: 1,
        bet: 700,
        hasPassword: true,
      }),
    );
    const answers = await Promise.all([refreshBalance(), refreshBalance(), refreshBalance()]);
    expect(answers).toEqual([true, true, true]);
    expect(calls).toHaveLength(2);
    expect($wallet.get()).toEqual({ coin: 9900, lottery: 2, bet: 700, status: 'ready' });
    expect($user.get()).toMatchObject({ coin: 9900, lottery: 2, bet: 700, vip: 3, hasPassword: true });
    expect($vip.get()).toEqual({ vip: 3, vipExp: 40, userLevel: 1 });
  });

  it('a failed refresh leaves the balance as it was', async () => {
    applyBalance({ coin: 300 });
    stubFetch(() => json({ errcode: 500, msg: 'x', data: null }, 500));
    expect(await refreshBalance()).toBe(false);
    expect($wallet.get().coin).toBe(300);
  });
});
