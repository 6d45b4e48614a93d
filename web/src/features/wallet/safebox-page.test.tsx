import { ERR } from '@casino/contracts/errors';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { $user, $wallet } from '../../stores/session';
import { afterLoginInfo, fakeApi, mountApp, refused, refusedWith, signedIn, USER } from '../../test/app';
import { resetApp } from '../../test/helpers';

beforeAll(async () => {
  await Promise.all([import('../../app/page-routes'), import('./safebox-page')]);
});
beforeEach(() => resetApp());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The platform as the page sees it: user info with the safebox figures, and the three safebox calls. */
function safeboxApi(start: { coin: number; safebox: number; hasSafeboxPassword: boolean }) {
  const s = { ...start };
  return {
    state: s,
    handlers: {
      getAfterLoginInfoWeb: () => afterLoginInfo({ ...USER, ...s }),
      safeboxSetPassword: () => {
        s.hasSafeboxPassword = true;
        return { hasSafeboxPassword: true };
      },
      safeboxDeposit: (b: Record<string, unknown>) => {
        s.coin -= Number(b.amount);
        s.safebox += Number(b.amount);
        return { coin: s.coin, safebox: s.safebox };
      },
    },
  };
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** What the page sent to a call, without the common fields every request carries. */
const sent = (api: ReturnType<typeof fakeApi>, name: string) =>
  api.calls
    .filter((c) => c.url.endsWith(`/${name}`))
    .map((c) => {
      const { amount, password, oldPassword } = c.body as Record<string, unknown>;
      return Object.fromEntries(
        Object.entries({ amount, password, oldPassword }).filter(([, v]) => v !== undefined),
      );
    });

describe('/wallets/safebox', () => {
  it('sets the password first, then moves coin in; the balance everywhere follows', async () => {
    const platform = safeboxApi({ coin: 50_000, safebox: 0, hasSafeboxPassword: false });
    const api = fakeApi(platform.handlers);
    await signedIn();
    mountApp('/wallets/safebox');
    expect(await screen.findByText('₱500.00')).toBeTruthy();
    expect(screen.getByText('₱0.00')).toBeTruthy();
    expect(
      screen.getByText('Set a 6-digit safebox password. You will need it to take coin out.'),
    ).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();

    type('New safebox password', '12345');
    type('Confirm safebox password', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(screen.getAllByText('Use exactly 6 digits.').length).toBeGreaterThan(0);
    expect(sent(api, 'safeboxSetPassword')).toEqual([]);

    type('New safebox password', '246810');
    type('Confirm safebox password', '246811');
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(screen.getByText('The passwords do not match.')).toBeTruthy();
    type('Confirm safebox password', '246810');
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Safebox password set. You can now move coin in.')).toBeTruthy();
    expect(sent(api, 'safeboxSetPassword')).toEqual([{ password: '246810' }]);
    expect($user.get()?.hasSafeboxPassword).toBe(true);
    expect(screen.getByText('Your safebox is empty. Move coin in to keep it from being bet.')).toBeTruthy();

    // more than the balance is refused before anything is sent
    type('Amount', '500.01');
    fireEvent.click(screen.getByRole('button', { name: 'Move in' }));
    expect(screen.getByText('Your balance is only ₱500.00.')).toBeTruthy();
    expect(sent(api, 'safeboxDeposit')).toEqual([]);

    type('Amount', '120.50');
    fireEvent.click(screen.getByRole('button', { name: 'Move in' }));
    expect(await screen.findByText('₱120.50 moved to the safebox.')).toBeTruthy();
    expect(sent(api, 'safeboxDeposit')).toEqual([{ amount: 12_050 }]);
    expect(screen.getByText('₱379.50')).toBeTruthy();
    expect(screen.getByText('₱120.50')).toBeTruthy();
    expect($wallet.get().coin).toBe(37_950);
    expect($user.get()?.safebox).toBe(12_050);
    // the form is fresh again: no error for the now empty amount
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('');
    expect(screen.queryByText('Enter an amount.')).toBeNull();
  });

  it('taking coin out needs the password: attempts left, then a lock that keeps the button off', async () => {
    const platform = safeboxApi({ coin: 1_000, safebox: 30_000, hasSafeboxPassword: true });
    const answers = [
      // the numbers come from the typed detail: the message text says otherwise on purpose
      refusedWith(ERR.SAFEBOX_PASSWORD_WRONG, 'Wrong safebox password. 7 attempts left.', {
        attemptsLeft: 1,
      }),
      refusedWith(ERR.SAFEBOX_LOCKED, 'Try again in 99 min.', { retryAfterSeconds: 15 * 60 }),
    ];
    const api = fakeApi({ ...platform.handlers, safeboxWithdraw: () => answers.shift() });
    await signedIn();
    mountApp('/wallets/safebox');
    fireEvent.click(await screen.findByRole('tab', { name: 'Move out' }));
    expect(screen.getByText('Up to ₱300.00 from the safebox.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('300.00');
    fireEvent.click(screen.getByRole('button', { name: 'Move out' }));
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(sent(api, 'safeboxWithdraw')).toEqual([]);

    type('Safebox password', '111111');
    fireEvent.click(screen.getByRole('button', { name: 'Move out' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong safebox password. Attempts left: 1.');
    fireEvent.click(screen.getByRole('button', { name: 'Move out' }));
    expect(
      await screen.findByText('Too many wrong passwords. The safebox is locked; try again in 15 minutes.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move out' })).toHaveProperty('disabled', true);
    expect(sent(api, 'safeboxWithdraw')).toEqual([
      { amount: 30_000, password: '111111' },
      { amount: 30_000, password: '111111' },
    ]);
    // nothing moved
    expect(screen.getByText('₱300.00')).toBeTruthy();
  });

  it('changes the password with the current one', async () => {
    const platform = safeboxApi({ coin: 1_000, safebox: 0, hasSafeboxPassword: true });
    const api = fakeApi(platform.handlers);
    await signedIn();
    mountApp('/wallets/safebox');
    fireEvent.click(await screen.findByRole('tab', { name: 'Change password' }));
    type('Current safebox password', '123456');
    type('New safebox password', '123456');
    type('Confirm safebox password', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('The new password must differ from the current one.')).toBeTruthy();
    type('New safebox password', '654321');
    type('Confirm safebox password', '654321');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Safebox password changed.')).toBeTruthy();
    expect(sent(api, 'safeboxSetPassword')).toEqual([{ password: '654321', oldPassword: '123456' }]);
  });

  it('shows an error with a retry when the figures cannot be read', async () => {
    let fail = false;
    fakeApi({
      getAfterLoginInfoWeb: () =>
        fail ? refused(500, 'down', 500) : afterLoginInfo({ ...USER, safebox: 4_200 }),
    });
    await signedIn();
    fail = true;
    mountApp('/wallets/safebox');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('₱42.00')).toBeTruthy();
  });
});
