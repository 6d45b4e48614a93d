import { describe, expect, it } from 'vitest';
import { clearedShare } from './scratch-surface';
import { chancePercent } from './shop-store';

describe('the shop rules the page relies on', () => {
  it('shows each prize chance from the integer weights', () => {
    const weights = [400, 250, 150, 100, 60, 30, 9, 1];
    expect(weights.map((_, i) => chancePercent(weights, i))).toEqual([
      '40',
      '25',
      '15',
      '10',
      '6',
      '3',
      '0.9',
      '0.1',
    ]);
    expect(chancePercent([0, 0], 0)).toBe('0');
    expect(chancePercent([1, 2], 0)).toBe('33.3');
  });

  it('measures how much of the coating is rubbed off from the canvas alpha', () => {
    const pixels = (alphas: number[]) => new Uint8ClampedArray(alphas.flatMap((a) => [0, 0, 0, a]));
    expect(clearedShare(pixels([255, 255, 255, 255]), 1)).toBe(0);
    expect(clearedShare(pixels([0, 255, 0, 255]), 1)).toBe(0.5);
    expect(clearedShare(pixels([0, 0, 0, 0]), 1)).toBe(1);
    expect(clearedShare(new Uint8ClampedArray(0), 1)).toBe(0);
  });
});
