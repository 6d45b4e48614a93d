import { exampleAppConfig } from '@casino/contracts/examples/app-config';
import { registry } from '@casino/contracts/registry';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/games';
import { t } from '../../i18n';
import { $config, type AppConfig } from '../../stores/config';
import { $currentGame } from '../../stores/current-game';
import { type FetchCall, json, resetApp, stubFetch } from '../../test/helpers';
import { GameStartPage } from './game-start-page';
import { signInPlayer } from './player.fixture';

// about:blank: happy-dom would otherwise try to load the game page into the frame
const launch = { ...registry.startGame.examples.answer, url: 'about:blank' };
const ok = (data: unknown) => json({ errcode: 0, msg: 'ok', data });
const base = exampleAppConfig.appGameList[0]!;
// a demo game and one without a demo (an outside provider's table, like the seed catalogue's 5001)
const CONFIG = {
  ...exampleAppConfig,
  appGameList: [
    { ...base, id: 1, tryIt: 1 },
    { ...base, id: 2, name: 'Perya Two', tryIt: 1 },
    { ...base, id: 5001, name: 'Isla Baccarat', tryIt: 0, engine: 'external' },
  ],
} as AppConfig;

function Where() {
  const { pathname, search } = useLocation();
  return <p>{`at ${pathname}${search}`}</p>;
}

function mount(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/game/start', element: <GameStartPage /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/', url], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const where = (router: ReturnType<typeof mount>) =>
  `${router.state.location.pathname}${router.state.location.search}`;
const named = (calls: FetchCall[], name: string) => calls.filter((c) => c.url.endsWith(`/app/v1/${name}`));

/** happy-dom's PageTransitionEvent is a plain Event: `persisted` is added by hand. */
const pageEvent = (type: 'pagehide' | 'pageshow', persisted: boolean) =>
  Object.assign(new Event(type), { persisted });

/** startGame answers a session per game, `gs-<gameId>-<n>` (n counts the starts). */
function servePlatform(hold?: Promise<void>) {
  let n = 0;
  return stubFetch(async (url, init) => {
    const body = JSON.parse(String(init.body ?? '{}')) as { gameId?: number };
    if (url.endsWith('startGame')) {
      await hold;
      n += 1;
      const id = `gs-${body.gameId}-${n}`;
      return ok({ ...launch, gameId: body.gameId, sessionId: id });
    }
    if (url.endsWith('exitGame')) return ok({ coin: 100 });
    if (url.endsWith('refreshData')) return ok(registry.refreshData.examples.answer);
    return json({ errcode: 404, msg: 'no such call', data: null });
  });
}

/** A player in game 1 once its frame shows; the close control's name, the recorded calls and the router. */
async function playerInGame() {
  signInPlayer();
  const { calls } = servePlatform();
  const router = mount('/game/start?gameId=1');
  const frame = await screen.findByTitle(base.name);
  const close = () => fireEvent.click(screen.getByRole('button', { name: t('games.close') }));
  return { calls, router, frame, close };
}

beforeEach(() => {
  resetApp();
  $config.set({ status: 'ready', data: CONFIG });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/game/start', () => {
  it('shows the launch URL full-screen; closing exits the session and refreshes the balance', async () => {
    const { calls, router, frame, close } = await playerInGame();
    expect(frame.getAttribute('src')).toBe(launch.url);
    close();
    await waitFor(() => expect(named(calls, 'refreshData')).toHaveLength(1));
    expect(named(calls, 'exitGame').map((c) => c.body)).toMatchObject([{ gameId: 1, sessionId: 'gs-1-1' }]);
    expect(where(router)).toBe('/');
  });

  it('tells the online ping which game the player is in, and 0 once they are back in the lobby', async () => {
    const { router, close } = await playerInGame();
    expect($currentGame.get()).toBe(1);
    await act(() => router.navigate('/game/start?gameId=2'));
    expect($currentGame.get()).toBe(2);
    close();
    await waitFor(() => expect(where(router)).toBe('/'));
    expect($currentGame.get()).toBe(0);
  });
});

