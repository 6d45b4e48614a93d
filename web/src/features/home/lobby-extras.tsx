import './lobby-extras.css';
import '../../i18n/games';
import { type Dispatch, type SetStateAction, useState } from 'react';
import { EmptyState } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import type { AppConfig } from '../../stores/config';
import { $user } from '../../stores/session';
import BigWinsTicker from './big-wins-ticker';
import { type Game, hotNewRows } from './lobby';
import { ClearFilters, LobbyFilters } from './lobby-filters';
import { gamesByIds, type LobbyFilter, NO_FILTER, passes } from './lobby-picks';
import { LobbyRow } from './lobby-rows';

/**
 * What the lobby adds above the grid after the first paint (a lazy chunk): brand/platform filters, the Hot and
 * New rows, the player's Recently played row, the recent big wins, and the empty states (no games in the tab; filters that leave
 * nothing). Mounted per tab (`key`), so a new tab starts unfiltered.
 */
export default function LobbyExtras({
  config,
  typeId,
  category,
  onFilter,
}: {
  config: AppConfig;
  typeId: number;
  /** The tab's games, before the filters. */
  category: Game[];
  /** Tells the grid which games to show; undefined = all. */
  onFilter: Dispatch<SetStateAction<((g: Game) => boolean) | undefined>>;
}) {
  const user = useStore($user);
  const [filter, setFilter] = useState(NO_FILTER);
  const choose = (f: LobbyFilter) => {
    setFilter(f);
    // a function state is set through an updater
    onFilter(f === NO_FILTER ? undefined : () => passes(f));
  };
  if (category.length === 0) return <EmptyState message={t('games.lobby.noGames')} />;
  const games = category.filter(passes(filter));
  const [hot = [], fresh = []] = hotNewRows(games, typeId);
  // last: it appears when the player's data arrives, after the first paint, and must not push the rows down
  const recent = typeId ? [] : gamesByIds(config.appGameList, user?.gameHistory ?? []).filter(passes(filter));
  return (
    <>
      <LobbyFilters config={config} games={category} filter={filter} onFilter={choose} />
      {games.length === 0 ? (
        <div role="status" className="lobby-no-match">
          <EmptyState message={t('games.lobby.noMatch')} />
          <ClearFilters onFilter={choose} />
        </div>
      ) : (
        <>
          <LobbyRow id="hot" title={t('home.hot')} config={config} games={hot} />
          <LobbyRow id="new" title={t('home.new')} config={config} games={fresh} />
          <LobbyRow id="recent" title={t('games.lobby.recent')} config={config} games={recent} />
          {/* below the reserved rows: appearing when its answer comes, it pushes only the grid under it */}
          <BigWinsTicker config={config} />
        </>
      )}
    </>
  );
}
