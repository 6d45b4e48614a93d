import type { ReactNode } from 'react';
import { shortPrize } from '../../components/reward-items';
import { t } from '../../i18n';
import { CellArt, prizeText, tierName } from './cell-label';
import type { AwardCell } from './jackpot-store';

/** Ring order on a 4 × 3 grid: the top row left to right, down the right, the bottom row back, up the left. */
const RING: readonly [row: number, col: number][] = [
  [1, 1],
  [1, 2],
  [1, 3],
  [1, 4],
  [2, 4],
  [3, 4],
  [3, 3],
  [3, 2],
  [3, 1],
  [2, 1],
];

export function JackpotGrid({
  cells,
  active,
  landed,
  spinLabel,
  spinDisabled,
  onSpin,
  dot,
  center,
}: {
  /** What takes SPIN's place (a visitor's "Log in to claim"). */
  center?: ReactNode;
  cells: readonly AwardCell[];
  active: number;
  /** The highlight stopped on the drawn cell (it glows). */
  landed: boolean;
  spinLabel: string;
  spinDisabled: boolean;
  onSpin: () => void;
  dot: boolean;
}) {
  return (
    <section className="jp-grid" aria-label={t('jackpot.gridLabel')}>
      {cells.map((cell, i) => {
        const [row, col] = RING[i] ?? [1, 1];
        const on = i === active;
        return (
          <div
            key={cell.id}
            className={`jp-cell${cell.type === 2 ? ' jp-cell--jackpot' : ''}${on ? ' is-on' : ''}${on && landed ? ' is-landed' : ''}`}
            style={{ gridRow: row, gridColumn: col }}
            data-cell={cell.id}
            aria-current={on ? 'true' : undefined}
          >
            <CellArt propId={cell.propId} type={cell.type} />
            <span className="jp-cell__text">
              {cell.type === 2 ? tierName(cell.propId) : shortPrize(cell)}
            </span>
            <span className="sr-only">{prizeText(cell)}</span>
          </div>
        );
      })}
      {center ? (
        <div className="jp-spin-slot" style={{ gridRow: 2, gridColumn: '2 / span 2' }}>
          {center}
        </div>
      ) : (
        <button
          type="button"
          className="jp-spin btn btn-gold"
          style={{ gridRow: 2, gridColumn: '2 / span 2' }}
          onClick={onSpin}
          disabled={spinDisabled}
        >
          {spinLabel}
          {dot && <span className="dot" aria-hidden="true" />}
        </button>
      )}
    </section>
  );
}
