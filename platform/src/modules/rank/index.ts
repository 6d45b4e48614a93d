// The leaderboards module's door: standings by valid turnover per Manila day or week (Rank 50, SlotsHack 51),
// their accrual consumer, and the job that grants each ended period's prizes once.
import type { ModuleContext, PlatformModule } from '../module';
import { rankConsumer } from './consumer';
import { rankHandlers } from './routes';
import { createRankService } from './service';

export function rankModule(ctx: ModuleContext): PlatformModule {
  const rank = createRankService(ctx.db);
  return {
    name: 'rank',
    handlers: rankHandlers(rank, (userId) => ctx.accruals.catchUp(userId)),
    consumers: [rankConsumer],
    jobs: [
      {
        name: 'leaderboard prizes',
        everyMs: 60_000,
        run: () => rank.settleDue(),
        done: 'leaderboard periods settled',
      },
    ],
  };
}
