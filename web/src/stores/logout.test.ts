import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEY } from '../lib/storage';
import { captureNavigation, resetApp } from '../test/helpers';
import { logout, onSocialSignOut, watchCrossTabLogout } from './logout';
import { $dots, $session, $user, $vip, $wallet, NO_DOTS, setToken } from './session';

let unwatch: () => void = () => undefined;
beforeEach(() => {
  resetApp();
  unwatch = watchCrossTabLogout();
});
afterEach(() => unwatch());

function signIn() {
  setToken('tok');
  $user.set({ id: 9, nickname: 'Juan' } as never);
  $vip.set({ vip: 3, vipExp: 120, userLevel: 2 });
  $wallet.set({ coin: 12_345, lottery: 1, bet: 0, status: 'ready' });
  $dots.set({ ...NO_DOTS, signIn: true, email: true });
}

describe('logout (spec §4)', () => {
  it('clears token, user, VIP, dots and wallet, signs out of the social provider and goes to login', () => {
    const nav = captureNavigation();
    const social = vi.fn();
    const off = onSocialSignOut(social);
    signIn();
    logout();
    expect($session.get()).toBeNull();
    expect(localStorage.getItem(KEY.token)).toBeNull();
    expect($user.get()).toBeNull();
    expect($vip.get()).toBeNull();
    expect($dots.get()).toEqual(NO_DOTS);
    expect($wallet.get()).toMatchObject({ coin: 0, status: 'empty' });
    expect(social).toHaveBeenCalledTimes(1);
    expect(nav).toEqual([{ to: '/auth/login', replace: true }]);
    off();
  });

  it('a failing social sign-out still logs out', () => {
    captureNavigation();
    const off = onSocialSignOut(() => {
      throw new Error('sdk down');
    });
    signIn();
    logout();
    expect($session.get()).toBeNull();
    off();
  });
});

describe('cross-tab logout', () => {
  it('logs this tab out when another tab removes the token', () => {
    const nav = captureNavigation();
    signIn();
    window.dispatchEvent(new StorageEvent('storage', { key: KEY.token, oldValue: 'tok', newValue: null }));
    expect($session.get()).toBeNull();
    expect($user.get()).toBeNull();
    expect(nav[0]?.to).toBe('/auth/login');
  });

  it('logs out when another tab clears all storage', () => {
    captureNavigation();
    signIn();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect($session.get()).toBeNull();
  });

  it('ignores other keys and picks up a token set in another tab', () => {
    const nav = captureNavigation();
    signIn();
    window.dispatchEvent(new StorageEvent('storage', { key: KEY.config, newValue: null }));
    expect($session.get()).toBe('tok');
    window.dispatchEvent(new StorageEvent('storage', { key: KEY.token, newValue: 'newer' }));
    expect($session.get()).toBe('newer');
    expect(nav).toEqual([]);
  });
});
