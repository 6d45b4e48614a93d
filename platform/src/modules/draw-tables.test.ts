import { readFileSync } from 'node:fs';
import { fairOutcome, luckyDrawCell, type Seeds } from '@casino/contracts/fairness';
import { describe, expect, it } from 'vitest';
import { readAgentConfig } from './agent/config';
import { type AwardCell, gridWeights, readJackpot, readSpin } from './jackpot/config';
import { drawScratchPrize, readScratchCard } from './scratch-cards';

// Every weighted prize table the seed ships, drawn 1M times with the very function its module draws with, must
// match the declared integer weights (a clamp or an off-by-one in a pick would show here). One file for all of
// them, so a new table is one more row below and never a second copy of the statistics.
const seedDir = new URL('../../seed/', import.meta.url);
const settings = JSON.parse(readFileSync(new URL('settings.json', seedDir), 'utf8'));
const props = JSON.parse(readFileSync(new URL('props.json', seedDir), 'utf8')) as {
  jackpotAwards: AwardCell[];
};

/** Upper 1 % points of chi-square by degrees of freedom. */
const CHI2_99: Readonly<Record<number, number>> = {
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

const DRAWS = 1_000_000;

interface Table {
  name: string;
  weights: readonly number[];
  draw: (seeds: Seeds) => number;
}

const scratchPrizes = readScratchCard(settings).prizes;
const inviteWheel = readAgentConfig(settings).invite.wheel.map((c) => c.weight);
const gridTable = gridWeights(props.jackpotAwards, readJackpot(settings));
const spinTable = readSpin(settings).segments.map((s) => s.weight);

const TABLES: readonly Table[] = [
  {
    name: 'the jackpot grid',
    weights: gridTable,
    draw: (s) => (fairOutcome(s, { engine: 'draw', weights: gridTable }) as { cell: number }).cell,
  },
  {
    name: 'the lucky wheel',
    weights: spinTable,
    draw: (s) => (fairOutcome(s, { engine: 'draw', weights: spinTable }) as { cell: number }).cell,
  },
  { name: 'the invite wheel', weights: inviteWheel, draw: (s) => luckyDrawCell(s, inviteWheel) },
  {
    name: 'the scratch card',
    weights: scratchPrizes.map((p) => p.weight),
    draw: (s) => drawScratchPrize(s, scratchPrizes).cell,
  },
];

describe(`seeded prize tables match their declared weights (${DRAWS.toLocaleString('en')} draws, chi-square at 99 %)`, () => {
  it.each(TABLES)(
    '$name',
    ({ weights, draw }) => {
      const counts = weights.map(() => 0);
      const seeds = { serverSeed: `${'f'.repeat(63)}1`, clientSeed: 'distribution', nonce: 0 };
      for (let nonce = 0; nonce < DRAWS; nonce++) {
        seeds.nonce = nonce;
        const cell = draw(seeds);
        counts[cell] = (counts[cell] ?? 0) + 1;
      }
      const total = weights.reduce((a, b) => a + b, 0);
      let stat = 0;
      let df = -1;
      weights.forEach((w, i) => {
        if (w === 0) {
          expect(counts[i], `cell ${i} has weight 0`).toBe(0);
          return;
        }
        const expected = (DRAWS * w) / total;
        stat += ((counts[i] ?? 0) - expected) ** 2 / expected;
        df++;
      });
      expect(df).toBeGreaterThan(0);
      expect(stat).toBeLessThan(CHI2_99[df]!);
    },
    180_000,
  );
});
