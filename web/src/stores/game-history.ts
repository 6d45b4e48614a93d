import { GAME_HISTORY_SIZE } from '@casino/contracts/constants';
import { $user } from './session';

/**
 * A real game just started: it heads the player's recent games, as the platform's gameHistory will on the next
 * load (newest first, one entry per game, GAME_HISTORY_SIZE at most), so the lobby's Recently played row and
 * /member/games show it without a reload.
 */
export function recordGameStarted(gameId: number): void {
  const user = $user.get();
  if (!user) return;
  const history = [gameId, ...user.gameHistory.filter((id) => id !== gameId)].slice(0, GAME_HISTORY_SIZE);
  $user.set({ ...user, gameHistory: history });
}
