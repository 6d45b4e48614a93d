// GLI game information (anonymous/gameInfo): rules, structured paytable, max win, RTP and limits, from the
// engine the platform plays the game with. Loaded once per game and kept for the page's life.
import type { CallAnswer } from '@casino/contracts/registry';
import { useEffect, useState } from 'react';
import { call } from '../../api/call';

export type GameInfo = CallAnswer<'anonymous/gameInfo'>;
export type GamePaytable = GameInfo['paytable'];
export type SlotsPaytable = Extract<GamePaytable, { engine: 'slots' }>;

export type GameInfoState =
  | { status: 'loading' }
  | { status: 'ready'; info: GameInfo }
  | { status: 'error'; retry: () => void };

// the answer changes only with the catalogue or a release: one request per game while the app runs
const known = new Map<number, GameInfo>();

export function useGameInfo(gameId: number): GameInfoState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<GameInfoState>(() => {
    const hit = known.get(gameId);
    return hit ? { status: 'ready', info: hit } : { status: 'loading' };
  });

  useEffect(() => {
    void attempt;
    if (gameId < 1) return;
    const hit = known.get(gameId);
    if (hit) {
      setState({ status: 'ready', info: hit });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    // the rules panel shows its own error and retry: no Tips dialog for it
    void call('anonymous/gameInfo', { gameId }, { tips: false }).then((r) => {
      if (!live) return;
      if (r.ok) {
        known.set(gameId, r.data);
        setState({ status: 'ready', info: r.data });
      } else setState({ status: 'error', retry: () => setAttempt((n) => n + 1) });
    });
    return () => {
      live = false;
    };
  }, [gameId, attempt]);

  return state;
}

/** The slots paytable of a loaded game, or null (still loading, failed, or another engine). */
export function slotsPaytableOf(state: GameInfoState): SlotsPaytable | null {
  return state.status === 'ready' && state.info.paytable.engine === 'slots' ? state.info.paytable : null;
}

/** A multiplier as the panel shows it: up to two decimals, no trailing zeros (220.75, 4, 1.5). */
export function formatX(x: number): string {
  return x.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

/** Tests: forget what was loaded. */
export function forgetGameInfo(): void {
  known.clear();
}
