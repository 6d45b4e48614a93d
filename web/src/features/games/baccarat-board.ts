// Baccarat's betting board: the shared stake board (stake-board.ts) with the five spots in board order
// (contracts BACCARAT_SPOTS: player, banker, tie, playerPair, bankerPair).

import { BACCARAT_SPOTS, type BaccaratSpot } from '@casino/contracts/baccarat';
import { createStakeBoard, type StakeBoard, type Stakes, stakeList } from './stake-board';

export type BaccaratBet = { spot: BaccaratSpot; amount: number };
export type BaccaratBoard = StakeBoard<{ engine: 'baccarat'; bets: BaccaratBet[] }>;

/** Stakes as the play's bets: one per spot with a stake, in board order. */
export function baccaratBets(stakes: Stakes): BaccaratBet[] {
  return stakeList(stakes).flatMap((b) => {
    const spot = BACCARAT_SPOTS[b.spot];
    return spot ? [{ spot, amount: b.amount }] : [];
  });
}

export function createBaccaratBoard(): BaccaratBoard {
  return createStakeBoard((stakes) => ({ engine: 'baccarat' as const, bets: baccaratBets(stakes) }));
}
