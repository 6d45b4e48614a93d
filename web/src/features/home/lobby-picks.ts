// Lobby logic only the lazy filters and rows use (kept out of lobby.ts, which is in the first-load script).
import type { AppConfig } from '../../stores/config';
import { type Game, varied } from './lobby';

/** Brand and platform filter of the lobby; 0 = any. */
export interface LobbyFilter {
  brandId: number;
  platformId: number;
}
export const NO_FILTER: LobbyFilter = { brandId: 0, platformId: 0 };

/** Whether a game passes a brand/platform filter. */
export const passes = (f: LobbyFilter) => (g: Game) =>
  (!f.brandId || g.brandId === f.brandId) && (!f.platformId || g.platformId === f.platformId);

/** Games by id in the ids' order (history, likes), enabled ones only; unknown ids are skipped. */
export function gamesByIds(all: readonly Game[], ids: readonly number[]): Game[] {
  const byId = new Map(all.map((g) => [g.id, g]));
  return ids.flatMap((id) => byId.get(id) ?? []).filter((g) => g.status === 1);
}

/** Filter chips: the operator's brands and platforms that have games in the list, in sort order; a group with
 * a single choice would filter nothing and is left out (the same rule as the first paint's reserved height). */
export function filterChoices(config: AppConfig, games: Game[]) {
  const used = <T extends { id: number; sort: number }>(list: T[], key: 'brandId' | 'platformId'): T[] => {
    if (!varied(games, key)) return [];
    return list
      .filter((x) => games.some((g) => g[key] === x.id))
      .sort((a, b) => a.sort - b.sort || a.id - b.id);
  };
  return {
    brands: used(config.appGameBrandList, 'brandId'),
    platforms: used(config.appGamePlatformList, 'platformId'),
  };
}
