import { FAIR_VECTORS } from '@casino/contracts/fairness-vectors';
import { SICBO_AREAS, sicboArea, sicboHits } from '@casino/contracts/sicbo';
import { describe, expect, it } from 'vitest';
import { EngineError } from './engine-error';
import { formatFraction, fraction, toBasisPoints, toPercent } from './exact';
import { floatsSource, seededSource } from './fair-source';
import { sicboInfo } from './game-info';
import {
  allRolls,
  areaReturn,
  computeSicboRtp,
  MACAU_SIC_BO,
  playSicbo,
  rollSicbo,
  settleSicbo,
} from './sicbo';

/** Floats that land each die on the given number: floor(f × 6) + 1 = n. */
const diceSource = (dice: number[]) => floatsSource(dice.map((n) => (n - 0.5) / 6));

describe('Sic Bo outcomes', () => {
  it('rolls each die as floor(float × 6) + 1, matching the shared fairness vectors', () => {
    for (const v of FAIR_VECTORS) {
      expect(rollSicbo(MACAU_SIC_BO, seededSource(v.seeds), [{ area: 'big', amount: 1 }]).dice).toEqual(
        v.sicbo,
      );
    }
    expect(
      rollSicbo(MACAU_SIC_BO, floatsSource([0, 0.999_999, 0.5]), [{ area: 'big', amount: 1 }]).dice,
    ).toEqual([1, 6, 4]);
  });

  it('pays every bet type of the Macau table on one roll, the stake returned with each win', () => {
    // 2-2-5: total 9, small, odd, double 2, pair 2-5, single 2 twice, single 5 once
    const stakes = [
      'small',
      'big',
      'odd',
      'even',
      'double-2',
      'double-5',
      'total-9',
      'combo-2-5',
      'combo-1-2',
      'single-2',
      'single-5',
      'anyTriple',
      'triple-2',
    ].map((area) => ({ area, amount: 100 }));
    const roll = settleSicbo(MACAU_SIC_BO, [2, 2, 5], stakes);
    expect(Object.fromEntries(roll.wins.map((w) => [w.area, w.win]))).toEqual({
      small: 200,
      big: 0,
      odd: 200,
      even: 0,
      'double-2': 1100,
      'double-5': 0,
      'total-9': 700,
      'combo-2-5': 600,
      'combo-1-2': 0,
      'single-2': 300,
      'single-5': 200,
      anyTriple: 0,
      'triple-2': 0,
    });
    expect(roll.bet).toBe(1300);
    expect(roll.win).toBe(200 + 200 + 1100 + 700 + 600 + 300 + 200);
  });

  it('loses Big, Small, Odd and Even on a triple, and pays the triple bets, the double and the total', () => {
    const stakes = [
      'small',
      'big',
      'odd',
      'even',
      'triple-4',
      'anyTriple',
      'double-4',
      'total-12',
      'single-4',
    ];
    const roll = settleSicbo(
      MACAU_SIC_BO,
      [4, 4, 4],
      stakes.map((area) => ({ area, amount: 10 })),
    );
    expect(roll.wins.map((w) => w.win)).toEqual([0, 0, 0, 0, 1810, 310, 110, 70, 40]);
  });

  it('records the round with bet and settle steps', () => {
    const round = playSicbo(
      MACAU_SIC_BO,
      diceSource([6, 6, 6]),
      { bets: [{ area: 'triple-6', amount: 1000 }] },
      { now: 9 },
    );
    expect(round).toMatchObject({ engine: 'sicbo', status: 'settled', bet: 1000, win: 181_000 });
    expect(round.roll.dice).toEqual([6, 6, 6]);
    expect(round.steps).toEqual([
      { action: 'bet', value: 1000, at: 9 },
      { action: 'settle', value: 181_000, at: 9 },
    ]);
  });

  it('refuses stakes that break the rules or the limits, before any float is read', () => {
    const limits = { minBet: 1000, maxBet: 5000 };
    const play = (bets: { area: string; amount: number }[]) =>
      playSicbo(MACAU_SIC_BO, floatsSource([]), { bets }, { now: 0 }, limits);
    expect(() => play([])).toThrow(EngineError);
    expect(() => play([{ area: 'total-3', amount: 1000 }])).toThrow(/one stake/);
    expect(() =>
      play([
        { area: 'big', amount: 1000 },
        { area: 'big', amount: 1000 },
      ]),
    ).toThrow(/one stake/);
    expect(() => play([{ area: 'big', amount: 999 }])).toThrow(/below the minimum/);
    expect(() =>
      play([
        { area: 'big', amount: 3000 },
        { area: 'small', amount: 3000 },
      ]),
    ).toThrow(/Total bet is above/);
    expect(() => play([{ area: 'odd', amount: 10.5 }])).toThrow(/whole number/);
  });
});

