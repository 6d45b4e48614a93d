import { useEffect, useState } from 'react';
import { SHUFFLE_MS, shuffleIn } from './jackpot-store';

/** A pool figure that moves to a new random value inside its section every 6 s (spec §9). */
export function useShuffled(section: { min: number; max: number } | undefined, exact: number): number {
  const [shown, setShown] = useState(exact);
  const min = section?.min;
  const max = section?.max;
  useEffect(() => {
    if (min === undefined || max === undefined) {
      setShown(exact);
      return;
    }
    setShown(shuffleIn({ min, max }));
    const timer = setInterval(() => setShown(shuffleIn({ min, max })), SHUFFLE_MS);
    return () => clearInterval(timer);
  }, [min, max, exact]);
  return shown;
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
