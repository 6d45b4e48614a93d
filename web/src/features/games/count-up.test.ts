import { describe, expect, it } from 'vitest';
import { countUpAt, isBigWin } from './count-up';

describe('win count-up', () => {
  it('starts at zero, climbs fast then settles, and ends exactly on the win', () => {
    expect(countUpAt(10_000, 0, 1000)).toBe(0);
    const half = countUpAt(10_000, 500, 1000);
    expect(half).toBeGreaterThan(5000);
    expect(half).toBeLessThan(10_000);
    expect(countUpAt(10_000, 1000, 1000)).toBe(10_000);
    expect(countUpAt(10_000, 5000, 1000)).toBe(10_000);
    // no animation (reduced motion): the win at once
    expect(countUpAt(1234, 0, 0)).toBe(1234);
  });

  it('a big win is 20 bets or more', () => {
    expect(isBigWin(2000, 100)).toBe(true);
    expect(isBigWin(1999, 100)).toBe(false);
    expect(isBigWin(0, 0)).toBe(false);
  });
});
