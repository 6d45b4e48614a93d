// TODO(contracts): use the reward-id ranges from '@casino/contracts/reward-ids' when it lands.

/** Which picture and label a reward item id gets (spec §3 reward item ids). */
export function rewardKind(
  propId: number,
): 'coin' | 'points' | 'liveness' | 'diamond' | 'coupon' | 'lottery' | 'jackpot' | 'item' {
  if (propId === 2001) return 'coin';
  if (propId === 2002) return 'points';
  if (propId === 4001) return 'liveness';
  if (propId === 60001) return 'diamond';
  if ((propId >= 1001 && propId <= 1099) || (propId >= 1201 && propId <= 1399)) return 'coupon';
  if (propId >= 80001 && propId <= 80003) return 'lottery';
  if (propId >= 50000 && propId <= 50005) return 'jackpot';
  return 'item';
}
