// Bingo (75-ball, e-bingo style): 1-4 cards, 30 balls called, each card paid for the best pattern it completes.
import {
  BINGO_BALLS,
  BINGO_CELLS,
  BINGO_DRAWN,
  BINGO_FREE_CELL,
  BINGO_LINE_MASKS,
  BINGO_MAX_CARDS,
  BINGO_PATTERNS,
  BINGO_SHAPE_MASKS,
  type BingoPattern,
  bingoMarks,
} from '@casino/contracts/bingo';
import { bingoFloatCount, bingoRound } from '@casino/contracts/fairness';
import { EngineError } from './engine-error';
import { add, type Fraction, fraction, mul } from './exact';
import type { FairSource } from './fair-source';
import { type BetLimits, checkStake, type EngineContext, payout, type RoundStep } from './round';

export interface BingoDefinition {
  id: string;
  name: string;
  /** Balls called per round; the declared figures hold for this count only. */
  drawn: number;
  /** What each pattern pays, hundredths of the card bet. A card is paid its best pattern only. */
  pays: Readonly<Record<BingoPattern, number>>;
  declaredRtp: Fraction;
  /** Chance that a card's best pattern is each one (none = the rest), exact: the paytable shows them. */
  declaredChances: Readonly<Record<BingoPattern, Fraction>>;
}

/**
 * The one Bingo game. Pays are whole multiples of the card bet, so no win is ever rounded and the RTP is exact
 * for every bet. computeBingoRtp proves the declared figures (bingo.test.ts).
 */
export const BINGO_75: BingoDefinition = {
  id: 'default',
  name: 'Bingo 75',
  drawn: BINGO_DRAWN,
  pays: {
    line: 400,
    fourCorners: 700,
    twoLines: 1500,
    threeLines: 7000,
    fourLines: 25_000,
    x: 30_000,
    frame: 200_000,
    blackout: 1_000_000,
  },
  declaredRtp: fraction(458047300088510353n, 475306644757412144n),
  declaredChances: {
    line: fraction(8683303766158329n, 69898035993737080n),
    fourCorners: fraction(2149779743605911n, 103327531469002640n),
    twoLines: fraction(112050654089367n, 10332753146900264n),
    threeLines: fraction(6789499780347n, 10332753146900264n),
    fourLines: fraction(20342970961n, 607809008641192n),
    x: fraction(67634905611n, 194957606545288n),
    frame: fraction(1292231n, 75976126080149n),
    blackout: fraction(7n, 303904504320596n),
  },
};

export const BINGO_VARIANTS: readonly BingoDefinition[] = [BINGO_75];

export function bingoVariant(id: string | undefined): BingoDefinition | undefined {
  return id === undefined ? BINGO_75 : BINGO_VARIANTS.find((v) => v.id === id);
}

const LINE_MASKS = Int32Array.from(BINGO_LINE_MASKS);
const SHAPES: readonly [number, number][] = [
  [BINGO_PATTERNS.indexOf('fourCorners'), BINGO_SHAPE_MASKS.fourCorners],
  [BINGO_PATTERNS.indexOf('x'), BINGO_SHAPE_MASKS.x],
  [BINGO_PATTERNS.indexOf('frame'), BINGO_SHAPE_MASKS.frame],
  [BINGO_PATTERNS.indexOf('blackout'), BINGO_SHAPE_MASKS.blackout],
];
/** Pattern index by the number of complete lines (0 lines: none). */
const BY_LINES = [
  -1,
  ...(['line', 'twoLines', 'threeLines', 'fourLines'] as const).map((p) => BINGO_PATTERNS.indexOf(p)),
];

/**
 * Index in BINGO_PATTERNS of a marked card's best pattern, −1 for none: the one paying most, the rarer on equal
 * pays. Allocation-free, because the RTP enumeration calls it 2^24 times; rounds are settled with it too.
 */
