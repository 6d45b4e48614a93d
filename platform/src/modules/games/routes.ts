import { defineHandlers } from '../../core/handlers';
import type { GameRecordsService } from './records';
import type { GamesService } from './service';

/** Wire for game sessions, rounds, recall, likes, search and bet records. */
export function gamesHandlers(games: GamesService, records: GameRecordsService) {
  return defineHandlers({
    startGame: { handle: async (input, ctx) => games.startGame(await ctx.user(), input) },
    exitGame: { handle: async (input, ctx) => games.exitGame(await ctx.user(), input) },
    'anonymous/startGameDemo': { handle: async (input) => games.startGameDemo(input) },
    'anonymous/gameInfo': { handle: async (input) => games.gameInfo(input) },
    // The spin: its session read rides in the round's first statement (readsSession).
    gameRoundPlay: { readsSession: true, handle: async (input, ctx) => games.gameRoundPlayAs(ctx, input) },
    gameRoundAction: { handle: async (input, ctx) => games.gameRoundAction(await ctx.user(), input) },
    gameRoundState: { handle: async (input, ctx) => games.gameRoundState(await ctx.user(), input) },
    gameLiveBets: { handle: async (input, ctx) => games.gameLiveBets(await ctx.user(), input) },
    gameRoundRecall: { handle: async (input, ctx) => games.gameRoundRecall(await ctx.user(), input) },
    'anonymous/gameDemoPlay': { handle: async (input) => games.gameDemoPlay(input) },
    'anonymous/gameDemoAction': { handle: async (input) => games.gameDemoAction(input) },
    'anonymous/gameDemoState': { handle: async (input) => games.gameDemoState(input) },
    'anonymous/gameDemoSeed': { handle: async (input) => games.gameDemoSeed(input) },
    'anonymous/gameDemoRotate': { handle: async (input) => games.gameDemoRotate(input) },
    gameLike: { handle: async (input, ctx) => records.gameLike(await ctx.user(), input) },
    'anonymous/gameSearch': { handle: async (input) => records.gameSearch(input) },
    betRecord: { handle: async (input, ctx) => records.betRecord(await ctx.user(), input) },
    betRecordReport: { handle: async (input, ctx) => records.betRecordReport(await ctx.user(), input) },
  });
}
