import { applyBasisPoints } from '@casino/contracts/money';
import { z } from 'zod';
import { readSettingsKey } from '../../catalogue/settings-key';

/**
 * The deposit activities as seed/settings.json writes them (`depositActivities`, `rechargeBonusKinds`).
 * settings.json is loose (operators add bonus configs there), so this module checks its own keys when it reads
 * them; a broken edit refuses to pay anything rather than pay something else than configured.
 * Amounts are minor units, rates basis points (10000 = 100 %).
 */
const minor = z.number().int().min(0).max(1_000_000_000_000);
const percent = z.strictObject({
  minDeposit: minor,
  rateBp: z.number().int().min(0).max(100_000),
  cap: minor,
});

export const depositActivitiesConfig = z.strictObject({
  /** The coin of every deposit activity is bonus money needing this multiple of itself in valid bets. */
  turnoverMultiple: z.number().int().min(0).max(100),
  /** FirstDeposit 44: a percentage of the player's first deposit. */
  firstDeposit: percent,
  /** LadderRecharge 17: deposits 2, 3, 4… each a percentage of their own. */
  ladder: z
    .array(percent.extend({ depositNo: z.number().int().min(2).max(100) }))
    .refine((l) => new Set(l.map((s) => s.depositNo)).size === l.length, 'duplicate depositNo'),
  /** AccumulatedRecharge 28: deposits of one Manila day add up; each tier reached pays its fixed bonus. */
  accumulated: z.strictObject({
    tiers: z
      .array(z.strictObject({ target: minor.min(1), bonus: minor.min(1) }))
      .refine((t) => new Set(t.map((x) => x.target)).size === t.length, 'duplicate target'),
  }),
  /** ContinuousRecharge 43: days in a row with at least minDeposit; the listed days of the streak pay. */
  continuous: z.strictObject({
    minDeposit: minor.min(1),
    days: z
      .array(z.strictObject({ day: z.number().int().min(1).max(366), bonus: minor.min(1) }))
      .refine((d) => new Set(d.map((x) => x.day)).size === d.length, 'duplicate day'),
  }),
});
export type DepositActivitiesConfig = z.infer<typeof depositActivitiesConfig>;

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
export function percentBonus(offer: z.infer<typeof percent>, amount: number): number {
  if (amount < offer.minDeposit || offer.rateBp <= 0) return 0;
  return Math.min(offer.cap, applyBasisPoints(amount, offer.rateBp));
}
