// Which chips a game offers: a 1-2-5 ladder (₱1, ₱2, ₱5, ₱10…) from the game's minimum bet to its maximum,
// thinned to CHIP_COUNT chips spread evenly along it, so the chips reach the bet limit the rules state.

/** Chips shown in the row: six fit one line at 360 px. */
export const CHIP_COUNT = 6;

/** Every bet of the 1-2-5 ladder from min to max (both included), in minor units. */
export function betLadder(minBet: number, maxBet: number): number[] {
  const out = [minBet];
  if (maxBet <= minBet) return out;
  for (let decade = 1; decade <= maxBet * 10; decade *= 10) {
    for (const step of [1, 2, 5]) {
      const v = step * decade;
      if (v > minBet && v < maxBet) out.push(v);
    }
  }
  out.push(maxBet);
  return out;
}

/** The chips: the ladder's first and last value and evenly spaced rungs between (fewer when the ladder is short). */
export function chipValues(minBet: number, maxBet: number, count = CHIP_COUNT): number[] {
  const ladder = betLadder(minBet, maxBet);
  if (ladder.length <= count) return ladder;
  const picked = Array.from(
    { length: count },
    (_, i) => ladder[Math.round((i * (ladder.length - 1)) / (count - 1))]!,
  );
  return [...new Set(picked)];
}

/** A chip's face: short enough for a coin ("₱5", "₱2.50", "₱1K", "₱10K"); its accessible name is the full amount. */
export function chipLabel(minor: number): string {
  const pesos = minor / 100;
  if (pesos >= 1000 && pesos % 1000 === 0) return `₱${pesos / 1000}K`;
  if (Number.isInteger(pesos)) return `₱${pesos}`;
  return `₱${pesos.toFixed(2)}`;
}
