import { ERR } from '@casino/contracts/errors';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEY } from '../../lib/storage';
import { captureInvite, invitePid } from '../../stores/invite';
import { $session, $user } from '../../stores/session';
import { availableProviders, sandboxCredential, socialSettings } from '../../stores/social';
import {
  afterLoginInfo,
  CONFIG,
  fakeApi,
  loginAnswer,
  mountApp,
  refused,
  signedIn,
  TOKEN,
  USER,
  where,
} from '../../test/app';
import { resetApp } from '../../test/helpers';

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

beforeAll(async () => {
  await Promise.all([
    import('../../app/page-routes'),
    import('./login-page'),
    import('./forget-page'),
    import('./bind-page'),
    import('./set-password-page'),
  ]);
});
beforeEach(() => resetApp());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('forgot password', () => {
  it('mobile → code → new password; a wrong code goes back to the code with everything kept', async () => {
    let tries = 0;
    const api = fakeApi({
      smsSend: () => ({ resendAfterSeconds: 60, expiresInSeconds: 300 }),
      forgetPassword: () => (++tries === 1 ? refused(ERR.SMS_CODE_WRONG, 'wrong') : null),
    });
    mountApp('/auth/forget');
    await screen.findByRole('heading', { level: 1, name: 'Forgot Password' });
    type('Mobile number', '09171234567');
    click('Send code');
    await screen.findByRole('button', { name: 'Resend in 60 s' });
    expect(api.calls.find((c) => c.url.endsWith('/smsSend'))?.body).toMatchObject({ type: 2 });
    type('SMS code', '111111');
    click('Next');
    type('New password', 'newpass99');
    type('Confirm password', 'newpass99');
    click('Reset password');
    expect(await screen.findByText('The SMS code is wrong. Check the code and try again.')).toBeTruthy();
    expect(screen.getByLabelText('Mobile number', { selector: 'input' })).toHaveProperty(
      'value',
      '09171234567',
    );
    expect(screen.getByLabelText('SMS code', { selector: 'input' })).toHaveProperty('value', '111111');
    type('SMS code', '222222');
    click('Next');
    expect(screen.getByLabelText('New password', { selector: 'input' })).toHaveProperty('value', 'newpass99');
    click('Reset password');
    expect(await screen.findByText(/Your password was changed and every device was signed out/)).toBeTruthy();
    expect(api.calls.filter((c) => c.url.endsWith('/forgetPassword')).at(-1)?.body).toMatchObject({
      mobile: '09171234567',
      smsCode: '222222',
      password: 'newpass99',
    });
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe(
      '/auth/login?type=account',
    );
  });
});

describe('set password and bind (signed in)', () => {
  it('a phone player sets a first password; the page then says how to log in with it', async () => {
    const phoneUser = { ...USER, account: '', mobile: '+639171234567', hasPassword: false };
    const api = fakeApi({
      getAfterLoginInfoWeb: () => afterLoginInfo(phoneUser),
      refreshData: () => ({
        coin: 0,
        lottery: 0,
        vip: 0,
        vipExp: 0,
        userLevel: 0,
        bet: 0,
        hasPassword: false,
      }),
      initPassword: () => ({ user: { ...phoneUser, hasPassword: true } }),
    });
    await signedIn();
    mountApp('/auth/set-password');
    expect(
      await screen.findByText('Set a password to also log in with 0917 123 4567 and a password.'),
    ).toBeTruthy();
    type('New password', 'pass');
    click('Set password');
    expect(await screen.findByText('Too short: use 6 to 20 characters.')).toBeTruthy();
    type('New password', 'phonepass1');
    type('Confirm password', 'phonepass1');
    click('Set password');
    expect(
      await screen.findByText(
        'Your password is set. You can now log in with 0917 123 4567 and this password.',
      ),
    ).toBeTruthy();
    expect(api.calls.find((c) => c.url.endsWith('/initPassword'))?.body).toMatchObject({
      password: 'phonepass1',
    });
    expect($user.get()?.hasPassword).toBe(true);
  });

  it('binds a mobile number with a code of auth mode bind; a taken number is marked on its field', async () => {
    let tries = 0;
    const api = fakeApi({
      smsSend: () => ({ resendAfterSeconds: 60, expiresInSeconds: 300 }),
      bindAccount: () =>
        ++tries === 1 ? refused(ERR.MOBILE_TAKEN, '') : { user: { ...USER, mobile: '+639181234567' } },
    });
    await signedIn();
    mountApp('/auth/bind');
    await screen.findByRole('heading', { level: 2, name: 'Bind a mobile number' });
    type('Mobile number', '09171234567');
    click('Send code');
    await screen.findByRole('button', { name: 'Resend in 60 s' });
    expect(api.calls.find((c) => c.url.endsWith('/smsSend'))?.body).toMatchObject({ type: 1 });
    type('SMS code', '123456');
    click('Bind number');
    expect(
      await screen.findByText('This mobile number is already registered. Log in with it instead.'),
    ).toBeTruthy();
    type('Mobile number', '09181234567');
    click('Bind number');
    expect(await screen.findByText('Your mobile number is now bound:')).toBeTruthy();
    expect(screen.getByText('0918****567')).toBeTruthy();
  });
});

