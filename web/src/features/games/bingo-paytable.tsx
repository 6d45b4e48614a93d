// Bingo's paytable in the rules panel: each pattern drawn on a small card, what it pays and how often a card's
// best pattern is that one (exact, from the platform's enumeration). Lazy, with the Bingo art.
import './bingo-game.css';
import { t } from '../../i18n';
import { formatX, type GamePaytable } from './game-info';

type BingoPaytable = Extract<GamePaytable, { engine: 'bingo' }>;

const CELLS = Array.from({ length: 25 }, (_, i) => i);

/** "1 in 8.05" from an exact "num/den" chance; tiny chances read in whole numbers with separators. */
export function oneIn(chance: string): string {
  const [num, den] = chance.split('/').map(Number);
  if (!num || !den) return '—';
  const n = den / num;
  return n < 100 ? n.toFixed(2) : Math.round(n).toLocaleString('en-US');
}

export default function BingoPaytableView({ paytable }: { paytable: BingoPaytable }) {
  return (
    <table className="pay-table bingo-pay">
      <thead>
        <tr>
          <th scope="col">{t('games.pay.pattern')}</th>
          <th scope="col">{t('games.pay.pays')}</th>
          <th scope="col">{t('games.pay.chance')}</th>
        </tr>
      </thead>
      <tbody>
        {paytable.rows.map((r) => {
          const on = new Set(r.cells);
          return (
            <tr key={r.pattern}>
              <td>
                <span className="bingo-pay-pattern">
                  <span className="bingo-mini" aria-hidden="true">
                    {CELLS.map((c) => (
                      <i key={c} className={on.has(c) ? 'on' : undefined} />
                    ))}
                  </span>
                  {t(`games.bingo.patterns.${r.pattern}`)}
                </span>
              </td>
              <td>{`${formatX(r.multiplier / 100)}×`}</td>
              <td>{t('games.pay.oneIn', { n: oneIn(r.chance) })}</td>
            </tr>
          );
        })}
      </tbody>
      <caption>{t('games.pay.bingoNote', { drawn: paytable.drawn, balls: paytable.balls })}</caption>
    </table>
  );
}
