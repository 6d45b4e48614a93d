import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAutoplay, positionAt, positionsOf } from './banner-autoplay';

const INTERVAL = 5_000;

function carousel(positions = 3, reducedMotion = false) {
  const shown: number[] = [];
  const auto = createAutoplay({ positions, intervalMs: INTERVAL, reducedMotion, show: (i) => shown.push(i) });
  return { auto, shown };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('banner autoplay', () => {
  it('moves to the next banner every interval and wraps to the first', () => {
    const { shown } = carousel(3);
    vi.advanceTimersByTime(INTERVAL - 1);
    expect(shown).toEqual([]);
    vi.advanceTimersByTime(1 + 3 * INTERVAL);
    expect(shown).toEqual([1, 2, 0, 1]);
  });

  it('holds while the pointer is over it or a finger is on it, and moves on a whole interval after both left', () => {
    const { auto, shown } = carousel(3);
    vi.advanceTimersByTime(INTERVAL - 100);
    auto.hold('hover');
    auto.hold('touch');
    vi.advanceTimersByTime(10 * INTERVAL);
    expect(shown).toEqual([]);
    auto.release('hover');
    vi.advanceTimersByTime(10 * INTERVAL);
    expect(shown).toEqual([]);
    auto.release('touch');
    vi.advanceTimersByTime(INTERVAL - 1);
    expect(shown).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual([1]);
  });

  it('stays where a swipe or a dot took it for a whole interval, then goes on from there', () => {
    const { auto, shown } = carousel(4);
    vi.advanceTimersByTime(INTERVAL - 100);
    auto.seen(2);
    vi.advanceTimersByTime(INTERVAL - 1);
    expect(shown).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual([3]);
    expect(auto.index).toBe(3);
  });

  it('never moves for a player who asked for reduced motion, nor with a single banner', () => {
    expect(
      (() => {
        const a = carousel(3, true);
        vi.advanceTimersByTime(10 * INTERVAL);
        return a.shown;
      })(),
    ).toEqual([]);
    const single = carousel(1);
    vi.advanceTimersByTime(10 * INTERVAL);
    expect(single.shown).toEqual([]);
  });

  it('stops for good when the carousel goes away', () => {
    const { auto, shown } = carousel(3);
    auto.stop();
    auto.release('hover');
    vi.advanceTimersByTime(10 * INTERVAL);
    expect(shown).toEqual([]);
  });
});

describe('banner positions', () => {
  it('two banners per view rest at one position fewer; a swipe rests at the nearest', () => {
    expect(positionsOf(4, 1)).toBe(4);
    expect(positionsOf(4, 2)).toBe(3);
    expect(positionsOf(1, 2)).toBe(1);
    expect(positionAt(0, 340, 4)).toBe(0);
    expect(positionAt(520, 340, 4)).toBe(2);
    expect(positionAt(5000, 340, 4)).toBe(3);
    expect(positionAt(100, 0, 4)).toBe(0);
  });
});
