import { formatMoney } from '@casino/contracts/money';
import { registry } from '@casino/contracts/registry';
import { cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/games';
import { t, tList } from '../../i18n';
import { json, resetApp, stubFetch } from '../../test/helpers';
import { forgetGameInfo, type GameInfo, useGameInfo } from './game-info';
import { RulesPanel } from './rules-panel';

const colorInfo = registry['anonymous/gameInfo'].examples.answer as GameInfo;
const minesInfo: GameInfo = {
  ...colorInfo,
  engine: 'mines',
  maxWinX: 10_000,
  rtpDetail: { percent: '98.28', exact: '2457/2500', range: ['98.2800', '99.0000'], note: '' },
  paytable: {
    engine: 'mines',
    cells: 25,
    edgeBp: 100,
    formula: 'f',
    maxMultiplier: 1_000_000,
    rows: [
      { mines: 1, multipliers: [103, 108] },
      { mines: 3, multipliers: [112, 128, 147] },
    ],
  },
};

beforeEach(() => {
  resetApp();
  forgetGameInfo();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('rules and paytable panel', () => {
  it('shows the rules and the catalogue RTP while gameInfo loads', () => {
    render(<RulesPanel engine="color" rtp={9213} info={{ status: 'loading' }} />);
    fireEvent.click(screen.getByRole('button', { name: t('games.rulesTitle') }));
    expect(screen.getByText(tList('games.color.rules')[0]!)).toBeTruthy();
    expect(screen.getByRole('status', { name: t('games.pay.loading') })).toBeTruthy();
    expect(screen.getByText(t('games.rtp', { value: '92.13' }))).toBeTruthy();
    expect(screen.getByText(t('games.maxWin', { value: t('games.color.maxWin') }))).toBeTruthy();
  });

  it('says when the paytable could not load, and tries again', () => {
    const retry = vi.fn();
    render(<RulesPanel engine="color" rtp={9213} info={{ status: 'error', retry }} />);
    fireEvent.click(screen.getByRole('button', { name: t('games.rulesTitle') }));
    expect(screen.getByRole('alert').textContent).toContain(t('games.pay.failed'));
    fireEvent.click(screen.getByRole('button', { name: t('common.retry') }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('renders the engine’s paytable, max win, RTP and bet limits from gameInfo', () => {
    render(<RulesPanel engine="color" rtp={null} info={{ status: 'ready', info: colorInfo }} />);
    fireEvent.click(screen.getByRole('button', { name: t('games.rulesTitle') }));
    const rows = screen.getAllByRole('row').map((r) => r.textContent);
    expect(rows).toContain(
      `${t('games.pay.colorMatches', { n: 2 })}${t('games.pay.toOne', { n: '2' })}15/216`,
    );
    expect(rows).toContain(`${t('games.pay.colorMatches', { n: 0 })}${t('games.pay.stakeLost')}125/216`);
    expect(screen.getByText(t('games.maxWin', { value: t('games.pay.maxWinX', { x: '4' }) }))).toBeTruthy();
    expect(screen.getByText(t('games.rtp', { value: '92.13' }))).toBeTruthy();
    expect(
      screen.getByText(
        t('games.pay.limits', { min: formatMoney(colorInfo.minBet), max: formatMoney(colorInfo.maxBet) }),
      ),
    ).toBeTruthy();
  });

  it('Mines: the multipliers of the chosen mine count, and the RTP range', () => {
    render(<RulesPanel engine="mines" rtp={9828} info={{ status: 'ready', info: minesInfo }} />);
    fireEvent.click(screen.getByRole('button', { name: t('games.rulesTitle') }));
    expect(screen.getByText(t('games.pay.rtpRange', { low: '98.2800', high: '99.0000' }))).toBeTruthy();
    expect(
      screen.getByText(t('games.maxWin', { value: t('games.pay.maxWinX', { x: '10,000' }) })),
    ).toBeTruthy();
    const multipliers = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.lastElementChild?.textContent);
    expect(multipliers()).toEqual(['1.12×', '1.28×', '1.47×']);
    fireEvent.change(screen.getByLabelText(t('games.pay.minesFor')), { target: { value: '1' } });
    expect(multipliers()).toEqual(['1.03×', '1.08×']);
  });
});

describe('the slots paytable', () => {
  it('lists each symbol with its art and pays, and draws every payline', async () => {
    const slots: GameInfo = {
      ...colorInfo,
      engine: 'slots',
      paytable: {
        engine: 'slots',
        reels: 5,
        rows: 3,
        paylines: [
          [1, 1, 1, 1, 1],
          [0, 1, 2, 1, 0],
        ],
        symbols: [
          { symbol: 0, key: 'pearl', name: 'Pearl Wild', kind: 'wild', pays: [{ count: 5, x: 2000 }] },
          {
            symbol: 1,
            key: 'anchor',
            name: 'Anchor',
            kind: 'regular',
            pays: [
              { count: 3, x: 4 },
              { count: 5, x: 60 },
            ],
          },
        ],
      },
    };
    render(<RulesPanel engine="slots" rtp={null} info={{ status: 'ready', info: slots }} />);
    fireEvent.click(screen.getByRole('button', { name: t('games.rulesTitle') }));
    const anchor = (await screen.findByText('Anchor')).closest('tr');
    expect(anchor?.textContent).toBe('Anchor4×60×');
    expect(screen.getByText('Pearl Wild').closest('tr')?.textContent).toBe('Pearl Wild—2,000×');
    expect(screen.getByRole('heading', { name: t('games.pay.paylines', { count: 2 }) })).toBeTruthy();
    expect(screen.getByLabelText(t('games.pay.lineRows', { n: 2, rows: '1 2 3 2 1' }))).toBeTruthy();
  });
});

describe('gameInfo loading', () => {
  it('asks once per game, and again only after a failure when the player retries', async () => {
    let fail = true;
    const { calls } = stubFetch(() =>
      fail
        ? json({ errcode: 500, msg: 'down', data: null }, 500)
        : json({ errcode: 0, msg: 'ok', data: colorInfo }),
    );
    const first = renderHook(() => useGameInfo(2001));
    await waitFor(() => expect(first.result.current.status).toBe('error'));
    fail = false;
    const state = first.result.current;
    if (state.status === 'error') state.retry();
    await waitFor(() => expect(first.result.current.status).toBe('ready'));
    expect(calls.length).toBe(2);
    const again = renderHook(() => useGameInfo(2001));
    expect(again.result.current.status).toBe('ready');
    expect(calls.length).toBe(2);
    expect(calls[0]?.body).toMatchObject({ gameId: 2001 });
  });
});
