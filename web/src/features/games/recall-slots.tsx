// A recalled slots round: the symbol window as the reels stopped (small art, each symbol named for screen
// readers) with its winning cells marked, and its winning lines. Lazy: the art comes with the slots chunks.
import { t } from '../../i18n';
import type { SlotsPaytable } from './game-info';
import type { Round } from './round-client';
import { winningCells } from './slots-lines';
import { lineWinText } from './slots-outcome';
import { SymbolArt } from './slots-symbols';

type SlotsResult = Extract<Round['result'], { engine: 'slots' }>;

export default function RecallSlots({
  result,
  paytable,
}: {
  result: SlotsResult;
  paytable: SlotsPaytable | null;
}) {
  const symbolOf = (symbol: number) => paytable?.symbols.find((s) => s.symbol === symbol);
  // without the paylines a line win cannot be placed on the window: nothing is marked until gameInfo answers
  const wins = paytable ? winningCells(result.grid, result.lineWins, paytable.paylines) : new Set<string>();
  return (
    <>
      <table className="recall-reels">
        <caption className="sr-only">{t('games.outcome.reels')}</caption>
        <tbody>
          {result.grid.map((row, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows of the window
            <tr key={r}>
              {row.map((symbol, reel) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the reels of the window
                <td key={reel} className={wins.has(`${r}:${reel}`) ? 'recall-reels-win' : undefined}>
                  <SymbolArt symbolKey={symbolOf(symbol)?.key} symbol={symbol} />
                  <span className="sr-only">
                    {symbolOf(symbol)?.name ?? t('games.slots.symbol', { n: symbol + 1 })}
                  </span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        {result.lineWins.length > 0
          ? result.lineWins.map((w) => lineWinText(w, paytable)).join(' · ')
          : t('games.verify.noLines')}
      </p>
    </>
  );
}
