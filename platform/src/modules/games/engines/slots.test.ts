import { FAIR_VECTORS } from '@casino/contracts/fairness-vectors';
import { describe, expect, it } from 'vitest';
import { EngineError } from './engine-error';
import { equals, formatFraction, fraction, toNumber } from './exact';
import { floatsSource, seededSource } from './fair-source';
import {
  computeSlotsRtp,
  evaluateSlots,
  playSlots,
  reelLengths,
  type SlotsDefinition,
  type SlotsSymbol,
  spinSlots,
  validateSlotsDefinition,
} from './slots';
import { FIESTA_REELS, PALAWAN_PEARLS, PAYLINES_20, SLOTS_THEMES } from './slots-themes';

const sym = (code: string, kind: SlotsSymbol['kind'], pays: number[]): SlotsSymbol => ({
  code,
  key: code,
  name: code,
  kind,
  pays,
});

/** W wild, S scatter, A and B regular; pays chosen so wild-alone and substituted wins differ. */
const SYMBOLS = [
  sym('W', 'wild', [0, 0, 0, 10, 50, 200]),
  sym('S', 'scatter', [0, 0, 0, 5, 20, 100]),
  sym('A', 'regular', [0, 0, 1, 5, 20, 100]),
  sym('B', 'regular', [0, 0, 0, 2, 10, 40]),
];
const W = 0;
const S = 1;
const A = 2;
const B = 3;

/** Four lines: middle, top, V, bottom. */
const LINES = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [0, 1, 2, 1, 0],
  [2, 2, 2, 2, 2],
];

/** A definition whose stop 0 shows exactly `rows` (3 strings of 5 symbol codes, top to bottom). */
function screen(rows: [string, string, string], maxWinX = 1000): SlotsDefinition {
  return {
    id: 'screen',
    name: 'screen',
    rows: 3,
    symbols: SYMBOLS,
    reels: [0, 1, 2, 3, 4].map((r) => rows.map((row) => row[r]).join('')),
    paylines: LINES,
    maxWinX,
    declaredRtp: fraction(0),
    declaredMaxWinX: fraction(0),
  };
}

const evaluate = (rows: [string, string, string], bet = 400, maxWinX?: number) =>
  evaluateSlots(screen(rows, maxWinX), [0, 0, 0, 0, 0], bet);

describe('slots payline evaluation', () => {
  it('pays the run from the leftmost reel only, per line, in line-bet multiples', () => {
    const spin = evaluate(['BABBB', 'AAABA', 'BBAAA']);
    // Middle AAA·B·A pays A×3; the bottom row's AAA on the right pays nothing; top B×1 and the V pay nothing.
    expect(spin.lineWins).toEqual([{ line: 0, symbol: A, count: 3, win: 500 }]);
    expect(spin.win).toBe(500);
  });

  it('adds up wins on several lines', () => {
    const spin = evaluate(['BBBBB', 'AAAAA', 'BBBAB']);
    expect(spin.lineWins).toEqual([
      { line: 0, symbol: A, count: 5, win: 10_000 },
      { line: 1, symbol: B, count: 5, win: 4000 },
      { line: 3, symbol: B, count: 3, win: 200 },
    ]);
    expect(spin.win).toBe(14_200);
  });

  it('lets the wild stand in for a regular symbol anywhere in the run', () => {
    expect(evaluate(['BABAB', 'WAWAB', 'ABABA']).lineWins).toEqual([
      { line: 0, symbol: A, count: 4, win: 2000 },
    ]);
  });

  it('pays leading wilds as wilds when that beats the substituted symbol, and the symbol otherwise', () => {
    // W W W B A: wild×3 = 10 ties B×4 = 10; a tie is paid as the symbol.
    expect(evaluate(['BABAB', 'WWWBA', 'ABABA']).lineWins).toEqual([
      { line: 0, symbol: B, count: 4, win: 1000 },
    ]);
    // W W W A B: A×4 = 20 beats wild×3 = 10.
    expect(evaluate(['BABAB', 'WWWAB', 'ABABA']).lineWins).toEqual([
      { line: 0, symbol: A, count: 4, win: 2000 },
    ]);
    // W W W W B: wild×4 = 50 beats B×5 = 40.
    expect(evaluate(['BABAB', 'WWWWB', 'ABABA']).lineWins).toEqual([
      { line: 0, symbol: W, count: 4, win: 5000 },
    ]);
    expect(evaluate(['BABAB', 'WWWWW', 'ABABA']).lineWins).toEqual([
      { line: 0, symbol: W, count: 5, win: 20_000 },
    ]);
  });

  it('never lets the wild stand in for the scatter; scatters pay anywhere on the total bet', () => {
    // Middle: W W W S A → the scatter ends the line: wild×3. Three scatters on screen pay 5× the total bet.
    const spin = evaluate(['SBABA', 'WWWSA', 'ABSBB']);
    expect(spin.lineWins).toEqual([
      { line: 0, symbol: W, count: 3, win: 1000 },
      { line: LINES.length, symbol: S, count: 3, win: 2000 },
    ]);
    expect(spin.win).toBe(3000);
    // A line starting on a scatter pays nothing; two scatters pay nothing.
    expect(evaluate(['SAAAA', 'BABAB', 'SBABB']).lineWins).toEqual([]);
  });

  it('caps a spin at maxWinX times the bet', () => {
    const spin = evaluate(['BBBBB', 'AAAAA', 'BBBAB'], 400, 20);
    expect(spin.units).toBe(142);
    expect(spin.capped).toBe(true);
    expect(spin.win).toBe(8000);
  });

  it('refuses a bet that does not split evenly across the paylines', () => {
    expect(() => evaluate(['BBBBB', 'AAAAA', 'BBBAB'], 402)).toThrow(EngineError);
    expect(() => spinSlots(FIESTA_REELS, floatsSource([0, 0, 0, 0, 0]), 1010)).toThrow(/multiple of 20/);
  });
});

