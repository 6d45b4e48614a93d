// One round of a dice table (Color Game, Sic Bo): the same steps for the play button and autoplay.

import type { AutoplayStep } from './autoplay';
import { winTier } from './count-up';
import { playFailure } from './play-error';
import { type GameSession, type Play, playRound, type Round } from './round-client';
import type { Sound } from './sound';
import type { StakePlay } from './stake-board-actions';

export interface DiceRound<P extends Play & { bets: unknown }> {
  session: GameSession;
  board: { request(): P; settled(bets: P['bets']): void };
  play: StakePlay;
  /** The dice show at least this long (turbo and quick-stop shorten it), ms. */
  minMs: number;
  sound: (s: Sound) => void;
  setRolling: (rolling: boolean) => void;
  setRound: (round: Round) => void;
  onRound: (round: Round) => void;
}

export async function playDiceRound<P extends Play & { bets: unknown }>(
  o: DiceRound<P>,
): Promise<AutoplayStep> {
  const { play: s, board, sound } = o;
  s.begin();
  o.setRolling(true);
  sound('spin');
  const started = performance.now();
  const play = board.request();
  const r = await playRound(o.session, play, s.key);
  // the dice tumble at least their full animation, unless the player tapped to see them
  const wait = o.minMs - (performance.now() - started);
  if (wait > 0) await s.pace.wait(wait);
  o.setRolling(false);
  if (r.ok) {
    // the board clears: the next round's stakes are only what the player puts (or puts back) on it
    board.settled(play.bets);
    // a payout below the stakes (spread over several spots) is a loss: it sounds like one
    sound(winTier(r.data.win, r.data.bet) === 'none' ? 'lose' : 'win');
    o.setRound(r.data);
    o.onRound(r.data);
    return { ok: true, bet: r.data.bet, win: r.data.win };
  }
  s.setError(playFailure(r));
  return r;
}
