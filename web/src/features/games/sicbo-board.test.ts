import { describe, expect, it } from 'vitest';
import { createSicboBoard, stakeOn } from './sicbo-board';

const limits = { maxBet: 10_000, balance: 50_000 };

describe('Sic Bo board', () => {
  it('sends exactly the stakes it shows, in table order, and totals them', () => {
    const board = createSicboBoard();
    expect(board.add('total-9', 500, limits)).toBeNull();
    expect(board.add('big', 1000, limits)).toBeNull();
    expect(board.add('big', 1000, limits)).toBeNull();
    expect(stakeOn(board.$stakes.get(), 'big')).toBe(2000);
    expect(board.request()).toEqual({
      engine: 'sicbo',
      bets: [
        { area: 'big', amount: 2000 },
        { area: 'total-9', amount: 500 },
      ],
    });
    expect(board.$total.get()).toBe(2500);
  });

  it('clears after a roll; Rebet puts the last stakes back once, Double doubles them', () => {
    const board = createSicboBoard();
    board.add('triple-6', 100, limits);
    board.add('small', 300, limits);
    board.settled(board.request().bets);
    expect(board.$total.get()).toBe(0);
    expect(board.rebet(limits)).toBeNull();
    expect(board.rebet(limits)).toBeNull();
    expect(board.$total.get()).toBe(400);
    board.clear();
    expect(board.double(limits)).toBeNull();
    expect(board.request().bets).toEqual([
      { area: 'small', amount: 600 },
      { area: 'triple-6', amount: 200 },
    ]);
  });

  it('refuses a stake over the table limit or the balance and leaves the board as it was', () => {
    const board = createSicboBoard();
    board.add('odd', 9000, limits);
    expect(board.add('even', 2000, limits)).toEqual({ kind: 'overMax', max: 10_000 });
    expect(board.add('even', 2000, { maxBet: 100_000, balance: 10_000 })).toEqual({
      kind: 'overBalance',
      amount: 11_000,
      balance: 10_000,
    });
    expect(board.$total.get()).toBe(9000);
    expect(() => board.add('total-3', 100, limits)).toThrow(RangeError);
  });
});