describe('slots spins from fair floats', () => {
  it('stops each reel at floor(float × reel length), as contracts fairness does', () => {
    for (const v of FAIR_VECTORS) {
      expect(spinSlots(FIESTA_REELS, seededSource(v.seeds), 2000).stops).toEqual(v.slots);
    }
    const at = (stops: number[]) => floatsSource(stops.map((s) => (s + 0.5) / 32));
    expect(spinSlots(FIESTA_REELS, at([31, 0, 7, 15, 30]), 20).stops).toEqual([31, 0, 7, 15, 30]);
  });

  it('gives the known result of known seeds (nonce 2: three lines, one through a wild)', () => {
    const spin = spinSlots(FIESTA_REELS, seededSource(FAIR_VECTORS[2]!.seeds), 2000);
    const code = (row: number[]) => row.map((s) => FIESTA_REELS.symbols[s]!.code).join('');
    expect(spin.grid.map(code)).toEqual(['MWLBC', 'BBBLM', 'LKMCP']);
    expect(spin.lineWins).toEqual([
      { line: 0, symbol: 9, count: 3, win: 400 }, // bibingka ×3 on the middle line
      { line: 9, symbol: 9, count: 3, win: 400 }, // B W B: the wild completes bibingka ×3
      { line: 17, symbol: 5, count: 3, win: 2000 }, // M W M: mango ×3
    ]);
    expect(spin.win).toBe(2800);
  });

  it('gives the known result of known seeds (nonce 1: one scatter pays nothing, two lines win)', () => {
    const spin = spinSlots(FIESTA_REELS, seededSource(FAIR_VECTORS[1]!.seeds), 2000);
    expect(spin.lineWins).toEqual([
      { line: 7, symbol: 7, count: 3, win: 800 },
      { line: 17, symbol: 8, count: 3, win: 600 },
    ]);
    expect(spin.win).toBe(1400);
  });

  it('records bet and settle steps and the win for the ledger', () => {
    const round = playSlots(FIESTA_REELS, seededSource(FAIR_VECTORS[2]!.seeds), { bet: 2000 }, { now: 5 });
    expect(round).toMatchObject({ status: 'settled', bet: 2000, win: 2800, variant: 'fiesta-reels' });
    expect(round.steps).toEqual([
      { action: 'bet', value: 2000, at: 5 },
      { action: 'settle', value: 2800, at: 5 },
    ]);
    expect(() =>
      playSlots(
        FIESTA_REELS,
        floatsSource([0, 0, 0, 0, 0]),
        { bet: 20 },
        { now: 0 },
        { minBet: 100, maxBet: 1000 },
      ),
    ).toThrow(/below the minimum/);
  });
});

