import { z } from 'zod';
import { BACCARAT_SPOTS } from '../baccarat';
import { BINGO_BALLS, BINGO_DRAWN, BINGO_MAX_CARDS, BINGO_PATTERNS } from '../bingo';
import { epochMs, id, MAX_AMOUNT_MINOR, nonNegativeMinor, requestId } from '../common';
import { GAME_ENGINES, ROUND_STATUS } from '../enums';
import { CRASH_MAX_MULTIPLIER, CRASH_MIN_AUTO } from '../fairness';
import { SICBO_AREAS } from '../sicbo';

/** Multipliers travel as integer hundredths: 150 = 1.50×. */
const hundredths = z.number().int().min(0);
const bet = z.number().int().min(1).max(MAX_AMOUNT_MINOR);
const sicboAreaKey = z.enum(SICBO_AREAS as [string, ...string[]], 'No such Sic Bo area');

/** What the player stakes when a round starts, per engine. */
export const roundPlay = z.discriminatedUnion('engine', [
  z.object({ engine: z.literal('slots'), bet }),
  z.object({
    engine: z.literal('color'),
    /** One stake per colour (face 0-5 of COLOR_GAME_COLORS); the round's bet is their sum. */
    bets: z
      .array(z.object({ color: z.number().int().min(0).max(5), amount: bet }))
      .min(1)
      .max(6)
      .refine((b) => new Set(b.map((x) => x.color)).size === b.length, 'One stake per colour'),
  }),
  z.object({ engine: z.literal('mines'), bet, mines: z.number().int().min(1).max(24) }),
  z.object({
    engine: z.literal('sicbo'),
    /** One stake per area of the table (contracts sicbo.ts SICBO_AREAS); the round's bet is their sum. */
    bets: z
      .array(z.object({ area: sicboAreaKey, amount: bet }))
      .min(1)
      .max(SICBO_AREAS.length)
      .refine((b) => new Set(b.map((x) => x.area)).size === b.length, 'One stake per area'),
  }),
  z.object({
    engine: z.literal('crash'),
    bet,
    /** Cash out automatically at this multiplier (hundredths, 1.01× up to the 10,000× max win); absent = manual only. */
    autoCashout: z
      .number()
      .int()
      .min(CRASH_MIN_AUTO, `Auto cash-out must be at least ${CRASH_MIN_AUTO / 100}×`)
      .max(CRASH_MAX_MULTIPLIER, `Auto cash-out can be at most the max win of ${CRASH_MAX_MULTIPLIER / 100}×`)
      .optional(),
  }),
  z.object({
    engine: z.literal('baccarat'),
    /** One stake per spot (Player, Banker, Tie, Player Pair, Banker Pair); the round's bet is their sum. */
    bets: z
      .array(z.object({ spot: z.enum(BACCARAT_SPOTS), amount: bet }))
      .min(1)
      .max(BACCARAT_SPOTS.length)
      .refine((b) => new Set(b.map((x) => x.spot)).size === b.length, 'One stake per spot'),
  }),
  z.object({
    engine: z.literal('bingo'),
    /** The stake on each card; the round's bet is bet × cards. */
    bet,
    cards: z.number().int().min(1).max(BINGO_MAX_CARDS),
  }),
]);
export type RoundPlay = z.infer<typeof roundPlay>;

/** A step inside an open round (Mines pick, cash out). */
export const roundAction = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pick'), cell: z.number().int().min(0).max(24) }),
  z.object({ type: z.literal('cashout') }),
]);

