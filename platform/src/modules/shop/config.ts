import { z } from 'zod';
import { readSettingsKey } from '../../catalogue/settings-key';

/**
 * The diamond shop and reward points as seed/settings.json writes them (`diamondShop`, `points`), read with
 * catalogue `readSettingsKey`.
 */
const goodsConfig = z.strictObject({
  id: z.number().int().min(1),
  name: z.string().min(1).max(60),
  img: z.string().min(1),
  /** coin: `count` is the coin (minor units) per unit; scratchcard: cards per unit; goods: a parcel. */
  kind: z.enum(['coin', 'goods', 'scratchcard']),
  price: z.number().int().min(1),
  currency: z.enum(['diamond', 'points']).default('diamond'),
  count: z.number().int().min(1),
  /** Units that can ever be sold; -1 unlimited. */
  stock: z.number().int().min(-1),
});

const diamondShopConfig = z.strictObject({
  /** Coin (minor units) one diamond buys through diamondExchangeCoin. */
  coinPerDiamond: z.number().int().min(1).max(1_000_000),
  coinTurnoverMultiple: z.number().int().min(0).max(100).default(0),
  goods: z.array(goodsConfig).max(100),
});

const pointsConfig = z.strictObject({
  /** Valid turnover (minor units) that earns one reward point. */
  turnoverPerPoint: z.number().int().min(1),
});

export type DiamondShopConfig = z.infer<typeof diamondShopConfig>;
export type GoodsConfig = z.infer<typeof goodsConfig>;
export type PointsConfig = z.infer<typeof pointsConfig>;

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
