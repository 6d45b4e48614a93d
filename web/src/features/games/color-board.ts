// The Color Game's betting board: the shared stake board (stake-board.ts) with the six colours as its spots.

import {
  type BoardLimits,
  type BoardRefusal,
  createStakeBoard,
  type StakeBoard,
  type Stakes,
  stakeList,
} from './stake-board';

export { stakesTotal } from './stake-board';
export type { BoardLimits, BoardRefusal, Stakes };
export type ColorBet = { color: number; amount: number };

/** Stakes as the play's bets: one per colour with a stake, in colour order. */
export function colorBets(stakes: Stakes): ColorBet[] {
  return stakeList(stakes).map((b) => ({ color: b.spot, amount: b.amount }));
}

export interface ColorBoard extends Omit<StakeBoard<{ engine: 'color'; bets: ColorBet[] }>, 'settledStakes'> {
  /** A roll settled on these bets: they become the last round's, and the board is cleared. */
  settled(bets: readonly ColorBet[]): void;
}

export function createColorBoard(): ColorBoard {
  const board = createStakeBoard((stakes) => ({ engine: 'color' as const, bets: colorBets(stakes) }));
  return {
    ...board,
    settled(bets) {
      board.settledStakes(Object.fromEntries(bets.map((b) => [b.color, b.amount])));
    },
  };
}
