// Draw and spin animations: the first of the Philippine day plays in full at the spec's timings; after that a
// player who has seen it today may skip it. Time is a parameter (DESIGN §12), so tests pass the moment.
import { manilaDay } from '@casino/contracts/manila-day';
import { KEY, readJson, writeLocal } from '../lib/storage';

type Seen = Record<string, string>;

/**
 * Called as an animation of `kind` ('spin', 'draw') starts: whether it may be skipped (one of that kind already
 * played today), and notes today's first.
 */
export function startAnimation(kind: string, now: number = Date.now()): { skippable: boolean } {
  const day = manilaDay(now);
  const seen = readJson<Seen>(KEY.animationSeen) ?? {};
  if (seen[kind] === day) return { skippable: true };
  writeLocal(KEY.animationSeen, JSON.stringify({ ...seen, [kind]: day }));
  return { skippable: false };
}
