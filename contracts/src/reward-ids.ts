// Reward item ids (propId) of spec §3 and the jackpot tiers. Zod-free: the web imports it.

export const REWARD_ID = {
  coin: 2001,
  points: 2002,
  liveness: 4001,
  diamond: 60001,
  /** A scratch card (scratchCardLottery spends one); not in spec §3's list, ours. */
  scratchCard: 60002,
  /** Addition: a jackpot draw chance (the one id of the jackpot range that is no tier), held as a prop. */
  drawChance: 50005,
  /** Addition: a spin of the lucky wheel, held as a prop. */
  spinChance: 70001,
} as const;

/** Inclusive id ranges. */
export const REWARD_RANGE = {
  /** General coupon: value is a percent. */
  generalCoupon: [1001, 1099],
  /** Fixed coupon: value is a percent. */
  fixedCoupon: [1201, 1299],
  /** Give coupon: value is a coin amount. */
  giveCoupon: [1301, 1399],
  lottery: [80001, 80003],
  newYear: [40001, 40004],
  jackpot: [50000, 50005],
} as const;

/** Jackpot tiers; 50000 is the generic jackpot. */
export const JACKPOT_TIER = { generic: 50000, mega: 50001, major: 50002, minor: 50003, mini: 50004 } as const;
export type JackpotTier = keyof typeof JACKPOT_TIER;

export type RewardKind =
  | 'coin'
  | 'points'
  | 'liveness'
  | 'diamond'
  | 'scratchCard'
  | 'generalCoupon'
  | 'fixedCoupon'
  | 'giveCoupon'
  | 'lottery'
  | 'newYear'
  | 'jackpot'
  | 'drawChance'
  | 'spinChance'
  | 'unknown';

export interface RewardClass {
  kind: RewardKind;
  /** For jackpot ids, the tier (50000 is the generic jackpot; 50005 is the draw chance, a prop). */
  tier?: JackpotTier;
  /** How a count of this item is read: coin minor units, a percent, or a plain quantity. */
  unit: 'minor' | 'percent' | 'quantity';
}

const inRange = (id: number, [lo, hi]: readonly [number, number]) => id >= lo && id <= hi;

/** What a propId is: drives the reward popup's icon and how its count is shown. */
export function classifyReward(propId: number): RewardClass {
  if (propId === REWARD_ID.coin) return { kind: 'coin', unit: 'minor' };
  if (propId === REWARD_ID.points) return { kind: 'points', unit: 'quantity' };
  if (propId === REWARD_ID.liveness) return { kind: 'liveness', unit: 'quantity' };
  if (propId === REWARD_ID.diamond) return { kind: 'diamond', unit: 'quantity' };
  if (propId === REWARD_ID.scratchCard) return { kind: 'scratchCard', unit: 'quantity' };
  if (propId === REWARD_ID.drawChance) return { kind: 'drawChance', unit: 'quantity' };
  if (propId === REWARD_ID.spinChance) return { kind: 'spinChance', unit: 'quantity' };
  if (inRange(propId, REWARD_RANGE.generalCoupon)) return { kind: 'generalCoupon', unit: 'percent' };
  if (inRange(propId, REWARD_RANGE.fixedCoupon)) return { kind: 'fixedCoupon', unit: 'percent' };
  if (inRange(propId, REWARD_RANGE.giveCoupon)) return { kind: 'giveCoupon', unit: 'minor' };
  if (inRange(propId, REWARD_RANGE.lottery)) return { kind: 'lottery', unit: 'quantity' };
  if (inRange(propId, REWARD_RANGE.newYear)) return { kind: 'newYear', unit: 'quantity' };
  if (inRange(propId, REWARD_RANGE.jackpot)) {
    const tier = (Object.keys(JACKPOT_TIER) as JackpotTier[]).find((t) => JACKPOT_TIER[t] === propId);
    // A jackpot award's count is the amount won in minor units.
    return tier ? { kind: 'jackpot', tier, unit: 'minor' } : { kind: 'jackpot', unit: 'minor' };
  }
  return { kind: 'unknown', unit: 'quantity' };
}

export function isJackpotId(propId: number): boolean {
  return inRange(propId, REWARD_RANGE.jackpot);
}

/**
 * Where a granted item goes: coin (2001) and jackpot awards (50000-50004, whose count is coin won) into the coin
 * ledger, every other known item into the player's props; an unknown id is never granted.
 */
export function rewardDestination(propId: number): 'coin' | 'prop' | null {
  const { kind } = classifyReward(propId);
  if (kind === 'unknown') return null;
  return kind === 'coin' || kind === 'jackpot' ? 'coin' : 'prop';
}

/** The lottery tickets a player holds (user info and refreshData `lottery`): every lottery ticket kind. */
export const LOTTERY_TICKET_IDS: readonly number[] = [80001, 80002, 80003];
