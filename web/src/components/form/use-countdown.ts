import { useEffect, useState } from 'react';

/**
 * Whole seconds left until `until` (epoch ms), 0 once it has passed. Computed on every render (so the first
 * frame is already right) and re-rendered on each whole-second boundary while it runs.
 */
export function useCountdown(until: number | null | undefined): number {
  const [, tick] = useState(0);
  const left = until ? Math.max(0, Math.ceil((until - Date.now()) / 1000)) : 0;
  useEffect(() => {
    if (!until) return;
    let timer: ReturnType<typeof setTimeout>;
    const next = () => {
      const ms = until - Date.now();
      if (ms <= 0) return;
      timer = setTimeout(
        () => {
          tick((n) => n + 1);
          next();
        },
        ms % 1000 || 1000,
      );
    };
    next();
    return () => clearTimeout(timer);
  }, [until]);
  return left;
}
