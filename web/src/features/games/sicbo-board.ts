// The Sic Bo betting board: the Color Game's board (color-board.ts) with the table's 52 areas in place of the
// six colours, so the same rules hold: a settled roll clears the board, Rebet / Double bring the last stakes
// back only when asked, and the total on Roll is the sum of the very request sent.
import { SICBO_AREAS } from '@casino/contracts/sicbo';
import { type BoardLimits, type BoardRefusal, createColorBoard, type Stakes } from './color-board';

export type SicboBet = { area: string; amount: number };

const indexOf = (area: string) => SICBO_AREAS.indexOf(area);

/** The stake on an area, 0 without one. */
export function stakeOn(stakes: Stakes, area: string): number {
  return stakes[indexOf(area)] ?? 0;
}

export function createSicboBoard() {
  const board = createColorBoard();
  return {
    $stakes: board.$stakes,
    $last: board.$last,
    $total: board.$total,
    add(area: string, chip: number, limits: BoardLimits): BoardRefusal | null {
      if (indexOf(area) < 0) throw new RangeError(`no area ${area}`);
      return board.add(indexOf(area), chip, limits);
    },
    rebet: board.rebet,
    double: board.double,
    clear: board.clear,
    /** The roll request's bets, in table order. */
    request(): { engine: 'sicbo'; bets: SicboBet[] } {
      return {
        engine: 'sicbo',
        bets: board.request().bets.map((b) => ({ area: SICBO_AREAS[b.color]!, amount: b.amount })),
      };
    },
    settled(bets: readonly SicboBet[]): void {
      board.settled(bets.map((b) => ({ color: indexOf(b.area), amount: b.amount })));
    },
  };
}
export type SicboBoard = ReturnType<typeof createSicboBoard>;
