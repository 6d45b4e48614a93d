// The jackpot grid's highlight run (spec §4, §9): ring-wise steps of 80 ms for 3 s, then each step 20 ms
// slower until a step exceeds 300 ms; that last step lands on the drawn cell. Pure, so the timings are tested.
import { DRAW_DEBOUNCE_MS, DRAW_SPIN } from '@casino/contracts/constants';

/** Spec §9's draw timings, by the names this module uses (the values live once, in contracts). */
export const DRAW_TIMING = {
  debounceMs: DRAW_DEBOUNCE_MS,
  firstStepMs: DRAW_SPIN.startStepMs,
  fastForMs: DRAW_SPIN.fastPhaseMs,
  slowByMs: DRAW_SPIN.slowdownStepMs,
  stopAboveMs: DRAW_SPIN.stopAboveMs,
} as const;

/**
 * The delay before each step of the highlight, from the highlighted cell `from` to the drawn cell `to` on a
 * ring of `cells`. The fast phase runs at least 3 s and a few steps longer where needed, so the slowing
 * phase ends exactly on `to` (the slowing steps are always the same: 100, 120 … 320 ms).
 */
export function drawSteps(from: number, to: number, cells: number): number[] {
  const { firstStepMs, fastForMs, slowByMs, stopAboveMs } = DRAW_TIMING;
  const slow: number[] = [];
  for (let d = firstStepMs + slowByMs; ; d += slowByMs) {
    slow.push(d);
    if (d > stopAboveMs) break;
  }
  let fast = Math.ceil(fastForMs / firstStepMs);
  const land = (from + fast + slow.length) % cells;
  fast += (((to - land) % cells) + cells) % cells;
  return [...Array.from({ length: fast }, () => firstStepMs), ...slow];
}

/** Ring position after `n` steps from `from`. */
export const ringAt = (from: number, n: number, cells: number) => (from + n) % cells;

export interface RunHandle {
  cancel(): void;
}

/**
 * Plays the steps with timers: `onStep(cell)` after each delay, `onDone()` once the last step landed.
 * Chained timeouts (not an interval) so each step takes its own delay.
 */
export function runSteps(
  steps: readonly number[],
  from: number,
  cells: number,
  onStep: (cell: number) => void,
  onDone: () => void,
): RunHandle {
  let i = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const next = () => {
    if (i >= steps.length) {
      onDone();
      return;
    }
    timer = setTimeout(() => {
      i++;
      onStep(ringAt(from, i, cells));
      next();
    }, steps[i]);
  };
  next();
  return { cancel: () => clearTimeout(timer) };
}

/** Calls `fn` at most once per `ms`: the first tap acts, taps within the window after it are ignored. */
export function debounceLeading<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  let last = Number.NEGATIVE_INFINITY;
  return (...args: A) => {
    const now = Date.now();
    if (now - last < ms) return;
    last = now;
    fn(...args);
  };
}
