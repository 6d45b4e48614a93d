import { ERR } from '@casino/contracts/errors';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEY } from '../../lib/storage';
import { captureInvite } from '../../stores/invite';
import { logout } from '../../stores/logout';
import { $overlays } from '../../stores/overlays';
import { $loggedIn, $session, $user, $wallet, setToken } from '../../stores/session';
import {
  CONFIG,
  fakeApi,
  loginAnswer,
  mountApp,
  refused,
  refusedWith,
  TOKEN,
  USER,
  where,
} from '../../test/app';
import { resetApp, trackedClicks } from '../../test/helpers';

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
const submit = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
/** Fake time passing a second at a time, letting React run its effects (timers included) in between. */
async function elapse(ms: number) {
  for (let done = 0; done < ms; done += 1000)
    await act(async () => {
      vi.advanceTimersByTime(Math.min(1000, ms - done));
    });
}

beforeAll(async () => {
  // the lazy chunks load once, so each test's first screen does not wait on module evaluation
  await Promise.all([
    import('../../app/page-routes'),
    import('./login-page'),
    import('./register-page'),
    import('./forget-page'),
    import('../member/member-page'),
  ]);
});
beforeEach(() => resetApp());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('inline validation with the config lengths', () => {
  it('register: every bad field says what is wrong, nothing is sent, nothing typed is lost', async () => {
    const api = fakeApi({});
    mountApp('/auth/register');
    await screen.findByRole('heading', { level: 1, name: 'Register' });
    type('Account name', 'juan');
    type('Password', '12345');
    type('Confirm password', '12346');
    submit('Register');
    expect(await screen.findByText('Too short: use 6 to 16 characters.')).toBeTruthy();
    expect(screen.getByText('Too short: use 6 to 20 characters.')).toBeTruthy();
    expect(screen.getByText('The passwords do not match.')).toBeTruthy();
    expect(screen.getByText('Please confirm you are 21 or older and not a restricted person.')).toBeTruthy();
    expect(screen.getByLabelText('Account name', { selector: 'input' })).toHaveProperty('value', 'juan');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveProperty('value', '12345');
    // the first wrong field takes the focus and says it is invalid
    expect(document.activeElement).toBe(screen.getByLabelText('Account name', { selector: 'input' }));
    expect(document.activeElement?.getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.filter((c) => c.url.includes('accountRegist'))).toHaveLength(0);
  });

  it('uses the operator’s numbers: a config with an 8-character minimum says 8', async () => {
    fakeApi({});
    mountApp('/auth/register', { ...CONFIG, lengths: { ...CONFIG.lengths, account: { min: 8, max: 12 } } });
    await screen.findByRole('heading', { level: 1, name: 'Register' });
    type('Account name', 'juan_01');
    submit('Register');
    expect(await screen.findByText('Too short: use 8 to 12 characters.')).toBeTruthy();
    type('Account name', 'juan dela cruz');
    expect(screen.getByText('Too long: use 8 to 12 characters.')).toBeTruthy();
    type('Account name', 'juan dela');
    expect(screen.getByText('Use only letters, digits and _ (no spaces).')).toBeTruthy();
  });

  it('the password toggle shows and hides what was typed', async () => {
    fakeApi({});
    mountApp('/auth/login?type=account');
    const input = await screen.findByLabelText('Password', { selector: 'input' });
    type('Password', 'secret123');
    expect(input.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.getAttribute('type')).toBe('text');
    expect(input).toHaveProperty('value', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.getAttribute('type')).toBe('password');
  });

  it('a server refusal about a field shows under that field', async () => {
    fakeApi({ accountRegist: () => refused(ERR.ACCOUNT_TAKEN, 'taken') });
    mountApp('/auth/register');
    await screen.findByRole('heading', { level: 1, name: 'Register' });
    type('Account name', 'juan_01');
    type('Password', 'secret123');
    type('Confirm password', 'secret123');
    fireEvent.click(screen.getByRole('checkbox'));
    submit('Register');
    const message = await screen.findByText(
      'This account name is already registered. Log in or choose another name.',
    );
    expect(message.id).toBe(
      screen.getByLabelText('Account name', { selector: 'input' }).getAttribute('aria-describedby'),
    );
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveProperty('value', 'secret123');
  });
});

