// A win counting up from zero: the figure for a moment of the count, and a hook that writes it straight to a
// text node each frame (no React render per frame).
import { formatMoney } from '@casino/contracts/money';
import { useEffect } from 'react';

/** A win of at least this many bets is a big win, and of at least MEGA_WIN_BETS a mega win: its own moment. */
export const BIG_WIN_BETS = 10;
export const MEGA_WIN_BETS = 50;

/**
 * How a round's win is celebrated. A "win" that pays back no more than was staked is no win for the player
 * (the stake spread over outcomes, say): no moment, no sound, so a loss is never dressed up as a win.
 */
export type WinTier = 'none' | 'small' | 'big' | 'mega';

export function winTier(win: number, bet: number): WinTier {
  if (bet <= 0 || win <= bet) return 'none';
  if (win >= MEGA_WIN_BETS * bet) return 'mega';
  if (win >= BIG_WIN_BETS * bet) return 'big';
  return 'small';
}

/** The amount shown `elapsed` ms into a count of `duration` ms (ease-out: fast first, settling on the win). */
export function countUpAt(target: number, elapsed: number, duration: number): number {
  if (duration <= 0 || elapsed >= duration) return target;
  const p = Math.max(0, elapsed) / duration;
  return Math.floor(target * (1 - (1 - p) ** 3));
}

export const prefersReducedMotion = (): boolean =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Counts `target` up in the element over `duration` ms; with reduced motion it shows the win at once. */
export function useCountUp(ref: { current: HTMLElement | null }, target: number, duration: number): void {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const ms = prefersReducedMotion() ? 0 : duration;
    const start = performance.now();
    let shown = -1;
    let raf = 0;
    const frame = (now: number) => {
      const v = countUpAt(target, now - start, ms);
      if (v !== shown) {
        const node = el.firstChild;
        const text = formatMoney(v);
        if (node) node.nodeValue = text;
        else el.textContent = text;
        shown = v;
      }
      if (v < target) raf = requestAnimationFrame(frame);
    };
    frame(start);
    return () => cancelAnimationFrame(raf);
  }, [ref, target, duration]);
}