describe('exact Sic Bo RTP of every bet type', () => {
  const rtps = computeSicboRtp(MACAU_SIC_BO);
  const byType = Object.fromEntries(rtps.map((b) => [b.type, b]));

  it('is, over the 216 equally likely rolls, the stated fraction for each bet type', () => {
    expect(
      Object.fromEntries(rtps.map((b) => [b.type, [formatFraction(b.rtp), toPercent(b.rtp), b.hits]])),
    ).toEqual({
      small: ['35/36', '97.22', 105],
      big: ['35/36', '97.22', 105],
      odd: ['35/36', '97.22', 105],
      even: ['35/36', '97.22', 105],
      triple: ['181/216', '83.80', 1],
      anyTriple: ['31/36', '86.11', 6],
      double: ['22/27', '81.48', 16],
      'total-4': ['61/72', '84.72', 3],
      'total-5': ['31/36', '86.11', 6],
      'total-6': ['5/6', '83.33', 10],
      'total-7': ['65/72', '90.28', 15],
      'total-8': ['7/8', '87.50', 21],
      'total-9': ['175/216', '81.02', 25],
      'total-10': ['7/8', '87.50', 27],
      combo: ['5/6', '83.33', 30],
      single: ['199/216', '92.13', 91],
    });
    // every one of the 52 areas is in exactly one type
    expect(rtps.flatMap((b) => b.areas).sort()).toEqual([...SICBO_AREAS].sort());
    expect(byType['total-4']!.areas).toEqual(['total-4', 'total-17']);
  });

  it('matches the closed forms: P(win) × (pays + 1)', () => {
    const closed = (ways: number, pays: number) => formatFraction(fraction(ways * (pays + 1), 216));
    // Big: totals 11-17 are 108 rolls, less the triples 4-4-4, 5-5-5, 6-6-6
    expect(formatFraction(byType.big!.rtp)).toBe(closed(108 - 3, 1));
    expect(formatFraction(byType.triple!.rtp)).toBe(closed(1, 180));
    expect(formatFraction(byType.anyTriple!.rtp)).toBe(closed(6, 30));
    // a double: 15 rolls with exactly two of the face and the triple
    expect(formatFraction(byType.double!.rtp)).toBe(closed(3 * 5 + 1, 10));
    // a pair of faces a, b: 6 orders of (a, b, other) with 4 others, plus 3 each of (a, a, b) and (a, b, b)
    expect(formatFraction(byType.combo!.rtp)).toBe(closed(6 * 4 + 3 + 3, 5));
    // a single face on 1, 2, 3 dice: 75, 15, 1 rolls
    expect(formatFraction(byType.single!.rtp)).toBe(formatFraction(fraction(75 * 2 + 15 * 3 + 1 * 4, 216)));
  });

  it('agrees with a brute force that settles a real stake on every area over every roll', () => {
    for (const area of SICBO_AREAS) {
      let returned = 0;
      for (const dice of allRolls()) returned += settleSicbo(MACAU_SIC_BO, dice, [{ area, amount: 100 }]).win;
      const type = rtps.find((b) => b.areas.includes(area))!;
      expect(formatFraction(fraction(returned, 216 * 100)), area).toBe(formatFraction(type.rtp));
    }
  });

  it('declares Big / Small (the main bet, and the best) as the headline, with the range of every bet type', () => {
    const info = sicboInfo(MACAU_SIC_BO);
    expect(info.rtp).toMatchObject({
      basisPoints: 9722,
      percent: '97.22',
      exact: '35/36',
      range: ['81.0185', '97.2222'],
    });
    expect(toBasisPoints(byType.big!.rtp)).toBe(9722);
    // the best payout is a specific triple: 180:1 with the stake back
    expect(info.maxWinX).toBe(181);
    expect(areaReturn(MACAU_SIC_BO, sicboArea('triple-1')!, 1)).toBe(181);
    // every row of the paytable carries its bet type's exact return
    for (const row of info.paytable.engine === 'sicbo' ? info.paytable.rows : []) {
      const type = row.bet === 'total' ? `total-${row.detail.split('/')[0]}` : row.bet;
      expect(row.exact, type).toBe(formatFraction(byType[type]!.rtp));
    }
    expect(info.paytable.engine === 'sicbo' && info.paytable.rows).toHaveLength(18);
  });

  it('lights an area on a roll exactly when it returns something', () => {
    for (const dice of allRolls()) {
      for (const key of SICBO_AREAS) {
        const area = sicboArea(key)!;
        expect(areaReturn(MACAU_SIC_BO, area, sicboHits(area, dice)) > 0).toBe(sicboHits(area, dice) > 0);
      }
    }
  });
});
