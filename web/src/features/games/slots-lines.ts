// Which cells of a slots grid a round's wins light up: shared by the game's reels and the /fairness outcome,
// so both mark the same symbols.

/** Cells ("row:reel") of the winning lines; a scatter win (line = payline count) marks every scatter shown. */
export function winningCells(
  grid: readonly (readonly number[])[],
  lineWins: readonly { line: number; symbol: number; count: number }[],
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
