import type { CallAnswer } from '@casino/contracts/registry';
import { atom } from 'nanostores';
import { call } from '../../api/call';

export type BigWin = CallAnswer<'anonymous/recentBigWins'>['list'][number];

/** How often the ticker asks again (the BFF caches the answer for 5 s, so this is what sets the pace). */
export const BIG_WINS_REFRESH_MS = 30_000;

/** The lobby's recent big wins, biggest first; empty until known, or when nobody won big lately. */
export const $bigWins = atom<BigWin[]>([]);

/**
 * Keeps $bigWins fresh while the lobby shows: at once, then every BIG_WINS_REFRESH_MS while the tab is visible
 * (a hidden tab asks nothing; coming back asks at once). A failed ask keeps the last list and tries again at the
 * next tick: the ticker is decoration, it never shows an error. Answers the stop function.
 */
export function watchBigWins(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const load = async () => {
    clearTimeout(timer);
    if (document.hidden) return;
    const r = await call('anonymous/recentBigWins', {}, { tips: false });
    if (stopped) return;
    if (r.ok) $bigWins.set(r.data.list ?? []);
    clearTimeout(timer);
    timer = setTimeout(() => void load(), BIG_WINS_REFRESH_MS);
  };
  const onVisibility = () => {
    if (!document.hidden) void load();
  };
  document.addEventListener('visibilitychange', onVisibility);
  void load();
  return () => {
    stopped = true;
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
