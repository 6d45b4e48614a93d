// Baccarat (Punto Banco): one deal from a fresh 8-deck shoe settles every spot staked in the round.
import {
  BACCARAT_DECKS,
  BACCARAT_MAX_CARDS,
  BACCARAT_SPOTS,
  type BaccaratHands,
  type BaccaratSpot,
  baccaratCards,
  baccaratDeal,
  baccaratOutcome,
  bankerDraws,
  playerDraws,
} from '@casino/contracts/baccarat';
import { EngineError } from './engine-error';
import { type Fraction, fraction } from './exact';
import type { FairSource } from './fair-source';
import {
  type BetLimits,
  checkBoardStakes,
  type EngineContext,
  type SettledRound,
  settledAtOnce,
} from './round';

export { BACCARAT_SPOTS, type BaccaratSpot } from '@casino/contracts/baccarat';

/**
 * What a winning spot pays per unit staked, in hundredths to one (the stake is returned on top): Player 1:1,
 * Banker 0.95:1 (5 % commission), Tie 8:1, each pair 11:1.
 */
export const BACCARAT_PAYS: Readonly<Record<BaccaratSpot, number>> = {
  player: 100,
  banker: 95,
  tie: 800,
  playerPair: 1100,
  bankerPair: 1100,
};

/**
 * A Banker stake must be a multiple of this many centavos: 0.95 × 20 = 19, so the commission never needs
 * rounding and the declared RTP holds exactly for every stake the engine takes.
 */
export const BANKER_STAKE_STEP = 20;

/**
 * The exact return of each spot, per unit staked, from a fresh 8-deck shoe (proved by `computeBaccaratOdds` in
 * baccarat.test.ts, and again by a brute force over every 6-card rank sequence through the dealing code).
 */
export const BACCARAT_DECLARED_RTP: Readonly<Record<BaccaratSpot, Fraction>> = {
  player: fraction(19_283_843_717_413n, 19_524_993_263_685n),
  banker: fraction(10_732_465_128_097n, 10_847_218_479_825n),
  tie: fraction(619_306_544_887n, 723_147_898_655n),
  playerPair: fraction(372, 415),
  bankerPair: fraction(372, 415),
};

/** The exact chance each spot wins (a push is not a win), proved beside the RTP. */
export const BACCARAT_DECLARED_ODDS: Readonly<Record<BaccaratSpot, Fraction>> = {
  player: fraction(8_712_962_041_376n, 19_524_993_263_685n),
  banker: fraction(8_954_111_587_648n, 19_524_993_263_685n),
  tie: fraction(619_306_544_887n, 6_508_331_087_895n),
  playerPair: fraction(31, 415),
  bankerPair: fraction(31, 415),
};

export interface BaccaratStake {
  spot: BaccaratSpot;
  amount: number;
}

export interface BaccaratWin {
  spot: BaccaratSpot;
  amount: number;
  /** Returned to the player, stake included: 0 lost, the stake on a push. */
  win: number;
}

export interface BaccaratDeal extends BaccaratHands {
  playerTotal: number;
  bankerTotal: number;
  winner: 'player' | 'banker' | 'tie';
  playerPair: boolean;
  bankerPair: boolean;
  wins: BaccaratWin[];
  bet: number;
  win: number;
}

/** Checks the stakes: each spot once, each stake ≥ the minimum, Banker in steps of 20, the total ≤ the maximum. */
export function validateBaccaratStakes(stakes: readonly BaccaratStake[], limits?: BetLimits): number {
  return checkBoardStakes(
    stakes,
    {
      spots: BACCARAT_SPOTS.length,
      spotOf: (s) => s.spot,
      known: (spot) => (BACCARAT_SPOTS as readonly string[]).includes(spot),
      countMessage: 'Stake on 1 to 5 spots',
      spotMessage: 'Each spot (player, banker, tie, playerPair, bankerPair) takes one stake',
      each: (s) => {
        if (s.spot === 'banker' && s.amount % BANKER_STAKE_STEP !== 0) {
          throw new EngineError(
            'BET_INVALID',
            `A Banker stake must be a multiple of ${BANKER_STAKE_STEP} centavos`,
          );
        }
      },
    },
    limits,
  );
}

