import { describe, expect, it } from 'vitest';
import { RECHARGE_CHANNEL_KINDS, rechargeType } from './entities/app-config';

describe('deposit channel kinds', () => {
  it('are the rails of 2026 only: no card or crypto channel can be described', () => {
    expect([...RECHARGE_CHANNEL_KINDS]).toEqual(['qrph', 'instapay', 'bank', 'otc', 'ewallet']);
    const base = {
      id: 9,
      name: 'X',
      method: 'x',
      icon: '',
      sort: 1,
      status: 1,
      minAmount: 0,
      minAmount2: 0,
      maxAmount: 0,
      isDefault: 0,
      bonusKind: 0,
      bonusRate: 0,
      postingMinutes: 0,
    };
    expect(rechargeType.safeParse({ ...base, kind: 'qrph' }).success).toBe(true);
    for (const kind of ['card', 'crypto', 'visa', '']) {
      expect(rechargeType.safeParse({ ...base, kind }).success, kind).toBe(false);
    }
    expect(rechargeType.safeParse(base).success).toBe(false);
  });
});
