import { readFileSync } from 'node:fs';
import { fairOutcome } from '@casino/contracts/fairness';
import { describe, expect, it } from 'vitest';
import { type AwardCell, gridWeights, readJackpot, readSpin } from './config';

// The configured tables as an operator ships them: 1M draws each, with the very code the platform draws with,
// must match the declared integer weights (a clamp or an off-by-one in the pick would show here).
const seedDir = new URL('../../../seed/', import.meta.url);
const settings = JSON.parse(readFileSync(new URL('settings.json', seedDir), 'utf8'));
const props = JSON.parse(readFileSync(new URL('props.json', seedDir), 'utf8')) as {
  jackpotAwards: AwardCell[];
};

/** Upper 1 % points of chi-square by degrees of freedom (tables). */
const CHI2_99: Record<number, number> = {
  5: 15.086,
  6: 16.812,
  7: 18.475,
  8: 20.09,
  9: 21.666,
  10: 23.209,
  11: 24.725,
};

function chiSquare(weights: readonly number[], draws: number): { stat: number; df: number } {
  const counts = new Array<number>(weights.length).fill(0);
  const seeds = { serverSeed: `${'f'.repeat(63)}1`, clientSeed: 'distribution', nonce: 0 };
  for (let nonce = 0; nonce < draws; nonce++) {
    seeds.nonce = nonce;
    const out = fairOutcome(seeds, { engine: 'draw', weights });
    if (out.engine === 'draw') counts[out.cell]!++;
  }
  const total = weights.reduce((a, b) => a + b, 0);
  let stat = 0;
  let df = -1;
  weights.forEach((w, i) => {
    if (w === 0) {
      expect(counts[i], `cell ${i} has weight 0`).toBe(0);
      return;
    }
    const expected = (draws * w) / total;
    stat += (counts[i]! - expected) ** 2 / expected;
    df++;
  });
  return { stat, df };
}

describe('draw tables match their declared weights (1M draws, chi-square at 99 %)', () => {
  it('the jackpot grid', () => {
    const weights = gridWeights(props.jackpotAwards, readJackpot(settings));
    expect(weights).toHaveLength(10);
    const { stat, df } = chiSquare(weights, 1_000_000);
    expect(stat).toBeLessThan(CHI2_99[df]!);
  }, 120_000);

  it('the lucky wheel', () => {
    const { stat, df } = chiSquare(
      readSpin(settings).segments.map((s) => s.weight),
      1_000_000,
    );
    expect(stat).toBeLessThan(CHI2_99[df]!);
  }, 120_000);
});