describe('a visitor on a tryIt link', () => {
  it('for a game without a demo goes to login, and back to the real game afterwards', async () => {
    const { calls } = servePlatform();
    const router = mount('/game/start?gameId=5001&tryIt=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/game/start?gameId=5001')}`);
    // no demo asked for, and no error screen on the way
    expect(calls).toHaveLength(0);
    // login replaced the tryIt address: back goes where the player came from
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('goes to login too when the platform says the game has no demo (a catalogue not loaded yet)', async () => {
    $config.set({ status: 'loading', data: null });
    const { calls } = stubFetch(() =>
      json({ errcode: 403, msg: 'This game has no demo; log in to play', data: null }),
    );
    const router = mount('/game/start?gameId=5001&tryIt=1&activityId=7');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/game/start?gameId=5001&activityId=7',
    );
    expect(named(calls, 'anonymous/startGameDemo')).toHaveLength(1);
  });

  it('for a game with a demo plays it, no login asked', async () => {
    const demo = { ...launch, mode: 'demo', balance: 500_000 };
    const { calls } = stubFetch(() => ok(demo));
    const router = mount('/game/start?gameId=1&tryIt=1');
    const frame = await screen.findByTitle(base.name);
    expect(frame.getAttribute('src')).toBe('about:blank?balance=500000');
    expect(screen.getByText(t('games.demo'))).toBeTruthy();
    expect(named(calls, 'anonymous/startGameDemo').map((c) => c.body)).toMatchObject([{ gameId: 1 }]);
    expect(where(router)).toBe('/game/start?gameId=1&tryIt=1');
    // a visitor's demo offers sign-up, coming back to the same game for real coin
    const cta = screen.getByRole('link', { name: t('games.registerReal') });
    expect(cta.getAttribute('href')).toBe(
      `/auth/register?redirect=${encodeURIComponent('/game/start?gameId=1')}`,
    );
  });

  it('a player in a demo is offered Play for real, which opens the same game for real coin', async () => {
    signInPlayer();
    const demo = { ...launch, mode: 'demo', balance: 500_000 };
    const { calls } = stubFetch((url) =>
      url.endsWith('/refreshData')
        ? ok(registry.refreshData.examples.answer)
        : url.endsWith('/exitGame')
          ? ok({ coin: 100 })
          : url.endsWith('/startGame')
            ? ok(launch)
            : url.endsWith('/anonymous/startGameDemo')
              ? ok(demo)
              : json({ errcode: 404, msg: 'no such call', data: null }),
    );
    const router = mount('/game/start?gameId=1&tryIt=1');
    await screen.findByTitle(base.name);
    fireEvent.click(screen.getByRole('link', { name: t('games.playReal') }));
    await waitFor(() => expect(where(router)).toBe('/game/start?gameId=1'));
    await waitFor(() => expect(named(calls, 'startGame').map((c) => c.body)).toMatchObject([{ gameId: 1 }]));
  });
});

describe('a player on a tryIt link for a game without a demo', () => {
  it('is told, starts nothing, and plays for real only on tapping Play for real', async () => {
    signInPlayer();
    const { calls } = servePlatform();
    const router = mount('/game/start?gameId=5001&tryIt=1');
    expect((await screen.findByRole('status')).textContent).toBe(t('games.noDemo'));
    expect(calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: t('games.playReal') }));
    await waitFor(() => expect(where(router)).toBe('/game/start?gameId=5001'));
    await screen.findByTitle('Isla Baccarat');
    expect(named(calls, 'startGame').map((c) => c.body)).toMatchObject([{ gameId: 5001 }]);
  });
});

describe('leaving a game closes that game’s own session', () => {
  it('moving to another game closes the first game’s session; closing then closes the second’s', async () => {
    const { calls, router, close } = await playerInGame();
    await act(() => router.navigate('/game/start?gameId=2'));
    await screen.findByTitle('Perya Two');
    await waitFor(() => expect(named(calls, 'exitGame')).toHaveLength(1));
    expect(named(calls, 'exitGame')[0]!.body).toMatchObject({ gameId: 1, sessionId: 'gs-1-1' });

    close();
    await waitFor(() => expect(named(calls, 'exitGame')).toHaveLength(2));
    expect(named(calls, 'exitGame')[1]!.body).toMatchObject({ gameId: 2, sessionId: 'gs-2-2' });
  });

  it('a session whose start answers after the player left is closed, and only that one', async () => {
    signInPlayer();
    let answer!: () => void;
    const { calls } = servePlatform(new Promise((r) => (answer = r)));
    const router = mount('/game/start?gameId=1');
    await waitFor(() => expect(named(calls, 'startGame')).toHaveLength(1));
    // the player goes back before the game has opened
    await act(() => router.navigate(-1));
    expect(where(router)).toBe('/');
    answer();
    await waitFor(() => expect(named(calls, 'exitGame')).toHaveLength(1));
    expect(named(calls, 'exitGame')[0]!.body).toMatchObject({ gameId: 1, sessionId: 'gs-1-1' });
  });

  it('closing the tab sends exitGame for the session with keepalive, once', async () => {
    const { calls } = await playerInGame();
    window.dispatchEvent(pageEvent('pagehide', false));
    expect(named(calls, 'exitGame')).toHaveLength(1);
    const exit = named(calls, 'exitGame')[0]!;
    expect(exit.body).toMatchObject({ gameId: 1, sessionId: 'gs-1-1' });
    expect(exit.init.keepalive).toBe(true);
    expect((exit.init.headers as Record<string, string>).authorization).toBe('tok');
    // the page going away was the leaving: the unmount after it sends nothing more
    cleanup();
    await new Promise((r) => setTimeout(r, 0));
    expect(named(calls, 'exitGame')).toHaveLength(1);
  });

  it('a page restored from the back/forward cache opens a fresh session', async () => {
    const { calls, close } = await playerInGame();
    window.dispatchEvent(pageEvent('pagehide', true));
    window.dispatchEvent(pageEvent('pageshow', true));
    await waitFor(() => expect(named(calls, 'startGame')).toHaveLength(2));
    // the closed session is not closed again; the new one is the one the close control ends
    await screen.findByTitle(base.name);
    close();
    await waitFor(() => expect(named(calls, 'exitGame')).toHaveLength(2));
    expect(named(calls, 'exitGame').map((c) => c.body?.sessionId)).toEqual(['gs-1-1', 'gs-1-2']);
  });
});
