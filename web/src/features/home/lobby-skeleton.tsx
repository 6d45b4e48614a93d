import { extrasLayout, FILTERS_PX, type Game, ROW_PX } from './lobby';

const TILES = 5;

/** Placeholders of the lazy filters and Hot/New rows, at the heights those will take (no shift when they land). */
export function ExtrasSkeleton({ games, typeId }: { games: Game[]; typeId: number }) {
  const { filters, rows } = extrasLayout(games, typeId);
  if (!filters && rows === 0) return null;
  return (
    <div className="extras-skeleton" aria-hidden="true">
      {filters && (
        <div className="extras-skeleton-chips" style={{ height: FILTERS_PX }}>
          <span className="skeleton" />
          <span className="skeleton" />
          <span className="skeleton" />
        </div>
      )}
      {Array.from({ length: rows }, (_, r) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <div key={r} className="extras-skeleton-row" style={{ height: ROW_PX }}>
          <span className="skeleton" />
          <ul>
            {Array.from({ length: TILES }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
              <li key={i} className="skeleton" />
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
