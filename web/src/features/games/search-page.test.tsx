import { registry } from '@casino/contracts/registry';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { t } from '../../i18n';
import { $session, $user } from '../../stores/session';
import { json, resetApp, stubFetch } from '../../test/helpers';
import { toggleLike } from './game-list';
import { SearchPage } from './search-page';

const list = registry['anonymous/gameSearch'].examples.answer.list;

beforeEach(() => resetApp());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('game search', () => {
  it('searches once the player stops typing, and shows the results', async () => {
    const { calls } = stubFetch(() =>
      json({ errcode: 0, msg: 'ok', data: { list, pageNum: 1, pageSize: 40, pages: 1, total: list.length } }),
    );
    render(
      <MemoryRouter initialEntries={['/game/search']}>
        <SearchPage />
      </MemoryRouter>,
    );
    await waitFor(() => expect(calls.length).toBe(1));
    const box = screen.getByLabelText(t('games.searchLabel'));
    fireEvent.change(box, { target: { value: 'c' } });
    fireEvent.change(box, { target: { value: 'co' } });
    fireEvent.change(box, { target: { value: 'col' } });
    await screen.findByRole('link', { name: t('games.playName', { name: list[0]!.name }) });
    await waitFor(() => expect(calls.at(-1)?.body?.keyword).toBe('col'));
    expect(calls.filter((c) => c.url.endsWith('anonymous/gameSearch')).length).toBe(2);
  });

  it('a like keeps the answered liked list on the user', async () => {
    $session.set('tok');
    $user.set({
      ...registry.getAfterLoginInfoWeb.examples.answer.user,
      gameLikeIds: [],
      gameHistory: [],
    } as never);
    stubFetch(() => json({ errcode: 0, msg: 'ok', data: { gameLikeIds: [7, 1] } }));
    expect(await toggleLike(1, true)).toBe(true);
    expect($user.get()?.gameLikeIds).toEqual([7, 1]);
  });
});
