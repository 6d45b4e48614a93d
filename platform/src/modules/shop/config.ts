import { REWARD_ID } from '@casino/contracts/reward-ids';
import { z } from 'zod';
import { checkGrantItems, type RewardItem } from '../../rewards';

/**
 * The scratch cards, the diamond shop and reward points as seed/settings.json writes them (`scratchCard`,
 * `diamondShop`, `points`). settings.json is loose (operators add bonus configs there), so this module checks
 * its own keys when it reads them, and a broken edit refuses to give anything until it is fixed.
 */
const item = z.strictObject({ propId: z.number().int(), count: z.number().int().min(1) });

const scratchCardConfig = z.strictObject({
  /** A card's price in diamonds (diamondExchangeScratchcard). */
  cardPrice: z.number().int().min(1).max(1_000_000),
  /** Coin prizes are bonus money needing this multiple as turnover. */
  turnoverMultiple: z.number().int().min(0).max(100).default(0),
  /** The prize table: integer weights (never percentages that must add up), drawn with the player's seeds. */
  prizes: z
    .array(
      z.strictObject({
        propId: z.number().int(),
        count: z.number().int().min(1),
        weight: z.number().int().min(0),
      }),
    )
    .min(1)
    .max(50),
  /** Awards for cards scratched over the player's lifetime, each received once. */
  addupAwards: z
    .array(
      z.strictObject({
        id: z.number().int().min(1),
        cards: z.number().int().min(1),
        rewards: z.array(item).min(1),
      }),
    )
    .max(20)
    .default([]),
});

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

export type ScratchCardConfig = z.infer<typeof scratchCardConfig>;
export type DiamondShopConfig = z.infer<typeof diamondShopConfig>;
export type GoodsConfig = z.infer<typeof goodsConfig>;
export type PointsConfig = z.infer<typeof pointsConfig>;

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
