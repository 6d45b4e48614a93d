// How a settled baccarat round is shown card by card: the dealing order, the totals as the cards land, and what
// the round meant for each spot. Pure, so the view's animation and the tests read the same steps.

import { cardRank, cardSuit, handTotal } from '@casino/contracts/baccarat';
import type { Round } from './round-client';

export type BaccaratResult = Extract<Round['result'], { engine: 'baccarat' }>;
export type Side = 'player' | 'banker';
export interface DealStep {
  side: Side;
  /** Position in that hand: 0, 1, or 2 for a third card. */
  index: number;
  card: number;
}

/** Player, Banker, Player, Banker, then Player's third card, then Banker's. */
export function dealSteps(r: Pick<BaccaratResult, 'player' | 'banker'>): DealStep[] {
  const steps: DealStep[] = [];
  for (let i = 0; i < 2; i++) {
    steps.push({ side: 'player', index: i, card: r.player[i]! });
    steps.push({ side: 'banker', index: i, card: r.banker[i]! });
  }
  if (r.player[2] !== undefined) steps.push({ side: 'player', index: 2, card: r.player[2] });
  if (r.banker[2] !== undefined) steps.push({ side: 'banker', index: 2, card: r.banker[2] });
  return steps;
}

/** The cards of each hand on the table once `dealt` steps have landed, and their totals. */
export function tableAt(steps: readonly DealStep[], dealt: number) {
  const shown = steps.slice(0, dealt);
  const player = shown.filter((s) => s.side === 'player').map((s) => s.card);
  const banker = shown.filter((s) => s.side === 'banker').map((s) => s.card);
  return {
    player,
    banker,
    playerTotal: player.length ? handTotal(player) : null,
    bankerTotal: banker.length ? handTotal(banker) : null,
  };
}

export const RANK_FACES = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export const SUIT_SIGNS = ['♠', '♥', '♦', '♣'] as const;
export const SUIT_NAMES = ['spades', 'hearts', 'diamonds', 'clubs'] as const;

/** "Q♥": a card in a line of text (recall, verifier). */
export function cardText(card: number): string {
  return `${RANK_FACES[cardRank(card)]}${SUIT_SIGNS[cardSuit(card)]}`;
}

export function handText(cards: readonly number[]): string {
  return cards.map(cardText).join(' ');
}
