import { type ScratchCardConfig, scratchCardConfig } from '@casino/contracts/bonus-programmes';
import { REWARD_ID } from '@casino/contracts/reward-ids';
import { readSettingsKey } from '../../catalogue/settings-key';
import { checkGrantItems, type RewardItem } from '../../rewards';

// The scratch cards as seed/settings.json writes them (`scratchCard`); the schema lives in contracts so the
// console's form and configSet check the same rule.
export type { ScratchCardConfig } from '@casino/contracts/bonus-programmes';

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
