import { COLOR_GAME_COLORS } from '@casino/contracts/enums';
import { FAIR_VECTORS } from '@casino/contracts/fairness-vectors';
import { describe, expect, it } from 'vitest';
import {
  COLORS,
  type ColorGameDefinition,
  computeColorRtp,
  PERYA_COLOR_GAME,
  playColor,
  rollColor,
  settleColor,
} from './color-game';
import { EngineError } from './engine-error';
import { equals, formatFraction, fraction, sub, toPercent } from './exact';
import { floatsSource, seededSource } from './fair-source';

/** Floats that land each die on the given face: floor(f × 6) = face. */
const diceSource = (faces: number[]) => floatsSource(faces.map((f) => (f + 0.5) / 6));

describe('Color Game outcomes', () => {
  it('uses the colours of contracts, in die order', () => {
    expect([...COLORS]).toEqual([...COLOR_GAME_COLORS]);
  });

  it('rolls each die as floor(float × 6), matching the shared fairness vectors', () => {
    for (const v of FAIR_VECTORS) {
      expect(rollColor(PERYA_COLOR_GAME, seededSource(v.seeds), [{ color: 0, amount: 1 }]).dice).toEqual(
        v.color,
      );
    }
    expect(
      rollColor(PERYA_COLOR_GAME, floatsSource([0, 0.999_999, 0.5]), [{ color: 0, amount: 1 }]).dice,
    ).toEqual([0, 5, 3]);
  });

  it('pays 1:1, 2:1 and 3:1 by matches with the stake returned, and loses a colour that does not show', () => {
    // The contracts example: yellow ×2 returns 3000 on 1000, blue does not show.
    const roll = rollColor(PERYA_COLOR_GAME, diceSource([0, 0, 4]), [
      { color: 0, amount: 1000 },
      { color: 3, amount: 1000 },
    ]);
    expect(roll.wins).toEqual([
      { color: 0, amount: 1000, matches: 2, win: 3000 },
      { color: 3, amount: 1000, matches: 0, win: 0 },
    ]);
    expect(roll).toMatchObject({ bet: 2000, win: 3000 });
    expect(settleColor(PERYA_COLOR_GAME, [2, 1, 5], [{ color: 1, amount: 500 }]).win).toBe(1000);
    expect(settleColor(PERYA_COLOR_GAME, [4, 4, 4], [{ color: 4, amount: 500 }]).win).toBe(2000);
  });

  it('settles every colour staked on the same roll', () => {
    const stakes = COLORS.map((_, color) => ({ color, amount: 100 }));
    const roll = settleColor(PERYA_COLOR_GAME, [5, 5, 1], stakes);
    expect(roll.bet).toBe(600);
    expect(roll.win).toBe(300 + 200);
  });

  it('records the round with bet and settle steps', () => {
    const round = playColor(
      PERYA_COLOR_GAME,
      diceSource([3, 3, 3]),
      { bets: [{ color: 3, amount: 1000 }] },
      { now: 9 },
    );
    expect(round).toMatchObject({ engine: 'color', status: 'settled', bet: 1000, win: 4000 });
    expect(round.steps).toEqual([
      { action: 'bet', value: 1000, at: 9 },
      { action: 'settle', value: 4000, at: 9 },
    ]);
  });

  it('refuses stakes that break the rules or the limits, before any float is read', () => {
    const limits = { minBet: 1000, maxBet: 5000 };
    const play = (bets: { color: number; amount: number }[]) =>
      playColor(PERYA_COLOR_GAME, floatsSource([]), { bets }, { now: 0 }, limits);
    expect(() => play([])).toThrow(EngineError);
    expect(() => play([{ color: 6, amount: 1000 }])).toThrow(/one stake/);
    expect(() =>
      play([
        { color: 1, amount: 1000 },
        { color: 1, amount: 1000 },
      ]),
    ).toThrow(/one stake/);
    expect(() => play([{ color: 1, amount: 999 }])).toThrow(/below the minimum/);
    expect(() =>
      play([
        { color: 1, amount: 3000 },
        { color: 2, amount: 3000 },
      ]),
    ).toThrow(/Total bet is above/);
    expect(() => play([{ color: 1, amount: 10.5 }])).toThrow(/whole number/);
  });
});

describe('exact Color Game RTP', () => {
  it('is 199/216 = 1 − 17/216 ≈ 92.13 % for the perya game, the same on every colour', () => {
    const rtp = computeColorRtp(PERYA_COLOR_GAME);
    expect(formatFraction(rtp.rtp)).toBe('199/216');
    expect(equals(rtp.rtp, sub(fraction(1), fraction(17, 216)))).toBe(true);
    expect(equals(rtp.rtp, PERYA_COLOR_GAME.declaredRtp)).toBe(true);
    expect(toPercent(rtp.rtp)).toBe('92.13');
    // 1 − (5/6)³ of single-colour stakes return something.
    expect(formatFraction(rtp.hitFrequency)).toBe('91/216');
    expect(rtp.maxWinX).toBe(4);
  });

  it('matches the closed form Σ P(k matches) × return for any pay table', () => {
    // P(k) = C(3,k) 5^(3−k) / 216: 125, 75, 15, 1.
    const tripleBonus: ColorGameDefinition = { ...PERYA_COLOR_GAME, id: 'bonus', returns: [0, 2, 3, 11] };
    expect(formatFraction(computeColorRtp(tripleBonus).rtp)).toBe(
      formatFraction(fraction(75 * 2 + 15 * 3 + 11, 216)),
    );
    expect(toPercent(computeColorRtp(tripleBonus).rtp)).toBe('95.37');
  });
});
