// The strip of previous crash points: the player's last rounds of this game (the recall, for a real session)
// and the rounds played on this page, newest first.
import { useEffect, useState } from 'react';
import { call } from '../../api/call';
import type { GameSession, Round } from './round-client';

/** Points the strip holds. */
export const HISTORY_SIZE = 12;

/** A settled round's crash point (hundredths), or null while it is open or unknown. */
export function crashPointOf(round: Round): number | null {
  if (round.status === 'open' || round.result.engine !== 'crash') return null;
  return round.result.crashPoint > 0 ? round.result.crashPoint : null;
}

/** Newest first, one entry a round, at most HISTORY_SIZE. */
export function addPoint(
  list: readonly { roundId: string; x: number }[],
  round: Round,
): { roundId: string; x: number }[] {
  const x = crashPointOf(round);
  if (x === null || list.some((p) => p.roundId === round.roundId)) return [...list];
  return [{ roundId: round.roundId, x }, ...list].slice(0, HISTORY_SIZE);
}

/** The strip's tone for a crash point: under 2×, 2× to under 10×, 10× and up. */
export function pointTone(hundredths: number): 'low' | 'mid' | 'high' {
  return hundredths < 200 ? 'low' : hundredths < 1000 ? 'mid' : 'high';
}

/** The strip's points: a real session starts from the player's last rounds; every settled round adds its own. */
export function useCrashHistory(session: GameSession) {
  const [points, setPoints] = useState<{ roundId: string; x: number }[]>([]);
  const { mode, gameId } = session;
  useEffect(() => {
    if (mode !== 'real') return;
    let live = true;
    // silent: the strip is decoration, the recall panel has its own errors
    void call('gameRoundRecall', { gameId }, { tips: false }).then((r) => {
      if (!live || !r.ok) return;
      const recalled = r.data.list.reduceRight((list, round) => addPoint(list, round), [] as typeof points);
      // rounds this page settled meanwhile are newer than the recall's
      setPoints((now) =>
        [...now, ...recalled.filter((p) => !now.some((n) => n.roundId === p.roundId))].slice(0, HISTORY_SIZE),
      );
    });
    return () => {
      live = false;
    };
  }, [mode, gameId]);
  return { points, add: (round: Round) => setPoints((now) => addPoint(now, round)) };
}
