// Playing cards drawn for the project: CSS for the card, SVG for the suits (paths written here), a face-card
// panel with a crown for J, Q and K, and a woven back. Sizes follow the --card-w of the table around them.

import './baccarat-cards.css';
import { cardRank, cardSuit } from '@casino/contracts/baccarat';
import { RANK_FACES } from './baccarat-deal';

/** The four suits in card order (spades, hearts, diamonds, clubs), on a 100 × 100 box. */
const SUIT_PATHS = [
  'M50 5C62 24 94 38 94 61C94 75 84 84 72 84C64 84 58 80 54 74C55 84 59 90 68 96H32C41 90 45 84 46 74C42 80 36 84 28 84C16 84 6 75 6 61C6 38 38 24 50 5Z',
  'M50 90C22 66 5 50 5 31C5 16 16 6 30 6C40 6 46 12 50 20C54 12 60 6 70 6C84 6 95 16 95 31C95 50 78 66 50 90Z',
  'M50 3L86 50L50 97L14 50Z',
  'M32 27a18 18 0 1 0 36 0a18 18 0 1 0-36 0ZM11 58a18 18 0 1 0 36 0a18 18 0 1 0-36 0ZM53 58a18 18 0 1 0 36 0a18 18 0 1 0-36 0ZM45 40H55C55 70 60 86 70 96H30C40 86 45 70 45 40Z',
] as const;

export function SuitIcon({ suit, className }: { suit: number; className?: string }) {
  return (
    <svg viewBox="0 0 100 100" className={className} aria-hidden="true" focusable="false">
      <path d={SUIT_PATHS[suit]} />
    </svg>
  );
}

const CROWN = 'M8 34L14 10L30 24L40 4L50 24L66 10L72 34Z';

/** A card face up. `label` is its accessible name (e.g. "Queen of hearts"). */
export function CardFace({ card, label }: { card: number; label: string }) {
  const rank = cardRank(card);
  const suit = cardSuit(card);
  const face = RANK_FACES[rank]!;
  const red = suit === 1 || suit === 2;
  return (
    <span className={`pcard pcard-face ${red ? 'pcard-red' : 'pcard-black'}`} role="img" aria-label={label}>
      <span className="pcard-corner">
        <span className="pcard-rank">{face}</span>
        <SuitIcon suit={suit} className="pcard-pip" />
      </span>
      {rank >= 10 ? (
        <span className="pcard-court">
          <svg viewBox="0 0 80 40" className="pcard-crown" aria-hidden="true" focusable="false">
            <path d={CROWN} />
          </svg>
          <span className="pcard-court-letter">{face}</span>
          <SuitIcon suit={suit} className="pcard-court-suit" />
        </span>
      ) : (
        <SuitIcon suit={suit} className="pcard-center" />
      )}
      <span className="pcard-corner pcard-corner-end" aria-hidden="true">
        <span className="pcard-rank">{face}</span>
        <SuitIcon suit={suit} className="pcard-pip" />
      </span>
    </span>
  );
}

/** A card face down (the shoe, a slot waiting for its card). */
export function CardBack() {
  return <span className="pcard pcard-back" aria-hidden="true" />;
}
