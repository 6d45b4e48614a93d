import {
  type JackpotSettings,
  jackpotSettings,
  type SpinSettings,
  spinSettings,
} from '@casino/contracts/bonus-programmes';
import { JACKPOT_TIER, rewardDestination } from '@casino/contracts/reward-ids';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { queryRows, type Tx } from '../../db/client';

/**
 * The lucky draw and the wheel as seed/settings.json writes them (`jackpot`, `spin`). settings.json is loose
 * (operators add bonus configs there), so this module checks its own keys when it reads them: a broken edit
 * refuses draws until fixed rather than giving out something else than configured.
 */
export {
  type JackpotSettings,
  jackpotSettings,
  type SpinSettings,
  spinSettings,
} from '@casino/contracts/bonus-programmes';

export const DEFAULT_JACKPOT: JackpotSettings = {
  depositPerChance: 20_000,
  turnoverPerChance: 200_000,
  requireDeposit: true,
  maxDrawsPerDay: 20,
  sectionSpreadBp: 300,
  turnoverMultiple: 1,
  tiers: [
    { propId: JACKPOT_TIER.mega, seed: 5_000_000, shareBp: 20 },
    { propId: JACKPOT_TIER.major, seed: 1_000_000, shareBp: 15 },
    { propId: JACKPOT_TIER.minor, seed: 300_000, shareBp: 10 },
    { propId: JACKPOT_TIER.mini, seed: 50_000, shareBp: 5 },
  ],
  weights: { 1: 3000, 2: 2000, 3: 2000, 4: 1200, 5: 60, 6: 1000, 7: 700, 8: 15, 10: 4, 12: 1 },
};

export const DEFAULT_SPIN: SpinSettings = {
  depositPerSpin: 10_000,
  turnoverPerSpin: 100_000,
  turnoverMultiple: 1,
  segments: [
    { id: 1, propId: 2001, count: 200, weight: 300 },
    { id: 2, propId: 2002, count: 20, weight: 250 },
    { id: 3, propId: 2001, count: 500, weight: 200 },
    { id: 4, propId: 60001, count: 2, weight: 120 },
    { id: 5, propId: 2001, count: 1_000, weight: 80 },
    { id: 6, propId: 80001, count: 1, weight: 40 },
    { id: 7, propId: 2001, count: 5_000, weight: 9 },
    { id: 8, propId: 2001, count: 50_000, weight: 1 },
  ],
};

export interface AwardCell {
  id: number;
  type: number;
  propId: number;
  count: number;
  showNum: number;
}

/** The grid's weights in grid order; every cell of the grid needs a weight, and their sum must be positive. */
export function gridWeights(cells: readonly AwardCell[], settings: JackpotSettings): number[] {
  const weights = cells.map((c) => {
    const w = settings.weights[String(c.id)];
    if (w === undefined) throw new Error(`seed settings.json jackpot.weights: no weight for cell ${c.id}`);
    return w;
  });
  if (!weights.some((w) => w > 0)) throw new Error('seed settings.json jackpot.weights: all zero');
  for (const c of cells) {
    if (c.type === 2 && !settings.tiers.some((t) => t.propId === c.propId)) {
      throw new Error(`seed props.json jackpotAwards: cell ${c.id} names no configured tier`);
    }
    if (c.type !== 2 && rewardDestination(c.propId) === null) {
      throw new Error(`seed props.json jackpotAwards: cell ${c.id} names unknown item ${c.propId}`);
    }
  }
  return weights;
}

function parse<T>(schema: z.ZodType<T>, raw: unknown, key: string, fallback: T): T {
  if (raw === undefined) return fallback;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new Error(`seed settings.json ${key}: ${parsed.error.message}`);
  return parsed.data;
}

export const readJackpot = (settings: unknown) =>
  parse(
    jackpotSettings,
    (settings as Record<string, unknown> | undefined)?.jackpot,
    'jackpot',
    DEFAULT_JACKPOT,
  );
export const readSpin = (settings: unknown) =>
  parse(spinSettings, (settings as Record<string, unknown> | undefined)?.spin, 'spin', DEFAULT_SPIN);

/** The settings inside a transaction (the accrual consumer has no catalogue service). */
export async function settingsIn(tx: Tx): Promise<unknown> {
  const [row] = await queryRows<{ doc: unknown }>(tx, sql`select doc from catalogue where key = 'settings'`);
  return row?.doc ?? {};
}

/** Pool of a tier now: seed + floor(turnover × share), exact past 2^53. */
export function poolAmount(t: { seed: number; shareBp: number }, turnover: number): number {
  return t.seed + Number((BigInt(Math.max(0, turnover)) * BigInt(t.shareBp)) / 10_000n);
}

/** How many chances a lifetime total has earned, and how much more the next one needs. */
export function chancesFor(total: number, per: number): { earned: number; need: number } {
  if (per <= 0) return { earned: 0, need: 0 };
  const earned = Math.floor(Math.max(0, total) / per);
  return { earned, need: per - (Math.max(0, total) - earned * per) };
}
