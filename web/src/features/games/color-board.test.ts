import { describe, expect, it } from 'vitest';
import { createColorBoard, stakesTotal } from './color-board';

const RED = 4;
const BLUE = 3;
const YELLOW = 0;
const limits = { maxBet: 100_000, balance: 50_000 };

/** A board with ₱20 on Red and ₱10 on Blue, rolled and settled. */
function afterOneRoll() {
  const board = createColorBoard();
  board.add(RED, 1000, limits);
  board.add(RED, 1000, limits);
  board.add(BLUE, 1000, limits);
  board.settled(board.request().bets);
  return board;
}

describe('Color Game board', () => {
  it('is empty after a roll: nothing is carried into the next round unasked', () => {
    const board = afterOneRoll();
    expect(board.$stakes.get()).toEqual({});
    expect(board.$total.get()).toBe(0);
    expect(board.request().bets).toEqual([]);
  });

  it('Rebet puts back exactly the last round’s stakes, colour by colour', () => {
    const board = afterOneRoll();
    expect(board.rebet(limits)).toBeNull();
    expect(board.$stakes.get()).toEqual({ [RED]: 2000, [BLUE]: 1000 });
    expect(board.$total.get()).toBe(3000);
  });

  it('three Rebets never accumulate: ₱30 stays ₱30, not ₱60 or ₱90', () => {
    const board = afterOneRoll();
    for (let i = 0; i < 3; i++) board.rebet(limits);
    expect(board.$total.get()).toBe(3000);
    // and across rounds: rebet, roll, rebet again is still the same stakes
    board.settled(board.request().bets);
    board.rebet(limits);
    expect(board.request().bets).toEqual([
      { color: BLUE, amount: 1000 },
      { color: RED, amount: 2000 },
    ]);
  });

  it('Rebet replaces what is on the board instead of adding to it', () => {
    const board = afterOneRoll();
    board.add(YELLOW, 500, limits);
    board.rebet(limits);
    expect(board.$stakes.get()).toEqual({ [RED]: 2000, [BLUE]: 1000 });
  });

  it('Double doubles the board, or the last round’s stakes when the board is empty', () => {
    const board = afterOneRoll();
    expect(board.double(limits)).toBeNull();
    expect(board.$stakes.get()).toEqual({ [RED]: 4000, [BLUE]: 2000 });
    board.double(limits);
    expect(board.$total.get()).toBe(12_000);
  });

  it('a Rebet or Double above the table limit or the balance is refused and leaves the board as it was', () => {
    const board = afterOneRoll();
    board.rebet(limits);
    expect(board.double({ maxBet: 5000, balance: null })).toEqual({ kind: 'overMax', max: 5000 });
    expect(board.double({ maxBet: 100_000, balance: 5000 })).toEqual({
      kind: 'overBalance',
      amount: 6000,
      balance: 5000,
    });
    board.clear();
    expect(board.rebet({ maxBet: 100_000, balance: 2000 })).toEqual({
      kind: 'overBalance',
      amount: 3000,
      balance: 2000,
    });
    expect(board.$stakes.get()).toEqual({});
  });

  it('Clear empties the board but keeps the last round for Rebet', () => {
    const board = afterOneRoll();
    board.rebet(limits);
    board.clear();
    expect(board.$total.get()).toBe(0);
    board.rebet(limits);
    expect(board.$total.get()).toBe(3000);
  });

  it('the total shown equals the sum of the bets the roll request sends, whatever was tapped', () => {
    const board = createColorBoard();
    const taps: Array<() => unknown> = [
      () => board.add(RED, 1000, limits),
      () => board.add(YELLOW, 2000, limits),
      () => board.double(limits),
      () => board.settled(board.request().bets),
      () => board.rebet(limits),
      () => board.rebet(limits),
      () => board.add(BLUE, 500, limits),
      () => board.double(limits),
      () => board.clear(),
      () => board.double(limits),
    ];
    for (const tap of taps) {
      tap();
      const sent = board.request().bets.reduce((s, b) => s + b.amount, 0);
      expect(board.$total.get()).toBe(sent);
      expect(stakesTotal(board.$stakes.get())).toBe(sent);
    }
    expect(board.$total.get()).toBe(12_000);
  });
});
