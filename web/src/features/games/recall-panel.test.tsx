import { formatMoney } from '@casino/contracts/money';
import { registry } from '@casino/contracts/registry';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/games';
import { t } from '../../i18n';
import { json, resetApp, stubFetch } from '../../test/helpers';
import type { GameInfo } from './game-info';
import { RecallPanel } from './recall-panel';
import type { Round } from './round-client';
import { stepText } from './round-text';
import { NAMES, slotsPaytable } from './slots-paytable.fixture';

const base = registry.gameRoundAction.examples.answer;
const at = base.createTime;
// A settled Mines round: picked the 5th cell of the board (4 on the wire), cashed out at 1.03×.
const mines: Round = {
  ...base,
  status: 'settled',
  bet: 100,
  win: 103,
  balanceBefore: 100_000,
  balanceAfter: 100_003,
  result: { engine: 'mines', mines: 1, picks: [4], minePositions: [9], multiplier: 103, nextMultiplier: 108 },
  steps: [
    { action: 'bet', value: 100, at },
    { action: 'pick', value: 4, at },
    { action: 'cashout', value: 103, at },
    { action: 'settle', value: 103, at },
  ],
};

beforeEach(() => resetApp());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('recall steps', () => {
  it('read as the board and the money show them: cells 1-25, multipliers as 1.03×, amounts in pesos', async () => {
    stubFetch(() => json({ errcode: 0, msg: 'ok', data: { list: [mines] } }));
    render(<RecallPanel gameId={mines.gameId} refresh={0} />);
    fireEvent.click(screen.getByRole('button', { name: t('games.recallTitle') }));
    const entry = await screen.findByRole('listitem');
    expect(entry.querySelector('.recall-steps')?.textContent).toBe(
      `Bet ${formatMoney(100)} → Pick cell 5 → Cash out at 1.03× → Paid ${formatMoney(103)}`,
    );
    // the same numbering as the board's cell labels
    expect(t('games.mines.cell.hidden', { n: 5 })).toBe('Cell 5');
  });

  it('shows a placeholder while the rounds load, and a retry when they cannot be read', async () => {
    let answer: () => Response | Promise<Response> = () => new Promise(() => {});
    stubFetch(() => answer());
    render(<RecallPanel gameId={mines.gameId} refresh={0} />);
    fireEvent.click(screen.getByRole('button', { name: t('games.recallTitle') }));
    expect(await screen.findByRole('status', { name: t('games.recallLoading') })).toBeTruthy();
    cleanup();

    answer = () => json({ errcode: 500, msg: 'down', data: null }, 500);
    render(<RecallPanel gameId={mines.gameId} refresh={0} />);
    fireEvent.click(screen.getByRole('button', { name: t('games.recallTitle') }));
    const retry = await screen.findByRole('button', { name: t('common.retry') });
    answer = () => json({ errcode: 0, msg: 'ok', data: { list: [mines] } });
    fireEvent.click(retry);
    expect(await screen.findByRole('listitem')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a bust shows the multiplier it ended at, a refund its amount', () => {
    expect(stepText({ action: 'bust', value: 250, at })).toBe('Bust at 2.50×');
    expect(stepText({ action: 'refund', value: 12_345, at })).toBe(`Refund ${formatMoney(12_345)}`);
  });
});

/** Opens the panel on these rounds (and gameInfo's answer for slots); resolves to the rows. */
async function recall(list: Round[], info?: GameInfo) {
  stubFetch((url) => {
    if (url.endsWith('anonymous/gameInfo') && info) return json({ errcode: 0, msg: 'ok', data: info });
    if (url.endsWith('gameRoundRecall')) return json({ errcode: 0, msg: 'ok', data: { list } });
    return json({ errcode: 500, msg: 'unexpected', data: null }, 500);
  });
  render(<RecallPanel gameId={list[0]!.gameId} refresh={0} />);
  fireEvent.click(screen.getByRole('button', { name: t('games.recallTitle') }));
  await screen.findByText(t('games.recallLine', recallLine(list[0]!)));
  const rows = screen.getAllByRole('listitem');
  // one list item per round: the outcome adds none (e2e counts the rows by role)
  expect(rows).toHaveLength(list.length);
  return rows;
}

const recallLine = (r: Round) => ({
  bet: formatMoney(r.bet),
  win: formatMoney(r.win),
  before: formatMoney(r.balanceBefore),
  after: formatMoney(r.balanceAfter),
});

const outcomeOf = (row: HTMLElement) => row.querySelector('.recall-outcome') as HTMLElement;

/** The row's blocks as e2e's readRecallRow joins them: the steps still come last, after "Verify this round". */
const stepsAsE2eReadsThem = (row: HTMLElement) =>
  /Verify this round ?(.*)$/.exec(
    [...row.children]
      .map((c) => c.textContent)
      .join(' ')
      .replace(/\s+/g, ' '),
  )?.[1];

describe('recall outcome (GLI: the final outcome of each of the last 10 rounds)', () => {
  it('slots: the symbol window named symbol by symbol, the winning cells marked, and the winning lines', async () => {
    const paytable = slotsPaytable([
      [1, 1, 1, 1, 1],
      [0, 0, 0, 0, 0],
    ]);
    const info = {
      ...registry['anonymous/gameInfo'].examples.answer,
      gameId: 1001,
      engine: 'slots',
      paytable,
    } as GameInfo;
    // three Jeepneys (symbol 2) on the middle row pay line 1
    const grid = [
      [3, 4, 1, 4, 3],
      [2, 2, 2, 3, 4],
      [4, 1, 4, 3, 1],
    ];
    const slots: Round = {
      ...base,
      roundId: 's-1',
      gameId: 1001,
      engine: 'slots',
      status: 'settled',
      bet: 100,
      win: 250,
      result: {
        engine: 'slots',
        stops: [1, 2, 3, 4, 5],
        grid,
        lineWins: [{ line: 0, symbol: 2, count: 3, win: 250 }],
      },
      steps: [
        { action: 'bet', value: 100, at },
        { action: 'settle', value: 250, at },
      ],
    };
    const lost: Round = {
      ...slots,
      roundId: 's-0',
      win: 0,
      result: { ...slots.result, lineWins: [] } as Round['result'],
    };
    const [row, lostRow] = await recall([slots, lost], info);
    // the reels' drawing is its own lazy chunk: its first import can take a while on a busy machine
    const reels = await within(row!).findByRole('table', { name: t('games.outcome.reels') });
    const rows = within(reels).getAllByRole('row');
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual(grid.map((r) => r.map((s) => NAMES[s])));
    // the symbols are drawn small, with the game's art, and no image role (the reels' images stay the only ones)
    expect(reels.querySelectorAll('svg.slots-art')).toHaveLength(15);
    expect(within(row!).queryAllByRole('img')).toHaveLength(0);
    const marked = [...reels.querySelectorAll('td.recall-reels-win')].map((c) => c.textContent);
    expect(marked).toEqual([NAMES[2], NAMES[2], NAMES[2]]);
    expect(outcomeOf(row!).textContent).toContain(
      t('games.verify.lineWin', { line: 1, count: 3, symbol: NAMES[2]!, amount: formatMoney(250) }),
    );
    expect(outcomeOf(lostRow!).textContent).toContain(t('games.verify.noLines'));
    expect(stepsAsE2eReadsThem(row!)).toBe(`Bet ${formatMoney(100)} → Paid ${formatMoney(250)}`);
  });

  it('color game: the three dice, and each colour staked with what it matched and paid', async () => {
    // Red (4) on two dice, Blue (3) on one; one stake of ₱1.00 on Red
    const one: Round = {
      ...base,
      roundId: 'c-1',
      engine: 'color',
      status: 'settled',
      bet: 100,
      win: 300,
      result: { engine: 'color', dice: [4, 3, 4], wins: [{ color: 4, matches: 2, win: 300 }] },
      steps: [
        { action: 'bet', value: 100, at },
        { action: 'settle', value: 300, at },
      ],
    };
    // Red and Green staked, as a round recorded before the result named each colour's stake
    const two: Round = {
      ...one,
      roundId: 'c-0',
      bet: 300,
      result: {
        engine: 'color',
        dice: [4, 3, 4],
        wins: [
          { color: 4, matches: 2, win: 300 },
          { color: 5, matches: 0, win: 0 },
        ],
      },
    };
    // Red ₱1.00 and Green ₱2.00, each stake named by the result
    const named: Round = {
      ...two,
      roundId: 'c-2',
      result: {
        engine: 'color',
        dice: [4, 3, 4],
        wins: [
          { color: 4, amount: 100, matches: 2, win: 300 },
          { color: 5, amount: 200, matches: 0, win: 0 },
        ],
      },
    };
    const [row, twoRow, namedRow] = await recall([one, two, named]);
    expect(outcomeOf(namedRow!).textContent).toContain(
      `Staked: Red ${formatMoney(100)}: 2 of 3 dice, paid ${formatMoney(300)}; Green ${formatMoney(200)}: no match, stake lost`,
    );
    expect(within(row!).getByText(t('games.outcome.dice', { dice: 'Red, Blue, Red' }))).toBeTruthy();
    expect(row!.querySelectorAll('.recall-die-red')).toHaveLength(2);
    expect(row!.querySelectorAll('.recall-die-blue')).toHaveLength(1);
    expect(outcomeOf(row!).textContent).toContain(
      `Staked: Red ${formatMoney(100)}: 2 of 3 dice, paid ${formatMoney(300)}`,
    );
    expect(outcomeOf(twoRow!).textContent).toContain(
      `Staked: Red: 2 of 3 dice, paid ${formatMoney(300)}; Green: no match, stake lost`,
    );
    // the dice are text here: the game's dice stay the only images named by a colour
    expect(within(row!).queryAllByRole('img')).toHaveLength(0);
  });

  it('baccarat: both hands with their totals, the winner, and each spot with its payout, push or loss', async () => {
    // Player K♠ K♥ 9♠ (9) against Banker 7♠ A♥ (8): Player won, its ₱2.00 paid ₱4.00; a tie bet lost
    const round: Round = {
      ...base,
      roundId: 'b-1',
      engine: 'baccarat',
      status: 'settled',
      bet: 300,
      win: 400,
      result: {
        engine: 'baccarat',
        player: [12, 25, 8],
        banker: [6, 13],
        playerTotal: 9,
        bankerTotal: 8,
        winner: 'player',
        playerPair: true,
        bankerPair: false,
        wins: [
          { spot: 'player', amount: 200, win: 400 },
          { spot: 'tie', amount: 100, win: 0 },
        ],
      },
      steps: [
        { action: 'bet', value: 300, at },
        { action: 'settle', value: 400, at },
      ],
    };
    const push: Round = {
      ...round,
      roundId: 'b-2',
      bet: 100,
      win: 100,
      result: {
        ...round.result,
        winner: 'tie',
        wins: [{ spot: 'banker', amount: 100, win: 100 }],
      } as Round['result'],
    };
    const [row, pushRow] = await recall([round, push]);
    expect(outcomeOf(row!).textContent).toContain('Player K♠ K♥ 9♠ (9) · Banker 7♠ A♥ (8) · Player won');
    expect(outcomeOf(row!).textContent).toContain(
      `Staked: Player ${formatMoney(200)}: paid ${formatMoney(400)}; Tie ${formatMoney(100)}: lost`,
    );
    expect(outcomeOf(pushRow!).textContent).toContain(`Banker ${formatMoney(100)}: push, stake returned`);
  });

  it('mines: a 5 × 5 board with the mines and the picks, each named for a screen reader', async () => {
    const busted: Round = {
      ...mines,
      roundId: 'm-bust',
      win: 0,
      balanceAfter: 99_900,
      result: {
        engine: 'mines',
        mines: 2,
        picks: [0],
        minePositions: [24, 9],
        multiplier: 100,
        nextMultiplier: 0,
      },
      steps: [
        { action: 'bet', value: 100, at },
        { action: 'pick', value: 0, at },
        { action: 'pick', value: 9, at },
        { action: 'bust', value: 103, at },
        { action: 'settle', value: 0, at },
      ],
    };
    const [row, bustRow] = await recall([mines, busted]);
    const board = within(row!).getByRole('table', { name: '1 mine: cell 10 · Picked: 5' });
    const cells = within(board).getAllByRole('cell');
    expect(cells).toHaveLength(25);
    expect(cells[4]!.textContent).toBe('Cell 5 picked: gem');
    expect(cells[9]!.textContent).toBe('Mine on cell 10');
    expect(cells.filter((c) => c.textContent).length).toBe(2);

    // the pick that hit a mine is a pick step, not a safe pick: it shows as a picked mine
    const bust = within(bustRow!).getByRole('table', { name: '2 mines: cells 10, 25 · Picked: 1, 10' });
    const bustCells = within(bust).getAllByRole('cell');
    expect(bustCells[0]!.textContent).toBe('Cell 1 picked: gem');
    expect(bustCells[9]!.textContent).toBe('Cell 10 picked: mine');
    expect(bustCells[24]!.textContent).toBe('Mine on cell 25');
  });

  it('mines: a round still open shows the picks, never the mines (the platform hides them)', async () => {
    const open: Round = {
      ...mines,
      status: 'open',
      win: 0,
      result: {
        engine: 'mines',
        mines: 3,
        picks: [4],
        minePositions: [],
        multiplier: 113,
        nextMultiplier: 129,
      },
      steps: [
        { action: 'bet', value: 100, at },
        { action: 'pick', value: 4, at },
      ],
    };
    const [row] = await recall([open]);
    const board = within(row!).getByRole('table', { name: '3 mines, shown when the round ends · Picked: 5' });
    expect(within(board).queryByText(/^Mine on/)).toBeNull();
    expect(board.querySelectorAll('.recall-cell-mine, .recall-cell-hit')).toHaveLength(0);
  });

  it('crash: the crash point and the cash-out multiplier, or the bust', async () => {
    const crash: Round = {
      ...base,
      roundId: 'x-2',
      engine: 'crash',
      status: 'settled',
      bet: 100,
      win: 150,
      result: { engine: 'crash', startedAt: at, autoCashout: 0, cashoutAt: 150, crashPoint: 250 },
      steps: [
        { action: 'bet', value: 100, at },
        { action: 'cashout', value: 150, at },
        { action: 'settle', value: 150, at },
      ],
    };
    const bust: Round = {
      ...crash,
      roundId: 'x-1',
      win: 0,
      result: { engine: 'crash', startedAt: at, autoCashout: 200, cashoutAt: 0, crashPoint: 120 },
      steps: [
        { action: 'bet', value: 100, at },
        { action: 'bust', value: 120, at },
        { action: 'settle', value: 0, at },
      ],
    };
    const running: Round = {
      ...crash,
      roundId: 'x-0',
      status: 'open',
      win: 0,
      result: { engine: 'crash', startedAt: at, autoCashout: 0, cashoutAt: 0, crashPoint: 0 },
      steps: [{ action: 'bet', value: 100, at }],
    };
    const [row, bustRow, openRow] = await recall([crash, bust, running]);
    expect(outcomeOf(row!).textContent).toBe('Crash point 2.50× · Cashed out at 1.50×');
    expect(outcomeOf(bustRow!).textContent).toBe(
      'Crash point 1.20× · Busted: no cash-out · Auto cash-out 2.00×',
    );
    expect(outcomeOf(openRow!).textContent).toBe('Crash point shown when the round ends');
    expect(stepsAsE2eReadsThem(row!)).toBe(
      `Bet ${formatMoney(100)} → Cash out at 1.50× → Paid ${formatMoney(150)}`,
    );
  });
});
