import type { AppConfig } from '../../stores/config';

export type Game = AppConfig['appGameList'][number];
export type GameType = AppConfig['appGameTypeList'][number];

/**
 * Category tabs: enabled game types that have an enabled game, in sort order. A type the operator has switched
 * on before any game is in it (Fishing) stays out: a tab that opens on nothing is a dead end.
 */
export function lobbyTypes(config: AppConfig): GameType[] {
  const used = new Set(config.appGameList.filter((g) => g.status === 1).map((g) => g.typeId));
  return config.appGameTypeList
    .filter((t) => t.status === 1 && used.has(t.id))
    .sort((a, b) => a.sort - b.sort || a.id - b.id);
}

/** Games of one type (0 = all), enabled only, hot first then sort order. */
export function lobbyGames(config: AppConfig, typeId: number): Game[] {
  return config.appGameList
    .filter((g) => g.status === 1 && (typeId === 0 || g.typeId === typeId))
    .sort((a, b) => b.hot - a.hot || a.sort - b.sort || a.id - b.id);
}

// Shared with the games feature's lists, so it lives in lib/.
export { gameImage } from '../../lib/game-image';

/** Where a tile goes: visitors play the demo when the game has one; otherwise the start guard asks for login. */
export function gameHref(game: Game, hasToken: boolean): string {
  return `/game/start?gameId=${game.id}${!hasToken && game.tryIt === 1 ? '&tryIt=1' : ''}`;
}

// Fixed heights of the lazy filter strip and of one lobby row: the first paint reserves them (no layout shift).
export const FILTERS_PX = 52;
export const ROW_PX = 204;
/**
 * A row's height as its style sets it: ROW_PX on a phone; on a desktop the stylesheet's --lobby-row-h (home.css),
 * for tiles that use the width. The placeholder and the row both take it, so nothing shifts at either size.
 */
export const rowHeight = `var(--lobby-row-h, ${ROW_PX}px)`;

/** Whether a list has games of two or more brands (platforms): only then does that filter group show. */
export const varied = (games: Game[], key: 'brandId' | 'platformId') =>
  games.some((g) => g[key] !== games[0]?.[key]);

/** The Hot and New rows: the All tab's overview (a category tab is its grid alone). */
export const hotNewRows = (games: Game[], typeId: number) =>
  typeId ? [] : [games.filter((g) => g.hot === 1), games.filter((g) => g.isNew === 1)];

/** What the lazy part will show: the filter strip or not, and how many Hot/New rows (Recently played waits for
 * the player's data: it goes below). */
export const extrasLayout = (games: Game[], typeId: number) => ({
  filters: varied(games, 'brandId') || varied(games, 'platformId'),
  rows: hotNewRows(games, typeId).filter((r) => r.length > 0).length,
});

/** Height of the lazy filters and Hot/New rows. */
export const extrasHeight = (games: Game[], typeId: number) => {
  const { filters, rows } = extrasLayout(games, typeId);
  return (filters ? FILTERS_PX : 0) + rows * ROW_PX;
};
