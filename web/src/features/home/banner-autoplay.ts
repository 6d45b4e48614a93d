// The banner carousel's timing and geometry, apart from the DOM so tests drive them with fake timers.

/** Why autoplay is held: the pointer is over it, a finger is on it, focus is inside, the tab is hidden, or the
 * player pressed pause. Any one holds it; it moves again when none is left. */
export type HoldReason = 'hover' | 'touch' | 'focus' | 'hidden' | 'paused';

export interface Autoplay {
  /** The position shown (0-based). */
  readonly index: number;
  hold(reason: HoldReason): void;
  release(reason: HoldReason): void;
  /** The player moved the carousel (swipe, dot, arrow): it stays there a whole interval before moving on. */
  seen(index: number): void;
  stop(): void;
}

/**
 * Moves the carousel to the next position every `intervalMs`, wrapping to the first. Never moves with fewer
 * than two positions, nor for a player who asked the system for reduced motion.
 */
export function createAutoplay(opts: {
  positions: number;
  intervalMs: number;
  reducedMotion: boolean;
  show: (index: number) => void;
}): Autoplay {
  const holds = new Set<HoldReason>();
  let index = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const schedule = () => {
    clearTimeout(timer);
    if (stopped || opts.reducedMotion || opts.positions < 2 || holds.size > 0) return;
    timer = setTimeout(() => {
      index = (index + 1) % opts.positions;
      opts.show(index);
      schedule();
    }, opts.intervalMs);
  };
  schedule();
  return {
    get index() {
      return index;
    },
    hold(reason) {
      holds.add(reason);
      clearTimeout(timer);
    },
    release(reason) {
      if (holds.delete(reason)) schedule();
    },
    seen(at) {
      index = Math.max(0, Math.min(opts.positions - 1, at));
      schedule();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/** Positions a track of `slides` can rest at when `perView` slides show at once (two on a desktop). */
export const positionsOf = (slides: number, perView: number) =>
  Math.max(1, slides - Math.max(1, perView) + 1);

/** The position a scrolled track rests nearest to. */
export const positionAt = (scrollLeft: number, slideWidth: number, positions: number) =>
  slideWidth > 0 ? Math.max(0, Math.min(positions - 1, Math.round(scrollLeft / slideWidth))) : 0;
