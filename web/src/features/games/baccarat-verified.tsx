// The verifier's baccarat result drawn as the table showed it: both hands, their totals and the winner.
import { baccaratOutcome, cardRank, cardSuit } from '@casino/contracts/baccarat';
import { t } from '../../i18n';
import { CardFace } from './baccarat-cards';
import { RANK_FACES, SUIT_NAMES } from './baccarat-deal';

const cardName = (card: number) =>
  t('games.baccarat.cardName', {
    rank: t(`games.baccarat.ranks.${RANK_FACES[cardRank(card)]}`),
    suit: t(`games.baccarat.suits.${SUIT_NAMES[cardSuit(card)]}`),
  });

export default function BaccaratVerified({ player, banker }: { player: number[]; banker: number[] }) {
  const o = baccaratOutcome({ player, banker });
  const hands = [
    ['player', player, o.playerTotal],
    ['banker', banker, o.bankerTotal],
  ] as const;
  return (
    <div className="pcard-place bac-verified">
      {hands.map(([side, cards, total]) => (
        <section key={side} aria-label={t(`games.baccarat.spots.${side}`)}>
          <h3>
            {t(`games.baccarat.spots.${side}`)} · {total}
          </h3>
          <div className="bac-verified-cards">
            {cards.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a hand's cards in the order dealt
              <CardFace key={i} card={c} label={cardName(c)} />
            ))}
          </div>
        </section>
      ))}
      <p>
        <strong>{t(`games.outcome.baccaratWinner.${o.winner}`)}</strong>
      </p>
    </div>
  );
}
