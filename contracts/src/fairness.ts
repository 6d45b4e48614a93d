// Provably-fair functions (DESIGN §5, iGAMING.md, the Stake scheme). Pure and zod-free: the platform
// decides outcomes with them and the web re-computes any revealed round with the very same code.
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { BACCARAT_MAX_CARDS, baccaratCards, baccaratDeal } from './baccarat';
import { BINGO_BALLS, BINGO_DRAWN, BINGO_FLOATS_PER_CARD, BINGO_FREE_CELL, BINGO_MAX_CARDS } from './bingo';

export interface Seeds {
  /** 64 hex chars, secret until rotated; used as the HMAC key as UTF-8 text (as Stake does). */
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** Floats one HMAC round yields: 32 bytes / 4 bytes per float. */
export const FLOATS_PER_ROUND = 8;

/** House edge of Mines, basis points (declared RTP 99 %, before the 2-decimal floor of the multiplier). */
export const MINES_EDGE_BP = 100;

/**
 * Crash instant-bust share: a round whose 52-bit value h is divisible by this busts at 1.00×. With the
 * formula's own ≈1 % this gives P(crash ≥ x) ≈ (1 − 1/50) · 99 / (100x − 1), i.e. RTP ≈ 97 % at any target.
 */
export const CRASH_INSTANT_BUST_ONE_IN = 50;

/** Lowest Crash auto cash-out target, hundredths (1.01×). */
export const CRASH_MIN_AUTO = 101;

/**
 * Crash max win, hundredths (10,000×): the climb stops there and an open bet cashes out at it, so no auto
 * cash-out target may be higher. One figure for the request contract, the engine and the web's input.
 */
export const CRASH_MAX_MULTIPLIER = 1_000_000;

/**
 * The longest a read of a running Crash round may wait for the round to end on its own (bust or auto cash-out)
 * before it answers "still open". The platform answers at the moment the round ends, so the page shows a bust
 * when it happens instead of up to a poll later; under the BFF's 8 s upstream deadline and the client's 10 s.
 */
export const ROUND_STATE_WAIT_MAX_MS = 5_000;

/** Crash multiplier growth: m(t) = e^(rate·t ms), 2× after ≈ 11.55 s. */
export const CRASH_GROWTH_PER_MS = 0.00006;

export const MINES_CELLS = 25;

export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

export function hmacSha256Hex(key: string, message: string): string {
  return bytesToHex(hmac(sha256, utf8ToBytes(key), utf8ToBytes(message)));
}

/** The hash shown to the player before play: SHA-256 of the server seed text, hex. */
export function hashServerSeed(serverSeed: string): string {
  return sha256Hex(serverSeed);
}

/** A fresh server seed: 32 random bytes as hex (Web Crypto, present in Node 20 and browsers). */
export function newServerSeed(): string {
  const bytes = new Uint8Array(32);
  globalThis.crypto.getRandomValues(bytes);
  return bytesToHex(bytes);
}

/** The 32 bytes of one round: HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${round}`). */
export function roundBytes(seeds: Seeds, round: number): Uint8Array {
  const message = `${seeds.clientSeed}:${seeds.nonce}:${round}`;
  return hmac(sha256, utf8ToBytes(seeds.serverSeed), utf8ToBytes(message));
}

/** Σ byte_i / 256^(i+1) over 4 bytes: a float in [0, 1), exact in float64. */
export function bytesToFloat(b0: number, b1: number, b2: number, b3: number): number {
  return b0 / 256 + b1 / 256 ** 2 + b2 / 256 ** 3 + b3 / 256 ** 4;
}

/**
 * `count` floats starting at float index `cursor` (float i uses bytes 4i..4i+3 of the stream made by
 * rounds 0, 1, 2 … of 32 bytes each).
 */
export function generateFloats(seeds: Seeds, count: number, cursor = 0): number[] {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError('count must be a whole number ≥ 0');
  const out: number[] = [];
  let round = Math.floor(cursor / FLOATS_PER_ROUND);
  let bytes = roundBytes(seeds, round);
  for (let i = cursor; i < cursor + count; i++) {
    const r = Math.floor(i / FLOATS_PER_ROUND);
    if (r !== round) {
      round = r;
      bytes = roundBytes(seeds, round);
    }
    const o = (i % FLOATS_PER_ROUND) * 4;
    out.push(bytesToFloat(bytes[o]!, bytes[o + 1]!, bytes[o + 2]!, bytes[o + 3]!));
  }
  return out;
}

// ---- Game results from floats -------------------------------------------------------------------------

/** Dice: floor(f × 10001) / 100 → 0.00-100.00, returned in hundredths (0-10000). */
export function diceRoll(float: number): number {
  return Math.floor(float * 10001);
}

/** Color Game: three dice of six colours (faces 0-5 of COLOR_GAME_COLORS), one float each. */
export function colorGameDice(floats: readonly number[]): [number, number, number] {
  if (floats.length < 3) throw new RangeError('Color Game needs 3 floats');
  return [Math.floor(floats[0]! * 6), Math.floor(floats[1]! * 6), Math.floor(floats[2]! * 6)];
}

/**
 * Sic Bo: three dice numbered 1-6, one float each: the Color Game's dice (floor(f × 6)) plus one, so the two
 * games read the stream the same way.
 */
export function sicboDice(floats: readonly number[]): [number, number, number] {
  const [a, b, c] = colorGameDice(floats);
  return [a + 1, b + 1, c + 1];
}

/** Slots: one float per reel, stop = floor(f × reel length). */
export function slotsStops(floats: readonly number[], reelLengths: readonly number[]): number[] {
  if (floats.length < reelLengths.length) throw new RangeError('Slots needs one float per reel');
  return reelLengths.map((len, i) => Math.floor(floats[i]! * len));
}

/**
 * Mines: Fisher–Yates with floats. Float i picks among the 25 − i cells still free; the first `mines`
 * picks are the mines, in pick order.
 */
export function minesPositions(floats: readonly number[], mines: number): number[] {
  if (!Number.isInteger(mines) || mines < 1 || mines >= MINES_CELLS)
    throw new RangeError('mines must be 1-24');
  if (floats.length < mines) throw new RangeError('Mines needs one float per mine');
  const free = Array.from({ length: MINES_CELLS }, (_, i) => i);
  const out: number[] = [];
  for (let i = 0; i < mines; i++) {
    const idx = Math.floor(floats[i]! * (MINES_CELLS - i));
    out.push(free.splice(idx, 1)[0]!);
  }
  return out;
}

/**
 * Bingo balls: Fisher–Yates with floats over the 75 balls. Float i picks among the 75 − i balls still in the
 * cage (kept in ascending order); the first `drawn` picks are the balls called, in call order.
 */
export function bingoBalls(floats: readonly number[], drawn = BINGO_DRAWN): number[] {
  if (!Number.isInteger(drawn) || drawn < 1 || drawn > BINGO_BALLS)
    throw new RangeError('drawn must be 1-75');
  if (floats.length < drawn) throw new RangeError('Bingo needs one float per ball drawn');
  const cage = Array.from({ length: BINGO_BALLS }, (_, i) => i + 1);
  const out: number[] = [];
  for (let i = 0; i < drawn; i++) out.push(cage.splice(Math.floor(floats[i]! * (BINGO_BALLS - i)), 1)[0]!);
  return out;
}

/**
 * One Bingo card from 24 floats, cells row-major (cell = row × 5 + column), 0 in the free centre. Column c
 * (B I N G O) draws its numbers from 15c + 1 … 15c + 15 by Fisher–Yates (float picks among the numbers left,
 * ascending), top row first: 5 floats for B, I, G, O and 4 for N (the centre is free). Floats are used column
 * by column, B first.
 */
export function bingoCard(floats: readonly number[]): number[] {
  if (floats.length < BINGO_FLOATS_PER_CARD) throw new RangeError('A Bingo card needs 24 floats');
  const cells = new Array<number>(25).fill(0);
  let f = 0;
  for (let col = 0; col < 5; col++) {
    const left = Array.from({ length: 15 }, (_, i) => col * 15 + i + 1);
    for (let row = 0; row < 5; row++) {
      const cell = row * 5 + col;
      if (cell === BINGO_FREE_CELL) continue;
      cells[cell] = left.splice(Math.floor(floats[f++]! * left.length), 1)[0]!;
    }
  }
  return cells;
}

/** Floats a Bingo round of `cards` cards reads: the balls first, then 24 per card. */
export function bingoFloatCount(cards: number, drawn = BINGO_DRAWN): number {
  return drawn + cards * BINGO_FLOATS_PER_CARD;
}

/**
 * A Bingo round from its floats: floats 0 … drawn − 1 call the balls (so the draw is the same whatever the
 * number of cards), then card k takes the next 24 floats from drawn + 24k.
 */
export function bingoRound(
  floats: readonly number[],
  cards: number,
  drawn = BINGO_DRAWN,
): { balls: number[]; cards: number[][] } {
  if (!Number.isInteger(cards) || cards < 1 || cards > BINGO_MAX_CARDS)
    throw new RangeError('cards must be 1-4');
  if (floats.length < bingoFloatCount(cards, drawn)) throw new RangeError('Bingo needs more floats');
  return {
    balls: bingoBalls(floats, drawn),
    cards: Array.from({ length: cards }, (_, k) =>
      bingoCard(floats.slice(drawn + k * BINGO_FLOATS_PER_CARD, drawn + (k + 1) * BINGO_FLOATS_PER_CARD)),
    ),
  };
}

function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

/**
 * Mines cash-out multiplier after `picks` safe picks with `mines` mines, in integer hundredths, floored:
 * C(25, k) / C(25 − m, k) × (1 − edge). Exact integer arithmetic (BigInt) so platform and web agree.
 */
export function minesMultiplier(mines: number, picks: number, edgeBp = MINES_EDGE_BP): number {
  if (picks === 0) return 100;
  if (picks < 0 || picks > MINES_CELLS - mines) throw new RangeError('picks out of range');
  const num = BigInt(binomial(MINES_CELLS, picks)) * BigInt(10_000 - edgeBp) * 100n;
  const den = BigInt(binomial(MINES_CELLS - mines, picks)) * 10_000n;
  return Number(num / den);
}

/** The first 52 bits of a round's bytes (13 hex digits) as an exact integer. */
export function first52Bits(bytes: Uint8Array): number {
  return Number.parseInt(bytesToHex(bytes.subarray(0, 7)).slice(0, 13), 16);
}

/**
 * Crash point in hundredths (100 = 1.00×) from round 0 of the seeds:
 * h = first 52 bits; h mod instantBustOneIn = 0 → 1.00×; else max(1, floor((100·e − h)/(e − h)) / 100)
 * with e = 2^52, computed exactly with BigInt.
 */
export function crashPoint(seeds: Seeds, instantBustOneIn = CRASH_INSTANT_BUST_ONE_IN): number {
  return crashPointFromBytes(roundBytes(seeds, 0), instantBustOneIn);
}

export function crashPointFromBytes(bytes: Uint8Array, instantBustOneIn = CRASH_INSTANT_BUST_ONE_IN): number {
  const h = first52Bits(bytes);
  if (instantBustOneIn > 0 && h % instantBustOneIn === 0) return 100;
  const e = 2n ** 52n;
  const hb = BigInt(h);
  return Math.max(100, Number((100n * e - hb) / (e - hb)));
}

/** The multiplier shown t ms after a crash round started, hundredths, floored. */
export function crashMultiplierAt(elapsedMs: number): number {
  if (elapsedMs <= 0) return 100;
  return Math.floor(100 * Math.exp(CRASH_GROWTH_PER_MS * elapsedMs));
}

/** When (ms after start) the climbing multiplier reaches `hundredths`. */
export function crashElapsedFor(hundredths: number): number {
  if (hundredths <= 100) return 0;
  return Math.ceil(Math.log(hundredths / 100) / CRASH_GROWTH_PER_MS);
}

/** Lucky draw / wheel: pick a cell with weights (all 1 = uniform) from one float. */
export function weightedPick(float: number, weights: readonly number[]): number {
  const total = weights.reduce((s, w) => s + w, 0);
  if (!(total > 0) || weights.some((w) => w < 0 || !Number.isInteger(w))) {
    throw new RangeError('weights must be whole numbers ≥ 0 with a positive sum');
  }
  let target = Math.floor(float * total);
  for (let i = 0; i < weights.length; i++) {
    target -= weights[i]!;
    if (target < 0) return i;
  }
  return weights.length - 1;
}

/** The lucky-draw cell for a draw (uniform over `cells` unless weights are given). */
export function luckyDrawCell(seeds: Seeds, cellsOrWeights: number | readonly number[]): number {
  const weights =
    typeof cellsOrWeights === 'number' ? Array.from({ length: cellsOrWeights }, () => 1) : cellsOrWeights;
  return weightedPick(generateFloats(seeds, 1)[0]!, weights);
}

// ---- One entry point per engine, for the platform and the browser verifier ---------------------------

export type FairOutcome =
  | { engine: 'dice'; roll: number }
  | { engine: 'color'; dice: [number, number, number] }
  | { engine: 'sicbo'; dice: [number, number, number] }
  | { engine: 'slots'; stops: number[] }
  | { engine: 'mines'; minePositions: number[] }
  | { engine: 'crash'; crashPoint: number }
  | { engine: 'baccarat'; player: number[]; banker: number[] }
  | { engine: 'bingo'; balls: number[]; cards: number[][] }
  | { engine: 'draw'; cell: number };

export type FairInput =
  | { engine: 'dice' }
  | { engine: 'color' }
  | { engine: 'sicbo' }
  | { engine: 'slots'; reelLengths: readonly number[] }
  | { engine: 'mines'; mines: number }
  | { engine: 'crash'; instantBustOneIn?: number }
  | { engine: 'baccarat' }
  | { engine: 'bingo'; cards: number }
  | { engine: 'draw'; weights: readonly number[] };

/** The outcome of a round from its seeds: what the platform uses and what /fairness re-computes. */
export function fairOutcome(seeds: Seeds, input: FairInput): FairOutcome {
  switch (input.engine) {
    case 'dice':
      return { engine: 'dice', roll: diceRoll(generateFloats(seeds, 1)[0]!) };
    case 'color':
      return { engine: 'color', dice: colorGameDice(generateFloats(seeds, 3)) };
    case 'sicbo':
      return { engine: 'sicbo', dice: sicboDice(generateFloats(seeds, 3)) };
    case 'slots':
      return {
        engine: 'slots',
        stops: slotsStops(generateFloats(seeds, input.reelLengths.length), input.reelLengths),
      };
    case 'mines':
      return {
        engine: 'mines',
        minePositions: minesPositions(generateFloats(seeds, input.mines), input.mines),
      };
    case 'crash':
      return { engine: 'crash', crashPoint: crashPoint(seeds, input.instantBustOneIn) };
    case 'baccarat':
      return {
        engine: 'baccarat',
        ...baccaratDeal(baccaratCards(generateFloats(seeds, BACCARAT_MAX_CARDS))),
      };
    case 'bingo':
      return {
        engine: 'bingo',
        ...bingoRound(generateFloats(seeds, bingoFloatCount(input.cards)), input.cards),
      };
    case 'draw':
      return { engine: 'draw', cell: weightedPick(generateFloats(seeds, 1)[0]!, input.weights) };
  }
}
