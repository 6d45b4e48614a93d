// GLI game information of an in-house game (anonymous/gameInfo): rules, paytable, max win, RTP and limits.
// Our shape (the spec shows no game information call); the platform builds it from the engine that plays the
// game, so the figures are the ones the engine pays.
import { z } from 'zod';
import { id, nonNegativeMinor } from '../common';
import { GAME_ENGINES } from '../enums';

/** Multipliers travel as integer hundredths: 150 = 1.50×. */
const hundredths = z.number().int().min(0);
/** A percentage with fixed decimals, e.g. "96.07" or "97.9902". */
const percent = z.string().regex(/^\d{1,3}\.\d{2,4}$/);

/**
 * One rule: a stable key and its parameters (so the web can translate `games.rules.<key>`), plus the English
 * text the platform wrote from them (`text` = the template with each `{name}` replaced by `params[name]`).
 */
export const gameRuleLine = z.object({
  key: z.string().regex(/^[a-z]+\.[A-Za-z]+$/),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  text: z.string().min(1),
});

const slotsPaytable = z.object({
  engine: z.literal('slots'),
  reels: z.number().int().min(1),
  rows: z.number().int().min(1),
  /** One entry per payline (its index is `line` in round results): the row (0 = top) on each reel. */
  paylines: z.array(z.array(z.number().int().min(0))),
  symbols: z.array(
    z.object({
      /** The number round results use in `grid` and `lineWins`. */
      symbol: z.number().int().min(0),
      key: z.string(),
      name: z.string(),
      kind: z.enum(['regular', 'wild', 'scatter']),
      /** `count` of a kind pays `x` × the line bet (a scatter: × the total bet, anywhere on the screen). */
      pays: z.array(z.object({ count: z.number().int().min(1), x: z.number().min(0) })),
    }),
  ),
});

const colorPaytable = z.object({
  engine: z.literal('color'),
  /** Colour names, index = die face (contracts COLOR_GAME_COLORS order). */
  colors: z.array(z.string()).length(6),
  /** Per colour staked: how many of the three dice show it → the stake times `returns` (stake included). */
  rows: z.array(
    z.object({
      matches: z.number().int().min(0).max(3),
      returns: z.number().min(0),
      /** Chance of that many matches over the 216 rolls, "n/216". */
      chance: z.string(),
    }),
  ),
});

const sicboPaytable = z.object({
  engine: z.literal('sicbo'),
  /** One row per bet type (and per pair of totals): what it pays to one, its chance and its exact return. */
  rows: z.array(
    z.object({
      /** Bet type: small, big, odd, even, triple, anyTriple, double, total, combo, single. */
      bet: z.string(),
      /** total: the two totals the row covers ("4/17"); single: how many dice show the face ("1"-"3"). */
      detail: z.string(),
      /** Pays this many to one (the stake is returned with it). */
      pays: z.number().min(0),
      /** Chance over the 216 rolls, "n/216". */
      chance: z.string(),
      /** The bet type's return, exact ("num/den") and percent; single-face rows share one figure. */
      exact: z.string().regex(/^\d+\/\d+$/),
      rtp: percent,
    }),
  ),
});

const minesPaytable = z.object({
  engine: z.literal('mines'),
  cells: z.number().int(),
  /** House edge, basis points (100 = 1 %). */
  edgeBp: z.number().int().min(0),
  formula: z.string(),
  /** The max win the round stops at, hundredths. */
  maxMultiplier: hundredths,
  /** For each mine count: the cash-out multiplier after 1, 2, … gems (hundredths), up to the last allowed pick. */
  rows: z.array(z.object({ mines: z.number().int().min(1), multipliers: z.array(hundredths) })),
});

const crashPaytable = z.object({
  engine: z.literal('crash'),
  /** One round in this many crashes at 1.00×. */
  instantBustOneIn: z.number().int().min(1),
  minAutoCashout: hundredths,
  /** Max win, hundredths: the climb stops there and open bets cash out at it. */
  maxMultiplier: hundredths,
  /** For a few auto cash-out targets: P(crash point ≥ target) and the return of that target, percent. */
  rows: z.array(z.object({ multiplier: hundredths, chance: percent, rtp: percent })),
});

const baccaratPaytable = z.object({
  engine: z.literal('baccarat'),
  /** Decks in the shoe; every round is dealt from a full, freshly shuffled shoe. */
  decks: z.number().int().min(1),
  /** One row per spot, in board order. */
  rows: z.array(
    z.object({
      spot: z.enum(['player', 'banker', 'tie', 'playerPair', 'bankerPair']),
      /** Winnings per unit staked, hundredths to one (95 = 0.95:1); the stake is returned with them. */
      paysToOne: hundredths,
      /** Player and Banker: a tie returns the stake. */
      pushOnTie: z.boolean(),
      /** Chance the spot wins, percent (a push is not a win). */
      chance: percent,
      /** Return of the spot, percent with 4 decimals, from the exact fraction `exact`. */
      rtp: percent,
      exact: z.string().regex(/^\d+\/\d+$/),
    }),
  ),
});
const bingoPaytable = z.object({
  engine: z.literal('bingo'),
  /** Balls in the cage (75) and balls called each round. */
  balls: z.number().int().min(1),
  drawn: z.number().int().min(1),
  maxCards: z.number().int().min(1),
  /** Each card pays its best pattern only: `multiplier` hundredths of the card bet; `cells` draws it. */
  rows: z.array(
    z.object({
      pattern: z.string(),
      multiplier: hundredths,
      /** Cells (row × 5 + column) that make the pattern; lines: one example line. */
      cells: z.array(z.number().int().min(0).max(24)),
      /** Chance a card's best pattern is this one, exact "num/den". */
      chance: z.string().regex(/^\d+\/\d+$/),
    }),
  ),
});

export const gamePaytable = z.discriminatedUnion('engine', [
  slotsPaytable,
  colorPaytable,
  sicboPaytable,
  minesPaytable,
  crashPaytable,
  baccaratPaytable,
  bingoPaytable,
]);
export type GamePaytable = z.infer<typeof gamePaytable>;
export type GameRuleLine = z.infer<typeof gameRuleLine>;

export const gameInfo = z.object({
  gameId: id,
  /** The catalogue's name of the game. */
  name: z.string(),
  engine: z.enum(GAME_ENGINES),
  /** Theme the game plays (slots: fiesta-reels, palawan-pearls; color: perya; mines and crash: default). */
  variant: z.string(),
  variantName: z.string(),
  /** Declared RTP, basis points — the same figure as the catalogue's appGameList `rtp` (9607 = 96.07 %). */
  rtp: z.number().int().min(0).max(10_000),
  rtpDetail: z.object({
    percent,
    /** The exact fraction the RTP test proves, "num/den". */
    exact: z.string().regex(/^\d+\/\d+$/),
    /** Lowest and highest RTP over the player's choices (Mines, Crash). */
    range: z.array(percent).length(2).optional(),
    note: z.string(),
  }),
  /** The game's bet limits, minor units (a player's VIP bet limit may lower the max when playing). */
  minBet: nonNegativeMinor,
  maxBet: nonNegativeMinor,
  /** A bet must be a multiple of this (slots: the payline count; 1 otherwise), minor units. */
  betStep: z.number().int().min(1),
  /** Max win as a multiple of the bet (slots: the enumerated highest pay of a spin). */
  maxWinX: z.number().positive(),
  rules: z.array(gameRuleLine).min(1),
  paytable: gamePaytable,
});
export type GameInfo = z.infer<typeof gameInfo>;
