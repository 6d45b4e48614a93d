import { MINES_CELLS, minesMultiplier } from '@casino/contracts/fairness';
import { FAIR_VECTORS } from '@casino/contracts/fairness-vectors';
import { describe, expect, it } from 'vitest';
import { EngineError } from './engine-error';
import { compare, fraction, mul, toNumber, toPercent } from './exact';
import { floatsSource, seededSource } from './fair-source';
import {
  cashoutMines,
  closeMines,
  MINES_FORMULA_RTP,
  MINES_MAX_MULTIPLIER,
  type MinesRound,
  minesMaxPicks,
  minesResult,
  minesStrategies,
  minesSurvival,
  pickMines,
  startMines,
} from './mines';

const at = (now: number) => ({ now });
/** Round 1 of the vectors with 3 mines: mines on cells 4, 1 and 10. */
const vector = FAIR_VECTORS[1]!;
const start = (bet = 1000, mines = 3) => startMines(seededSource(vector.seeds), { bet, mines }, at(0));

function code(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    return e instanceof EngineError ? `${e.code} ${e.errcode}` : String(e);
  }
  return undefined;
}

describe('Mines board', () => {
  it('places mines by the fair Fisher–Yates, as the shared vectors say', () => {
    for (const v of FAIR_VECTORS) {
      expect(startMines(seededSource(v.seeds), { bet: 100, mines: 3 }, at(0)).minePositions).toEqual(
        v.mines3,
      );
    }
    // Float i picks among the 25 − i free cells: 0 → cell 0, then 0.999… → the last free cell (24).
    expect(startMines(floatsSource([0, 0.999_999]), { bet: 100, mines: 2 }, at(0)).minePositions).toEqual([
      0, 24,
    ]);
  });

  it('refuses mine counts outside 1-24 and bets outside the limits', () => {
    const limits = { minBet: 100, maxBet: 1000 };
    expect(code(() => startMines(floatsSource([]), { bet: 100, mines: 0 }, at(0)))).toBe('PLAY_INVALID 400');
    expect(code(() => startMines(floatsSource([]), { bet: 100, mines: 25 }, at(0)))).toBe('PLAY_INVALID 400');
    expect(code(() => startMines(floatsSource([]), { bet: 99, mines: 3 }, at(0), limits))).toBe(
      'BET_BELOW_MIN 400',
    );
    expect(code(() => startMines(floatsSource([]), { bet: 1001, mines: 3 }, at(0), limits))).toBe(
      'BET_ABOVE_MAX 400',
    );
  });
});

