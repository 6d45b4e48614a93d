// The games module's door.
import type { ModuleContext, PlatformModule } from '../module';
import type { ExternalLauncher } from '../provider-wallet';
import { createGameRecordsService } from './records';
import { gamesHandlers } from './routes';
import { createGamesService, type GamesService } from './service';
import { sessionSweepJob } from './session-sweep';

export { userGameData } from './records';

/**
 * Besides its calls and the session sweep, the module hands the platform what the modules below it need at
 * session end (auth: logout closes the player's sessions; fairness: a seed change settles stale rounds).
 */
export function gamesModule(
  ctx: ModuleContext,
  links: { external: ExternalLauncher },
): PlatformModule & Pick<GamesService, 'closePlayerSessions' | 'settleStaleRounds'> {
  const games = createGamesService({ ...ctx, ...links });
  return {
    name: 'games',
    handlers: gamesHandlers(games, createGameRecordsService(ctx)),
    // Open game rounds of ended sessions are settled in the background (expiry), at logout and before a seed
    // change.
    jobs: [sessionSweepJob(games.sweepEndedSessions)],
    closePlayerSessions: games.closePlayerSessions,
    settleStaleRounds: games.settleStaleRounds,
  };
}
