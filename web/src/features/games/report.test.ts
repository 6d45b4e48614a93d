import { manilaDay } from '@casino/contracts/manila-day';
import { describe, expect, it } from 'vitest';
import { lastDays } from './report';

describe('report days', () => {
  it('uses the Manila day: 23:30 UTC is already the next day in the Philippines', () => {
    expect(manilaDay(Date.parse('2026-01-01T23:30:00Z'))).toBe('2026-01-02');
    expect(lastDays(Date.parse('2026-01-07T12:00:00Z'), 7)).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-01-07',
    });
    expect(lastDays(Date.parse('2026-01-07T12:00:00Z'), 1)).toEqual({
      startDate: '2026-01-07',
      endDate: '2026-01-07',
    });
  });
});
