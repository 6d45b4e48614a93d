import { describe, expect, it } from 'vitest';
import { drawScratchPrize } from './scratch';

describe('scratch card prize draw', () => {
  // The seeded table's 1M-draw chi-square test is in modules/draw-tables.test.ts with every other table.
  it('a zero weight is never drawn and a one-prize table always pays it', () => {
    const prizes = [
      { propId: 2001, count: 1, weight: 0 },
      { propId: 2001, count: 2, weight: 5 },
    ];
    for (let nonce = 0; nonce < 2000; nonce++) {
      expect(drawScratchPrize({ serverSeed: 'a'.repeat(64), clientSeed: 'c', nonce }, prizes).cell).toBe(1);
    }
  });
});
