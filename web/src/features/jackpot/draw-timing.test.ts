import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAW_TIMING, debounceLeading, drawSteps, runSteps } from './draw-timing';

describe('the jackpot grid highlight (spec §4 timings)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('steps 80 ms for at least 3 s, then 100, 120 … until a step exceeds 300 ms, and lands on the drawn cell', () => {
    for (let from = 0; from < 10; from++) {
      for (let to = 0; to < 10; to++) {
        const steps = drawSteps(from, to, 10);
        const fast = steps.filter((d) => d === 80);
        expect(fast.length * 80).toBeGreaterThanOrEqual(3000);
        expect(fast.length * 80).toBeLessThan(3000 + 10 * 80);
        expect(steps.slice(fast.length)).toEqual([
          100, 120, 140, 160, 180, 200, 220, 240, 260, 280, 300, 320,
        ]);
        expect((from + steps.length) % 10).toBe(to);
      }
    }
  });

  it('plays the steps with those delays on the clock and stops on the drawn cell', () => {
    const steps = drawSteps(3, 7, 10);
    const seen: { at: number; cell: number }[] = [];
    const done = vi.fn();
    const start = Date.now();
    runSteps(steps, 3, 10, (cell) => seen.push({ at: Date.now() - start, cell }), done);
    vi.advanceTimersByTime(79);
    expect(seen).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([{ at: 80, cell: 4 }]);
    vi.advanceTimersByTime(80);
    expect(seen[1]).toEqual({ at: 160, cell: 5 });
    vi.runAllTimers();
    const gaps = seen.map((s, i) => s.at - (i === 0 ? 0 : seen[i - 1]!.at));
    expect(gaps).toEqual(steps);
    expect(gaps.at(-1)).toBeGreaterThan(DRAW_TIMING.stopAboveMs);
    expect(gaps.at(-2)).toBeLessThanOrEqual(DRAW_TIMING.stopAboveMs);
    expect(seen.at(-1)?.cell).toBe(7);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('a SPIN tapped again within 300 ms is ignored; after 300 ms it counts', () => {
    const spin = vi.fn();
    const tap = debounceLeading(spin, DRAW_TIMING.debounceMs);
    tap();
    vi.advanceTimersByTime(150);
    tap();
    vi.advanceTimersByTime(149);
    tap();
    expect(spin).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    tap();
    expect(spin).toHaveBeenCalledTimes(2);
  });
});
