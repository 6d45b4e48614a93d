// Baccarat (Punto Banco): the cards of a round from its fair floats, and the tableau (who draws a third card).
// Pure and zod-free, like fairness.ts: the platform deals with it and the browser verifier re-deals with it.

/** Decks in the shoe. Every round deals from a full, freshly shuffled shoe. */
export const BACCARAT_DECKS = 8;
/** Cards in the shoe: 8 × 52. */
export const BACCARAT_SHOE = BACCARAT_DECKS * 52;
/** Cards a round can use: two hands of two, and at most one third card each. */
export const BACCARAT_MAX_CARDS = 6;

/** The five places a chip can go, in board order (a round's bets name them). */
export const BACCARAT_SPOTS = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;
export type BaccaratSpot = (typeof BACCARAT_SPOTS)[number];

/** Suits in card order: card = suit × 13 + rank. */
export const CARD_SUITS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
/** Rank faces in card order: rank 0 = ace … 9 = ten, 10 = jack, 11 = queen, 12 = king. */
export const CARD_RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;

/** A card is 0-51: suit × 13 + rank (which of the 8 decks it came from does not matter to the game). */
export const cardRank = (card: number): number => card % 13;
export const cardSuit = (card: number): number => Math.floor(card / 13);
/** Baccarat value: ace 1, 2-9 their pips, ten and faces 0. */
export const cardValue = (card: number): number => (cardRank(card) >= 9 ? 0 : cardRank(card) + 1);
/** A hand's total: the sum of its values, last digit only. */
export const handTotal = (cards: readonly number[]): number =>
  cards.reduce((s, c) => s + cardValue(c), 0) % 10;

/** Player's rule after no natural: draws a third card on 0-5, stands on 6-7. */
export function playerDraws(playerTotal: number): boolean {
  return playerTotal <= 5;
}

/**
 * Banker's rule after no natural. `playerThird` is the VALUE (0-9) of the Player's third card, or null when the
 * Player stood: then Banker draws on 0-5 like the Player. Otherwise the tableau: 0-2 draw; 3 draws unless the
 * Player's third card is an 8; 4 draws on 2-7; 5 on 4-7; 6 on 6-7; 7 stands.
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/**
 * The top of a freshly shuffled 8-deck shoe: Fisher–Yates over the 416 shoe positions, float i picks index
 * floor(f × (416 − i)) among the positions still in the shoe (kept in order); position p is card p mod 52.
 * A round reads 6 floats and uses as many of the cards as the tableau asks for, in dealing order.
 */
export function baccaratCards(floats: readonly number[]): number[] {
  if (floats.length < BACCARAT_MAX_CARDS) throw new RangeError('Baccarat needs 6 floats');
  const shoe = Array.from({ length: BACCARAT_SHOE }, (_, i) => i);
  const out: number[] = [];
  for (let i = 0; i < BACCARAT_MAX_CARDS; i++) {
    const idx = Math.floor(floats[i]! * (BACCARAT_SHOE - i));
    out.push(shoe.splice(idx, 1)[0]! % 52);
  }
  return out;
}

export interface BaccaratHands {
  /** Player's cards in the order dealt (2 or 3). */
  player: number[];
  /** Banker's cards in the order dealt (2 or 3). */
  banker: number[];
}

/**
 * Deals the cards in order: Player, Banker, Player, Banker; then, unless either two-card total is a natural
 * (8 or 9), the Player's third card when the Player draws, then the Banker's when the Banker draws.
 */
export function baccaratDeal(cards: readonly number[]): BaccaratHands {
  const [p1, b1, p2, b2] = cards;
  if (p1 === undefined || b1 === undefined || p2 === undefined || b2 === undefined)
    throw new RangeError('Baccarat needs at least 4 cards');
  const player = [p1, p2];
  const banker = [b1, b2];
  const pt = handTotal(player);
  const bt = handTotal(banker);
  if (pt >= 8 || bt >= 8) return { player, banker };
  let next = 4;
  const take = () => {
    const c = cards[next++];
    if (c === undefined) throw new RangeError('Baccarat ran out of cards');
    return c;
  };
  let playerThird: number | null = null;
  if (playerDraws(pt)) {
    const c = take();
    player.push(c);
    playerThird = cardValue(c);
  }
  if (bankerDraws(bt, playerThird)) banker.push(take());
  return { player, banker };
}

export type BaccaratWinner = 'player' | 'banker' | 'tie';

/** Who won, and whether each hand's first two cards are a pair (same rank: K-K is a pair, K-Q is not). */
export function baccaratOutcome(hands: BaccaratHands): {
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratWinner;
  playerPair: boolean;
  bankerPair: boolean;
} {
  const playerTotal = handTotal(hands.player);
  const bankerTotal = handTotal(hands.banker);
  return {
    playerTotal,
    bankerTotal,
    winner: playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie',
    playerPair: cardRank(hands.player[0]!) === cardRank(hands.player[1]!),
    bankerPair: cardRank(hands.banker[0]!) === cardRank(hands.banker[1]!),
  };
}