describe('Mines round', () => {
  it('raises the multiplier per gem and cashes out bet × multiplier', () => {
    let round = start();
    expect(minesResult(round)).toEqual({
      engine: 'mines',
      mines: 3,
      picks: [],
      minePositions: [],
      multiplier: 100,
      nextMultiplier: 112,
    });
    round = pickMines(round, 7, at(1));
    // The contracts example: 3 mines, one gem → 1.12×, next 1.28×; mines stay hidden while open.
    expect(minesResult(round)).toMatchObject({
      picks: [7],
      minePositions: [],
      multiplier: 112,
      nextMultiplier: 128,
    });
    round = pickMines(round, 0, at(2));
    expect(round.multiplier).toBe(128);
    round = cashoutMines(round, at(3));
    expect(round).toMatchObject({ status: 'settled', win: 1280 });
    expect(minesResult(round).minePositions).toEqual([4, 1, 10]);
    expect(minesResult(round).nextMultiplier).toBe(0);
    expect(round.steps).toEqual([
      { action: 'bet', value: 1000, at: 0 },
      { action: 'pick', value: 7, at: 1 },
      { action: 'pick', value: 0, at: 2 },
      { action: 'cashout', value: 128, at: 3 },
      { action: 'settle', value: 1280, at: 3 },
    ]);
  });

  it('ends the round on a mine with nothing won', () => {
    const round = pickMines(pickMines(start(), 7, at(1)), 10, at(2));
    expect(round).toMatchObject({ status: 'settled', win: 0, bustCell: 10, picks: [7] });
    expect(round.steps.slice(-3)).toEqual([
      { action: 'pick', value: 10, at: 2 },
      { action: 'bust', value: 112, at: 2 },
      { action: 'settle', value: 0, at: 2 },
    ]);
    expect(minesResult(round).minePositions).toEqual([4, 1, 10]);
  });

  it('refuses a revealed cell, a cash-out before any gem and any step after the end', () => {
    const round = pickMines(start(), 7, at(1));
    expect(code(() => pickMines(round, 7, at(2)))).toBe('CELL_REVEALED 409');
    expect(code(() => pickMines(round, 25, at(2)))).toBe('ACTION_INVALID 400');
    expect(code(() => cashoutMines(start(), at(1)))).toBe('NOTHING_TO_CASH_OUT 409');
    const over = cashoutMines(round, at(2));
    expect(code(() => pickMines(over, 8, at(3)))).toBe('ROUND_CLOSED 409');
    expect(code(() => cashoutMines(over, at(3)))).toBe('ROUND_CLOSED 409');
  });

  it('cashes out by itself when the last gem is found', () => {
    // 24 mines: the one gem left pays 25 × 0.99 = 24.75×.
    let round = startMines(floatsSource(Array(24).fill(0)), { bet: 400, mines: 24 }, at(0));
    expect(round.minePositions).toEqual([...Array(24).keys()]);
    round = pickMines(round, 24, at(1));
    expect(round).toMatchObject({ status: 'settled', multiplier: 2475, win: 9900 });
  });

  it('cashes out by itself when one more gem would pass the max win, so no pick can exceed it', () => {
    for (let m = 1; m < MINES_CELLS; m++) {
      const k = minesMaxPicks(m);
      expect(minesMultiplier(m, k)).toBeLessThanOrEqual(MINES_MAX_MULTIPLIER);
      if (k < MINES_CELLS - m) expect(minesMultiplier(m, k + 1)).toBeGreaterThan(MINES_MAX_MULTIPLIER);
    }
    // 12 mines: the cap stops the round before the 13 gems are all found.
    const k = minesMaxPicks(12);
    expect(k).toBeLessThan(13);
    let round: MinesRound = startMines(floatsSource(Array(12).fill(0)), { bet: 100, mines: 12 }, at(0));
    for (let cell = 12; cell < 12 + k; cell++) {
      expect(round.status).toBe('open');
      round = pickMines(round, cell, at(cell));
    }
    expect(round).toMatchObject({ status: 'settled', multiplier: minesMultiplier(12, k) });
    expect(round.win).toBeLessThanOrEqual(100 * (MINES_MAX_MULTIPLIER / 100));
  });

  it('closes an open round at session end: cash out with gems, refund without', () => {
    expect(closeMines(pickMines(start(), 7, at(1)), at(5))).toMatchObject({ status: 'settled', win: 1120 });
    const refunded = closeMines(start(), at(5));
    expect(refunded).toMatchObject({ status: 'refunded', win: 1000 });
    expect(refunded.steps.at(-1)).toEqual({ action: 'refund', value: 1000, at: 5 });
    expect(closeMines(refunded, at(6))).toBe(refunded);
  });

  it('keeps working on a round stored as JSON between requests', () => {
    const stored = JSON.stringify(pickMines(start(), 7, at(1)));
    const round = pickMines(JSON.parse(stored) as MinesRound, 0, at(2));
    expect(round.multiplier).toBe(128);
  });

  it('floors the win to whole centavos', () => {
    const round = cashoutMines(pickMines(start(7, 3), 7, at(1)), at(2));
    expect(round.win).toBe(7); // 7 × 1.12 = 7.84
  });
});

/** C(n, k) exactly. */
function choose(n: number, k: number): bigint {
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
}

describe('Mines RTP, exact for every mine count and cash-out point', () => {
  it('uses the fair multiplier floor(100 × C(25,k) / C(25−m,k) × 0.99)', () => {
    for (let m = 1; m < MINES_CELLS; m++) {
      for (let k = 1; k <= MINES_CELLS - m; k++) {
        const exact = (choose(25, k) * 99n) / choose(25 - m, k);
        expect(minesMultiplier(m, k)).toBe(Number(exact));
      }
    }
  });

  it('returns 0.99 minus less than a hundredth of the survival chance for every reachable (m, k)', () => {
    const strategies = minesStrategies();
    expect(strategies.length).toBeGreaterThan(200);
    for (const { mines, picks, rtp, shortfall } of strategies) {
      // E = P(k gems) × floor(M)/100 with M = 0.99 / P(k gems): 0 ≤ 0.99 − E < P(k gems) / 100.
      expect(compare(shortfall, fraction(0)), `m=${mines} k=${picks}`).toBeGreaterThanOrEqual(0);
      expect(compare(shortfall, mul(minesSurvival(mines, picks), fraction(1, 100)))).toBe(-1);
      expect(compare(rtp, MINES_FORMULA_RTP)).toBeLessThanOrEqual(0);
    }
    const lowest = strategies.reduce((lo, s) => (toNumber(s.rtp) < toNumber(lo.rtp) ? s : lo));
    expect(lowest).toMatchObject({ mines: 1, picks: 4 });
    expect(toPercent(lowest.rtp)).toBe('98.28');
  });

  it('is exactly 99 % where the multiplier needs no rounding (1 mine, 24 gems: 25 × 0.99)', () => {
    const top = minesStrategies().find((s) => s.mines === 1 && s.picks === 24)!;
    expect(toPercent(top.rtp, 4)).toBe('99.0000');
  });
});