/** What one spot returns (stake included) on a deal. */
export function spotReturn(
  spot: BaccaratSpot,
  amount: number,
  o: Pick<BaccaratDeal, 'winner' | 'playerPair' | 'bankerPair'>,
): number {
  const won = amount + (amount * BACCARAT_PAYS[spot]) / 100;
  switch (spot) {
    case 'player':
    case 'banker':
      return o.winner === spot ? won : o.winner === 'tie' ? amount : 0;
    case 'tie':
      return o.winner === 'tie' ? won : 0;
    case 'playerPair':
      return o.playerPair ? won : 0;
    case 'bankerPair':
      return o.bankerPair ? won : 0;
  }
}

/** Settle stakes against given hands. */
export function settleBaccarat(hands: BaccaratHands, stakes: readonly BaccaratStake[]): BaccaratDeal {
  const bet = validateBaccaratStakes(stakes);
  const o = baccaratOutcome(hands);
  const wins = stakes.map(({ spot, amount }) => ({ spot, amount, win: spotReturn(spot, amount, o) }));
  return {
    player: [...hands.player],
    banker: [...hands.banker],
    ...o,
    wins,
    bet,
    win: wins.reduce((s, w) => s + w.win, 0),
  };
}

/** One deal from the round's fair floats (6 floats: the top of a shuffled shoe, contracts `baccaratCards`). */
export function dealBaccarat(source: FairSource, stakes: readonly BaccaratStake[]): BaccaratDeal {
  validateBaccaratStakes(stakes);
  return settleBaccarat(baccaratDeal(baccaratCards(source.floats(BACCARAT_MAX_CARDS))), stakes);
}

/** A settled baccarat round as the platform stores it. */
export interface BaccaratRound extends SettledRound<'baccarat'> {
  deal: BaccaratDeal;
}

export function playBaccarat(
  source: FairSource,
  play: { bets: readonly BaccaratStake[] },
  ctx: EngineContext,
  limits?: BetLimits,
): BaccaratRound {
  validateBaccaratStakes(play.bets, limits);
  const deal = dealBaccarat(source, play.bets);
  return { ...settledAtOnce('baccarat', 'default', deal, ctx), deal };
}

/** contracts roundResult for baccarat. */
export function baccaratResult(round: BaccaratRound) {
  const d = round.deal;
  return {
    engine: 'baccarat' as const,
    player: [...d.player],
    banker: [...d.banker],
    playerTotal: d.playerTotal,
    bankerTotal: d.bankerTotal,
    winner: d.winner,
    playerPair: d.playerPair,
    bankerPair: d.bankerPair,
    wins: d.wins.map((w) => ({ ...w })),
  };
}

// ---- Exact odds: every deal from a fresh 8-deck shoe -------------------------------------------------------

export interface BaccaratOdds {
  /** Chances over every ordered deal of up to 6 cards, without replacement (exact fractions). */
  player: Fraction;
  banker: Fraction;
  tie: Fraction;
  playerPair: Fraction;
  bankerPair: Fraction;
  /** Ordered 6-card sequences the figures are counted over: 416 × 415 × … × 411. */
  sequences: bigint;
}

const RANKS = 13;

/**
 * Exact chances of each result by walking every ordered deal, card by card, with the shoe's remaining
 * composition (32 of each rank in 8 decks, one fewer after each card drawn of it). Cards are walked by rank
 * (13) for the first four, as pairs need ranks, and by baccarat value (10, the four zero-value ranks together)
 * for third cards. Each leaf is weighted by its count of 6-card sequences over 416·415·…·411 < 2^53, so the
 * sums are exact integers in float64 and turn into fractions at the end.
 */
