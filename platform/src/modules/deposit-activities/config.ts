import {
  type DepositActivitiesConfig,
  depositActivitiesConfig,
  type PercentOffer,
} from '@casino/contracts/bonus-programmes';

import { applyBasisPoints } from '@casino/contracts/money';
import { z } from 'zod';
import { readSettingsKey } from '../../catalogue/settings-key';

/**
 * The deposit activities as seed/settings.json writes them (`depositActivities`, `rechargeBonusKinds`).
 * settings.json is loose (operators add bonus configs there), so this module checks its own keys when it reads
 * them; a broken edit refuses to pay anything rather than pay something else than configured.
 * Amounts are minor units, rates basis points (10000 = 100 %).
 */
export { type DepositActivitiesConfig, depositActivitiesConfig };

export const rechargeBonusKinds = z
  .array(
    z.strictObject({
      kind: z.number().int().min(1).max(13),
      name: z.string().min(1).max(60),
      description: z.string().min(1).max(300),
    }),
  )
  .refine((k) => new Set(k.map((x) => x.kind)).size === k.length, 'duplicate kind');
export type RechargeBonusKindInfo = z.infer<typeof rechargeBonusKinds>[number];

/** Off until configured: no seed key, no deposit activity. */
const NONE: DepositActivitiesConfig = {
  turnoverMultiple: 0,
  firstDeposit: { minDeposit: 0, rateBp: 0, cap: 0 },
  ladder: [],
  accumulated: { tiers: [] },
  continuous: { minDeposit: 1, days: [] },
};

export const readDepositActivities = (settings: unknown): DepositActivitiesConfig => {
  const c = readSettingsKey(settings, 'depositActivities', depositActivitiesConfig, NONE);
  return {
    ...c,
    ladder: [...c.ladder].sort((a, b) => a.depositNo - b.depositNo),
    accumulated: { tiers: [...c.accumulated.tiers].sort((a, b) => a.target - b.target) },
    continuous: { ...c.continuous, days: [...c.continuous.days].sort((a, b) => a.day - b.day) },
  };
};

export const readBonusKinds = (settings: unknown): RechargeBonusKindInfo[] =>
  [...readSettingsKey(settings, 'rechargeBonusKinds', rechargeBonusKinds, [])].sort(
    (a, b) => a.kind - b.kind,
  );

/** floor(amount × rate), at most the cap; 0 below the minimum. */
export function percentBonus(offer: PercentOffer, amount: number): number {
  if (amount < offer.minDeposit || offer.rateBp <= 0) return 0;
  return Math.min(offer.cap, applyBasisPoints(amount, offer.rateBp));
}
