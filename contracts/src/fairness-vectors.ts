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
  ];
}
