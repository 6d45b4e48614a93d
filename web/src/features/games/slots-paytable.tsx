import './slots-paytable.css';
import { t } from '../../i18n';
import { formatX, type SlotsPaytable } from './game-info';
import { SymbolArt } from './slots-symbols';

/** One payline as a small reels × rows picture: the line drawn through its row on each reel. */
function PaylineArt({ line, reels, rows }: { line: readonly number[]; reels: number; rows: number }) {
  const points = line.map((row, reel) => `${reel * 10 + 5},${row * 10 + 5}`).join(' ');
  return (
    <svg viewBox={`0 0 ${reels * 10} ${rows * 10}`} className="payline-art" aria-hidden="true">
      {Array.from({ length: reels * rows }, (_, i) => (
        <rect
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed cells
          key={i}
          x={(i % reels) * 10 + 1}
          y={Math.floor(i / reels) * 10 + 1}
          width="8"
          height="8"
          rx="1.5"
        />
      ))}
      <polyline points={points} />
    </svg>
  );
}

/** Slots paytable: every symbol with its art and pays (by how many in a row), then the paylines. */
export default function SlotsPaytableView({ paytable }: { paytable: SlotsPaytable }) {
  const lines = paytable.paylines.length;
  const counts = [...new Set(paytable.symbols.flatMap((s) => s.pays.map((p) => p.count)))].sort(
    (a, b) => a - b,
  );
  const scatter = paytable.symbols.find((s) => s.kind === 'scatter');
  return (
    <>
      <table className="pay-table pay-symbols">
        <thead>
          <tr>
            <th scope="col">{t('games.pay.symbol')}</th>
            {counts.map((c) => (
              <th key={c} scope="col">
                {t('games.pay.ofAKind', { count: c })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {paytable.symbols.map((s) => (
            <tr key={s.symbol}>
              <th scope="row">
                <SymbolArt symbolKey={s.key} symbol={s.symbol} />
                <span>
                  {s.name}
                  {s.kind === 'scatter' && <small>{t('games.pay.scatter')}</small>}
                </span>
              </th>
              {counts.map((c) => {
                const x = s.pays.find((p) => p.count === c)?.x;
                return <td key={c}>{x ? `${formatX(x)}×` : '—'}</td>;
              })}
            </tr>
          ))}
        </tbody>
        <caption>
          {scatter ? t('games.pay.slotsNoteScatter', { scatter: scatter.name }) : t('games.pay.slotsNote')}
        </caption>
      </table>
      <h3>{t('games.pay.paylines', { count: lines })}</h3>
      <ol className="payline-list">
        {paytable.paylines.map((line, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: the line number is its index
            key={i}
            aria-label={t('games.pay.lineRows', { n: i + 1, rows: line.map((r) => r + 1).join(' ') })}
          >
            <PaylineArt line={line} reels={paytable.reels} rows={paytable.rows} />
            <span>{i + 1}</span>
          </li>
        ))}
      </ol>
    </>
  );
}
