// Bet limits per VIP level (appVipMap betLimit): the games cap a real-money stake with it.

/**
 * The largest single real-money bet at `vip`: that level's betLimit, or the highest level below it when the
 * level is missing from the table (0 = no VIP cap, the game's own maximum holds).
 */
export function vipBetLimit(levels: readonly { level: number; betLimit: number }[], vip: number): number {
  let best: { level: number; betLimit: number } | undefined;
  for (const l of levels) if (l.level <= vip && (!best || l.level > best.level)) best = l;
  best ??= [...levels].sort((a, b) => a.level - b.level)[0];
  return best?.betLimit ?? 0;
}