describe('OTP send button', () => {
  it('counts down 60 s after a code is sent, then offers a resend', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeApi({ smsSend: () => ({ resendAfterSeconds: 60, expiresInSeconds: 300 }) });
    mountApp('/auth/login?type=phone');
    await screen.findByRole('tab', { name: 'Phone', selected: true });
    type('Mobile number', '0917 123 4567');
    submit('Send code');
    await screen.findByRole('button', { name: 'Resend in 60 s' });
    expect(screen.getByText('Code sent to 0917 123 4567. It is valid for 5 minutes.')).toBeTruthy();
    expect(api.calls.find((c) => c.url.endsWith('/smsSend'))?.body).toMatchObject({
      mobile: '0917 123 4567',
      type: 3,
    });
    await elapse(59_000);
    const button = screen.getByRole('button', { name: 'Resend in 1 s' });
    expect(button).toHaveProperty('disabled', true);
    await elapse(1_000);
    const resend = screen.getByRole('button', { name: 'Resend code' });
    expect(resend).toHaveProperty('disabled', false);
    fireEvent.click(resend);
    await screen.findByRole('button', { name: 'Resend in 60 s' });
    expect(api.calls.filter((c) => c.url.endsWith('/smsSend'))).toHaveLength(2);
  });

  it('sends nothing to an invalid number and says why', async () => {
    const api = fakeApi({ smsSend: () => ({ resendAfterSeconds: 60, expiresInSeconds: 300 }) });
    mountApp('/auth/login?type=phone');
    await screen.findByRole('tab', { name: 'Phone', selected: true });
    type('Mobile number', '12345');
    submit('Send code');
    expect(await screen.findByText('Enter a Philippine mobile number, e.g. 0917 123 4567.')).toBeTruthy();
    expect(api.calls.filter((c) => c.url.endsWith('/smsSend'))).toHaveLength(0);
  });

  it('a cooldown refusal starts the countdown from the server’s typed wait', async () => {
    fakeApi({
      // the message's number is not the wait: only detail.retryAfterSeconds is
      smsSend: () => refusedWith(ERR.SMS_COOLDOWN, 'Please wait 7 seconds.', { retryAfterSeconds: 42 }),
    });
    mountApp('/auth/forget');
    await screen.findByRole('heading', { level: 1, name: 'Forgot Password' });
    type('Mobile number', '09171234567');
    submit('Send code');
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^Please wait 4[12] seconds before requesting another code\.$/,
    );
    expect(screen.getByRole('button', { name: /Resend in 4[12] s/ })).toHaveProperty('disabled', true);
  });
});

