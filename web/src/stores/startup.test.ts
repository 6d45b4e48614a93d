import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureNavigation, json, resetApp, stubFetch } from '../test/helpers';
import { $config, loadConfig } from './config';
import { $currentGame, enterGame } from './current-game';
import { $overlays } from './overlays';
import { $session, setToken } from './session';
import { $customerService, $maintenance, preLogin, startOnlinePing } from './startup';

const preLoginAnswer = (status: 0 | 1, loggedIn = false) => ({
  code: 200,
  msg: 'success',
  maintenance: { status, title: status ? 'Upgrade' : '', content: '', endTime: 0 },
  appCustomerServiceQueue: [],
  otpStatus: 1,
  registerType: 1,
  defaultLoginType: 1,
  loggedIn,
});

beforeEach(() => resetApp());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('start-up (spec §4, §8)', () => {
  it('replaces the route with /maintenance when preLogin says maintenance is on', async () => {
    const nav = captureNavigation();
    stubFetch(() => json(preLoginAnswer(1)));
    expect(await preLogin()).toBe(false);
    expect(nav).toEqual([{ to: '/maintenance', replace: true }]);
    expect($maintenance.get()?.title).toBe('Upgrade');
  });

  it('goes on when maintenance is off', async () => {
    const nav = captureNavigation();
    stubFetch(() => json(preLoginAnswer(0)));
    expect(await preLogin()).toBe(true);
    expect(nav).toEqual([]);
  });

  it("sends the install referrer (spec §9 default `web`) in preLogin's device info", async () => {
    const { calls } = stubFetch(() => json(preLoginAnswer(0)));
    await preLogin();
    const body = calls.find((c) => c.url.endsWith('/preLogin'))?.body;
    expect(JSON.parse(String(body?.phoneinfoJsonModel))).toEqual({ installReferrer: 'web' });
  });

  it('marks the customer-service queue answered, empty when preLogin fails', async () => {
    $customerService.set(null);
    stubFetch(() => json({ errcode: 502, msg: 'bad gateway', data: null }, 502));
    await preLogin();
    expect($customerService.get()).toEqual([]);
  });

  it('logs out on a preLogin 401', async () => {
    const nav = captureNavigation();
    setToken('old');
    stubFetch(() => json({ code: 401, msg: 'expired' }));
    await preLogin();
    expect($session.get()).toBeNull();
    expect(nav[0]?.to).toBe('/auth/login');
  });

  it('ignores appConfig errors silently: no dialog, the last good copy stays', async () => {
    stubFetch(() => json({ errcode: 502, msg: 'bad upstream', data: null }, 502));
    await loadConfig();
    expect($config.get()).toEqual({ status: 'error', data: null });
    expect($overlays.get()).toEqual([]);
  });

  it('pings `online` every 60 s while a token exists, and stops without one', async () => {
    vi.useFakeTimers();
    const { calls } = stubFetch(() => json({ errcode: 0, msg: 'ok', data: null }));
    const stop = startOnlinePing();
    const pings = () => calls.filter((c) => c.url.endsWith('/online')).length;
    await vi.advanceTimersByTimeAsync(120_000);
    expect(pings()).toBe(0);
    setToken('tok');
    await vi.advanceTimersByTimeAsync(59_999);
    expect(pings()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(pings()).toBe(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(pings()).toBe(2);
    setToken(null);
    await vi.advanceTimersByTimeAsync(180_000);
    expect(pings()).toBe(2);
    stop();
  });

  it('`online` names the game the player is in, and 0 in the lobby', async () => {
    vi.useFakeTimers();
    const { calls } = stubFetch(() => json({ errcode: 0, msg: 'ok', data: null }));
    setToken('tok');
    const stop = startOnlinePing();
    const sent = () => calls.filter((c) => c.url.endsWith('/online')).map((c) => c.body?.gameId);
    await vi.advanceTimersByTimeAsync(60_000);
    const leave = enterGame(2001);
    await vi.advanceTimersByTimeAsync(60_000);
    leave();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent()).toEqual([0, 2001, 0]);
    stop();
  });

  it('leaving a game does not clear a game entered since', () => {
    const leaveFirst = enterGame(1001);
    const leaveSecond = enterGame(2001);
    leaveFirst();
    expect($currentGame.get()).toBe(2001);
    leaveSecond();
    expect($currentGame.get()).toBe(0);
  });
});
