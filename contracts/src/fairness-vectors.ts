// Fixed seeds → known outcomes, shared by the contracts, platform and web tests so every implementation
// of a round agrees. Computed once with fairness.ts and cross-checked with node:crypto in fairness.test.ts.
import type { FairOutcome, Seeds } from './fairness';

export const VECTOR_SERVER_SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
export const VECTOR_SERVER_SEED_HASH = '7b3d979ca8330a94fa7e9e1b466d8b99e0bcdea1ec90596c0dcc8d7ef6b4300c';
export const VECTOR_CLIENT_SEED = 'casino-ph';
export const VECTOR_REEL_LENGTHS = [32, 32, 32, 32, 32] as const;
export const VECTOR_DRAW_WEIGHTS = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1] as const;

/** The first 10 floats of nonce 1 (rounds 0 and 1). */
export const VECTOR_FLOATS_NONCE_1 = [
  0.17655088962055743, 0.041958658723160625, 0.3706283522769809, 0.42606939980760217, 0.01563313021324575,
  0.2654485695529729, 0.3184241217095405, 0.7722290894016623, 0.9281701056752354, 0.24658455280587077,
] as const;

export interface FairVector {
  seeds: Seeds;
  dice: number;
  color: [number, number, number];
  /** Sic Bo dice (1-6): the colour faces plus one. */
  sicbo: [number, number, number];
  slots: number[];
  /** Mine positions with 3 mines. */
  mines3: number[];
  crash: number;
  draw: number;
  /** Baccarat hands (cards 0-51, in dealing order). */
  baccarat: { player: number[]; banker: number[] };
  /** Bingo with 2 cards: the 30 balls called, then each card's 25 cells row-major (0 = free centre). */
  bingo2: { balls: number[]; cards: number[][] };
}

const seeds = (nonce: number): Seeds => ({
  serverSeed: VECTOR_SERVER_SEED,
  clientSeed: VECTOR_CLIENT_SEED,
  nonce,
});

