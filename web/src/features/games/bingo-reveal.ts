// What a Bingo card shows after the first n balls of a settled round: daubed cells, "1 to go" cells and the
// cells of the patterns completed so far. Pure, so the ball-by-ball reveal, the quick-stop and the recall all
// draw from one function; the pays themselves come with the round (the platform decides them).
import {
  BINGO_FREE_CELL,
  BINGO_LINE_MASKS,
  BINGO_SHAPE_MASKS,
  type BingoPattern,
  bingoMarks,
  bingoOneToGo,
  bingoPatternsOf,
} from '@casino/contracts/bingo';

/** Milliseconds between two balls (the shared turbo plays it at pace.ts TURBO_FACTOR). */
export const BALL_MS = 320;

export interface CardView {
  /** Bit mask of daubed cells (the free centre always). */
  marked: number;
  /** Unmarked cells that alone would complete a line or a shape. */
  oneToGo: number[];
  /** Patterns completed so far (lines by count). */
  patterns: BingoPattern[];
  /** Cells of the completed lines and shapes, to light up. */
  winCells: number;
}

export function cardView(numbers: readonly number[], balls: readonly number[]): CardView {
  const marked = bingoMarks(numbers, balls);
  let winCells = 0;
  for (const m of [...BINGO_LINE_MASKS, ...Object.values(BINGO_SHAPE_MASKS)]) {
    if ((marked & m) === m) winCells |= m;
  }
  return { marked, oneToGo: bingoOneToGo(marked), patterns: bingoPatternsOf(marked), winCells };
}

export const isMarked = (mask: number, cell: number) =>
  cell === BINGO_FREE_CELL || (mask & (1 << cell)) !== 0;

/** Column letter of a ball number (1-15 B … 61-75 O). */
export function ballLetter(n: number): 'B' | 'I' | 'N' | 'G' | 'O' {
  return (['B', 'I', 'N', 'G', 'O'] as const)[Math.min(4, Math.floor((n - 1) / 15))]!;
}
