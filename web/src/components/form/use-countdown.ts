import { useEffect, useState } from 'react';

/** Whole seconds left until `until` (epoch ms), ticking once a second; 0 once it has passed. */
export function useCountdown(until: number | null | undefined): number {
  const left = () => (until ? Math.max(0, Math.ceil((until - Date.now()) / 1000)) : 0);
  const [seconds, setSeconds] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `left` reads `until`, the only input
  useEffect(() => {
    setSeconds(left());
    if (!until || until <= Date.now()) return;
    const timer = setInterval(() => {
      const s = left();
      setSeconds(s);
      if (s === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return seconds;
}
