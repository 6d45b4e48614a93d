import { formatMoney } from '@casino/contracts/money';
import { registry } from '@casino/contracts/registry';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/games';
import { SLOTS_THEMES } from '@casino/contracts/slots-themes';
import { t } from '../../i18n';
import { json, resetApp, stubFetch } from '../../test/helpers';
import type { GameInfo, GameInfoState } from './game-info';
import { REEL_LAND_MS, runInSymbols, SlotsGame, STEP_MS } from './slots-game';
import { winningCells } from './slots-lines';
import { NAMES, slotsPaytable } from './slots-paytable.fixture';
import { SYMBOL_KEYS } from './slots-symbols';

const paytable = slotsPaytable([
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
]);
const info: GameInfoState = {
  status: 'ready',
  info: { ...registry['anonymous/gameInfo'].examples.answer, engine: 'slots', paytable } as GameInfo,
};
// the middle row pays three Jeepneys on line 0
const grid = [
  [3, 4, 3, 4, 3],
  [2, 2, 2, 3, 4],
  [4, 3, 4, 3, 1],
];
const round = {
  ...registry.gameRoundPlay.examples.answer,
  engine: 'slots' as const,
  status: 'settled' as const,
  bet: 100,
  win: 250,
  result: {
    engine: 'slots' as const,
    stops: [0, 0, 0, 0, 0],
    grid,
    lineWins: [{ line: 0, symbol: 2, count: 3, win: 250 }],
  },
};

beforeEach(() => resetApp());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A real session's Slots at ₱1.00–₱100.00 with ₱1,000.00 on the balance. */
const renderSlots = (onRound: (r: unknown) => void = () => {}) =>
  render(
    <SlotsGame
      session={{ gameId: 1001, sessionId: 'gs-1', mode: 'real' }}
      minBet={100}
      maxBet={10_000}
      balance={100_000}
      muted
      info={info}
      onRound={onRound}
    />,
  );

const shown = () =>
  screen
    .queryAllByRole('img')
    .map((el) => el.getAttribute('aria-label'))
    .filter(Boolean);

