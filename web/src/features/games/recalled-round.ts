// The round a recall entry's "Verify this round" link names, read back from the player's own recall: the
// verifier recomputes a slots round's reel stops, and this is where the symbols those stops showed come from.
import { useEffect, useState } from 'react';
import { call } from '../../api/call';
import { useStore } from '../../components/use-store';
import { $session } from '../../stores/session';
import type { Round } from './round-client';

export type RecalledRound = { status: 'none' } | { status: 'loading' } | { status: 'found'; round: Round };

/** `none` without a round to look for, for a visitor, or once the round has left the last 10. */
export function useRecalledRound(gameId: number, roundId: string | null): RecalledRound {
  // the recall needs only the token: no wait for the player's profile
  const token = useStore($session);
  const wanted = !!token && gameId > 0 && !!roundId;
  const [state, setState] = useState<RecalledRound>({ status: wanted ? 'loading' : 'none' });

  useEffect(() => {
    if (!wanted) {
      setState({ status: 'none' });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    // a public page: a failed look-up leaves the stops alone, no Tips dialog
    void call('gameRoundRecall', { gameId }, { tips: false }).then((r) => {
      if (!live) return;
      const round = r.ok ? r.data.list.find((x) => x.roundId === roundId) : undefined;
      setState(round ? { status: 'found', round } : { status: 'none' });
    });
    return () => {
      live = false;
    };
  }, [wanted, gameId, roundId]);

  return state;
}
