import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { t } from '../../i18n';
import { $config } from '../../stores/config';
import { $user, setToken, type UserState } from '../../stores/session';
import { USER } from '../../test/app';
import { json, resetApp, stubFetch } from '../../test/helpers';
import { GameGrid } from './game-grid';
import { FILTERS_PX, ROW_PX } from './lobby';
import { catalogue } from './lobby.fixture';

function renderLobby() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <GameGrid />
    </MemoryRouter>,
  );
}

/** The grid's games, by the names on their "Play <name>" links. */
const gridNames = () =>
  within(screen.getByRole('tabpanel'))
    .queryAllByRole('link', { name: /^Play / })
    .map((a) => a.querySelector('.game-name')?.textContent);
const row = (name: string) => screen.findByRole('region', { name });
const rowNames = (region: HTMLElement) =>
  within(region)
    .getAllByRole('link')
    .map((a) => a.textContent);
const chip = (group: string, name: string) =>
  within(screen.getByRole('group', { name: group })).getByRole('button', { name });

beforeEach(() => {
  resetApp();
  $config.set({ status: 'ready', data: catalogue });
  // the big-wins ticker asks once it shows (big-wins-ticker.test.tsx tests it)
  stubFetch(() => json({ errcode: 0, msg: 'ok', data: { list: [], windowHours: 24 } }));
});
afterEach(cleanup);

describe('lobby rows', () => {
  it('the All tab shows Hot and New rows of fixed height, and no Recently played for a visitor', async () => {
    renderLobby();
    const hot = await row(t('home.hot'));
    expect(rowNames(hot)).toEqual(['Golden Carabao', 'Isla Baccarat']);
    expect(hot.style.height).toBe(`var(--lobby-row-h, ${ROW_PX}px)`);
    expect(rowNames(await row(t('home.new')))).toEqual(['Isla Baccarat', 'Jeepney Jackpot']);
    expect(screen.queryByRole('region', { name: t('games.lobby.recent') })).toBeNull();
  });

  it('a player sees the games played last, newest first, once the account data is there', async () => {
    setToken('tok');
    renderLobby();
    await row(t('home.hot'));
    $user.set({ ...USER, gameLikeIds: [], gameHistory: [3, 1, 99] } as unknown as UserState);
    expect(rowNames(await row(t('games.lobby.recent')))).toEqual(['Manila Nights', 'Golden Carabao']);
  });

  it('a category tab is its grid alone', async () => {
    renderLobby();
    await row(t('home.hot'));
    fireEvent.click(screen.getByRole('tab', { name: 'Slots' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(gridNames()).toEqual(['Golden Carabao', 'Jeepney Jackpot', 'Manila Nights']);
  });
});

describe('lobby filters', () => {
  it('a brand chip narrows the grid and the rows to that brand; a second tap or Clear lifts it', async () => {
    renderLobby();
    await row(t('home.hot'));
    const isla = chip(t('games.lobby.brand'), 'Isla Gaming');
    expect(isla.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(isla);
    expect(isla.getAttribute('aria-pressed')).toBe('true');
    expect(gridNames()).toEqual(['Isla Baccarat']);
    expect(rowNames(await row(t('home.hot')))).toEqual(['Isla Baccarat']);

    fireEvent.click(isla);
    expect(gridNames()).toHaveLength(4);
    expect(screen.queryByRole('button', { name: t('games.lobby.clear') })).toBeNull();

    fireEvent.click(chip(t('games.lobby.platform'), 'Isla Cloud'));
    expect(gridNames()).toEqual(['Isla Baccarat', 'Manila Nights']);
    fireEvent.click(screen.getByRole('button', { name: t('games.lobby.clear') }));
    expect(gridNames()).toHaveLength(4);
  });

  it('filters that leave nothing say so and offer to clear them', async () => {
    renderLobby();
    await row(t('home.hot'));
    fireEvent.click(chip(t('games.lobby.brand'), 'Isla Gaming'));
    fireEvent.click(chip(t('games.lobby.platform'), 'In-house'));
    expect(gridNames()).toEqual([]);
    expect(screen.getByRole('status').textContent).toContain(t('games.lobby.noMatch'));
    expect(screen.queryByText(t('home.noGames'))).toBeNull();
    const clears = screen.getAllByRole('button', { name: t('games.lobby.clear') });
    fireEvent.click(clears.at(-1)!);
    expect(gridNames()).toHaveLength(4);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers only the category’s brands and platforms, and a new tab starts unfiltered', async () => {
    renderLobby();
    await row(t('home.hot'));
    // the unused brand has no chip
    expect(screen.queryByRole('button', { name: 'Unused Brand' })).toBeNull();
    fireEvent.click(chip(t('games.lobby.platform'), 'Isla Cloud'));
    fireEvent.click(screen.getByRole('tab', { name: 'Slots' }));
    // Slots has one brand (no brand group) and two platforms; the filter was reset
    expect(screen.queryByRole('group', { name: t('games.lobby.brand') })).toBeNull();
    expect(chip(t('games.lobby.platform'), 'Isla Cloud').getAttribute('aria-pressed')).toBe('false');
    expect(gridNames()).toHaveLength(3);
    expect(screen.getByRole('group', { name: t('games.lobby.platform') }).parentElement!.style.height).toBe(
      `${FILTERS_PX}px`,
    );
  });
});
