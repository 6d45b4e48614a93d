// The /fairness address that opens the verifier on one round: the game recall and the bet record link to it.
import type { GameEngine } from '@casino/contracts/enums';

export interface FairInputs {
  engine: GameEngine;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  /** Mines: the mine count the outcome depends on. */
  mines?: number;
  /** Bingo: the card count (cards are dealt after the balls, 24 floats each). */
  cards?: number;
}

/** The verifier with the round's inputs; the hash names the pair, whose server seed /fairness fills in once revealed. */
export function fairnessHref(f: FairInputs, round: { gameId: number; roundId: string }): string {
  const q = new URLSearchParams({
    engine: f.engine,
    clientSeed: f.clientSeed,
    nonce: String(f.nonce),
    hash: f.serverSeedHash,
  });
  if (f.engine === 'mines' && f.mines !== undefined) q.set('mines', String(f.mines));
  if (f.engine === 'bingo' && f.cards !== undefined) q.set('cards', String(f.cards));
  // slots: the game names the theme (reel lengths) and the symbols; the round, what the reels showed
  if (f.engine === 'slots') {
    q.set('gameId', String(round.gameId));
    q.set('round', round.roundId);
  }
  return `/fairness?${q}`;
}