describe('Slots', () => {
  it('draws the symbols gameInfo names, and lands the reels left to right on the server grid', async () => {
    const { calls } = stubFetch(() => json({ errcode: 0, msg: 'ok', data: round }));
    const onRound = vi.fn();
    vi.useFakeTimers();
    renderSlots(onRound);
    // before any spin: 15 named symbols, all from the paytable
    expect(shown().length).toBe(15);
    expect(shown().every((n) => NAMES.includes(n!))).toBe(true);

    fireEvent.click(
      screen.getByRole('button', { name: t('games.slots.spin', { amount: formatMoney(100) }) }),
    );
    expect(calls[0]?.body).toMatchObject({ gameId: 1001, play: { engine: 'slots', bet: 100 } });
    // spinning: nothing is named (the strip shows decoration, not an outcome)
    expect(shown()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(700));
    // the first reel has landed on the grid's first column
    expect(shown()).toEqual(['Carabao', 'Jeepney', 'Parol']);
    expect(screen.getByRole('status').textContent).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(4 * 180 + REEL_LAND_MS));
    expect(shown().length).toBe(15);
    // the winning line's three Jeepneys light up first; then the result line and the controls come back as
    // the page takes the round
    const marked = document.querySelectorAll('.slots-win');
    expect([...marked].map((el) => el.getAttribute('aria-label'))).toEqual(['Jeepney', 'Jeepney', 'Jeepney']);
    // and the line is drawn over the reels through those three cells, with the win counting up under them
    const drawn = document.querySelectorAll('.slots-lines polyline');
    expect([...drawn].map((el) => el.getAttribute('points'))).toEqual(['0.5,1.5 1.5,1.5 2.5,1.5']);
    expect(document.querySelector('.win-plaque')).not.toBeNull();
    expect(document.querySelector('.win-big')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(onRound).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(STEP_MS));
    expect(screen.getByRole('status').textContent).toContain(t('games.won', { amount: formatMoney(250) }));
    expect(screen.getByRole('button', { name: /Spin/ })).toHaveProperty('disabled', false);
    expect(onRound).toHaveBeenCalledWith(round);
  });

  it('a win of 10 bets or more takes the reels with its own moment, then steps aside to the meter', async () => {
    stubFetch(() => json({ errcode: 0, msg: 'ok', data: { ...round, win: 2000 } }));
    vi.useFakeTimers();
    renderSlots();
    fireEvent.click(screen.getByRole('button', { name: /^Spin/ }));
    await act(() => vi.advanceTimersByTimeAsync(700 + 5 * 180 + REEL_LAND_MS + STEP_MS));
    expect(document.querySelector('.win-big')?.textContent).toContain(t('games.moment.big'));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(document.querySelector('.win-big')).toBeNull();
    expect(document.querySelector('.win-plaque')).not.toBeNull();
  });

  it.each([
    [5000, t('games.moment.mega')],
    [50, null],
  ])(
    'a win of %i on a ₱1.00 bet: mega from 50 bets, nothing below the bet; a tap sends it away',
    async (win, title) => {
      stubFetch(() => json({ errcode: 0, msg: 'ok', data: { ...round, win } }));
      vi.useFakeTimers();
      renderSlots();
      fireEvent.click(screen.getByRole('button', { name: /^Spin/ }));
      await act(() => vi.advanceTimersByTimeAsync(700 + 5 * 180 + REEL_LAND_MS + STEP_MS));
      const moment = document.querySelector('.win-big');
      if (title === null) {
        expect(moment).toBeNull();
        expect(document.querySelector('.win-plaque')).toBeNull();
        return;
      }
      expect(moment?.textContent).toContain(title);
      fireEvent.click(moment!);
      expect(document.querySelector('.win-big')).toBeNull();
      expect(document.querySelector('.win-plaque')).not.toBeNull();
    },
  );

  it('a tap on Stop the reels lands every reel as soon as the answer is in', async () => {
    stubFetch(() => json({ errcode: 0, msg: 'ok', data: round }));
    vi.useFakeTimers();
    const onRound = vi.fn();
    renderSlots(onRound);
    fireEvent.click(screen.getByRole('button', { name: /^Spin/ }));
    fireEvent.click(screen.getByRole('button', { name: t('games.controls.quickStop') }));
    // the answer, then the settling step: no minimum spin, no reel-by-reel landing
    await act(() => vi.advanceTimersByTimeAsync(STEP_MS * 2));
    expect(shown().length).toBe(15);
    expect(onRound).toHaveBeenCalledWith(round);
    expect(screen.getByRole('button', { name: /^Spin/ })).toHaveProperty('disabled', false);
  });

  it('checks the autoplay loss stop against the bet chosen last', () => {
    renderSlots();
    // ₱1.00 → ₱5.00: the controls under the reels did not change, the stake did
    fireEvent.click(screen.getByRole('radio', { name: formatMoney(500) }));
    fireEvent.click(screen.getByRole('button', { name: t('games.controls.auto') }));
    fireEvent.change(screen.getByLabelText(t('games.controls.winStop')), { target: { value: '100' } });
    fireEvent.change(screen.getByLabelText(t('games.controls.lossStop')), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: t('games.controls.start', { count: 10 }) }));
    expect(screen.getByText(t('games.controls.lossBelowBet', { bet: formatMoney(500) }))).toBeTruthy();
  });

  it('marks line wins from the leftmost reel, and every scatter for a scatter win', () => {
    expect([...winningCells(grid, [{ line: 0, symbol: 2, count: 3 }], paytable.paylines)]).toEqual([
      '1:0',
      '1:1',
      '1:2',
    ]);
    // line index = payline count: the scatter (1) pays anywhere
    expect([...winningCells(grid, [{ line: 3, symbol: 1, count: 1 }], paytable.paylines)]).toEqual(['2:4']);
  });

  it('spins through the theme’s own symbols only', () => {
    for (const reel of [0, 1, 2, 3, 4]) {
      const run = runInSymbols(reel, 9);
      expect(run.every((s) => s >= 0 && s < 9)).toBe(true);
      expect(new Set(run).size).toBeGreaterThan(3);
    }
  });

  it('has art for every symbol of every shipped theme', () => {
    for (const theme of SLOTS_THEMES) for (const s of theme.symbols) expect(SYMBOL_KEYS).toContain(s.key);
  });
});
