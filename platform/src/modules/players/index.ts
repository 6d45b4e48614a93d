// The players module's door: the operator's reads about players (search, player 360) and notes.
import type { ModuleContext, PlatformModule } from '../module';
import { playersOpsHandlers } from './ops-routes';

export { addNote, type Note } from './notes';
export { type AuditRowsOf, player360Tab, playerHeader } from './player360';
export { type PlayerSummary, type SearchMatch, searchPlayers } from './search';

export function playersModule(ctx: ModuleContext): PlatformModule {
  return { name: 'players', handlers: {}, opsHandlers: playersOpsHandlers(ctx.db) };
}
