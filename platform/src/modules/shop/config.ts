import {
  type DiamondShopConfig,
  diamondShopConfig,
  type PointsConfig,
  pointsConfig,
} from '@casino/contracts/bonus-programmes';
import { readSettingsKey } from '../../catalogue/settings-key';

/**
 * The diamond shop and reward points as seed/settings.json writes them (`diamondShop`, `points`), read with
 * catalogue `readSettingsKey`.
 */
export type { DiamondShopConfig, GoodsConfig, PointsConfig } from '@casino/contracts/bonus-programmes';

const DEFAULT_SHOP: DiamondShopConfig = { coinPerDiamond: 100, coinTurnoverMultiple: 1, goods: [] };
const DEFAULT_POINTS: PointsConfig = { turnoverPerPoint: 10000 };

export function readDiamondShop(settings: unknown): DiamondShopConfig {
  const config = readSettingsKey(settings, 'diamondShop', diamondShopConfig, DEFAULT_SHOP);
  if (new Set(config.goods.map((g) => g.id)).size !== config.goods.length)
    throw new Error('seed settings.json diamondShop.goods: two goods share an id');
  return config;
}

export const readPoints = (settings: unknown): PointsConfig =>
  readSettingsKey(settings, 'points', pointsConfig, DEFAULT_POINTS);
