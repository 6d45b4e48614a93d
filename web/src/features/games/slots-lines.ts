// Which cells of a slots grid a round's wins light up, and the lines drawn over the reels through them: shared
// by the game's reels and the /fairness outcome, so both mark the same symbols.

type LineWin = { line: number; symbol: number; count: number; win: number };

/** Cells ("row:reel") of the winning lines; a scatter win (line = payline count) marks every scatter shown. */
export function winningCells(
  grid: readonly (readonly number[])[],
  lineWins: readonly Omit<LineWin, 'win'>[],
  paylines: readonly (readonly number[])[],
): Set<string> {
  const cells = new Set<string>();
  for (const w of lineWins) {
    const line = paylines[w.line];
    if (line) for (let reel = 0; reel < w.count; reel++) cells.add(`${line[reel]}:${reel}`);
    else
      grid.forEach((row, r) => {
        row.forEach((s, reel) => {
          if (s === w.symbol) cells.add(`${r}:${reel}`);
        });
      });
  }
  return cells;
}

/** One winning payline as drawn over the reels. */
export interface DrawnLine {
  /** The payline's index (0-based, as the round names it). */
  line: number;
  /** SVG polyline points in cell units (a cell is 1 × 1, x along the reels): the centres of the winning cells. */
  points: string;
  win: number;
}

/** Colours the drawn lines take in turn, so crossing lines stay apart. */
export const LINE_COLOURS = ['#ffd447', '#2fe0b3', '#ff5ca8', '#63a4ff', '#ff9d3a', '#c58cff'] as const;

/**
 * The lines to draw over the reels for a round: one polyline per winning payline through the centres of the
 * cells it paid on (its first `count` reels), in the order the round lists its wins. A scatter win pays anywhere
 * and draws no line (its cells are marked by winningCells).
 */
export function winLines(
  lineWins: readonly LineWin[],
  paylines: readonly (readonly number[])[],
): DrawnLine[] {
  const out: DrawnLine[] = [];
  for (const w of lineWins) {
    const rows = paylines[w.line];
    if (!rows) continue;
    const points = rows
      .slice(0, w.count)
      .map((row, reel) => `${reel + 0.5},${row + 0.5}`)
      .join(' ');
    out.push({ line: w.line, points, win: w.win });
  }
  return out;
}
