import { BINGO_PATTERNS, bingoMarks } from '@casino/contracts/bingo';
import { bingoCard } from '@casino/contracts/fairness';
import { FAIR_VECTORS } from '@casino/contracts/fairness-vectors';
import { describe, expect, it } from 'vitest';
import {
  BINGO_75,
  type BingoDefinition,
  bestPattern,
  computeBingoRtp,
  drawBingo,
  playBingo,
  settleBingo,
  validateBingoPlay,
} from './bingo';
import { EngineError } from './engine-error';
import { add, equals, type Fraction, formatFraction, fraction, toPercent } from './exact';
import { floatsSource, seededSource } from './fair-source';

/**
 * A hand-built card (rows top to bottom, 0 = free centre):
 *   B  I  N  G  O
 *   1 16 31 46 61
 *   2 17 32 47 62
 *   3 18  ★ 48 63
 *   4 19 33 49 64
 *   5 20 34 50 65
 */
const CARD = [1, 16, 31, 46, 61, 2, 17, 32, 47, 62, 3, 18, 0, 48, 63, 4, 19, 33, 49, 64, 5, 20, 34, 50, 65];
/** The balls that daub exactly these cells of CARD (the free centre needs none). */
const ballsFor = (cells: number[]) => cells.map((c) => CARD[c]!).filter((n) => n > 0);
const row = (r: number) => [0, 1, 2, 3, 4].map((c) => r * 5 + c);
const col = (c: number) => [0, 1, 2, 3, 4].map((r) => r * 5 + c);
const best = (cells: number[]) => bestPattern(BINGO_75, bingoMarks(CARD, ballsFor(cells)));

describe('Bingo cards and balls', () => {
  it('deals the hand-built card from floats that all pick the lowest number left', () => {
    expect(bingoCard(new Array(24).fill(0))).toEqual(CARD);
  });

  it('deals and calls from the same floats the browser verifier uses (shared vectors, 2 cards)', () => {
    for (const v of FAIR_VECTORS) {
      const draw = drawBingo(BINGO_75, seededSource(v.seeds), { bet: 100, cards: 2 });
      expect(draw.balls).toEqual(v.bingo2.balls);
      expect(draw.cards.map((c) => c.numbers)).toEqual(v.bingo2.cards);
    }
  });

  it('calls the same balls whatever the card count (balls come first in the stream)', () => {
    const one = drawBingo(BINGO_75, seededSource(FAIR_VECTORS[3]!.seeds), { bet: 100, cards: 1 });
    const four = drawBingo(BINGO_75, seededSource(FAIR_VECTORS[3]!.seeds), { bet: 100, cards: 4 });
    expect(four.balls).toEqual(one.balls);
    expect(four.cards[0]!.numbers).toEqual(one.cards[0]!.numbers);
    expect(new Set(four.cards.map((c) => c.numbers.join())).size).toBe(4);
  });
});

describe('Bingo patterns on a hand-built card', () => {
  it('pays nothing without a complete pattern, and the free centre counts as daubed', () => {
    expect(best([])).toEqual({ pattern: null, multiplier: 0 });
    expect(best([0, 1, 2, 3])).toEqual({ pattern: null, multiplier: 0 });
    expect(best([0, 4, 20])).toEqual({ pattern: null, multiplier: 0 });
    // Row 2 and column N need 4 numbers: the centre is free.
    expect(best([10, 11, 13, 14])).toEqual({ pattern: 'line', multiplier: 400 });
    expect(best([2, 7, 17, 22])).toEqual({ pattern: 'line', multiplier: 400 });
  });

  it('finds every one of the 12 lines: rows, columns and both diagonals', () => {
    for (let i = 0; i < 5; i++) {
      expect(best(row(i)).pattern, `row ${i}`).toBe('line');
      expect(best(col(i)).pattern, `column ${i}`).toBe('line');
    }
    expect(best([0, 6, 18, 24]).pattern).toBe('line');
    expect(best([4, 8, 16, 20]).pattern).toBe('line');
  });

  it('counts lines: two, three, four and more', () => {
    expect(best([...row(0), ...col(1)])).toEqual({ pattern: 'twoLines', multiplier: 1500 });
    expect(best([...row(1), ...row(3), ...col(2)])).toEqual({ pattern: 'threeLines', multiplier: 7000 });
    expect(best([...row(1), ...row(2), ...row(3), ...col(0)])).toEqual({
      pattern: 'fourLines',
      multiplier: 25_000,
    });
    // Six lines still pay four-or-more.
    expect(best([...row(1), ...row(2), ...row(3), ...row(4), ...col(0), ...col(1)]).pattern).toBe(
      'fourLines',
    );
  });

  it('pays four corners, and over a single line that holds two of them', () => {
    expect(best([0, 4, 20, 24])).toEqual({ pattern: 'fourCorners', multiplier: 700 });
    expect(best([...row(0), 20, 24])).toEqual({ pattern: 'fourCorners', multiplier: 700 });
    // Two lines beat four corners.
    expect(best([...row(0), ...row(4)]).pattern).toBe('twoLines');
  });

  it('pays the X over the two diagonal lines it is made of', () => {
    expect(best([0, 6, 18, 24, 4, 8, 16, 20])).toEqual({ pattern: 'x', multiplier: 30_000 });
    // X with two more lines (4 lines) still pays the X, the better pattern.
    expect(best([0, 6, 18, 24, 4, 8, 16, 20, ...row(2), ...col(2)]).pattern).toBe('x');
  });

  it('pays the frame (the outer 16 cells, also four lines and four corners) and the blackout', () => {
    const frame = [...row(0), ...row(4), ...col(0), ...col(4)];
    expect(best(frame)).toEqual({ pattern: 'frame', multiplier: 200_000 });
    expect(best([...Array(25).keys()])).toEqual({ pattern: 'blackout', multiplier: 1_000_000 });
    // One inner cell short of the blackout is a frame (and more); a corner short is not.
    expect(best([...Array(25).keys()].filter((c) => c !== 6)).pattern).toBe('frame');
    expect(best([...Array(24).keys()]).pattern).toBe('fourLines');
  });

  it('names the rarer pattern when two pay the same', () => {
    const flat: BingoDefinition = {
      ...BINGO_75,
      pays: Object.fromEntries(BINGO_PATTERNS.map((p) => [p, 500])) as BingoDefinition['pays'],
    };
    expect(bestPattern(flat, bingoMarks(CARD, ballsFor([...row(0), 20, 24]))).pattern).toBe('fourCorners');
  });
});

