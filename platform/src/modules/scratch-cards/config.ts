import { REWARD_ID } from '@casino/contracts/reward-ids';
import { z } from 'zod';
import { readSettingsKey } from '../../catalogue/settings-key';
import { checkGrantItems, type RewardItem } from '../../rewards';

/** The scratch cards as seed/settings.json writes them (`scratchCard`), read with catalogue `readSettingsKey`. */
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

export type ScratchCardConfig = z.infer<typeof scratchCardConfig>;

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
export function readScratchCard(settings: unknown): ScratchCardConfig {
  const config = readSettingsKey(settings, 'scratchCard', scratchCardConfig, DEFAULT_SCRATCH);
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
