import { defineHandlers } from '../../core/handlers';
import type { BigWinsService } from './big-wins';

/** Wire for the lobby's public extras. */
export function lobbyHandlers(bigWins: BigWinsService) {
  return defineHandlers({
    'anonymous/recentBigWins': { handle: async () => bigWins.recentBigWins() },
  });
}
