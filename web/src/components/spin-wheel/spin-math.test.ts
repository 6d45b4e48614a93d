import { describe, expect, it } from 'vitest';
import { landingRotation, segmentAt } from './spin-math';

describe('the wheel lands on the drawn segment', () => {
  it('stops every segment of 3, 8 and 12 under the pointer, from any start, after at least the given turns', () => {
    for (const n of [3, 8, 12]) {
      let from = 0;
      for (let spin = 0; spin < 3; spin++) {
        for (let i = 0; i < n; i++) {
          const to = landingRotation(from, i, n, 5);
          expect(segmentAt(to, n)).toBe(i);
          expect(to - from).toBeGreaterThanOrEqual(5 * 360);
          expect(to - from).toBeLessThan(6 * 360);
          from = to;
        }
      }
    }
  });
  it('refuses a segment outside the wheel', () => {
    expect(() => landingRotation(0, 8, 8, 5)).toThrow(RangeError);
    expect(() => landingRotation(0, -1, 8, 5)).toThrow(RangeError);
  });
});
