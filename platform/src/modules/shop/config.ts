import {
  type DiamondShopConfig,
  diamondShopConfig,
  type PointsConfig,
  pointsConfig,
  type ScratchCardConfig,
  scratchCardConfig,
} from '@casino/contracts/bonus-programmes';
import { REWARD_ID } from '@casino/contracts/reward-ids';
import type { z } from 'zod';
import { checkGrantItems, type RewardItem } from '../../rewards';

/**
 * The scratch cards, the diamond shop and reward points as seed/settings.json writes them (`scratchCard`,
 * `diamondShop`, `points`). settings.json is loose (operators add bonus configs there), so this module checks
 * its own keys when it reads them, and a broken edit refuses to give anything until it is fixed.
 */
export type {
  DiamondShopConfig,
  GoodsConfig,
  PointsConfig,
  ScratchCardConfig,
} from '@casino/contracts/bonus-programmes';

const DEFAULT_SCRATCH: ScratchCardConfig = {
  cardPrice: 10,
  turnoverMultiple: 1,
  prizes: [
    { propId: REWARD_ID.coin, count: 500, weight: 50 },
    { propId: REWARD_ID.diamond, count: 5, weight: 30 },
    { propId: REWARD_ID.coin, count: 5000, weight: 20 },
  ],
  addupAwards: [],
};
const DEFAULT_SHOP: DiamondShopConfig = { coinPerDiamond: 100, coinTurnoverMultiple: 1, goods: [] };
const DEFAULT_POINTS: PointsConfig = { turnoverPerPoint: 10000 };

function read<T>(settings: unknown, key: string, schema: z.ZodType<T>, fallback: T): T {
  const raw = (settings as Record<string, unknown> | undefined)?.[key];
  if (raw === undefined) return fallback;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new Error(`seed settings.json ${key}: ${parsed.error.message}`);
  return parsed.data;
}

export function readScratchCard(settings: unknown): ScratchCardConfig {
  const config = read(settings, 'scratchCard', scratchCardConfig, DEFAULT_SCRATCH);
  if (!config.prizes.some((p) => p.weight > 0))
    throw new Error('seed settings.json scratchCard: no prize has a weight');
  checkGrantItems(
    config.prizes.map((p) => ({ propId: p.propId, count: p.count })),
    1,
  );
  for (const a of config.addupAwards) checkGrantItems(a.rewards as RewardItem[], 1);
  if (new Set(config.addupAwards.map((a) => a.id)).size !== config.addupAwards.length)
    throw new Error('seed settings.json scratchCard.addupAwards: two awards share an id');
  return config;
}

export function readDiamondShop(settings: unknown): DiamondShopConfig {
  const config = read(settings, 'diamondShop', diamondShopConfig, DEFAULT_SHOP);
  if (new Set(config.goods.map((g) => g.id)).size !== config.goods.length)
    throw new Error('seed settings.json diamondShop.goods: two goods share an id');
  return config;
}

export const readPoints = (settings: unknown): PointsConfig =>
  read(settings, 'points', pointsConfig, DEFAULT_POINTS);
