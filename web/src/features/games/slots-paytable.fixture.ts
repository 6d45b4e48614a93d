// Test fixture: a five-symbol slots paytable in gameInfo's shape, the first five Fiesta Reels symbols (wild,
// scatter, three regular symbols) with a flat pay, so tests read symbol names the real theme shows.
import { FIESTA_REELS_THEME } from '@casino/contracts/slots-themes';
import type { SlotsPaytable } from './game-info';

const SYMBOLS = FIESTA_REELS_THEME.symbols.slice(0, 5);

export const NAMES = SYMBOLS.map((s) => s.name);

/** Every symbol pays 10× the line bet for three of a kind; `paylines` are the table's lines (rows per reel). */
export function slotsPaytable(paylines: number[][]): SlotsPaytable {
  return {
    engine: 'slots',
    reels: FIESTA_REELS_THEME.reels.length,
    rows: FIESTA_REELS_THEME.rows,
    paylines,
    symbols: SYMBOLS.map((s, symbol) => ({
      symbol,
      key: s.key,
      name: s.name,
      kind: s.kind,
      pays: [{ count: 3, x: 10 }],
    })),
  };
}
