import { describe, expect, it } from 'vitest';
import { poolAmount } from './config';
import { poolSection } from './pools';

const mega = { seed: 5_000_000, shareBp: 20 };
const MIN = 60_000;

describe('a pool section: from the pool now to where it is expected one refresh later', () => {
  it('starts at the real pool and ends at the pool grown by one refresh at the pace since it started', () => {
    // ₱100,000 of turnover in 10 minutes → ₱10,000 more expected in the next minute
    const s = poolSection(mega, 10_000_000, 10 * MIN, MIN);
    expect(s.min).toBe(poolAmount(mega, 10_000_000));
    expect(s.max).toBe(poolAmount(mega, 11_000_000));
    expect(s.max - s.min).toBe(2_000); // 0.20 % of ₱10,000
  });

  it('a pool nobody bet into since it started shows exactly its seed', () => {
    expect(poolSection(mega, 0, 30 * MIN, MIN)).toEqual({ min: mega.seed, max: mega.seed });
  });

  it('a pool just reset never projects more than it has taken in (the pace is measured over a refresh at least)', () => {
    const s = poolSection(mega, 1_000_000, 1_000, MIN);
    expect(s.min).toBe(poolAmount(mega, 1_000_000));
    expect(s.max).toBe(poolAmount(mega, 2_000_000));
  });

  it('the section never starts below the pool nor ends below its start', () => {
    for (const [turnover, since] of [
      [0, 0],
      [7, 1],
      [123_456_789, 5 * MIN],
      [9_000_000_000, 240 * MIN],
    ] as const) {
      const s = poolSection(mega, turnover, since, MIN);
      expect(s.min).toBe(poolAmount(mega, turnover));
      expect(s.max).toBeGreaterThanOrEqual(s.min);
    }
  });
});
