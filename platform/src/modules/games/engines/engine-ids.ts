/** The in-house game engines (game-info.ts and the engines' door both need the list, so it has its own file). */
export const ENGINE_IDS = ['slots', 'color', 'mines', 'crash', 'bingo'] as const;
export type EngineId = (typeof ENGINE_IDS)[number];
