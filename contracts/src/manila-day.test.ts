import { describe, expect, it } from 'vitest';
import { manilaDay, manilaMidnight } from './manila-day';

describe('Manila days', () => {
  it('turns the day at 16:00 UTC (midnight in Manila)', () => {
    expect(manilaDay(Date.UTC(2026, 10, 21, 15, 59, 59))).toBe('2026-11-21');
    expect(manilaDay(Date.UTC(2026, 10, 21, 16, 0, 0))).toBe('2026-11-22');
  });

  it('gives midnight in Manila for a calendar day, and refuses what is not one', () => {
    expect(manilaMidnight('2026-11-22')).toBe(Date.UTC(2026, 10, 21, 16));
    expect(manilaDay(manilaMidnight('2026-02-28')!)).toBe('2026-02-28');
    for (const bad of ['2026-02-30', '2026-13-01', '22-11-2026', '']) expect(manilaMidnight(bad)).toBeNull();
  });
});
