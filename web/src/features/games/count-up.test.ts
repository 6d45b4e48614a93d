import { describe, expect, it } from 'vitest';
import { countUpAt, winTier } from './count-up';

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

  it('a win is celebrated by its multiple: small, big from 10 bets, mega from 50', () => {
    expect(winTier(101, 100)).toBe('small');
    expect(winTier(999, 100)).toBe('small');
    expect(winTier(1000, 100)).toBe('big');
    expect(winTier(4999, 100)).toBe('big');
    expect(winTier(5000, 100)).toBe('mega');
  });

  it('a "win" that pays back no more than the stake is not celebrated', () => {
    // ₱60 staked over six colours, ₱40 paid back: a loss, whatever the payout is called
    expect(winTier(4000, 6000)).toBe('none');
    expect(winTier(6000, 6000)).toBe('none');
    expect(winTier(0, 100)).toBe('none');
    expect(winTier(0, 0)).toBe('none');
  });
});
