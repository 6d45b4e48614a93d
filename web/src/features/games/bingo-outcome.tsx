// A Bingo round drawn small: the balls called and each card with its daubs and lit pattern. The last-10 recall
// and the /fairness verifier show it; lazy, so the card art comes with the Bingo chunk only.
import './bingo-game.css';
import { formatMoney } from '@casino/contracts/money';
import { t } from '../../i18n';
import { BingoCard } from './bingo-card';
import { ballLetter, cardView } from './bingo-reveal';

export interface BingoOutcomeProps {
  balls: readonly number[];
  /** Each card's numbers, and the pattern and win the round paid (the verifier has no pays: omitted). */
  cards: readonly { numbers: number[]; pattern?: string | null; win?: number }[];
}

export default function BingoOutcome({ balls, cards }: BingoOutcomeProps) {
  return (
    <div className="bingo-outcome">
      <p className="bingo-outcome-balls">
        {t('games.outcome.bingoBalls', { balls: balls.map((b) => `${ballLetter(b)}${b}`).join(' ') })}
      </p>
      <div className="bingo-outcome-cards">
        {cards.map((c, i) => (
          <BingoCard
            // biome-ignore lint/suspicious/noArrayIndexKey: cards are numbered by position
            key={i}
            index={i}
            mini
            card={{
              numbers: c.numbers,
              view: cardView(c.numbers, balls),
              ...(c.win !== undefined ? { settled: { pattern: c.pattern ?? null, win: c.win } } : {}),
            }}
          />
        ))}
      </div>
      {cards.some((c) => c.win !== undefined) && (
        <p className="sr-only">
          {cards
            .map((c, i) =>
              c.pattern
                ? t('games.outcome.bingoCardWin', {
                    n: i + 1,
                    pattern: t(`games.bingo.patterns.${c.pattern}`),
                    win: formatMoney(c.win ?? 0),
                  })
                : t('games.outcome.bingoCardLost', { n: i + 1 }),
            )
            .join(' · ')}
        </p>
      )}
    </div>
  );
}
