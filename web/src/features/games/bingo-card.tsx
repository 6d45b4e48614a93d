// One Bingo card: B I N G O over a 5 × 5 table, daubs, "1 to go" rings and the lit cells of completed patterns.
// A card not dealt yet (before the first round) shows blank cells and the free centre.
import { BINGO_COLUMNS, BINGO_FREE_CELL } from '@casino/contracts/bingo';
import { formatMoney } from '@casino/contracts/money';
import { memo, useId } from 'react';
import { t } from '../../i18n';
import { type CardView, isMarked } from './bingo-reveal';

const ROWS = [0, 1, 2, 3, 4];

export interface DealtCard {
  numbers: number[];
  view: CardView;
  /** The paid pattern and win, once the reveal has reached its end. */
  settled?: { pattern: string | null; win: number };
}

interface BingoCardProps {
  index: number;
  card: DealtCard | null;
  mini?: boolean;
}

/** What a card draws, compared by value: the game builds its cards afresh on every ball. */
function sameCard(a: DealtCard | null, b: DealtCard | null): boolean {
  if (!a || !b) return a === b;
  return (
    a.numbers === b.numbers &&
    a.view.marked === b.view.marked &&
    a.view.winCells === b.view.winCells &&
    a.view.patterns.join() === b.view.patterns.join() &&
    a.view.oneToGo.join() === b.view.oneToGo.join() &&
    a.settled?.pattern === b.settled?.pattern &&
    a.settled?.win === b.settled?.win
  );
}

/**
 * Memoised by what it draws: a ball that misses a card leaves it alone, so each call re-renders only the cards
 * it daubs (at 4× CPU a full re-render of four cards was a dropped frame per ball).
 */
export const BingoCard = memo(
  function BingoCard({ index, card, mini }: BingoCardProps) {
    const headId = useId();
    const view = card?.view;
    // "1 to go" rings only while balls are still to come
    const toGo = new Set(card?.settled ? [] : (view?.oneToGo ?? []));
    const won = card?.settled && card.settled.win > 0;
    const caption = !card
      ? t('games.bingo.cardWaiting')
      : card.settled
        ? card.settled.pattern
          ? t('games.bingo.cardWon', {
              pattern: t(`games.bingo.patterns.${card.settled.pattern}`),
              amount: formatMoney(card.settled.win),
            })
          : t('games.bingo.cardNoWin')
        : view && view.patterns.length > 0
          ? t(`games.bingo.patterns.${view.patterns[view.patterns.length - 1]}`)
          : toGo.size > 0
            ? t('games.bingo.oneToGo', { count: toGo.size })
            : '';
    return (
      <div className={`bingo-card${mini ? ' bingo-card-mini' : ''}${won ? ' bingo-card-won' : ''}`}>
        <p className="bingo-card-head" id={headId}>
          <span className="bingo-card-no">{t('games.bingo.card', { n: index + 1 })}</span>
          <span className="bingo-card-state">{caption}</span>
        </p>
        <table className="bingo-grid" aria-labelledby={headId}>
          <thead>
            <tr>
              {BINGO_COLUMNS.map((l, c) => (
                <th key={l} scope="col" className={`bingo-col-${c}`}>
                  {l}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map((r) => (
              <tr key={r}>
                {ROWS.map((c) => {
                  const cell = r * 5 + c;
                  const free = cell === BINGO_FREE_CELL;
                  const n = card?.numbers[cell] ?? 0;
                  const daubed = !!view && isMarked(view.marked, cell) && !free;
                  const lit = !!view && (view.winCells & (1 << cell)) !== 0;
                  const cls = [
                    'bingo-cell',
                    free && 'bingo-free',
                    daubed && 'bingo-daub',
                    lit && 'bingo-lit',
                    toGo.has(cell) && 'bingo-togo',
                  ]
                    .filter(Boolean)
                    .join(' ');
                  return (
                    <td key={c} className={cls}>
                      {free ? (
                        <>
                          <span aria-hidden="true">★</span>
                          <span className="sr-only">{t('games.bingo.free')}</span>
                        </>
                      ) : card ? (
                        <>
                          <span>{n}</span>
                          {daubed && <span className="sr-only">{t('games.bingo.daubed')}</span>}
                        </>
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  },
  (a, b) => a.index === b.index && a.mini === b.mini && sameCard(a.card, b.card),
);
