import { defineHandlers } from '../../core/handlers';
import type { RankService } from './service';

/** Wire for the turnover leaderboards (/rank, /activity/slotshack). */
export function rankHandlers(rank: RankService, catchUp: (userId: number) => Promise<void>) {
  return defineHandlers({
    'anonymous/rankBoards': { handle: (input) => rank.boards(input.activityType) },
    'anonymous/rankList': {
      handle: async (input, ctx) => {
        const userId = (await ctx.session())?.userId ?? null;
        // the player's own latest bets count at once (everyone else's within the accrual pass)
        if (userId !== null) await catchUp(userId);
        return rank.list(userId, input);
      },
    },
  });
}
