import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { t } from '../i18n';
import { $wallet, setToken } from '../stores/session';
import { type FetchCall, json, resetApp, stubFetch, trackedClicks } from '../test/helpers';
import { HomeHeader } from './home-header';

let calls: FetchCall[];
function mount() {
  const router = createMemoryRouter([{ path: '*', element: <HomeHeader title={t('route.home')} /> }]);
  render(<RouterProvider router={router} />);
}

beforeEach(() => {
  resetApp();
  calls = stubFetch(() => json({})).calls;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('home header', () => {
  it("logs a visitor's Log In and Register taps", () => {
    mount();
    fireEvent.click(screen.getByRole('link', { name: t('common.login') }));
    fireEvent.click(screen.getByRole('link', { name: t('common.register') }));
    expect(trackedClicks(calls)).toEqual([{ target: 'header_login' }, { target: 'header_register' }]);
  });

  it("logs a player's tap on the balance (the way to deposit)", () => {
    setToken('tok');
    $wallet.set({ coin: 12_345, lottery: 0, bet: 0, status: 'ready' });
    mount();
    const balance = screen.getByRole('link', { name: new RegExp(t('common.balance')) });
    // opened from home, the wallet offers the way back (spec §2 back=1)
    expect(balance.getAttribute('href')).toBe('/wallets?name=deposit&back=1');
    fireEvent.click(balance);
    expect(trackedClicks(calls)).toEqual([{ target: 'header_deposit' }]);
  });
});
