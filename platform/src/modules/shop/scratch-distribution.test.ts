import { readFileSync } from 'node:fs';
import { newServerSeed } from '@casino/contracts/fairness';
import { describe, expect, it } from 'vitest';
import { readScratchCard } from './config';
import { drawScratchPrize } from './scratch';

/** χ² critical values at 99 % by degrees of freedom. */
const CHI2_99: Record<number, number> = {
  1: 6.635,
  2: 9.21,
  3: 11.345,
  4: 13.277,
  5: 15.086,
  6: 16.812,
  7: 18.475,
  8: 20.09,
  9: 21.666,
  10: 23.209,
  11: 24.725,
  12: 26.217,
  13: 27.688,
  14: 29.141,
  15: 30.578,
};

const settings = JSON.parse(readFileSync(new URL('../../../seed/settings.json', import.meta.url), 'utf8'));

describe('scratch card prize distribution', () => {
  it('200,000 simulated scratches of the seeded table match its declared weights (χ² at 99 %)', () => {
    const { prizes } = readScratchCard(settings);
    const weights = prizes.map((p) => p.weight);
    const total = weights.reduce((a, b) => a + b, 0);
    const draws = 200_000;
    const seen = weights.map(() => 0);
    const serverSeed = newServerSeed();
    for (let nonce = 0; nonce < draws; nonce++) {
      const { cell } = drawScratchPrize({ serverSeed, clientSeed: 'distribution', nonce }, prizes);
      seen[cell] = (seen[cell] ?? 0) + 1;
    }
    let chi2 = 0;
    let df = -1;
    weights.forEach((w, i) => {
      if (w === 0) {
        expect(seen[i]).toBe(0);
        return;
      }
      const expected = (draws * w) / total;
      chi2 += ((seen[i] ?? 0) - expected) ** 2 / expected;
      df++;
    });
    expect(chi2).toBeLessThan(CHI2_99[df] as number);
  });

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