export function computeBaccaratOdds(decks = BACCARAT_DECKS): BaccaratOdds {
  const perRank = 4 * decks;
  const shoe = 52 * decks;
  const counts = Array.from({ length: RANKS }, () => perRank);
  const value = (rank: number) => (rank >= 9 ? 0 : rank + 1);
  // falling[k] = (shoe − k)(shoe − k − 1)…(shoe − 5): sequences of the cards not yet dealt after k cards
  const falling = (k: number) => {
    let f = 1;
    for (let i = k; i < BACCARAT_MAX_CARDS; i++) f *= shoe - i;
    return f;
  };
  if (falling(0) >= 2 ** 53) throw new RangeError('shoe too large for exact float64 counting');
  let player = 0;
  let banker = 0;
  let tie = 0;
  let playerPair = 0;
  let bankerPair = 0;
  /** Ways to draw a card of value v from the shoe now (value 0 gathers ten, jack, queen, king). */
  const valueCount = (v: number) =>
    v === 0 ? counts[9]! + counts[10]! + counts[11]! + counts[12]! : counts[v - 1]!;
  /** Takes one card of value v out of the shoe and says which rank it was (to put it back). */
  const takeValue = (v: number) => {
    // which zero-value rank is taken changes no later chance (only values matter after the first four cards)
    const r = v === 0 ? [9, 10, 11, 12].find((x) => counts[x]! > 0)! : v - 1;
    counts[r]!--;
    return r;
  };
  const settle = (pt: number, bt: number, w: number, pPair: boolean, bPair: boolean) => {
    if (pt > bt) player += w;
    else if (bt > pt) banker += w;
    else tie += w;
    if (pPair) playerPair += w;
    if (bPair) bankerPair += w;
  };

  for (let p1 = 0; p1 < RANKS; p1++) {
    const w1 = counts[p1]!;
    counts[p1]!--;
    for (let b1 = 0; b1 < RANKS; b1++) {
      const w2 = w1 * counts[b1]!;
      if (!w2) continue;
      counts[b1]!--;
      for (let p2 = 0; p2 < RANKS; p2++) {
        const w3 = w2 * counts[p2]!;
        if (!w3) continue;
        counts[p2]!--;
        for (let b2 = 0; b2 < RANKS; b2++) {
          const w4 = w3 * counts[b2]!;
          if (!w4) continue;
          counts[b2]!--;
          const pPair = p1 === p2;
          const bPair = b1 === b2;
          const pt = (value(p1) + value(p2)) % 10;
          const bt = (value(b1) + value(b2)) % 10;
          if (pt >= 8 || bt >= 8 || (!playerDraws(pt) && !bankerDraws(bt, null))) {
            settle(pt, bt, w4 * falling(4), pPair, bPair);
          } else if (!playerDraws(pt)) {
            // Player stands on 6-7 and Banker draws on 0-5
            for (let v = 0; v < 10; v++) {
              const w5 = w4 * valueCount(v);
              if (w5) settle(pt, (bt + v) % 10, w5 * falling(5), pPair, bPair);
            }
          } else {
            for (let pv = 0; pv < 10; pv++) {
              const w5 = w4 * valueCount(pv);
              if (!w5) continue;
              const pt3 = (pt + pv) % 10;
              if (!bankerDraws(bt, pv)) {
                settle(pt3, bt, w5 * falling(5), pPair, bPair);
                continue;
              }
              const taken = takeValue(pv);
              for (let bv = 0; bv < 10; bv++) {
                const w6 = w5 * valueCount(bv);
                if (w6) settle(pt3, (bt + bv) % 10, w6, pPair, bPair);
              }
              counts[taken]!++;
            }
          }
          counts[b2]!++;
        }
        counts[p2]!++;
      }
      counts[b1]!++;
    }
    counts[p1]!++;
  }
  const total = BigInt(falling(0));
  const f = (n: number) => {
    if (!Number.isSafeInteger(n)) throw new RangeError('count left the exact range');
    return fraction(BigInt(n), total);
  };
  const sum = player + banker + tie;
  if (sum !== falling(0)) throw new Error(`deals do not add up: ${sum} of ${falling(0)}`);
  return {
    player: f(player),
    banker: f(banker),
    tie: f(tie),
    playerPair: f(playerPair),
    bankerPair: f(bankerPair),
    sequences: total,
  };
}

/** Return per unit staked on each spot, exact: a win returns 1 + pays, a push (Player, Banker on a tie) 1. */
export function baccaratRtps(odds: BaccaratOdds): Record<BaccaratSpot, Fraction> {
  const won = (spot: BaccaratSpot) => fraction(100 + BACCARAT_PAYS[spot], 100);
  const times = (a: Fraction, b: Fraction) => fraction(a.num * b.num, a.den * b.den);
  const plus = (a: Fraction, b: Fraction) => fraction(a.num * b.den + b.num * a.den, a.den * b.den);
  return {
    player: plus(times(odds.player, won('player')), odds.tie),
    banker: plus(times(odds.banker, won('banker')), odds.tie),
    tie: times(odds.tie, won('tie')),
    playerPair: times(odds.playerPair, won('playerPair')),
    bankerPair: times(odds.bankerPair, won('bankerPair')),
  };
}
