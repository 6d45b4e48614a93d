import { t } from '../../i18n';
import type { AppConfig } from '../../stores/config';
import { track } from '../../stores/events';
import { FILTERS_PX, type Game } from './lobby';
import { filterChoices, type LobbyFilter, NO_FILTER } from './lobby-picks';

type Key = keyof LobbyFilter;

/**
 * Brand and platform chips over the lobby (toggle buttons, one per group at a time; a second tap clears it).
 * The strip has a fixed height the first paint reserved; with nothing to choose it is not shown.
 */
export function LobbyFilters({
  config,
  games,
  filter,
  onFilter,
}: {
  config: AppConfig;
  /** The category's games: chips offer only what they contain. */
  games: Game[];
  filter: LobbyFilter;
  onFilter: (f: LobbyFilter) => void;
}) {
  const { brands, platforms } = filterChoices(config, games);
  if (!brands.length && !platforms.length) return null;
  const set = (key: Key, id: number) => {
    const next = { ...filter, [key]: filter[key] === id ? 0 : id };
    // nothing chosen any more is the unfiltered lobby (no Clear chip)
    onFilter(next.brandId || next.platformId ? next : NO_FILTER);
    track('click', { target: key === 'brandId' ? 'brandFilter' : 'platformFilter', id });
  };
  const group = (key: Key, label: string, items: { id: number; name: string }[]) =>
    items.length > 0 && (
      <fieldset aria-labelledby={`lobby-${key}`} className="lobby-filter-group">
        <span id={`lobby-${key}`} className="lobby-filter-label">
          {label}
        </span>
        {items.map((x) => (
          <button
            key={x.id}
            type="button"
            className="lobby-chip"
            aria-pressed={filter[key] === x.id}
            onClick={() => set(key, x.id)}
          >
            {x.name}
          </button>
        ))}
      </fieldset>
    );
  return (
    <div className="lobby-filters" style={{ height: FILTERS_PX }}>
      {group('brandId', t('games.lobby.brand'), brands)}
      {group('platformId', t('games.lobby.platform'), platforms)}
      {filter !== NO_FILTER && <ClearFilters onFilter={onFilter} />}
    </div>
  );
}

export function ClearFilters({ onFilter }: { onFilter: (f: LobbyFilter) => void }) {
  return (
    <button type="button" className="lobby-chip lobby-clear" onClick={() => onFilter(NO_FILTER)}>
      {t('games.lobby.clear')}
    </button>
  );
}
