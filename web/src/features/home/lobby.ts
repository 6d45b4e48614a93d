import type { AppConfig } from '../../stores/config';

export type Game = AppConfig['appGameList'][number];
export type GameType = AppConfig['appGameTypeList'][number];

/** Category tabs: enabled game types in sort order. */
export function lobbyTypes(config: AppConfig): GameType[] {
  return config.appGameTypeList.filter((t) => t.status === 1).sort((a, b) => a.sort - b.sort || a.id - b.id);
}

/** Games of one type (0 = all), enabled only, hot first then sort order. */
export function lobbyGames(config: AppConfig, typeId: number): Game[] {
  return config.appGameList
    .filter((g) => g.status === 1 && (typeId === 0 || g.typeId === typeId))
    .sort((a, b) => b.hot - a.hot || a.sort - b.sort || a.id - b.id);
}

/** Tile art: the operator's image for the game's key, else the shipped art named by the key. */
export function gameImage(config: AppConfig | null, game: Game): string {
  const found = config?.appGenericImgList.find((i) => i.uniqueKey === game.imgKey);
  return found?.img || `/img/games/${game.imgKey.replace(/^game-/, '')}.webp`;
}

/** Where a tile goes: visitors play the demo when the game has one; otherwise the start guard asks for login. */
export function gameHref(game: Game, hasToken: boolean): string {
  return `/game/start?gameId=${game.id}${!hasToken && game.tryIt === 1 ? '&tryIt=1' : ''}`;
}

/** Brand and platform filter of the lobby; 0 = any. */
export interface LobbyFilter {
  brandId: number;
  platformId: number;
}
export const NO_FILTER: LobbyFilter = { brandId: 0, platformId: 0 };

/** The games a brand/platform filter lets through. */
export function narrow(games: Game[], f: LobbyFilter): Game[] {
  return games.filter(
    (g) => (!f.brandId || g.brandId === f.brandId) && (!f.platformId || g.platformId === f.platformId),
  );
}

/** Games by id in the ids' order (history, likes), enabled ones only; unknown ids are skipped. */
export function gamesByIds(all: readonly Game[], ids: readonly number[]): Game[] {
  const byId = new Map(all.map((g) => [g.id, g]));
  return ids.flatMap((id) => byId.get(id) ?? []).filter((g) => g.status === 1);
}

/** Filter chips: the operator's brands and platforms that have games in the list, in sort order. */
export function filterChoices(config: AppConfig, games: readonly Game[]) {
  const used = (list: { id: number; sort: number }[], key: 'brandId' | 'platformId') =>
    list.filter((x) => games.some((g) => g[key] === x.id)).sort((a, b) => a.sort - b.sort || a.id - b.id);
  const brands = used(config.appGameBrandList, 'brandId') as AppConfig['appGameBrandList'];
  const platforms = used(config.appGamePlatformList, 'platformId') as AppConfig['appGamePlatformList'];
  // one choice filters nothing: such a group is not shown
  return { brands: brands.length > 1 ? brands : [], platforms: platforms.length > 1 ? platforms : [] };
}

/** The Hot and New rows (the All tab's overview; a category tab is its grid alone). */
export function hotNewRows(games: readonly Game[], typeId: number): [Game[], Game[]] {
  return typeId ? [[], []] : [games.filter((g) => g.hot === 1), games.filter((g) => g.isNew === 1)];
}

// Fixed heights of the lazy filter strip and of one row; the first paint reserves them (no layout shift).
export const FILTERS_PX = 52;
export const ROW_PX = 196;

/** Height the lazy filters and Hot/New rows take (Recently played waits for the player's data, below them). */
export function extrasHeight(config: AppConfig, typeId: number, games: Game[]): number {
  const { brands, platforms } = filterChoices(config, games);
  const rows = hotNewRows(games, typeId).filter((r) => r.length > 0).length;
  return (brands.length || platforms.length ? FILTERS_PX : 0) + rows * ROW_PX;
}
