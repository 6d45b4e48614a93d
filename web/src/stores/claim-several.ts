// "Claim all" on any list of ready rewards: each through its own claim, one after another, then one reward
// popup for the lot instead of one per item. A refusal does not stop the rest.
import { showReward } from './overlays';

export type Reward = { propId: number; count: number };

/** Rewards of several claims as one list: the same item added up. */
export function mergeRewards(list: readonly Reward[]): Reward[] {
  const by = new Map<number, number>();
  for (const r of list) by.set(r.propId, (by.get(r.propId) ?? 0) + r.count);
  return [...by].map(([propId, count]) => ({ propId, count }));
}

export interface ClaimSeveralSummary {
  claimed: number;
  failed: number;
  rewards: Reward[];
}

/** Claims each id with `claimOne` (quiet: no popup of its own; null when refused), then shows one popup. */
export async function claimSeveral<I>(
  ids: readonly I[],
  claimOne: (id: I) => Promise<readonly Reward[] | null>,
): Promise<ClaimSeveralSummary> {
  const summary: ClaimSeveralSummary = { claimed: 0, failed: 0, rewards: [] };
  for (const id of ids) {
    const got = await claimOne(id);
    if (got) {
      summary.claimed++;
      summary.rewards.push(...got);
    } else summary.failed++;
  }
  summary.rewards = mergeRewards(summary.rewards);
  if (summary.rewards.length > 0) showReward(summary.rewards);
  return summary;
}
