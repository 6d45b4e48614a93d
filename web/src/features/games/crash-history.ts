// The strip of previous crash points: the player's OWN last rounds of this game, newest first. Each player's Crash
// rounds come from their own seeds (there is no shared round), so other players' crash points say nothing about
// the player's next round and could not be checked by them; their own can, each one in the verifier. A real
// session starts from the bet record (up to 20 rounds, each with its seeds and crash point); every round settled
// on this page adds its own. A demo session shows the demo rounds played on this page.
import { useEffect, useState } from 'react';
import { call } from '../../api/call';
import type { GameSession, Round } from './round-client';
import type { FairInputs } from './verify-link';

/** Points the strip holds. */
export const HISTORY_SIZE = 20;

export interface CrashPoint {
  roundId: string;
  /** Crash point, hundredths. */
  x: number;
  /** The round's seeds, for the verifier (real rounds). */
  fair?: FairInputs;
}

/** A settled round's crash point (hundredths), or null while it is open or unknown. */
export function crashPointOf(round: Round): number | null {
  if (round.status === 'open' || round.result.engine !== 'crash') return null;
  return round.result.crashPoint > 0 ? round.result.crashPoint : null;
}

/** The point a settled round adds; real rounds carry their seeds so the strip can open the verifier. */
export function pointOf(round: Round): CrashPoint | null {
  const x = crashPointOf(round);
  if (x === null) return null;
  if (round.mode !== 'real') return { roundId: round.roundId, x };
  const { serverSeedHash, clientSeed, nonce } = round;
  return { roundId: round.roundId, x, fair: { engine: 'crash', serverSeedHash, clientSeed, nonce } };
}

/** Newest first, one entry a round, at most HISTORY_SIZE. */
export function addPoint(list: readonly CrashPoint[], round: Round): CrashPoint[] {
  const p = pointOf(round);
  if (p === null || list.some((q) => q.roundId === round.roundId)) return [...list];
  return [p, ...list].slice(0, HISTORY_SIZE);
}

/** The strip's tone for a crash point: under 2×, 2× to under 10×, 10× and up. */
export function pointTone(hundredths: number): 'low' | 'mid' | 'high' {
  return hundredths < 200 ? 'low' : hundredths < 1000 ? 'mid' : 'high';
}

export type HistoryStatus = 'loading' | 'ready' | 'error';

/** The strip's points: a real session starts from the player's bet record; every settled round adds its own. */
export function useCrashHistory(session: GameSession) {
  const [points, setPoints] = useState<CrashPoint[]>([]);
  const [status, setStatus] = useState<HistoryStatus>(session.mode === 'real' ? 'loading' : 'ready');
  const [attempt, setAttempt] = useState(0);
  const { mode, gameId } = session;
  useEffect(() => {
    void attempt;
    if (mode !== 'real') return;
    let live = true;
    setStatus('loading');
    // the strip shows its own quiet error and retry: no Tips dialog over the game
    void call('betRecord', { gameId, pageNum: 1, pageSize: HISTORY_SIZE }, { tips: false }).then((r) => {
      if (!live) return;
      if (!r.ok) {
        setStatus('error');
        return;
      }
      const recorded: CrashPoint[] = r.data.list.flatMap((item) =>
        item.fair?.engine === 'crash' && item.fair.crashPoint
          ? [
              {
                roundId: item.roundId,
                x: item.fair.crashPoint,
                fair: {
                  engine: 'crash' as const,
                  serverSeedHash: item.fair.serverSeedHash,
                  clientSeed: item.fair.clientSeed,
                  nonce: item.fair.nonce,
                },
              },
            ]
          : [],
      );
      // rounds this page settled meanwhile are newer than the record's
      setPoints((now) =>
        [...now, ...recorded.filter((p) => !now.some((n) => n.roundId === p.roundId))].slice(0, HISTORY_SIZE),
      );
      setStatus('ready');
    });
    return () => {
      live = false;
    };
  }, [mode, gameId, attempt]);
  return {
    points,
    status,
    retry: () => setAttempt((n) => n + 1),
    add: (round: Round) => setPoints((now) => addPoint(now, round)),
  };
}

export type CrashHistory = ReturnType<typeof useCrashHistory>;
