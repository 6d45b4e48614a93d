// Test fixture: a five-symbol slots paytable in gameInfo's shape (wild, scatter, three regular symbols).
import type { SlotsPaytable } from './game-info';

export const NAMES = ['Fiesta Wild', 'Sun', 'Jeepney', 'Carabao', 'Parol'];
export const KEYS = ['wild', 'sun', 'jeepney', 'carabao', 'parol'];

/** Every symbol pays 10× the line bet for three of a kind; `paylines` are the table's lines (rows per reel). */
export function slotsPaytable(paylines: number[][]): SlotsPaytable {
  return {
    engine: 'slots',
    reels: 5,
    rows: 3,
    paylines,
    symbols: NAMES.map((name, symbol) => ({
      symbol,
      key: KEYS[symbol]!,
      name,
      kind: symbol === 0 ? 'wild' : symbol === 1 ? 'scatter' : 'regular',
      pays: [{ count: 3, x: 10 }],
    })),
  };
}
