import { extrasLayout, FILTERS_PX, type Game, rowHeight } from './lobby';

/** Placeholders of the lazy filters and Hot/New rows, at the heights those will take (no shift when they land):
 * chips and tiles are drawn by the stylesheet (home.css), so this costs the first-load script little. */
export function ExtrasSkeleton({ games, typeId }: { games: Game[]; typeId: number }) {
  const { filters, rows } = extrasLayout(games, typeId);
  return (
    <div aria-hidden="true">
      {filters && <div className="skeleton-chips" style={{ height: FILTERS_PX }} />}
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <div key={i} className="skeleton-row" style={{ height: rowHeight }} />
      ))}
    </div>
  );
}
