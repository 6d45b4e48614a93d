import { JACKPOT_REFRESH_MS, JACKPOT_SHUFFLE_MS } from '@casino/contracts/constants';
import { useEffect, useState } from 'react';
import { useStore } from '../../components/use-store';
import { $poolFigures, justWon, loadPools, type PoolKey, shownAt } from './jackpot-store';

/** The clock the pool figures read: it ticks every 6 s while they show (spec §9). */
function useSixSecondClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), JACKPOT_SHUFFLE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Reloads the pools every refresh while they show, so each section's end is reached, never passed. */
export function usePoolRefresh(): void {
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void loadPools();
    }, JACKPOT_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
}

/** A pool as shown now, and whether it was just won (the figure dropped back to its seed). */
export function usePoolFigure(key: PoolKey, exact: number): { shown: number; won: boolean } {
  const figures = useStore($poolFigures);
  const now = useSixSecondClock();
  const f = figures[key];
  if (!f) return { shown: exact, won: false };
  return { shown: shownAt(f, Math.max(now, f.since)), won: justWon(f, Math.max(now, f.since)) };
}

/** Counts from 0 up to `to` over `ms` once `run` is true (the jackpot award, spec §4). */
export function useCountUp(to: number, ms: number, run: boolean): number {
  const [value, setValue] = useState(run ? 0 : to);
  useEffect(() => {
    if (!run) {
      setValue(to);
      return;
    }
    const start = performance.now();
    let frame = 0;
    const tick = (now: number) => {
      const share = Math.min(1, (now - start) / ms);
      setValue(Math.floor(to * (1 - (1 - share) ** 3)));
      if (share < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [to, ms, run]);
  return value;
}