describe('429 and lockout answers', () => {
  it('a 429 says when to try again, counts down, and keeps the button off until then', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi({
      accountLogin: () =>
        refused(ERR.RATE_LIMITED, 'Too many requests, please try again in 42 seconds', 429, {
          'retry-after': '42',
        }),
    });
    mountApp('/auth/login?type=account');
    await screen.findByRole('tab', { name: 'Account', selected: true });
    type(/Account name/, 'juan01');
    type('Password', 'secret123');
    submit('Log In');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Too many attempts. Please try again in 42 seconds.');
    expect(screen.getByRole('button', { name: 'Log In' })).toHaveProperty('disabled', true);
    await elapse(40_000);
    expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Please try again in 2 seconds.');
    await elapse(2_000);
    expect(screen.getByRole('alert').textContent).toBe('You can try again now.');
    expect(screen.getByRole('button', { name: 'Log In' })).toHaveProperty('disabled', false);
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveProperty('value', 'secret123');
  });

  it('a 429 without retry-after takes the wait from the typed detail (minutes too)', async () => {
    fakeApi({
      smsSend: () =>
        refusedWith(
          ERR.RATE_LIMITED,
          'Too many requests, please try again later',
          { retryAfterSeconds: 180 },
          429,
        ),
    });
    mountApp('/auth/login?type=phone');
    await screen.findByRole('tab', { name: 'Phone', selected: true });
    type('Mobile number', '09171234567');
    submit('Send code');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Please try again in 3 minutes.',
    );
  });

  it('a locked account counts down the typed wait and keeps Log In off until then', async () => {
    const msg = 'Too many wrong passwords. This account is locked until 3:45 PM Philippine time (15 min).';
    fakeApi({ accountLogin: () => refusedWith(ERR.ACCOUNT_LOCKED, msg, { retryAfterSeconds: 900 }) });
    mountApp('/auth/login?type=account');
    await screen.findByRole('tab', { name: 'Account', selected: true });
    type(/Account name/, 'juan01');
    type('Password', 'secret123');
    submit('Log In');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many wrong passwords. This account is locked; try again in 15 minutes, or reset your password.',
    );
    expect(screen.getByRole('button', { name: 'Log In' })).toHaveProperty('disabled', true);
  });

  it('a locked account without a typed wait shows the platform’s message as it is', async () => {
    const msg = 'Too many wrong passwords. This account is locked until 3:45 PM Philippine time.';
    fakeApi({ accountLogin: () => refused(ERR.ACCOUNT_LOCKED, msg) });
    mountApp('/auth/login?type=account');
    await screen.findByRole('tab', { name: 'Account', selected: true });
    type(/Account name/, 'juan01');
    type('Password', 'secret123');
    submit('Log In');
    expect((await screen.findByRole('alert')).textContent).toBe(msg);
  });

  it('a wrong password says so and keeps both fields', async () => {
    fakeApi({ accountLogin: () => refused(ERR.WRONG_CREDENTIALS, 'Wrong account or password.') });
    mountApp('/auth/login?type=account');
    await screen.findByRole('tab', { name: 'Account', selected: true });
    type(/Account name/, 'juan01');
    type('Password', 'wrongpass');
    submit('Log In');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Wrong account or password. Check both and try again.',
    );
    expect(screen.getByLabelText(/Account name/, { selector: 'input' })).toHaveProperty('value', 'juan01');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveProperty('value', 'wrongpass');
  });
});

