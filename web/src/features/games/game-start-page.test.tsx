import { registry } from '@casino/contracts/registry';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/games';
import { t } from '../../i18n';
import { $user, setToken } from '../../stores/session';
import { json, resetApp, stubFetch } from '../../test/helpers';
import { GameStartPage } from './game-start-page';

// about:blank: happy-dom would otherwise try to load the game page into the frame
const launch = { ...registry.startGame.examples.answer, url: 'about:blank' };

beforeEach(() => resetApp());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/game/start', () => {
  it('shows the launch URL full-screen; closing exits the session and refreshes the balance', async () => {
    setToken('tok');
    $user.set({
      ...registry.getAfterLoginInfoWeb.examples.answer.user,
      gameLikeIds: [],
      gameHistory: [],
    } as never);
    const { calls } = stubFetch((url) => {
      if (url.endsWith('startGame')) return json({ errcode: 0, msg: 'ok', data: launch });
      if (url.endsWith('exitGame')) return json({ errcode: 0, msg: 'ok', data: { coin: 100 } });
      return json({ errcode: 0, msg: 'ok', data: registry.refreshData.examples.answer });
    });
    render(
      <MemoryRouter initialEntries={['/game/start?gameId=1']}>
        <GameStartPage />
      </MemoryRouter>,
    );
    const frame = await screen.findByTitle(t('route.gameStart'));
    expect(frame.getAttribute('src')).toBe(launch.url);
    fireEvent.click(screen.getByRole('button', { name: t('games.close') }));
    await waitFor(() => expect(calls.map((c) => c.url.split('/').pop())).toContain('refreshData'));
    const exit = calls.find((c) => c.url.endsWith('exitGame'));
    expect(exit?.body).toMatchObject({ gameId: 1, sessionId: launch.sessionId });
    expect(calls.filter((c) => c.url.endsWith('exitGame'))).toHaveLength(1);
  });
});
