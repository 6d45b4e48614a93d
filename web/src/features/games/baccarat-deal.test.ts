import { FAIR_VECTORS } from '@casino/contracts/fairness-vectors';
import { describe, expect, it } from 'vitest';
import { baccaratBets, createBaccaratBoard } from './baccarat-board';
import { cardText, dealSteps, handText, tableAt } from './baccarat-deal';

describe('baccarat deal on the table', () => {
  // nonce 0: Player 8♠ 5♥ A♠ (4), Banker 4♣ 9♥ 7♦ (0)
  const v = FAIR_VECTORS[0]!.baccarat;

  it('names cards as rank and suit', () => {
    expect(handText(v.player)).toBe('8♠ 5♥ A♠');
    expect(handText(v.banker)).toBe('4♣ 9♥ 7♦');
    expect([0, 9, 10, 11, 12, 25, 38, 51].map(cardText)).toEqual([
      'A♠',
      '10♠',
      'J♠',
      'Q♠',
      'K♠',
      'K♥',
      'K♦',
      'K♣',
    ]);
  });

  it('deals Player, Banker, Player, Banker, then the third cards, with the totals as they land', () => {
    const steps = dealSteps(v);
    expect(steps.map((s) => `${s.side[0]}${s.index}`)).toEqual(['p0', 'b0', 'p1', 'b1', 'p2', 'b2']);
    expect(tableAt(steps, 0)).toEqual({ player: [], banker: [], playerTotal: null, bankerTotal: null });
    expect(tableAt(steps, 3)).toMatchObject({ playerTotal: 3, bankerTotal: 4 });
    expect(tableAt(steps, 4)).toMatchObject({ playerTotal: 3, bankerTotal: 3 });
    expect(tableAt(steps, 6)).toMatchObject({ playerTotal: 4, bankerTotal: 0 });
    // a natural: four cards only
    expect(dealSteps(FAIR_VECTORS[1]!.baccarat)).toHaveLength(4);
  });
});

describe('baccarat board', () => {
  it('sends one bet per spot in board order, exactly the total shown', () => {
    const board = createBaccaratBoard();
    const limits = { maxBet: 100_000, balance: 50_000 };
    expect(board.add(4, 1000, limits)).toBeNull();
    expect(board.add(0, 2000, limits)).toBeNull();
    expect(board.add(1, 500, limits)).toBeNull();
    expect(board.request()).toEqual({
      engine: 'baccarat',
      bets: [
        { spot: 'player', amount: 2000 },
        { spot: 'banker', amount: 500 },
        { spot: 'bankerPair', amount: 1000 },
      ],
    });
    expect(board.$total.get()).toBe(3500);
    expect(board.add(2, 50_000, limits)).toEqual({ kind: 'overBalance', amount: 53_500, balance: 50_000 });
    board.settledStakes(board.$stakes.get());
    expect(board.$total.get()).toBe(0);
    expect(board.rebet(limits)).toBeNull();
    expect(board.double(limits)).toBeNull();
    expect(board.$total.get()).toBe(7000);
    expect(baccaratBets({ 7: 100 })).toEqual([]);
  });
});