export const FAIR_VECTORS: readonly FairVector[] = [
  {
    seeds: seeds(0),
    dice: 5183,
    color: [3, 3, 1],
    sicbo: [4, 4, 2],
    slots: [16, 19, 9, 13, 0],
    mines3: [12, 15, 6],
    crash: 206,
    draw: 5,
    baccarat: { player: [7, 17, 0], banker: [42, 21, 32] },
    bingo2: {
      balls: [
        39, 46, 22, 32, 1, 63, 50, 68, 48, 27, 67, 17, 56, 18, 53, 45, 34, 71, 2, 47, 70, 75, 38, 66, 15, 41,
        57, 74, 31, 69,
      ],
      cards: [
        [2, 26, 37, 54, 64, 13, 27, 43, 52, 66, 4, 29, 0, 60, 61, 5, 21, 34, 49, 65, 12, 23, 35, 48, 69],
        [2, 21, 36, 59, 71, 14, 29, 33, 46, 74, 13, 30, 0, 56, 65, 8, 24, 41, 58, 66, 7, 20, 32, 55, 69],
      ],
    },
  },
  {
    seeds: seeds(1),
    dice: 1765,
    color: [1, 0, 2],
    sicbo: [2, 1, 3],
    slots: [5, 1, 11, 13, 0],
    mines3: [4, 1, 10],
    crash: 121,
    draw: 1,
    baccarat: { player: [21, 51], banker: [17, 22] },
    bingo2: {
      balls: [
        14, 4, 30, 34, 2, 22, 26, 60, 71, 20, 42, 38, 6, 62, 41, 74, 57, 10, 68, 61, 17, 19, 24, 75, 23, 36,
        63, 15, 32, 58,
      ],
      cards: [
        [4, 22, 35, 47, 64, 15, 18, 42, 56, 65, 14, 25, 0, 48, 73, 3, 19, 31, 51, 61, 7, 27, 44, 54, 63],
        [10, 19, 37, 46, 66, 1, 30, 38, 47, 72, 8, 18, 0, 53, 74, 12, 28, 43, 48, 68, 5, 17, 45, 51, 63],
      ],
    },
  },
  {
    seeds: seeds(2),
    dice: 5098,
    color: [3, 3, 4],
    sicbo: [4, 4, 5],
    slots: [16, 19, 22, 2, 31],
    mines3: [12, 15, 18],
    crash: 202,
    draw: 5,
    baccarat: { player: [4, 34], banker: [47, 36] },
    bingo2: {
      balls: [
        39, 47, 54, 7, 75, 34, 26, 16, 72, 48, 18, 66, 35, 1, 56, 46, 4, 42, 64, 41, 29, 32, 55, 24, 15, 58,
        49, 50, 70, 57,
      ],
      cards: [
        [7, 18, 39, 52, 70, 9, 26, 35, 60, 74, 6, 22, 0, 48, 75, 4, 21, 31, 47, 66, 5, 16, 33, 54, 73],
        [11, 30, 44, 57, 71, 14, 28, 43, 50, 75, 12, 17, 0, 49, 61, 3, 18, 42, 46, 69, 13, 16, 45, 54, 72],
      ],
    },
  },
  {
    seeds: seeds(3),
    dice: 9977,
    color: [5, 5, 2],
    sicbo: [6, 6, 3],
    slots: [31, 29, 15, 21, 25],
    mines3: [24, 21, 11],
    crash: 41258,
    draw: 9,
    baccarat: { player: [51, 43], banker: [13, 20] },
    bingo2: {
      balls: [
        75, 68, 36, 50, 60, 61, 62, 22, 41, 54, 26, 33, 69, 16, 44, 63, 29, 21, 12, 57, 31, 20, 71, 35, 67,
        28, 19, 3, 59, 10,
      ],
      cards: [
        [15, 18, 38, 58, 75, 3, 28, 34, 46, 70, 4, 27, 0, 54, 67, 1, 19, 36, 48, 64, 9, 26, 31, 53, 66],
        [15, 28, 42, 46, 69, 5, 20, 36, 60, 67, 13, 16, 0, 48, 70, 1, 18, 43, 51, 63, 9, 19, 38, 57, 74],
      ],
    },
  },
  {
    seeds: seeds(42),
    dice: 1299,
    color: [0, 5, 4],
    sicbo: [1, 6, 5],
    slots: [4, 31, 24, 29, 8],
    mines3: [3, 24, 18],
    crash: 114,
    draw: 1,
    baccarat: { player: [2, 2], banker: [49, 20] },
    bingo2: {
      balls: [
        10, 75, 57, 69, 20, 62, 60, 46, 39, 68, 26, 17, 64, 32, 42, 31, 65, 54, 13, 35, 71, 58, 63, 50, 8, 21,
        55, 9, 25, 36,
      ],
      cards: [
        [9, 27, 38, 51, 61, 3, 22, 31, 58, 72, 5, 24, 0, 47, 67, 13, 17, 45, 49, 69, 14, 16, 43, 52, 63],
        [14, 16, 37, 53, 74, 5, 21, 31, 49, 68, 8, 19, 0, 54, 69, 1, 20, 35, 52, 70, 9, 30, 40, 57, 66],
      ],
    },
  },
];

/** Convenience: the vector's outcomes in fairOutcome's shape. */
export function vectorOutcomes(v: FairVector): FairOutcome[] {
  return [
    { engine: 'dice', roll: v.dice },
    { engine: 'color', dice: v.color },
    { engine: 'slots', stops: v.slots },
    { engine: 'mines', minePositions: v.mines3 },
    { engine: 'crash', crashPoint: v.crash },
    { engine: 'draw', cell: v.draw },
    { engine: 'sicbo', dice: v.sicbo },
    { engine: 'baccarat', ...v.baccarat },
    { engine: 'bingo', balls: v.bingo2.balls, cards: v.bingo2.cards },
  ];
}