function bestIndex(pays: readonly number[], mask: number): number {
  let lines = 0;
  for (let i = 0; i < LINE_MASKS.length; i++) {
    const m = LINE_MASKS[i]!;
    if ((mask & m) === m) lines++;
  }
  let best = BY_LINES[Math.min(lines, 4)]!;
  let pay = best < 0 ? 0 : pays[best]!;
  for (let i = 0; i < SHAPES.length; i++) {
    const [index, m] = SHAPES[i]!;
    if ((mask & m) === m && pays[index]! >= pay) {
      best = index;
      pay = pays[index]!;
    }
  }
  return best;
}

const paysInOrder = (def: BingoDefinition) => BINGO_PATTERNS.map((p) => def.pays[p]);

/** The best pattern of a marked card (bit = cell, the free centre set) and what it pays, hundredths. */
export function bestPattern(
  def: BingoDefinition,
  mask: number,
): { pattern: BingoPattern | null; multiplier: number } {
  const i = bestIndex(paysInOrder(def), mask);
  return i < 0
    ? { pattern: null, multiplier: 0 }
    : { pattern: BINGO_PATTERNS[i]!, multiplier: def.pays[BINGO_PATTERNS[i]!] };
}

export interface BingoCardResult {
  /** 25 cells row-major, 0 in the free centre. */
  numbers: number[];
  pattern: BingoPattern | null;
  /** Hundredths of the card bet. */
  multiplier: number;
  win: number;
}

export interface BingoDraw {
  balls: number[];
  cards: BingoCardResult[];
  bet: number;
  win: number;
}

/** Checks a play: 1-4 cards, the card bet within the min, the total (card bet × cards) within the max. */
export function validateBingoPlay(play: { bet: number; cards: number }, limits?: BetLimits): number {
  if (!Number.isInteger(play.cards) || play.cards < 1 || play.cards > BINGO_MAX_CARDS) {
    throw new EngineError('PLAY_INVALID', `Buy 1 to ${BINGO_MAX_CARDS} cards`);
  }
  checkStake(
    play.bet,
    limits ? { minBet: limits.minBet, maxBet: Number.MAX_SAFE_INTEGER } : undefined,
    'Card bet',
  );
  const total = play.bet * play.cards;
  checkStake(total, limits ? { minBet: 0, maxBet: limits.maxBet } : undefined, 'Total bet');
  return total;
}

/** Settle cards against the balls called. */
export function settleBingo(
  def: BingoDefinition,
  balls: readonly number[],
  cards: readonly (readonly number[])[],
  cardBet: number,
): BingoDraw {
  const results = cards.map((numbers) => {
    const { pattern, multiplier } = bestPattern(def, bingoMarks(numbers, balls));
    return { numbers: [...numbers], pattern, multiplier, win: payout(cardBet, multiplier) };
  });
  return {
    balls: [...balls],
    cards: results,
    bet: cardBet * cards.length,
    win: results.reduce((s, c) => s + c.win, 0),
  };
}

/** Deal the cards and call the balls from the round's fair floats (contracts bingoRound), then settle. */
export function drawBingo(
  def: BingoDefinition,
  source: FairSource,
  play: { bet: number; cards: number },
): BingoDraw {
  validateBingoPlay(play);
  const { balls, cards } = bingoRound(
    source.floats(bingoFloatCount(play.cards, def.drawn)),
    play.cards,
    def.drawn,
  );
  return settleBingo(def, balls, cards, play.bet);
}

/** A settled Bingo round as the platform stores it. */
export interface BingoRound {
  engine: 'bingo';
  variant: string;
  status: 'settled';
  bet: number;
  win: number;
  cardBet: number;
  /** The card count (bet records link the verifier with it). */
  cardCount: number;
  draw: BingoDraw;
  steps: RoundStep[];
}

