// Test fixture (imported by tests only): a small catalogue over the app's test config, two brands on two
// platforms, with hot and new games spread over two categories.

import type { AppConfig } from '../../stores/config';
import { CONFIG } from '../../test/app';
import type { Game } from './lobby';

export function fixtureGame(id: number, over: Partial<Game> = {}): Game {
  const base = CONFIG.appGameList[0]!;
  return { ...base, id, name: `Game ${id}`, imgKey: `game-${id}`, sort: id, hot: 0, isNew: 0, ...over };
}

export const catalogue: AppConfig = {
  ...CONFIG,
  appGameTypeList: [
    { id: 1, name: 'Slots', icon: '/img/types/slots.webp', status: 1, sort: 1 },
    { id: 5, name: 'Table', icon: '/img/types/table.webp', status: 1, sort: 2 },
  ],
  appGameBrandList: [
    { id: 2, name: 'Isla Gaming', logo: '/img/brands/isla.svg', sort: 2 },
    { id: 1, name: 'Pinoy Originals', logo: '/img/brands/pinoy.svg', sort: 1 },
    { id: 3, name: 'Unused Brand', logo: '/img/brands/x.svg', sort: 3 },
  ],
  appGamePlatformList: [
    { id: 1, name: 'In-house', sort: 1 },
    { id: 2, name: 'Isla Cloud', sort: 2 },
  ],
  appGameList: [
    fixtureGame(1, { name: 'Golden Carabao', typeId: 1, brandId: 1, platformId: 1, hot: 1 }),
    fixtureGame(2, { name: 'Jeepney Jackpot', typeId: 1, brandId: 1, platformId: 1, isNew: 1 }),
    fixtureGame(3, { name: 'Manila Nights', typeId: 1, brandId: 1, platformId: 2 }),
    fixtureGame(4, { name: 'Isla Baccarat', typeId: 5, brandId: 2, platformId: 2, hot: 1, isNew: 1 }),
    fixtureGame(5, { name: 'Closed Game', typeId: 5, brandId: 2, platformId: 2, hot: 1, status: 0 }),
  ],
};
