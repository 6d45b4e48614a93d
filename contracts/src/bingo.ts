// Bingo (75-ball) geometry, shared by the platform (which pays it) and the web (which daubs, highlights
// "1 to go" and verifies it). Pure and zod-free. The pays themselves belong to the platform's engine, beside
// the enumeration that proves their RTP; the web reads them from the game information.

/** Balls in the cage, numbered 1-75. */
export const BINGO_BALLS = 75;
/** Balls drawn in every round (the RTP is exact for this count). */
export const BINGO_DRAWN = 30;
/** Cards a round may hold. */
export const BINGO_MAX_CARDS = 4;
/** Cells of a card, row-major: cell = row × 5 + column. */
export const BINGO_CELLS = 25;
/** The free centre cell (N column, middle row): always marked, holds the number 0 in a card. */
export const BINGO_FREE_CELL = 12;
/** Floats one card takes from the stream: 5 + 5 + 4 + 5 + 5 numbers. */
export const BINGO_FLOATS_PER_CARD = 24;
export const BINGO_COLUMNS = ['B', 'I', 'N', 'G', 'O'] as const;

/** Patterns a card can complete, from the most common to the rarest. */
export const BINGO_PATTERNS = [
  'line',
  'fourCorners',
  'twoLines',
  'threeLines',
  'fourLines',
  'x',
  'frame',
  'blackout',
] as const;
export type BingoPattern = (typeof BINGO_PATTERNS)[number];

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** The 12 lines: 5 rows, 5 columns, then the two diagonals (top-left → bottom-right, top-right → bottom-left). */
export const BINGO_LINES: readonly (readonly number[])[] = [
  ...range(5).map((r) => range(5).map((c) => r * 5 + c)),
  ...range(5).map((c) => range(5).map((r) => r * 5 + c)),
  range(5).map((i) => i * 6),
  range(5).map((i) => 4 + i * 4),
];

/** The shapes that are not counted as lines. */
export const BINGO_SHAPES = {
  fourCorners: [0, 4, 20, 24],
  x: [...new Set([...BINGO_LINES[10]!, ...BINGO_LINES[11]!])].sort((a, b) => a - b),
  frame: range(BINGO_CELLS).filter((c) => c % 5 === 0 || c % 5 === 4 || c < 5 || c >= 20),
  blackout: range(BINGO_CELLS),
} as const satisfies Record<string, readonly number[]>;

const maskOf = (cells: readonly number[]) => cells.reduce((m, c) => m | (1 << c), 0);

/** Bit masks (bit = cell) of the lines and the shapes. */
export const BINGO_LINE_MASKS: readonly number[] = BINGO_LINES.map(maskOf);
export const BINGO_SHAPE_MASKS = {
  fourCorners: maskOf(BINGO_SHAPES.fourCorners),
  x: maskOf(BINGO_SHAPES.x),
  frame: maskOf(BINGO_SHAPES.frame),
  blackout: maskOf(BINGO_SHAPES.blackout),
} as const;

/** The marked cells of a card after the given balls, as a bit mask; the free centre is always marked. */
export function bingoMarks(numbers: readonly number[], balls: Iterable<number>): number {
  const drawn = new Set(balls);
  let mask = 1 << BINGO_FREE_CELL;
  for (let cell = 0; cell < BINGO_CELLS; cell++) if (drawn.has(numbers[cell]!)) mask |= 1 << cell;
  return mask;
}

/** What a marked card holds: complete lines and shapes. */
export interface BingoCompleted {
  lines: number;
  fourCorners: boolean;
  x: boolean;
  frame: boolean;
  blackout: boolean;
}

export function bingoCompleted(mask: number): BingoCompleted {
  let lines = 0;
  for (const m of BINGO_LINE_MASKS) if ((mask & m) === m) lines++;
  const has = (m: number) => (mask & m) === m;
  return {
    lines,
    fourCorners: has(BINGO_SHAPE_MASKS.fourCorners),
    x: has(BINGO_SHAPE_MASKS.x),
    frame: has(BINGO_SHAPE_MASKS.frame),
    blackout: has(BINGO_SHAPE_MASKS.blackout),
  };
}

/** Every pattern a marked card has completed (lines by count: 2 lines also hold 'line'). */
export function bingoPatternsOf(mask: number): BingoPattern[] {
  const c = bingoCompleted(mask);
  const out: BingoPattern[] = [];
  if (c.lines >= 1) out.push('line');
  if (c.fourCorners) out.push('fourCorners');
  if (c.lines >= 2) out.push('twoLines');
  if (c.lines >= 3) out.push('threeLines');
  if (c.lines >= 4) out.push('fourLines');
  if (c.x) out.push('x');
  if (c.frame) out.push('frame');
  if (c.blackout) out.push('blackout');
  return out;
}

/**
 * "1 to go": the unmarked cells that alone would complete a line or a shape. The reveal highlights them;
 * they change nothing in the pay.
 */
export function bingoOneToGo(mask: number): number[] {
  const cells = new Set<number>();
  for (const m of [...BINGO_LINE_MASKS, ...Object.values(BINGO_SHAPE_MASKS)]) {
    const missing = m & ~mask;
    if (missing !== 0 && (missing & (missing - 1)) === 0) cells.add(Math.log2(missing));
  }
  return [...cells].sort((a, b) => a - b);
}
