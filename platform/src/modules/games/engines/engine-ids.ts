import { GAME_ENGINES, type GameEngine } from '@casino/contracts/enums';

/** The in-house game engines: contracts' list, the one place a new engine is named (game-info.ts and the engines'
 * door both need it, so it has its own file). */
export const ENGINE_IDS = GAME_ENGINES;
export type EngineId = GameEngine;
