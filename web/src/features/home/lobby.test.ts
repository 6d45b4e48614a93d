import { describe, expect, it } from 'vitest';
import { extrasHeight, FILTERS_PX, hotNewRows, lobbyGames, lobbyTypes, ROW_PX } from './lobby';
import { catalogue } from './lobby.fixture';
import { filterChoices, gamesByIds, NO_FILTER, passes } from './lobby-picks';

const names = (games: { name: string }[]) => games.map((g) => g.name);
const all = lobbyGames(catalogue, 0);
const slots = lobbyGames(catalogue, 1);
const narrow = (brandId: number, platformId: number) => names(all.filter(passes({ brandId, platformId })));

describe('lobby categories', () => {
  it('show the enabled types that have a game, and never one that would open on nothing', () => {
    expect(names(lobbyTypes(catalogue))).toEqual(['Slots', 'Table']);
    const fishing = { id: 6, name: 'Fishing', icon: '/img/types/fishing.webp', status: 1 as const, sort: 3 };
    const withFishing = { ...catalogue, appGameTypeList: [...catalogue.appGameTypeList, fishing] };
    expect(names(lobbyTypes(withFishing))).toEqual(['Slots', 'Table']);
    // its first game brings the tab
    const game = { ...catalogue.appGameList[0]!, id: 7001, typeId: 6, name: 'Fish Hunter' };
    expect(names(lobbyTypes({ ...withFishing, appGameList: [...withFishing.appGameList, game] }))).toEqual([
      'Slots',
      'Table',
      'Fishing',
    ]);
  });
});

describe('lobby filters', () => {
  it('narrow by brand, by platform, or both; no filter keeps every game', () => {
    expect(all.filter(passes(NO_FILTER))).toEqual(all);
    expect(narrow(2, 0)).toEqual(['Isla Baccarat']);
    expect(narrow(0, 2)).toEqual(['Isla Baccarat', 'Manila Nights']);
    expect(narrow(1, 2)).toEqual(['Manila Nights']);
    expect(narrow(2, 1)).toEqual([]);
  });

  it('offer only the brands and platforms that have games in the list, in sort order', () => {
    const { brands, platforms } = filterChoices(catalogue, all);
    expect(names(brands)).toEqual(['Pinoy Originals', 'Isla Gaming']);
    expect(names(platforms)).toEqual(['In-house', 'Isla Cloud']);
  });

  it('leave out a group with a single choice (it would filter nothing)', () => {
    const { brands, platforms } = filterChoices(catalogue, slots);
    expect(brands).toEqual([]);
    expect(names(platforms)).toEqual(['In-house', 'Isla Cloud']);
  });
});

describe('lobby rows', () => {
  it('Hot and New on the All tab hold the enabled hot / new games; a category tab has none', () => {
    const [hot = [], fresh = []] = hotNewRows(all, 0);
    expect(names(hot)).toEqual(['Golden Carabao', 'Isla Baccarat']);
    // in the lobby's order (hot first, then the operator's sort)
    expect(names(fresh)).toEqual(['Isla Baccarat', 'Jeepney Jackpot']);
    expect(hotNewRows(slots, 1)).toEqual([]);
  });

  it('recent games follow the history order and skip unknown and disabled games', () => {
    expect(names(gamesByIds(catalogue.appGameList, [3, 99, 5, 1]))).toEqual([
      'Manila Nights',
      'Golden Carabao',
    ]);
    expect(gamesByIds(catalogue.appGameList, [])).toEqual([]);
  });

  it('the first paint reserves the filter strip and the rows that will show', () => {
    expect(extrasHeight(all, 0)).toBe(FILTERS_PX + 2 * ROW_PX);
    // Slots: platforms to choose from, no rows
    expect(extrasHeight(slots, 1)).toBe(FILTERS_PX);
    // one brand on one platform, no hot or new game: nothing
    expect(extrasHeight([catalogue.appGameList[2]!], 0)).toBe(0);
  });
});
