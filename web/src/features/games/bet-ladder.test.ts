import { describe, expect, it } from 'vitest';
import { betLadder, chipLabel, chipValues } from './bet-ladder';

describe('bet chips', () => {
  it('run from the minimum bet to the maximum the rules state (slots: ₱1 to ₱5,000)', () => {
    expect(chipValues(100, 500_000)).toEqual([100, 500, 2000, 20_000, 100_000, 500_000]);
    // Color Game: ₱10 to ₱10,000
    expect(chipValues(1000, 1_000_000)).toEqual([1000, 5000, 20_000, 50_000, 200_000, 1_000_000]);
  });

  it('keep a limit that is off the 1-2-5 ladder, and never exceed it', () => {
    expect(betLadder(150, 1200)).toEqual([150, 200, 500, 1000, 1200]);
    expect(chipValues(150, 1200)).toEqual([150, 200, 500, 1000, 1200]);
    expect(chipValues(100, 100)).toEqual([100]);
    for (const v of chipValues(300, 77_700)) expect(v).toBeLessThanOrEqual(77_700);
  });

  it('label a chip so it fits a coin', () => {
    expect(chipLabel(100)).toBe('₱1');
    expect(chipLabel(250)).toBe('₱2.50');
    expect(chipLabel(500_000)).toBe('₱5K');
    expect(chipLabel(1_000_000)).toBe('₱10K');
  });
});
