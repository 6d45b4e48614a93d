import { describe, expect, it } from 'vitest';
import '../../i18n/protection';
import { readLimitAmount } from './limit-card';

describe('limit amounts typed on the Self-Limit page', () => {
  it('reads pesos to minor units and minutes as they are', () => {
    expect(readLimitAmount('deposit', 'day', '1,000.50')).toEqual({ ok: true, amount: 100_050 });
    expect(readLimitAmount('loss', 'week', '₱ 25')).toEqual({ ok: true, amount: 2_500 });
    expect(readLimitAmount('session', 'day', '90')).toEqual({ ok: true, amount: 90 });
  });

  it('refuses zero, negative, absurd and out-of-period values with a sentence, before anything is sent', () => {
    const error = (kind: 'deposit' | 'loss' | 'session', period: 'day' | 'week' | 'month', text: string) => {
      const r = readLimitAmount(kind, period, text);
      return r.ok ? null : r.error;
    };
    expect(error('deposit', 'day', '0')).toBe('Enter an amount above zero.');
    expect(error('deposit', 'day', '-5')).toBe('Enter an amount above zero.');
    expect(error('deposit', 'day', 'abc')).toBe('Enter an amount above zero.');
    expect(error('loss', 'day', '0.50')).toBe('The smallest limit is ₱1.00.');
    expect(error('loss', 'month', '10000001')).toBe('The largest limit is ₱10,000,000.00.');
    expect(error('deposit', 'day', '99999999999999')).toBe('The largest limit is ₱10,000,000.00.');
    expect(error('session', 'day', '2')).toBe('Enter 5 to 1440 minutes.');
    expect(error('session', 'day', '1441')).toBe('Enter 5 to 1440 minutes.');
    expect(error('session', 'week', '1441')).toBeNull();
    expect(error('session', 'day', '12.5')).toBe('Enter 5 to 1440 minutes.');
  });
});