/** Buy the cards, call the balls and settle in one step. */
export function playBingo(
  def: BingoDefinition,
  source: FairSource,
  play: { bet: number; cards: number },
  ctx: EngineContext,
  limits?: BetLimits,
): BingoRound {
  validateBingoPlay(play, limits);
  const draw = drawBingo(def, source, play);
  return {
    engine: 'bingo',
    variant: def.id,
    status: 'settled',
    bet: draw.bet,
    win: draw.win,
    cardBet: play.bet,
    cardCount: play.cards,
    draw,
    steps: [
      { action: 'bet', value: draw.bet, at: ctx.now },
      { action: 'settle', value: draw.win, at: ctx.now },
    ],
  };
}

/** contracts roundResult for Bingo. */
export function bingoResult(round: BingoRound) {
  return {
    engine: 'bingo' as const,
    cardBet: round.cardBet,
    balls: [...round.draw.balls],
    cards: round.draw.cards.map((c) => ({ ...c, numbers: [...c.numbers] })),
  };
}

// ---- Exact RTP ----------------------------------------------------------------------------------------

function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 1; i <= k; i++) r = (r * BigInt(n - k + i)) / BigInt(i);
  return r;
}

export interface BingoRtp {
  /** Return per unit of card bet (the same for every card, so for every card count). */
  rtp: Fraction;
  /** Chance a card wins anything. */
  hitFrequency: Fraction;
  /** Chance a card's best pattern is each one. */
  chances: Record<BingoPattern, Fraction>;
  /** The most one card returns, as a multiple of its bet. */
  maxWinX: number;
}

const OPEN_CELLS = BINGO_CELLS - 1;

/**
 * Exact figures by enumerating which of a card's 24 numbers are among the balls called: 2^24 sets S, each
 * with probability C(75 − 24, drawn − |S|) / C(75, drawn) (hypergeometric: exactly the numbers of S drawn
 * from the card, the other drawn − |S| balls from the 51 numbers not on it). Every card is 24 distinct
 * numbers, so this holds for any card; each set is paid by bestPattern, the function that settles rounds.
 * Cards of a round are paid separately, so the figures hold for 1-4 cards. ≈ 1 s.
 */
export function computeBingoRtp(def: BingoDefinition): BingoRtp {
  const pays = paysInOrder(def);
  const tiers = BINGO_PATTERNS.length + 1; // 0 = nothing, 1 + index of the pattern
  const counts = Array.from({ length: tiers }, () => new Float64Array(OPEN_CELLS + 1));
  const free = 1 << BINGO_FREE_CELL;
  const low = free - 1;
  const popcount = new Uint8Array(1 << 12);
  for (let i = 1; i < popcount.length; i++) popcount[i] = (popcount[i >> 1] ?? 0) + (i & 1);
  for (let s = 0; s < 1 << OPEN_CELLS; s++) {
    const mask = (s & low) | free | ((s >>> BINGO_FREE_CELL) << (BINGO_FREE_CELL + 1));
    counts[bestIndex(pays, mask) + 1]![popcount[s & 0xfff]! + popcount[s >>> 12]!]!++;
  }
  const total = binomial(BINGO_BALLS, def.drawn);
  const others = BINGO_BALLS - OPEN_CELLS;
  const chanceOf = (tier: number) => {
    let num = 0n;
    counts[tier]!.forEach((n, k) => {
      num += BigInt(n) * binomial(others, def.drawn - k);
    });
    return fraction(num, total);
  };
  let rtp = fraction(0);
  let hitFrequency = fraction(0);
  const chances = {} as Record<BingoPattern, Fraction>;
  BINGO_PATTERNS.forEach((p, i) => {
    const chance = chanceOf(i + 1);
    chances[p] = chance;
    rtp = add(rtp, mul(chance, fraction(def.pays[p], 100)));
    if (def.pays[p] > 0) hitFrequency = add(hitFrequency, chance);
  });
  return { rtp, hitFrequency, chances, maxWinX: Math.max(...Object.values(def.pays)) / 100 };
}
