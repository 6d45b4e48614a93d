import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEY } from '../../lib/storage';
import { $session, $user } from '../../stores/session';
import { fakeApi, mountApp, signedIn, TOKEN, USER, where } from '../../test/app';
import { resetApp } from '../../test/helpers';

const SESSION = {
  current: {
    sessionId: 's-2',
    loginTime: Date.UTC(2026, 0, 2, 1, 30),
    device: 'Pixel 7 / Chrome',
    ip: '203.0.113.7',
  },
  previous: { loginTime: Date.UTC(2026, 0, 1, 12, 5), device: 'iPhone / Safari', ip: '198.51.100.4' },
  passwordChangedAt: 0,
  userId: USER.id,
};

beforeAll(async () => {
  await Promise.all([
    import('../../app/page-routes'),
    import('./member-page'),
    import('./profile-page'),
    import('./profile-info-page'),
  ]);
});
beforeEach(() => resetApp());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/member', () => {
  it('shows who is playing and the balance through the money helper', async () => {
    fakeApi({});
    await signedIn();
    mountApp('/member');
    await screen.findByRole('heading', { level: 1, name: 'My Account' });
    expect(await screen.findByText('Juan')).toBeTruthy();
    expect(screen.getByText('ID 42')).toBeTruthy();
    const balance = screen.getByText('₱123.45').parentElement as HTMLElement;
    expect(within(balance).getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe(
      '/wallets?name=deposit&back=1',
    );
    expect(within(balance).getByRole('link', { name: 'Withdraw' }).getAttribute('href')).toBe(
      '/wallets?name=withdraw&back=1',
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Account menu' })).getByRole('link', { name: 'Profile' }),
    ).toBeTruthy();
  });

  it('log out revokes the token on the server, clears the session and goes to login', async () => {
    const api = fakeApi({});
    await signedIn();
    const router = mountApp('/member');
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(where(router)).toBe('/auth/login'));
    const revoke = api.calls.find((c) => c.url.endsWith('/logout'));
    expect(revoke?.init.headers).toMatchObject({ authorization: TOKEN });
    expect($session.get()).toBeNull();
    expect(localStorage.getItem(KEY.token)).toBeNull();
    expect($user.get()).toBeNull();
  });
});

describe('/member/profile', () => {
  it('lists the account, a bind button for a missing number, and the previous login (GLI)', async () => {
    fakeApi({ loginSessionInfo: () => SESSION });
    await signedIn();
    mountApp('/member/profile');
    await screen.findByRole('heading', { level: 2, name: 'Login activity' });
    expect(await screen.findByText('iPhone / Safari', { exact: false })).toBeTruthy();
    // Philippine time, whatever the device zone: 12:05 UTC is 8:05 PM in Manila
    expect(screen.getByText(/Jan 1, 2026.*8:05.*PM · iPhone \/ Safari · IP 198\.51\.100\.4/)).toBeTruthy();
    expect(screen.getByText(/Pixel 7 \/ Chrome · IP 203\.0\.113\.7/)).toBeTruthy();
    const mobileRow = screen.getByText('Mobile number').closest('li') as HTMLElement;
    expect(within(mobileRow).getByRole('link', { name: 'Bind' }).getAttribute('href')).toBe(
      '/auth/bind?redirect=%2Fmember%2Fprofile',
    );
  });

  it('a first login says so', async () => {
    fakeApi({ loginSessionInfo: () => ({ ...SESSION, previous: null }) });
    await signedIn();
    mountApp('/member/profile');
    expect(await screen.findByText('This is your first login.')).toBeTruthy();
  });

  it('changes the password with the current one; a wrong current password is marked on its field', async () => {
    let tries = 0;
    const api = fakeApi({
      loginSessionInfo: () => SESSION,
      updatePassword: () =>
        ++tries === 1
          ? new Response(JSON.stringify({ errcode: 2003, msg: 'Wrong account or password.', data: null }), {
              headers: { 'content-type': 'application/json' },
            })
          : null,
    });
    await signedIn();
    mountApp('/member/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    const field = (label: string) => within(dialog).getByLabelText(label, { selector: 'input' });
    fireEvent.change(field('Current password'), { target: { value: 'oldpass1' } });
    fireEvent.change(field('New password'), { target: { value: 'oldpass1' } });
    fireEvent.change(field('Confirm password'), { target: { value: 'oldpass1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(
      await within(dialog).findByText('The new password must differ from the current one.'),
    ).toBeTruthy();
    fireEvent.change(field('New password'), { target: { value: 'newpass22' } });
    fireEvent.change(field('Confirm password'), { target: { value: 'newpass22' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText('The current password is wrong.')).toBeTruthy();
    fireEvent.change(field('Current password'), { target: { value: 'oldpass2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(
      await within(dialog).findByText('Your password was changed. Other devices were signed out.'),
    ).toBeTruthy();
    expect(api.calls.filter((c) => c.url.endsWith('/updatePassword')).at(-1)?.body).toMatchObject({
      oldPassword: 'oldpass2',
      password: 'newpass22',
    });
  });
});

describe('/member/profile/info', () => {
  it('picks a shipped avatar and a nickname within the username lengths, saved with updateProfile', async () => {
    const api = fakeApi({
      updateProfile: (body) => ({
        user: { ...USER, nickname: body.nickname ?? USER.nickname, avatar: body.avatar },
      }),
    });
    await signedIn();
    mountApp('/member/profile/info');
    const avatars = await screen.findAllByRole('radio');
    expect(avatars).toHaveLength(10);
    expect(
      within(screen.getByRole('group', { name: 'Avatar' }))
        .getByAltText('Avatar 3')
        .getAttribute('src'),
    ).toBe('/avatar/3.webp');
    fireEvent.click(screen.getByRole('radio', { name: 'Avatar 3' }));
    fireEvent.change(screen.getByLabelText('Nickname', { selector: 'input' }), { target: { value: 'J' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Too short: use 2 to 16 characters.')).toBeTruthy();
    expect(api.calls.filter((c) => c.url.endsWith('/updateProfile'))).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Nickname', { selector: 'input' }), {
      target: { value: '  Juanito ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile saved.')).toBeTruthy();
    expect(api.calls.find((c) => c.url.endsWith('/updateProfile'))?.body).toMatchObject({
      nickname: 'Juanito',
      avatar: '3',
    });
    expect($user.get()).toMatchObject({ nickname: 'Juanito', avatar: '3' });
  });
});