describe('social sign-in', () => {
  it('offers a provider only when its client id is configured (or the sandbox is on)', () => {
    expect(availableProviders({ google: '', facebook: '', line: '', sandbox: false })).toEqual([]);
    expect(
      availableProviders({ google: 'id.apps.googleusercontent.com', facebook: '', line: '', sandbox: false }),
    ).toEqual(['google']);
    expect(availableProviders({ google: '', facebook: '', line: '', sandbox: true })).toEqual([
      'google',
      'facebook',
      'line',
    ]);
    expect(socialSettings({ socialLogin: { facebookAppId: '123', sandbox: 1 } })).toMatchObject({
      facebook: '123',
      sandbox: true,
    });
  });

  it('builds sandbox tokens in the contracts’ format, without separators smuggled in', () => {
    expect(sandboxCredential('google', 'g-1', 'Juan').accessToken).toBe('sandbox:google:g-1:Juan');
    expect(sandboxCredential('facebook', 'fb:1', 'A:B')).toMatchObject({
      accessToken: 'sandbox:facebook:fb1:AB',
      userID: 'fb1',
    });
  });

  it('dev sandbox: the provider dialog stands in for Google and the player is signed in', async () => {
    const api = fakeApi({ googleLogin: () => loginAnswer({ googleAccount: 'g-7', googleName: 'Maria' }) });
    const router = mountApp('/auth/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sandbox Google sign-in' });
    fireEvent.change(within(dialog).getByLabelText('Provider user id', { selector: 'input' }), {
      target: { value: 'g-7' },
    });
    fireEvent.change(within(dialog).getByLabelText('Display name', { selector: 'input' }), {
      target: { value: 'Maria' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(where(router)).toBe('/'));
    expect(api.calls.find((c) => c.url.endsWith('/googleLogin'))?.body).toMatchObject({
      accessToken: 'sandbox:google:g-7:Maria',
    });
    expect($session.get()).toBe(TOKEN);
    expect($user.get()?.social).toMatchObject({ provider: 5, accessToken: 'sandbox:google:g-7:Maria' });
  });
});

describe('invite pid from a share link', () => {
  it('keeps the first inviter seen on this device and ignores junk', () => {
    captureInvite('?pid=abc');
    expect(invitePid()).toBeUndefined();
    captureInvite('?x=1&pid=7');
    captureInvite('?pid=9');
    expect(invitePid()).toBe(7);
    expect(localStorage.getItem(KEY.invitePid)).toBe('7');
  });

  it('phone sign-up carries it too', async () => {
    captureInvite('?pid=11');
    const api = fakeApi({ accountLoginSms: () => loginAnswer({}, true) });
    const router = mountApp('/auth/login?type=phone', { ...CONFIG, otpStatus: 0 });
    await screen.findByRole('tab', { name: 'Phone', selected: true });
    type('Mobile number', '09171234567');
    click('Log In');
    await waitFor(() => expect(where(router)).toBe('/'));
    expect(api.calls.find((c) => c.url.endsWith('/accountLoginSms'))?.body).toMatchObject({ pid: 11 });
  });
});
