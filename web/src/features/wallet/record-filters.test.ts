import { manilaMidnight } from '@casino/contracts/manila-day';
import { describe, expect, it } from 'vitest';
import { NO_FILTERS, recordQuery, withKind } from './record-filters';

describe('record filters', () => {
  it('turns Manila days into the request: from 00:00 of the first day to the last ms of the second', () => {
    const q = recordQuery({ kind: 'deposit', status: 'paid', from: '2026-01-01', to: '2026-01-31' });
    expect(q).toEqual({
      ok: true,
      body: {
        kind: 'deposit',
        status: 'paid',
        // 2026-01-01 00:00 in Manila is 2025-12-31 16:00 UTC
        startTime: Date.UTC(2025, 11, 31, 16),
        endTime: Date.UTC(2026, 0, 31, 16) - 1,
      },
    });
  });

  it('sends only what is set', () => {
    expect(recordQuery(NO_FILTERS)).toEqual({ ok: true, body: { kind: 'all' } });
    expect(recordQuery({ ...NO_FILTERS, to: '2026-02-28' })).toEqual({
      ok: true,
      body: { kind: 'all', endTime: Date.UTC(2026, 1, 28, 16) - 1 },
    });
  });

  it('refuses a range that ends before it starts, and dates that are not on the calendar', () => {
    expect(recordQuery({ ...NO_FILTERS, from: '2026-02-02', to: '2026-02-01' })).toEqual({
      ok: false,
      key: 'wallet.dateOrder',
    });
    expect(recordQuery({ ...NO_FILTERS, from: '2026-02-30' })).toEqual({
      ok: false,
      key: 'wallet.dateInvalid',
    });
    expect(manilaMidnight('2026-1-5')).toBeNull();
    // one day is allowed
    expect(recordQuery({ ...NO_FILTERS, from: '2026-02-01', to: '2026-02-01' }).ok).toBe(true);
  });

  it('keeps the status when the new kind can have it, drops it otherwise', () => {
    const failed = { ...NO_FILTERS, kind: 'deposit' as const, status: 'failed' as const, from: '2026-01-01' };
    expect(withKind(failed, 'withdraw')).toEqual({ ...failed, kind: 'withdraw', status: '' });
    expect(withKind({ ...failed, status: 'pending' }, 'withdraw').status).toBe('pending');
    expect(withKind(failed, 'all').status).toBe('failed');
  });
});
