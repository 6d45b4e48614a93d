import { exampleAppConfig } from '@casino/contracts/examples/app-config';
import { exampleUser } from '@casino/contracts/examples/user';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIKE_ERROR_MS } from '../../components/like-button';
import { t } from '../../i18n';
import { $config, type AppConfig } from '../../stores/config';
import { $user, setToken, type UserState } from '../../stores/session';
import { json, resetApp, stubFetch } from '../../test/helpers';
import { GameGrid } from './game-grid';
import { lobbyGames } from './lobby';

const config = exampleAppConfig as AppConfig;
const game = lobbyGames(config, 0)[0]!;

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="where">{pathname + search}</output>;
}

function renderLobby() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<GameGrid />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The big-wins ticker's list (empty) and the likes a gameLike answers with. */
const lobbyApi = (likes: number[]) => (url: string) =>
  url.endsWith('/anonymous/recentBigWins')
    ? json({ errcode: 0, msg: 'ok', data: { list: [], windowHours: 24 } })
    : json({ errcode: 0, msg: 'ok', data: { gameLikeIds: likes } });

const heart = () => screen.findByRole('button', { name: t('games.like', { name: game.name }) });

beforeEach(() => {
  resetApp();
  $config.set({ status: 'ready', data: config });
  // the lobby's big-wins ticker asks once it shows
  stubFetch(lobbyApi([]));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('lobby hearts', () => {
  it('a visitor’s heart leads to login, back to the lobby after', async () => {
    renderLobby();
    fireEvent.click(await heart());
    expect(screen.getByLabelText('where').textContent).toBe('/auth/login?redirect=%2F');
  });

  it('a player’s heart fills at once and stays filled when saved', async () => {
    setToken('tok');
    $user.set({ ...exampleUser, id: 42, gameLikeIds: [], gameHistory: [] } as unknown as UserState);
    stubFetch(lobbyApi([game.id]));
    renderLobby();
    const button = await heart();
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect($user.get()?.gameLikeIds).toEqual([game.id]));
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a signed-in heart waits for the player’s likes: disabled until the user info arrives, then it likes', async () => {
    setToken('tok');
    const { calls } = stubFetch(lobbyApi([game.id]));
    renderLobby();
    const button = (await heart()) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(calls.filter((c) => c.url.endsWith('gameLike'))).toHaveLength(0);
    act(() =>
      $user.set({ ...exampleUser, id: 42, gameLikeIds: [], gameHistory: [] } as unknown as UserState),
    );
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect($user.get()?.gameLikeIds).toEqual([game.id]));
    expect(calls.filter((c) => c.url.endsWith('gameLike'))).toHaveLength(1);
  });

  it('a like that was not saved empties the heart again and says so, for a while', async () => {
    setToken('tok');
    $user.set({ ...exampleUser, id: 42, gameLikeIds: [], gameHistory: [] } as unknown as UserState);
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderLobby();
    const button = await heart();
    vi.useFakeTimers();
    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('alert').textContent).toBe(t('games.likeFailed', { name: game.name }));
    await act(() => vi.advanceTimersByTimeAsync(LIKE_ERROR_MS));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
