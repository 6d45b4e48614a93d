import './slots-outcome.css';
import { formatMoney } from '@casino/contracts/money';
import { t } from '../../i18n';
import type { SlotsPaytable } from './game-info';
import type { RecalledRound } from './recalled-round';
import type { Round } from './round-client';
import { winningCells } from './slots-lines';
import { SymbolArt } from './slots-symbols';

type SlotsResult = Extract<Round['result'], { engine: 'slots' }>;
type LineWin = SlotsResult['lineWins'][number];

const symbolName = (paytable: SlotsPaytable | null, symbol: number) =>
  paytable?.symbols.find((s) => s.symbol === symbol)?.name ?? t('games.slots.symbol', { n: symbol + 1 });

/** "Line 3: 3 × Jeepney — ₱2.50"; a scatter pays anywhere, so it names no line. */
export function lineWinText(w: LineWin, paytable: SlotsPaytable | null): string {
  const vars = { count: w.count, symbol: symbolName(paytable, w.symbol), amount: formatMoney(w.win) };
  const scatter = paytable ? w.line >= paytable.paylines.length : false;
  return scatter
    ? t('games.verify.scatterWin', vars)
    : t('games.verify.lineWin', { ...vars, line: w.line + 1 });
}

/** The symbols a slots result shows, top row first, its winning cells marked as on the reels, and its wins. */
function Outcome({ result, paytable }: { result: SlotsResult; paytable: SlotsPaytable | null }) {
  const wins = winningCells(result.grid, result.lineWins, paytable?.paylines ?? []);
  return (
    <>
      <table className="slots-outcome">
        <caption>{t('games.verify.symbols')}</caption>
        <tbody>
          {result.grid.map((row, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows of the window
            <tr key={r}>
              {row.map((symbol, reel) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the reels of the window
                <td key={reel} className={wins.has(`${r}:${reel}`) ? 'slots-outcome-win' : undefined}>
                  <span role="img" aria-label={symbolName(paytable, symbol)}>
                    <SymbolArt
                      symbolKey={paytable?.symbols.find((s) => s.symbol === symbol)?.key}
                      symbol={symbol}
                    />
                  </span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {result.lineWins.length > 0 ? (
        <ul className="slots-outcome-lines" aria-label={t('games.verify.wins')}>
          {result.lineWins.map((w) => (
            <li key={`${w.line}:${w.symbol}`}>{lineWinText(w, paytable)}</li>
          ))}
        </ul>
      ) : (
        <p>{t('games.verify.noLines')}</p>
      )}
    </>
  );
}

/**
 * A verified slots round. The seeds decide the reel stops; which symbols sit at those stops is the theme's reel
 * strips, which this build does not carry (they live in the platform), so the symbols are the round's own, as
 * the game showed them — shown when the recomputed stops are that round's stops.
 */
export default function SlotsVerified({
  stops,
  recalled,
  paytable,
}: {
  stops: readonly number[];
  recalled: RecalledRound;
  paytable: SlotsPaytable | null;
}) {
  if (recalled.status === 'loading') return <p>{t('games.verify.findingRound')}</p>;
  const result = recalled.status === 'found' ? recalled.round.result : null;
  if (result?.engine !== 'slots') return <p>{t('games.verify.slotsNoRound')}</p>;
  const same = result.stops.length === stops.length && result.stops.every((s, i) => s === stops[i]);
  if (!same)
    return (
      <p role="alert">
        {t('games.verify.stopsDiffer', { stops: stops.join(', '), round: result.stops.join(', ') })}
      </p>
    );
  return (
    <>
      <p>{t('games.verify.stopsMatch')}</p>
      <Outcome result={result} paytable={paytable} />
    </>
  );
}
