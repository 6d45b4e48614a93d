// What a Color Game round means for the player: the payout (stakes returned with their wins) against what was
// staked. A round that pays ₱20 on ₱30 staked lost ₱10: the result line says so, never "You won ₱20".

export type ColorNet =
  | { kind: 'none'; staked: number }
  | { kind: 'up' | 'down'; net: number; payout: number; staked: number }
  | { kind: 'even'; payout: number; staked: number };

/** The round's net result from its total stake (the round's bet) and payout (its win). */
export function colorNet(staked: number, payout: number): ColorNet {
  if (payout === 0) return { kind: 'none', staked };
  if (payout === staked) return { kind: 'even', payout, staked };
  return payout > staked
    ? { kind: 'up', net: payout - staked, payout, staked }
    : { kind: 'down', net: staked - payout, payout, staked };
}

/** How many of the three dice show each colour (index = colour), for the board's highlights. */
export function diceCounts(dice: readonly number[]): number[] {
  const counts = [0, 0, 0, 0, 0, 0];
  for (const d of dice) counts[d] = (counts[d] ?? 0) + 1;
  return counts;
}