describe('Bingo rounds', () => {
  it('settles each card on its own and adds the wins; the bet is card bet × cards', () => {
    const other = CARD.map((n) => (n === 0 ? 0 : n + 5)); // the next numbers of each column
    const draw = settleBingo(BINGO_75, ballsFor([...row(0), 20, 24]), [CARD, other, CARD], 250);
    expect(draw.cards.map((c) => [c.pattern, c.multiplier, c.win])).toEqual([
      ['fourCorners', 700, 1750],
      [null, 0, 0],
      ['fourCorners', 700, 1750],
    ]);
    expect(draw).toMatchObject({ bet: 750, win: 3500 });
  });

  it('records the round with bet and settle steps, settled at once', () => {
    const floats = new Array(30 + 24).fill(0);
    const round = playBingo(BINGO_75, floatsSource(floats), { bet: 1000, cards: 1 }, { now: 7 });
    // Floats of 0 call 1, 2, 3 … 30 and deal CARD: column B (1-5) and I (16-20) are full lines, 2 lines.
    expect(round.draw.balls).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(round.draw.cards[0]).toMatchObject({ numbers: CARD, pattern: 'twoLines', win: 15_000 });
    expect(round).toMatchObject({ engine: 'bingo', status: 'settled', bet: 1000, win: 15_000, cardCount: 1 });
    expect(round.steps).toEqual([
      { action: 'bet', value: 1000, at: 7 },
      { action: 'settle', value: 15_000, at: 7 },
    ]);
  });

  it('refuses plays that break the rules or the limits, before any float is read', () => {
    const limits = { minBet: 100, maxBet: 2000 };
    const play = (bet: number, cards: number) =>
      playBingo(BINGO_75, floatsSource([]), { bet, cards }, { now: 0 }, limits);
    expect(() => play(100, 0)).toThrow(EngineError);
    expect(() => play(100, 5)).toThrow(/1 to 4 cards/);
    expect(() => play(100, 1.5)).toThrow(/1 to 4 cards/);
    expect(() => play(99, 2)).toThrow(/Card bet is below the minimum/);
    expect(() => play(600, 4)).toThrow(/Total bet is above the maximum/);
    expect(() => play(10.5, 1)).toThrow(/whole number/);
    expect(validateBingoPlay({ bet: 500, cards: 4 }, limits)).toBe(2000);
  });
});

describe('exact Bingo RTP', () => {
  const exact = computeBingoRtp(BINGO_75);

  it('is 458047300088510353/475306644757412144 ≈ 96.37 %, proved over the 2^24 daub sets', () => {
    expect(formatFraction(exact.rtp)).toBe('458047300088510353/475306644757412144');
    expect(equals(exact.rtp, BINGO_75.declaredRtp)).toBe(true);
    expect(toPercent(exact.rtp, 4)).toBe('96.3688');
    expect(toPercent(exact.hitFrequency, 2)).toBe('15.69');
    expect(exact.maxWinX).toBe(10_000);
    for (const p of BINGO_PATTERNS)
      expect(equals(exact.chances[p], BINGO_75.declaredChances[p]), p).toBe(true);
  });

  it('weighs the daub sets so they sum to 1: Σ C(24,k)·C(51,30−k) = C(75,30)', () => {
    const c = (n: number, k: number) => {
      let r = 1n;
      for (let i = 1; i <= k; i++) r = (r * BigInt(n - k + i)) / BigInt(i);
      return r;
    };
    let sum = 0n;
    for (let k = 0; k <= 24; k++) sum += c(24, k) * c(51, 30 - k);
    expect(sum).toBe(c(75, 30));
    const named = BINGO_PATTERNS.reduce<Fraction>((s, p) => add(s, exact.chances[p]), fraction(0));
    expect(equals(named, exact.hitFrequency)).toBe(true);
  });

  it('matches the closed forms: four corners complete C(71,26)/C(75,30), blackout C(51,6)/C(75,30)', () => {
    const only = (pattern: 'fourCorners' | 'blackout'): BingoDefinition => ({
      ...BINGO_75,
      pays: Object.fromEntries(
        BINGO_PATTERNS.map((p) => [p, p === pattern ? 100 : 0]),
      ) as BingoDefinition['pays'],
    });
    const c = (n: number, k: number) => {
      let r = 1n;
      for (let i = 1; i <= k; i++) r = (r * BigInt(n - k + i)) / BigInt(i);
      return r;
    };
    expect(equals(computeBingoRtp(only('fourCorners')).rtp, fraction(c(71, 26), c(75, 30)))).toBe(true);
    expect(equals(BINGO_75.declaredChances.blackout, fraction(c(51, 6), c(75, 30)))).toBe(true);
  });
});