/** The outcome, per engine. Hidden parts (mine positions, crash point) are 0/empty while the round is open. */
export const roundResult = z.discriminatedUnion('engine', [
  z.object({
    engine: z.literal('slots'),
    /** Stop position of each reel (one fair float per reel). */
    stops: z.array(z.number().int().min(0)),
    /** Visible symbols, rows × reels. */
    grid: z.array(z.array(z.number().int().min(0))),
    lineWins: z.array(
      z.object({
        line: z.number().int().min(0),
        symbol: z.number().int().min(0),
        count: z.number().int(),
        win: nonNegativeMinor,
      }),
    ),
  }),
  z.object({
    engine: z.literal('color'),
    /** The three dice, faces 0-5. */
    dice: z.array(z.number().int().min(0).max(5)).length(3),
    wins: z.array(
      z.object({
        color: z.number().int().min(0).max(5),
        /** The stake on this colour (absent on rounds played before it was recorded). */
        amount: nonNegativeMinor.optional(),
        matches: z.number().int().min(0).max(3),
        win: nonNegativeMinor,
      }),
    ),
  }),
  z.object({
    engine: z.literal('sicbo'),
    /** The three dice, 1-6. */
    dice: z.array(z.number().int().min(1).max(6)).length(3),
    /** Each area staked: its stake and what it returned (stake included; 0 = lost). */
    wins: z.array(z.object({ area: sicboAreaKey, amount: nonNegativeMinor, win: nonNegativeMinor })),
  }),
  z.object({
    engine: z.literal('mines'),
    mines: z.number().int().min(1).max(24),
    /** Safe cells picked so far, in order. */
    picks: z.array(z.number().int().min(0).max(24)),
    /** Revealed when the round ends; empty while open. */
    minePositions: z.array(z.number().int().min(0).max(24)),
    /** Current cash-out multiplier and the one after one more safe pick, hundredths. */
    multiplier: hundredths,
    nextMultiplier: hundredths,
  }),
  z.object({
    engine: z.literal('crash'),
    /** Server time the multiplier started climbing; the client animates with crashMultiplierAt(). */
    startedAt: epochMs,
    autoCashout: hundredths,
    /** 0 until cashed out. */
    cashoutAt: hundredths,
    /** 0 while the round is open. */
    crashPoint: hundredths,
  }),
  z.object({
    engine: z.literal('baccarat'),
    /** Cards 0-51 (suit × 13 + rank, rank 0 = ace … 12 = king) in the order dealt: 2 or 3 per hand. */
    player: z.array(z.number().int().min(0).max(51)).min(2).max(3),
    banker: z.array(z.number().int().min(0).max(51)).min(2).max(3),
    playerTotal: z.number().int().min(0).max(9),
    bankerTotal: z.number().int().min(0).max(9),
    winner: z.enum(['player', 'banker', 'tie']),
    playerPair: z.boolean(),
    bankerPair: z.boolean(),
    /** Each spot staked: its stake and what it returned (stake included; a push returns the stake). */
    wins: z.array(
      z.object({ spot: z.enum(BACCARAT_SPOTS), amount: nonNegativeMinor, win: nonNegativeMinor }),
    ),
  }),
  z.object({
    engine: z.literal('bingo'),
    /** The stake on each card. */
    cardBet: bet,
    /** The balls called, in call order. */
    balls: z.array(z.number().int().min(1).max(BINGO_BALLS)).length(BINGO_DRAWN),
    cards: z
      .array(
        z.object({
          /** 25 cells row-major (B I N G O columns), 0 in the free centre. */
          numbers: z.array(z.number().int().min(0).max(BINGO_BALLS)).length(25),
          /** The best pattern completed within the balls called (the one paid); null = none. */
          pattern: z.enum(BINGO_PATTERNS).nullable(),
          /** What the pattern pays, hundredths of the card bet (0 = none). */
          multiplier: hundredths,
          win: nonNegativeMinor,
        }),
      )
      .min(1)
      .max(BINGO_MAX_CARDS),
  }),
]);
export type RoundResult = z.infer<typeof roundResult>;

export const roundStep = z.object({
  action: z.enum(['bet', 'pick', 'cashout', 'bust', 'settle', 'refund']),
  /** Cell for a pick, multiplier (hundredths) for cashout/bust, amount for settle/refund. */
  value: z.number().int(),
  at: epochMs,
});

/** A game round as played and recalled (GLI last-game recall: outcome, steps, credits before/after). */
export const gameRound = z.object({
  roundId: z.string(),
  gameId: z.number().int(),
  engine: z.enum(GAME_ENGINES),
  /** demo rounds never touch the ledger. */
  mode: z.enum(['real', 'demo']),
  status: z.enum(ROUND_STATUS),
  bet: nonNegativeMinor,
  win: nonNegativeMinor,
  balanceBefore: nonNegativeMinor,
  balanceAfter: nonNegativeMinor,
  /** Fairness inputs; the server seed itself is revealed by fairnessRotate. */
  serverSeedHash: z.string().regex(/^[0-9a-f]{64}$/),
  clientSeed: z.string(),
  nonce: z.number().int().min(0),
  result: roundResult,
  steps: z.array(roundStep),
  createTime: epochMs,
  updateTime: epochMs,
});
export type GameRound = z.infer<typeof gameRound>;

/** What a round call carries besides the play: the game session and an idempotency key. */
export const roundRequestBase = {
  gameId: id,
  /** From startGame / anonymous/startGameDemo. */
  sessionId: z.string().min(1).max(64),
  requestId,
};

export const gameLaunch = z.object({
  gameId: z.number().int(),
  engine: z.enum([...GAME_ENGINES, 'external']),
  /** Opened full-screen in an iframe. */
  url: z.string(),
  sessionId: z.string(),
  mode: z.enum(['real', 'demo']),
  /** Demo coins for a demo session, the player's coin otherwise. */
  balance: nonNegativeMinor,
});
