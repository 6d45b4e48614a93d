import { registry } from '@casino/contracts/registry';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { t } from '../../i18n';
import { $user } from '../../stores/session';
import { json, resetApp, stubFetch } from '../../test/helpers';
import { signInPlayer } from './player.fixture';
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

  it('a heart on a result likes the game at once', async () => {
    signInPlayer();
    const { calls } = stubFetch((url) =>
      url.endsWith('gameLike')
        ? json({ errcode: 0, msg: 'ok', data: { gameLikeIds: [list[0]!.id] } })
        : json({
            errcode: 0,
            msg: 'ok',
            data: { list, pageNum: 1, pageSize: 40, pages: 1, total: list.length },
          }),
    );
    render(
      <MemoryRouter initialEntries={['/game/search']}>
        <SearchPage />
      </MemoryRouter>,
    );
    const heartOf = () => screen.getByRole('button', { name: t('games.like', { name: list[0]!.name }) });
    await screen.findByRole('button', { name: t('games.like', { name: list[0]!.name }) });
    expect(heartOf().getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heartOf());
    // The heart fills before the platform answers (read again: a late search answer may redraw the row).
    await waitFor(() => expect(heartOf().getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('gameLike'))).toBe(true));
    expect($user.get()?.gameLikeIds).toEqual([list[0]!.id]);
  });
});
