import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEY } from '../lib/storage';
import { TIMEOUT_TIPS_KEY } from '../stores/call-effects';
import { $overlays } from '../stores/overlays';
import { $session, $user, $wallet, setToken } from '../stores/session';
import { captureNavigation, hang, json, resetApp, setEffectiveType, stubFetch } from '../test/helpers';
import { API_BASE, CLIENT_ERR, call } from './call';

const tipsShown = () =>
  $overlays.get().filter((o) => o.kind === 'tips' && o.props.messageKey === TIMEOUT_TIPS_KEY);

beforeEach(() => {
  resetApp();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('request shape', () => {
  it('POSTs /app/v1/<name> with the common fields and the saved token', async () => {
    setToken('tok-123');
    const { calls } = stubFetch(() => json({ errcode: 0, msg: 'ok', data: null }));
    const res = await call('online', { gameId: 7 });
    expect(res.ok).toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(`${API_BASE}online`);
    expect(calls[0]?.init.method).toBe('POST');
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe('tok-123');
    expect(calls[0]?.body).toMatchObject({
      gameId: 7,
      channel: 'WEB',
      clientReferrer: 'ph',
      appVersion: '1.1.6',
    });
    expect([0, 1]).toContain(calls[0]?.body?.platform);
  });

  it('sends no authorization header for a visitor', async () => {
    const { calls } = stubFetch(() => json({ errcode: 403, msg: 'no', data: null }));
    await call('getActivityIds', {});
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBeUndefined();
  });

  it('reads the legacy `code: 200` answer as success', async () => {
    stubFetch(() => json({ code: 200, msg: 'success', data: { appCustomerServiceQueue: [] } }));
    const res = await call('getCustomerServices', {});
    expect(res).toMatchObject({ ok: true, errcode: 0 });
  });

  it('reads legacy answers whose fields sit at top level', async () => {
    const queue = [{ id: 1, itemType: 1, name: 'Live chat', param1: 'lic', param2: 'grp', sort: 1 }];
    stubFetch(() => json({ code: 200, msg: 'success', appCustomerServiceQueue: queue }));
    const res = await call('getCustomerServices', {});
    expect(res.data).toEqual({ appCustomerServiceQueue: queue });
  });
});

describe('typed refusal detail', () => {
  it('hands a refusal its typed detail as sent', async () => {
    const detail = { retryAfterSeconds: 60, attemptsLeft: 2 };
    stubFetch(() => json({ errcode: 3009, msg: 'Wrong safebox password.', data: null, detail }));
    expect(await call('safeboxWithdraw', { amount: 100, password: '123456' })).toEqual({
      ok: false,
      errcode: 3009,
      msg: 'Wrong safebox password.',
      data: null,
      detail,
    });
  });

  it('drops a detail that is not one, and never makes one out of the message', async () => {
    stubFetch(() =>
      json({
        errcode: 2008,
        msg: 'Please wait 42 seconds.',
        data: null,
        detail: { retryAfterSeconds: '42' },
      }),
    );
    const res = await call('smsSend', { mobile: '09171234567', type: 3 });
    expect(res).toEqual({ ok: false, errcode: 2008, msg: 'Please wait 42 seconds.', data: null });
  });

  it('fills the wait from a retry-after header when the body has none, and keeps the body’s own', async () => {
    const answer = (detail?: object) => () =>
      new Response(JSON.stringify({ errcode: 429, msg: 'Too many requests', data: null, detail }), {
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '30' },
      });
    stubFetch(answer());
    expect(await call('accountLogin', { account: 'juan01', password: 'x' })).toMatchObject({
      detail: { retryAfterSeconds: 30 },
    });
    stubFetch(answer({ retryAfterSeconds: 12 }));
    expect(await call('accountLogin', { account: 'juan01', password: 'x' })).toMatchObject({
      detail: { retryAfterSeconds: 12 },
    });
  });
});

describe('timeout by network class (spec §9)', () => {
  const cases: [string | undefined, number][] = [
    [undefined, 10_000],
    ['4g', 10_000],
    ['3g', 30_000],
    ['2g', 20_000],
    ['slow-2g', 20_000],
  ];
  for (const [type, ms] of cases) {
    it(`gives up after ${ms / 1000} s on ${type ?? 'an unknown network'} and shows the Tips dialog`, async () => {
      vi.useFakeTimers();
      setEffectiveType(type);
      stubFetch(hang);
      let settled = false;
      const pending = call('refreshData', {}).then((r) => {
        settled = true;
        return r;
      });
      await vi.advanceTimersByTimeAsync(ms - 1);
      expect(settled).toBe(false);
      expect(tipsShown()).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      const res = await pending;
      expect(res).toMatchObject({ ok: false, errcode: CLIENT_ERR.timeout });
      expect(tipsShown()).toHaveLength(1);
    });
  }

  it('never shows Tips for the online ping', async () => {
    vi.useFakeTimers();
    setToken('t');
    stubFetch(hang);
    const pending = call('online', { gameId: 0 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect((await pending).errcode).toBe(CLIENT_ERR.timeout);
    expect(tipsShown()).toHaveLength(0);
  });

  it('shows one Tips dialog however many calls time out together', async () => {
    vi.useFakeTimers();
    stubFetch(hang);
    const all = Promise.all([call('getActivityIds', {}), call('preLogin', {}), call('refreshData', {})]);
    await vi.advanceTimersByTimeAsync(10_000);
    await all;
    expect(tipsShown()).toHaveLength(1);
  });

  it('treats the BFF 504 (slow upstream) as a timeout too', async () => {
    stubFetch(() => json({ errcode: 504, msg: 'upstream timeout', data: null }, 504));
    const res = await call('preLogin', {});
    expect(res.errcode).toBe(504);
    expect(tipsShown()).toHaveLength(1);
  });

  it('keeps silent when the caller asks (config fetch errors are ignored)', async () => {
    vi.useFakeTimers();
    stubFetch(hang);
    const pending = call('anonymous/appConfig', {}, { tips: false });
    await vi.advanceTimersByTimeAsync(10_000);
    await pending;
    expect(tipsShown()).toHaveLength(0);
  });
});

describe('401 handling (spec §8)', () => {
  it('logs out on a 401 of a non-public call: token, user and wallet cleared, sent to login', async () => {
    const nav = captureNavigation();
    setToken('expired');
    $user.set({ id: 5 } as never);
    $wallet.set({ coin: 500, lottery: 0, bet: 0, status: 'ready' });
    stubFetch(() => json({ errcode: 401, msg: 'not signed in', data: null }, 401));
    await call('refreshData', {});
    expect($session.get()).toBeNull();
    expect(localStorage.getItem(KEY.token)).toBeNull();
    expect($user.get()).toBeNull();
    expect($wallet.get().coin).toBe(0);
    expect(nav).toEqual([{ to: '/auth/login', replace: true }]);
  });

  it('also logs out on the legacy `code: 401`', async () => {
    captureNavigation();
    setToken('expired');
    stubFetch(() => json({ code: 401, msg: 'login' }));
    await call('getAfterLoginInfoWeb', {});
    expect($session.get()).toBeNull();
  });

  it('opens the account tab when credentials were saved', async () => {
    const nav = captureNavigation();
    localStorage.setItem(KEY.savedAccount, 'juan01');
    setToken('expired');
    stubFetch(() => json({ errcode: 401, msg: '', data: null }, 401));
    await call('refreshData', {});
    expect(nav[0]?.to).toBe('/auth/login?type=account');
  });

  it('does not log out on a 401 of a public call', async () => {
    const nav = captureNavigation();
    setToken('still-mine');
    stubFetch(() => json({ errcode: 401, msg: '', data: null }, 401));
    await call('anonymous/appConfig', {});
    await call('getActivityIds', {});
    expect($session.get()).toBe('still-mine');
    expect(nav).toEqual([]);
  });
});
