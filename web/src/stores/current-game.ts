import { atom } from 'nanostores';

/** The game the player is in (its id), 0 in the lobby: the `online` ping reports it (spec §7). */
export const $currentGame = atom(0);

/**
 * The game page calls this when a game opens; the returned function (the effect's clean-up) puts the
 * player back in the lobby, unless another game has been entered since.
 */
export function enterGame(gameId: number): () => void {
  $currentGame.set(gameId);
  return () => {
    if ($currentGame.get() === gameId) $currentGame.set(0);
  };
}
