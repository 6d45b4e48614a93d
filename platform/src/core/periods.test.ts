import { describe, expect, it } from 'vitest';
import {
  compactDayKey,
  dayKey,
  dayNumber,
  dayStartOf,
  monthKey,
  periodEnd,
  periodKey,
  periodStart,
  weekKey,
} from './periods';

const at = (iso: string) => new Date(iso);

describe('periods (Asia/Manila)', () => {
  it('a day turns at 00:00 +08:00, not at UTC midnight', () => {
    expect(dayKey(at('2026-11-25T23:59:59+08:00'))).toBe('2026-11-25');
    expect(dayKey(at('2026-11-26T00:00:00+08:00'))).toBe('2026-11-26');
    // 16:30 UTC is already the next day in Manila.
    expect(dayKey(at('2026-11-25T16:30:00Z'))).toBe('2026-11-26');
    expect(compactDayKey(at('2026-11-26T00:00:00+08:00'))).toBe('20261126');
  });

  it('an ISO week starts on Monday 00:00 Manila', () => {
    // 2026-11-29 is a Sunday, 2026-11-30 a Monday.
    expect(weekKey(at('2026-11-29T23:59:59+08:00'))).toBe('2026-W48');
    expect(weekKey(at('2026-11-30T00:00:00+08:00'))).toBe('2026-W49');
    expect(periodStart('week', at('2026-12-03T12:00:00+08:00')).toISOString()).toBe(
      '2026-11-29T16:00:00.000Z',
    );
    expect(periodEnd('week', at('2026-11-29T23:59:59+08:00')).getTime()).toBe(
      at('2026-11-30T00:00:00+08:00').getTime(),
    );
  });

  it('ISO weeks across the new year belong to the year of their Thursday', () => {
    expect(weekKey(at('2026-12-31T12:00:00+08:00'))).toBe('2026-W53');
    expect(weekKey(at('2027-01-03T23:59:59+08:00'))).toBe('2026-W53');
    expect(weekKey(at('2027-01-04T00:00:00+08:00'))).toBe('2027-W01');
    expect(weekKey(at('2024-12-30T00:00:00+08:00'))).toBe('2025-W01');
    expect(weekKey(at('2024-12-29T23:59:59+08:00'))).toBe('2024-W52');
  });

  it('a month turns at 00:00 +08:00 on the 1st', () => {
    expect(monthKey(at('2026-11-30T23:59:59+08:00'))).toBe('2026-11');
    expect(monthKey(at('2026-12-01T00:00:00+08:00'))).toBe('2026-12');
    expect(periodKey('month', at('2026-12-31T23:59:59+08:00'))).toBe('2026-12');
    expect(periodKey('month', at('2027-01-01T00:00:00+08:00'))).toBe('2027-01');
    expect(periodEnd('month', at('2026-12-15T08:00:00+08:00')).getTime()).toBe(
      at('2027-01-01T00:00:00+08:00').getTime(),
    );
    expect(periodEnd('month', at('2028-02-10T00:00:00+08:00')).getTime()).toBe(
      at('2028-03-01T00:00:00+08:00').getTime(),
    );
  });

  it('day start and end bracket the Manila day', () => {
    const t = at('2026-11-26T00:00:00+08:00');
    expect(periodStart('day', at('2026-11-26T23:59:59+08:00')).getTime()).toBe(t.getTime());
    expect(periodEnd('day', at('2026-11-25T23:59:59+08:00')).getTime()).toBe(t.getTime());
    expect(periodKey('day', t)).toBe('2026-11-26');
    expect(dayStartOf('2026-11-26')?.getTime()).toBe(t.getTime());
    expect(dayStartOf('2026-02-30')).toBeNull();
  });

  it('calendar days between two moments count Manila midnights crossed', () => {
    expect(dayNumber(at('2026-11-26T00:00:00+08:00')) - dayNumber(at('2026-11-25T23:59:59+08:00'))).toBe(1);
    expect(dayNumber(at('2026-11-26T23:59:59+08:00')) - dayNumber(at('2026-11-26T00:00:00+08:00'))).toBe(0);
  });
});
