import { exampleAppConfig } from '@casino/contracts/examples/app-config';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isGameFrame } from '../lib/frame';
import { $ageNotice } from '../stores/age';
import { $config, type AppConfig } from '../stores/config';
import { queuedEvents } from '../stores/events';
import { $overlays } from '../stores/overlays';
import { setToken } from '../stores/session';
import { fakeApi } from '../test/app';
import { resetApp } from '../test/helpers';
import { startServices } from './boot';
import { buildRoutes } from './router';

// This file plays the game frame: the layout and the event log read the flag decided at load.
vi.mock('../lib/frame', async (original) => ({
  ...(await original<typeof import('../lib/frame')>()),
  GAME_FRAME: true,
}));
const pwa = vi.hoisted(() => ({ initPwa: vi.fn() }));
vi.mock('./pwa', () => pwa);
const chain = vi.hoisted(() => ({ runStartupPopupsWhenReady: vi.fn() }));
vi.mock('../features/popups/startup-chain', () => chain);

const CONFIG = exampleAppConfig as AppConfig;
const fakeWindow = (path: string, framed: boolean) => {
  const self = { location: { pathname: path } } as unknown as Window;
  Object.assign(self, { self, top: framed ? ({} as Window) : self });
  return self;
};

beforeEach(() => {
  resetApp();
  pwa.initPwa.mockClear();
  chain.runStartupPopupsWhenReady.mockClear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('which document is a game frame', () => {
  it('is a /play/ page inside a frame, and only that', () => {
    expect(isGameFrame(fakeWindow('/play/crash', true))).toBe(true);
    // the launch URL opened on its own is a page of the app
    expect(isGameFrame(fakeWindow('/play/crash', false))).toBe(false);
    // a site embedding the whole app still gets the whole app
    expect(isGameFrame(fakeWindow('/', true))).toBe(false);
    expect(isGameFrame(fakeWindow('/game/start', true))).toBe(false);
  });
});

describe('start-up in the game frame', () => {
  it('makes no start-up call, no online ping, no popup and no service worker', async () => {
    vi.useFakeTimers();
    $config.set({ status: 'stale', data: CONFIG });
    setToken('tok');
    const { calls } = fakeApi({});
    // biome-ignore lint/suspicious/noDocumentCookie: the test clears the cookie the code under test writes
    document.cookie = 'lang=; max-age=0; path=/';
    startServices(true);
    await vi.advanceTimersByTimeAsync(130_000);
    expect(calls.map((c) => c.url)).toEqual([]);
    // the page around the frame keeps the language cookie
    expect(document.cookie).not.toContain('lang=');
    expect(pwa.initPwa).not.toHaveBeenCalled();
    expect(chain.runStartupPopupsWhenReady).not.toHaveBeenCalled();
    expect($overlays.get()).toEqual([]);
  });

  it('still reloads once for a missing chunk (a game engine after a deploy), and not in a loop', () => {
    const reload = vi.spyOn(location, 'reload').mockImplementation(() => undefined);
    $config.set({ status: 'stale', data: CONFIG });
    fakeApi({});
    startServices(true);
    const chunkGone = () => {
      const e = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
        payload: new TypeError('Failed to fetch dynamically imported module: /assets/crash-game-x.js'),
      });
      dispatchEvent(e);
      return e.defaultPrevented;
    };
    expect(chunkGone()).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    // the second failure reaches the page's error boundary instead
    expect(chunkGone()).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('asks for appConfig only when the page around it left no saved copy', async () => {
    const { calls } = fakeApi({ 'anonymous/appConfig': () => CONFIG });
    startServices(true);
    await vi.waitFor(() => expect($config.get().status).toBe('ready'));
    expect(calls.map((c) => c.url)).toEqual(['/app/v1/anonymous/appConfig']);
  });

  it('the page itself starts everything: config, preLogin, the popup chain and the service worker', async () => {
    const { calls } = fakeApi({
      'anonymous/appConfig': () => CONFIG,
      'anonymous/appTheme': () => ({ themeDomian: 'casino.ph', themeName: 'default', themeJsonData: '{}' }),
      preLogin: () => ({
        maintenance: { status: 0, title: '', content: '', endTime: 0 },
        appCustomerServiceQueue: [],
        otpStatus: 1,
        registerType: 1,
        defaultLoginType: 1,
        loggedIn: false,
      }),
    });
    startServices(false);
    await vi.waitFor(() => expect(chain.runStartupPopupsWhenReady).toHaveBeenCalledOnce());
    const names = calls.map((c) => c.url.replace('/app/v1/', ''));
    expect(names).toContain('anonymous/appConfig');
    expect(names).toContain('preLogin');
    await vi.waitFor(() => expect(pwa.initPwa).toHaveBeenCalledOnce());
    // spec §9's language cookie, sent from now on with every request to the BFF
    await vi.waitFor(() => expect(document.cookie.split('; ')).toContain('lang=en-US'));
  });

  it('starts the service worker only once the start-up calls are answered: its precache waits for the first view', async () => {
    let answer: (v: unknown) => void = () => undefined;
    const preLoginAnswered = new Promise((resolve) => {
      answer = resolve;
    });
    fakeApi({
      'anonymous/appConfig': () => CONFIG,
      'anonymous/appTheme': () => ({ themeDomian: 'casino.ph', themeName: 'default', themeJsonData: '{}' }),
      preLogin: () => preLoginAnswered,
    });
    startServices(false);
    await new Promise((r) => setTimeout(r, 300));
    expect(pwa.initPwa).not.toHaveBeenCalled();
    answer({
      maintenance: { status: 0, title: '', content: '', endTime: 0 },
      appCustomerServiceQueue: [],
      otpStatus: 1,
      registerType: 1,
      defaultLoginType: 1,
      loggedIn: false,
    });
    await vi.waitFor(() => expect(pwa.initPwa).toHaveBeenCalledOnce());
  });

  it('shows no age sheet and logs no page view in the frame', async () => {
    $ageNotice.set('pending');
    fakeApi({});
    const router = createMemoryRouter(buildRoutes(), { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { level: 1 });
    // the sheet is a lazy chunk: let it arrive if it was asked for
    await act(() => vi.dynamicImportSettled());
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(queuedEvents()).toEqual([]);
  });
});
