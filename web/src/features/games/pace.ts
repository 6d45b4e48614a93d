// The timing of a round's animation: turbo shortens every wait, a quick-stop lands the rest at once. One per
// engine view (usePace); the engine awaits pace.wait(ms) between its animation steps instead of setTimeout.
import { useRef } from 'react';

/** Turbo plays each wait at this fraction of its length. */
export const TURBO_FACTOR = 0.35;

export interface Pace {
  /** A round's animation begins: a quick-stop from the last one no longer applies. */
  begin(): void;
  /** Waits `ms` (shorter in turbo); at once after hurry(). */
  wait(ms: number): Promise<void>;
  /** Quick-stop: the pending wait ends now and the rest of this round's waits are skipped. */
  hurry(): void;
  /** Whether the player asked this round to land at once (CSS shortens its landing too). */
  readonly hurried: boolean;
}

export function createPace(turbo: () => boolean): Pace {
  let hurried = false;
  let wake: (() => void) | null = null;
  return {
    begin() {
      hurried = false;
    },
    wait(ms) {
      if (hurried || ms <= 0) return Promise.resolve();
      const length = turbo() ? Math.round(ms * TURBO_FACTOR) : ms;
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          wake = null;
          resolve();
        };
        const timer = setTimeout(done, length);
        wake = done;
      });
    },
    hurry() {
      hurried = true;
      wake?.();
    },
    get hurried() {
      return hurried;
    },
  };
}

/** The engine view's pace, reading the latest turbo flag at each wait. */
export function usePace(turbo: boolean): Pace {
  const on = useRef(turbo);
  on.current = turbo;
  const pace = useRef<Pace | null>(null);
  pace.current ??= createPace(() => on.current);
  return pace.current;
}
