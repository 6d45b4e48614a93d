import { describe, expect, it } from 'vitest';
import { cellText, when } from './format';

describe('generic cells', () => {
  it('shows money fields as pesos, rates in basis points as %, and times in Manila', () => {
    expect(cellText('balanceAfter', 1234550)).toBe('₱12,345.50');
    expect(cellText('delta', -10000)).toBe('-₱100.00');
    expect(cellText('measuredRtpBp', 9476)).toBe('94.76 %');
    const at = Date.UTC(2026, 10, 28, 16, 5, 9);
    expect(cellText('createdAt', at)).toBe('2026-11-29 00:05:09');
    expect(when(new Date(at).toISOString())).toBe('2026-11-29 00:05:09');
    expect(cellText('lastLoginAt', 0)).toBe('—');
    expect(cellText('nonce', 7)).toBe('7');
  });
});