describe('successful login', () => {
  it('stores the token and the user, loads the after-login info, and goes to the redirect target', async () => {
    const api = fakeApi({ accountLogin: () => loginAnswer() });
    const router = mountApp(`/auth/login?type=account&redirect=${encodeURIComponent('/member')}`);
    await screen.findByRole('tab', { name: 'Account', selected: true });
    type(/Account name/, 'juan01');
    type('Password', 'secret123');
    submit('Log In');
    await waitFor(() => expect(where(router)).toBe('/member'));
    expect(trackedClicks(api.calls)).toContainEqual({ target: 'login_submit', method: 'account' });
    expect(localStorage.getItem(KEY.token)).toBe(TOKEN);
    expect($session.get()).toBe(TOKEN);
    expect($user.get()).toMatchObject({ id: USER.id, account: 'juan01', nickname: 'Juan' });
    expect($loggedIn.get()).toBe(true);
    expect($wallet.get()).toMatchObject({ coin: USER.coin, status: 'ready' });
    const names = api.calls.map((c) => c.url.replace(/^.*\/app\/v1\//, ''));
    expect(names).toEqual(expect.arrayContaining(['accountLogin', 'getAfterLoginInfoWeb', 'refreshData']));
    expect(api.calls.find((c) => c.url.endsWith('/getAfterLoginInfoWeb'))?.init.headers).toMatchObject({
      authorization: TOKEN,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeTruthy();
    expect(screen.getByText('₱123.45')).toBeTruthy();
  });

  it('without a redirect, goes home', async () => {
    fakeApi({ accountLogin: () => loginAnswer() });
    const router = mountApp('/auth/login?type=account');
    await screen.findByRole('tab', { name: 'Account', selected: true });
    type(/Account name/, 'juan01');
    type('Password', 'secret123');
    submit('Log In');
    await waitFor(() => expect(where(router)).toBe('/'));
  });

  it('registration sends the 21+ confirmation and the invite pid, and shows the sign-up bonus', async () => {
    captureInvite('?pid=7');
    const api = fakeApi({ accountRegist: () => loginAnswer({ coin: 5000 }, true) });
    const router = mountApp('/auth/register');
    await screen.findByRole('heading', { level: 1, name: 'Register' });
    expect(screen.getByText('Register now and get a ₱50.00 welcome bonus.')).toBeTruthy();
    type('Account name', 'juan_01');
    type('Password', 'secret123');
    type('Confirm password', 'secret123');
    fireEvent.click(screen.getByRole('checkbox'));
    submit('Register');
    await waitFor(() => expect(where(router)).toBe('/'));
    expect(api.calls.find((c) => c.url.endsWith('/accountRegist'))?.body).toMatchObject({
      account: 'juan_01',
      password: 'secret123',
      eligibilityAccepted: true,
      pid: 7,
    });
    expect(trackedClicks(api.calls)).toContainEqual({ target: 'register_submit', kind: 'account' });
    expect($overlays.get()).toEqual([
      // the sign-up bonus popup states its turnover
      expect.objectContaining({
        kind: 'reward',
        props: { items: [{ propId: 2001, count: 5000 }], turnoverMultiple: 20 },
      }),
    ]);
    // the invite is spent: a later sign-up on this device is someone else's
    expect(localStorage.getItem(KEY.invitePid)).toBeNull();
  });

  it('phone login shows the 21+ box up front; ticked, a new number signs up at the first try', async () => {
    const api = fakeApi({
      accountLoginSms: (body) =>
        body.eligibilityAccepted !== true
          ? refused(ERR.ELIGIBILITY_REQUIRED, '')
          : loginAnswer({ account: '', mobile: '+639171234567' }, true),
    });
    const router = mountApp('/auth/login', { ...CONFIG, otpStatus: 0 });
    await screen.findByRole('tab', { name: 'Phone', selected: true });
    const box = await screen.findByRole('checkbox', { name: /I confirm that I am 21 years old or above/ });
    type('Mobile number', '09171234567');
    fireEvent.click(box);
    submit('Log In');
    await waitFor(() => expect(where(router)).toBe('/'));
    expect(api.calls.filter((c) => c.url.endsWith('/accountLoginSms'))).toHaveLength(1);
  });

  it('phone login asks for the 21+ confirmation when the number is new, then signs up', async () => {
    let attempt = 0;
    const api = fakeApi({
      accountLoginSms: (body) =>
        ++attempt === 1 || body.eligibilityAccepted !== true
          ? refused(ERR.ELIGIBILITY_REQUIRED, '')
          : loginAnswer({ account: '', mobile: '+639171234567' }, true),
    });
    const router = mountApp('/auth/login', { ...CONFIG, otpStatus: 0 });
    await screen.findByRole('tab', { name: 'Phone', selected: true });
    // otpStatus off: phoneNoOtp, no code field
    expect(screen.queryByLabelText('SMS code')).toBeNull();
    type('Mobile number', '09171234567');
    submit('Log In');
    const box = await screen.findByRole('checkbox', { name: /I confirm that I am 21 years old or above/ });
    await screen.findByText('Please confirm you are 21 or older and not a restricted person.');
    expect(api.calls.filter((c) => c.url.endsWith('/accountLoginSms'))).toHaveLength(1);
    submit('Log In');
    // not ticked: asked again at the box, nothing sent
    expect(
      screen.getAllByText('Please confirm you are 21 or older and not a restricted person.'),
    ).toHaveLength(1);
    expect(api.calls.filter((c) => c.url.endsWith('/accountLoginSms'))).toHaveLength(1);
    fireEvent.click(box);
    submit('Log In');
    await waitFor(() => expect(where(router)).toBe('/'));
    const last = api.calls.filter((c) => c.url.endsWith('/accountLoginSms')).at(-1);
    expect(last?.body).toMatchObject({ mobile: '09171234567', loginType: 3, eligibilityAccepted: true });
    expect(last?.body).not.toHaveProperty('smsCode');
  });
});

describe('remember me', () => {
  async function logIn(remember: boolean) {
    fakeApi({ accountLogin: () => loginAnswer() });
    const router = mountApp('/auth/login?type=account');
    await screen.findByRole('tab', { name: 'Account', selected: true });
    type(/Account name/, 'juan01');
    type('Password', 'secret123');
    const box = screen.getByRole('checkbox', { name: 'Remember my account' }) as HTMLInputElement;
    if (box.checked !== remember) fireEvent.click(box);
    submit('Log In');
    await waitFor(() => expect(where(router)).toBe('/'));
    return router;
  }

  it('keeps the account name (never the password); logout then opens login on the account tab, filled in', async () => {
    const router = await logIn(true);
    expect(localStorage.getItem(KEY.savedAccount)).toBe('juan01');
    expect(JSON.stringify({ ...localStorage })).not.toContain('secret123');
    act(() => logout());
    await waitFor(() => expect(where(router)).toBe('/auth/login?type=account'));
    expect(await screen.findByRole('tab', { name: 'Account', selected: true })).toBeTruthy();
    expect(screen.getByLabelText(/Account name/, { selector: 'input' })).toHaveProperty('value', 'juan01');
    expect(screen.getByRole('checkbox', { name: 'Remember my account' })).toHaveProperty('checked', true);
  });

  it('unticked: nothing is kept and logout opens the default login', async () => {
    localStorage.setItem(KEY.savedAccount, 'someone');
    const router = await logIn(false);
    expect(localStorage.getItem(KEY.savedAccount)).toBeNull();
    act(() => logout());
    await waitFor(() => expect(where(router)).toBe('/auth/login'));
    expect(await screen.findByRole('tab', { name: 'Phone', selected: true })).toBeTruthy();
  });
});

describe('login, register and forget are mutually exclusive', () => {
  it('one auth page at a time; switching replaces it (back leaves the auth flow) and keeps the redirect', async () => {
    fakeApi({});
    const router = mountApp('/auth/login?redirect=%2Fwallets');
    await screen.findByRole('heading', { level: 1, name: 'Log In' });
    fireEvent.click(screen.getByRole('link', { name: 'Register now' }));
    await screen.findByRole('heading', { level: 1, name: 'Register' });
    expect(where(router)).toBe('/auth/register?redirect=%2Fwallets');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Log In' })).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Log In' }));
    await screen.findByRole('heading', { level: 1, name: 'Log In' });
    fireEvent.click(screen.getByRole('tab', { name: 'Account' }));
    fireEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    await screen.findByRole('heading', { level: 1, name: 'Forgot Password' });
    expect(router.state.historyAction).toBe('REPLACE');
    expect(where(router)).toBe('/auth/forget?redirect=%2Fwallets');
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Log In' })).toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('a signed-in player on a login page is told so instead of a second form', async () => {
    fakeApi({});
    setToken(TOKEN);
    $user.set({
      ...USER,
      gameLikeIds: [],
      gameHistory: [],
      inviteCode: '',
      aid: 0,
      firstRecharge: false,
      appUserBankList: {},
      social: null,
    });
    mountApp('/auth/login');
    const card = await screen.findByText('You are logged in as Juan.');
    expect(
      within(card.parentElement as HTMLElement).getByRole('link', { name: 'Go to my account' }),
    ).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