/** Every combination through evaluateSlots: an independent check of the enumerator's shortcuts. */
function bruteForce(def: SlotsDefinition) {
  const lengths = reelLengths(def);
  const lines = def.paylines.length;
  let total = 0;
  let hits = 0;
  let max = 0;
  const stops = lengths.map(() => 0);
  const combos = lengths.reduce((p, l) => p * l, 1);
  for (let i = 0; i < combos; i++) {
    let rest = i;
    for (let r = lengths.length - 1; r >= 0; r--) {
      stops[r] = rest % lengths[r]!;
      rest = Math.floor(rest / lengths[r]!);
    }
    const units = evaluateSlots(def, stops, lines).win;
    total += units;
    if (units > 0) hits++;
    max = Math.max(max, units);
  }
  return {
    rtp: fraction(total, combos * lines),
    hitFrequency: fraction(hits, combos),
    maxWinX: fraction(max, lines),
  };
}

describe('exact slots RTP', () => {
  const small = (
    reels: string[],
    maxWinX: number,
    paylines: SlotsDefinition['paylines'] = LINES,
  ): SlotsDefinition => ({
    ...screen(['AAAAA', 'AAAAA', 'AAAAA']),
    reels,
    maxWinX,
    paylines,
  });

  it('equals a brute force over every combination (wilds, scatters, a cap that bites)', () => {
    const defs = [
      small(['AWBSAB', 'BAWSB', 'WABBSA', 'ABWB', 'SABWAB'], 1000),
      small(['AWBSAB', 'BAWSB', 'WABBSA', 'ABWB', 'SABWAB'], 30),
      small(['WWABS', 'AWWBB', 'SWWAB', 'WABWS', 'ABWWB'], 40, PAYLINES_20),
      small(['ABBAB', 'BAAB', 'ABAB', 'BBAA', 'AABB'], 1000),
    ];
    for (const def of defs) {
      const exact = computeSlotsRtp(def);
      const brute = bruteForce(def);
      expect(formatFraction(exact.rtp)).toBe(formatFraction(brute.rtp));
      expect(formatFraction(exact.hitFrequency)).toBe(formatFraction(brute.hitFrequency));
      expect(formatFraction(exact.maxWinX)).toBe(formatFraction(brute.maxWinX));
    }
    expect(computeSlotsRtp(defs[1]!).capReached).toBe(true);
    expect(computeSlotsRtp(defs[0]!).capReached).toBe(false);
  });

  it.each(SLOTS_THEMES.map((t) => [t.id, t] as const))(
    '%s: enumeration equals the declared RTP and max win exactly',
    (_id, def) => {
      validateSlotsDefinition(def);
      const started = performance.now();
      const exact = computeSlotsRtp(def);
      const ms = performance.now() - started;
      expect(exact.combinations).toBe(reelLengths(def).reduce((p, l) => p * l, 1));
      expect(equals(exact.rtp, def.declaredRtp)).toBe(true);
      expect(equals(exact.maxWinX, def.declaredMaxWinX)).toBe(true);
      expect(toNumber(exact.rtp)).toBeGreaterThan(0.955);
      expect(toNumber(exact.rtp)).toBeLessThan(0.965);
      expect(exact.capReached).toBe(false);
      // Loose bound for loaded CI machines; ≈ 0.4-0.6 s on a laptop.
      expect(ms).toBeLessThan(5000);
    },
    20_000,
  );

  it('declares the figures the README and the catalogue show', () => {
    expect(formatFraction(FIESTA_REELS.declaredRtp)).toBe('32234755/33554432');
    expect(formatFraction(PALAWAN_PEARLS.declaredRtp)).toBe('1555231/1620000');
  });

  it('rejects malformed definitions', () => {
    const base = screen(['AAAAA', 'AAAAA', 'AAAAA']);
    expect(() => validateSlotsDefinition({ ...base, reels: ['AAA', 'AAA', 'AAA', 'AAA', 'AXA'] })).toThrow(
      /unknown symbol/,
    );
    expect(() => validateSlotsDefinition({ ...base, paylines: [[1, 1, 1, 1, 3]] })).toThrow(/payline 0/);
    expect(() => validateSlotsDefinition({ ...base, paylines: [LINES[0]!, LINES[0]!] })).toThrow(/repeats/);
    expect(() => validateSlotsDefinition({ ...base, reels: Array(5).fill('A'.repeat(65)) })).toThrow(/stops/);
    expect(() =>
      validateSlotsDefinition({ ...base, symbols: [...SYMBOLS, sym('V', 'wild', [0, 0, 0, 0, 0, 0])] }),
    ).toThrow(/one wild/);
  });
});
