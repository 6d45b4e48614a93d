// The four in-house engines behind one registry: what the games module calls to play, step, settle and
// describe a round. Pure: the platform brings the fair source, the clock, the limits and the storage.
import {
  CRASH_INSTANT_BUST_ONE_IN,
  type FairInput,
  MINES_CELLS,
  minesMultiplier,
} from '@casino/contracts/fairness';
import {
  COLOR_GAME_VARIANTS,
  COLORS,
  type ColorGameDefinition,
  type ColorRound,
  type ColorStake,
  colorGameVariant,
  colorResult,
  playColor,
  validateColorStakes,
} from './color-game';
import {
  CRASH_MAX_MULTIPLIER,
  CRASH_MIN_AUTO,
  type CrashRound,
  cashoutCrash,
  closeCrash,
  crashAutoRtp,
  crashManualRtp,
  crashResult,
  resolveCrash,
  startCrash,
  validateCrashPlay,
} from './crash';
import { EngineError } from './engine-error';
import { type Fraction, formatFraction, toBasisPoints, toNumber, toPercent } from './exact';
import type { FairSource } from './fair-source';
import {
  cashoutMines,
  closeMines,
  MINES_FORMULA_RTP,
  MINES_MAX_MULTIPLIER,
  type MinesRound,
  minesMaxPicks,
  minesResult,
  minesStrategies,
  pickMines,
  startMines,
  validateMinesPlay,
} from './mines';
import type { BetLimits, EngineContext, RoundStep } from './round';
import {
  playSlots,
  reelLengths,
  type SlotsDefinition,
  type SlotsRound,
  slotsPaytable,
  slotsResult,
  validateSlotsPlay,
} from './slots';
import { SLOTS_THEMES, slotsTheme } from './slots-themes';

export { EngineError } from './engine-error';
export { type FairSource, floatsSource, seededSource } from './fair-source';
export type { BetLimits, EngineContext, RoundStatus, RoundStep } from './round';

export const ENGINE_IDS = ['slots', 'color', 'mines', 'crash'] as const;
export type EngineId = (typeof ENGINE_IDS)[number];

/** The stored state of a round: JSON-serialisable; Mines and Crash hold secrets (mine cells, crash point). */
export type EngineRound = SlotsRound | ColorRound | MinesRound | CrashRound;

/** contracts `roundPlay` (the union the platform has already validated with zod). */
export type EnginePlay =
  | { engine: 'slots'; bet: number }
  | { engine: 'color'; bets: ColorStake[] }
  | { engine: 'mines'; bet: number; mines: number }
  | { engine: 'crash'; bet: number; autoCashout?: number | undefined };

/** contracts `roundAction`. */
export type EngineAction = { type: 'pick'; cell: number } | { type: 'cashout' };

export interface PlayOptions extends EngineContext {
  /** The game's bet limits from config; omitted = only the engine's own rules. */
  limits?: BetLimits;
  /** Theme / variant id from the game's config (slots: 'fiesta-reels' …); omitted = the engine's default. */
  variant?: string;
  /** Crash: when the climb starts (epoch ms), for a countdown; default now. */
  startAt?: number;
}

/** RTP as the game-information panel and the catalogue show it. */
export interface RtpStatement {
  /** Basis points, rounded half up like `percent` (the catalogue's `rtp`: 9607 = 96.07 %). */
  basisPoints: number;
  /** Two decimals, rounded half up. */
  percent: string;
  /** The exact fraction, "num/den". */
  exact: string;
  /** Lowest and highest RTP over the player's choices (Mines, Crash), percent with 4 decimals. */
  range?: [string, string];
  note: string;
}

/** GLI game information: rules, paytable, max win, RTP. Plain English; the web may translate by keys. */
export interface GameInfo {
  engine: EngineId;
  variant: string;
  name: string;
  rules: string[];
  paytable: unknown;
  /** Max win as a multiple of the (total) bet. */
  maxWinX: number;
  rtp: RtpStatement;
}

function statement(f: Fraction, note: string, range?: [Fraction, Fraction]): RtpStatement {
  return {
    basisPoints: toBasisPoints(f),
    percent: toPercent(f),
    exact: formatFraction(f),
    ...(range ? { range: [toPercent(range[0], 4), toPercent(range[1], 4)] as [string, string] } : {}),
    note,
  };
}

function unknownVariant(engine: EngineId, variant: string | undefined): never {
  throw new EngineError('UNKNOWN_VARIANT', `No ${engine} variant "${variant}"`);
}

function slotsDef(variant: string | undefined): SlotsDefinition {
  return slotsTheme(variant) ?? unknownVariant('slots', variant);
}

function colorDef(variant: string | undefined): ColorGameDefinition {
  return colorGameVariant(variant) ?? unknownVariant('color', variant);
}

function oneVariant(engine: EngineId, variant: string | undefined): string {
  if (variant !== undefined && variant !== 'default') unknownVariant(engine, variant);
  return 'default';
}

function assertEngine(round: EngineRound, play: EnginePlay | EngineId): void {
  const id = typeof play === 'string' ? play : play.engine;
  if (round.engine !== id) throw new EngineError('ACTION_INVALID', `Not a ${id} round`);
}

// ---- Game information -----------------------------------------------------------------------------------

function slotsInfo(def: SlotsDefinition): GameInfo {
  const lines = def.paylines.length;
  const wild = def.symbols.find((s) => s.kind === 'wild');
  const scatter = def.symbols.find((s) => s.kind === 'scatter');
  return {
    engine: 'slots',
    variant: def.id,
    name: def.name,
    rules: [
      `${def.reels.length} reels, ${def.rows} rows, ${lines} fixed paylines. The bet is split evenly across the lines (it must be a multiple of ${lines} centavos).`,
      'A line pays the longest run of one symbol from the leftmost reel; pays are multiples of the line bet. Only the highest win per line is paid; wins on different lines add up.',
      ...(wild
        ? [
            `${wild.name} substitutes for every symbol${scatter ? ` except ${scatter.name}` : ''} and pays on its own.`,
          ]
        : []),
      ...(scatter
        ? [`${scatter.name} pays anywhere on the screen, as a multiple of the total bet, added to line wins.`]
        : []),
      `One spin never pays more than ${def.maxWinX}× the bet.`,
      'Each reel stops at floor(float × reel length) of its own provably-fair float.',
      'Malfunction voids all pays and plays.',
    ],
    paytable: { paylines: def.paylines, symbols: slotsPaytable(def) },
    maxWinX: toNumber(def.declaredMaxWinX),
    rtp: statement(def.declaredRtp, 'Exact, by enumerating every reel-stop combination.'),
  };
}

function colorInfo(def: ColorGameDefinition): GameInfo {
  const [, one, two, three] = def.returns;
  return {
    engine: 'color',
    variant: def.id,
    name: def.name,
    rules: [
      `Three dice, each with six colours (${COLORS.join(', ')}). Stake on one or more colours.`,
      `For each colour staked: no die showing it loses the stake; one pays ${one - 1}:1, two pay ${two - 1}:1, three pay ${three - 1}:1 (the stake is returned with the winnings).`,
      'Each die is floor(float × 6) of its own provably-fair float.',
      'Malfunction voids all pays and plays.',
    ],
    paytable: { returns: def.returns.map((returns, matches) => ({ matches, returns })) },
    maxWinX: Math.max(...def.returns),
    rtp: statement(def.declaredRtp, 'Exact over the 216 equally likely rolls; the same for every colour.'),
  };
}

const minesTable = Array.from({ length: MINES_CELLS - 1 }, (_, i) => {
  const mines = i + 1;
  return {
    mines,
    multipliers: Array.from({ length: minesMaxPicks(mines) }, (_, k) => minesMultiplier(mines, k + 1)),
  };
});

function minesRtpRange(): [Fraction, Fraction] {
  let lo = MINES_FORMULA_RTP;
  let hi: Fraction | undefined;
  for (const s of minesStrategies()) {
    if (toNumber(s.rtp) < toNumber(lo)) lo = s.rtp;
    if (!hi || toNumber(s.rtp) > toNumber(hi)) hi = s.rtp;
  }
  return [lo, hi ?? MINES_FORMULA_RTP];
}

function minesInfo(): GameInfo {
  const range = minesRtpRange();
  return {
    engine: 'mines',
    variant: 'default',
    name: 'Mines',
    rules: [
      `A 5 × 5 board hides 1-${MINES_CELLS - 1} mines (you choose how many). Reveal cells one at a time.`,
      'Each gem raises the multiplier to C(25, k) / C(25 − mines, k) × 0.99 after k gems, rounded down to 2 decimals; a mine ends the round and the bet is lost.',
      'Cash out any time after the first gem: you win bet × multiplier (rounded down to the centavo).',
      `The round cashes out by itself when every gem is found or one more gem would pass the max win of ${MINES_MAX_MULTIPLIER / 100}×.`,
      'Mine cells come from the provably-fair floats by Fisher–Yates: float i picks among the 25 − i cells still free.',
      'Malfunction voids all pays and plays.',
    ],
    paytable: { multipliers: minesTable },
    maxWinX: MINES_MAX_MULTIPLIER / 100,
    rtp: statement(
      MINES_FORMULA_RTP,
      '99 % for any mine count and any cash-out point, less the rounding of the multiplier down to 2 decimals (the range).',
      range,
    ),
  };
}

function crashInfo(): GameInfo {
  const manual = crashManualRtp(CRASH_MAX_MULTIPLIER - 1);
  return {
    engine: 'crash',
    variant: 'default',
    name: 'Crash',
    rules: [
      'The multiplier starts at 1.00× and climbs (e^(0.00006 × ms)) until the round crashes.',
      'Cash out before the crash to win bet × the multiplier shown at the moment the server receives the request; a request at or after the crash point loses.',
      `An auto cash-out (${(CRASH_MIN_AUTO / 100).toFixed(2)}× or more) wins exactly its target when the crash point is at or above it.`,
      `The multiplier stops at the max win of ${CRASH_MAX_MULTIPLIER / 100}×: a bet still open there is cashed out at it.`,
      `Crash point from the first 52 bits h of the round's HMAC: h divisible by ${CRASH_INSTANT_BUST_ONE_IN} crashes at 1.00×, otherwise floor((100·2^52 − h) / (2^52 − h)) / 100.`,
      'Malfunction voids all pays and plays.',
    ],
    paytable: {
      /** P(crash ≥ x) for a few targets, so the panel can show the odds. */
      odds: [101, 150, 200, 500, 1000, 10_000, 100_000].map((x) => ({
        multiplier: x,
        rtp: toPercent(crashAutoRtp(x), 4),
      })),
    },
    maxWinX: CRASH_MAX_MULTIPLIER / 100,
    rtp: statement(
      manual,
      'The lowest return of any way to play (manual cash-out); an auto cash-out at x returns more, from 97.02 % at high targets to 97.99 % at 1.01×.',
      [manual, crashAutoRtp(CRASH_MIN_AUTO)],
    ),
  };
}

// ---- The registry ---------------------------------------------------------------------------------------

export interface GameEngine {
  id: EngineId;
  /** Variant (theme) ids this engine plays; the first is the default. */
  variants: readonly string[];
  info(variant?: string): GameInfo;
  /** What /fairness recomputes for a round of this engine (contracts fairOutcome input). */
  fairInput(play: EnginePlay, variant?: string): FairInput;
  /** Throws EngineError (nothing written) when the play breaks the engine's rules or the limits. */
  validate(play: EnginePlay, limits?: BetLimits, variant?: string): void;
  play(source: FairSource, play: EnginePlay, opts: PlayOptions): EngineRound;
  action(round: EngineRound, action: EngineAction, ctx: EngineContext): EngineRound;
  /** Brings a time-driven round up to ctx.now (Crash); other rounds come back unchanged. */
  resolve(round: EngineRound, ctx: EngineContext): EngineRound;
  /** Session end: settles (or refunds) an open round; settled rounds come back unchanged. */
  close(round: EngineRound, ctx: EngineContext): EngineRound;
}

const noAction = (engine: EngineId) => () => {
  throw new EngineError('ACTION_INVALID', `A ${engine} round settles at once; it takes no action`);
};

const slots: GameEngine = {
  id: 'slots',
  variants: SLOTS_THEMES.map((t) => t.id),
  info: (variant) => slotsInfo(slotsDef(variant)),
  fairInput: (_play, variant) => ({ engine: 'slots', reelLengths: reelLengths(slotsDef(variant)) }),
  validate(play, limits, variant) {
    if (play.engine !== 'slots') throw new EngineError('PLAY_INVALID', 'Not a slots play');
    validateSlotsPlay(slotsDef(variant), play, limits);
  },
  play(source, play, opts) {
    if (play.engine !== 'slots') throw new EngineError('PLAY_INVALID', 'Not a slots play');
    return playSlots(slotsDef(opts.variant), source, play, opts, opts.limits);
  },
  action: noAction('slots'),
  resolve: (round) => round,
  close: (round) => round,
};

const color: GameEngine = {
  id: 'color',
  variants: COLOR_GAME_VARIANTS.map((v) => v.id),
  info: (variant) => colorInfo(colorDef(variant)),
  fairInput: () => ({ engine: 'color' }),
  validate(play, limits, variant) {
    if (play.engine !== 'color') throw new EngineError('PLAY_INVALID', 'Not a Color Game play');
    colorDef(variant);
    validateColorStakes(play.bets, limits);
  },
  play(source, play, opts) {
    if (play.engine !== 'color') throw new EngineError('PLAY_INVALID', 'Not a Color Game play');
    return playColor(colorDef(opts.variant), source, play, opts, opts.limits);
  },
  action: noAction('color'),
  resolve: (round) => round,
  close: (round) => round,
};

const mines: GameEngine = {
  id: 'mines',
  variants: ['default'],
  info(variant) {
    oneVariant('mines', variant);
    return minesInfo();
  },
  fairInput(play) {
    if (play.engine !== 'mines') throw new EngineError('PLAY_INVALID', 'Not a Mines play');
    return { engine: 'mines', mines: play.mines };
  },
  validate(play, limits, variant) {
    oneVariant('mines', variant);
    if (play.engine !== 'mines') throw new EngineError('PLAY_INVALID', 'Not a Mines play');
    validateMinesPlay(play, limits);
  },
  play(source, play, opts) {
    oneVariant('mines', opts.variant);
    if (play.engine !== 'mines') throw new EngineError('PLAY_INVALID', 'Not a Mines play');
    return startMines(source, play, opts, opts.limits);
  },
  action(round, action, ctx) {
    assertEngine(round, 'mines');
    const r = round as MinesRound;
    if (action.type === 'pick') return pickMines(r, action.cell, ctx);
    return cashoutMines(r, ctx);
  },
  resolve: (round) => round,
  close(round, ctx) {
    assertEngine(round, 'mines');
    return closeMines(round as MinesRound, ctx);
  },
};

const crash: GameEngine = {
  id: 'crash',
  variants: ['default'],
  info(variant) {
    oneVariant('crash', variant);
    return crashInfo();
  },
  fairInput: () => ({ engine: 'crash', instantBustOneIn: CRASH_INSTANT_BUST_ONE_IN }),
  validate(play, limits, variant) {
    oneVariant('crash', variant);
    if (play.engine !== 'crash') throw new EngineError('PLAY_INVALID', 'Not a Crash play');
    validateCrashPlay(play, limits);
  },
  play(source, play, opts) {
    oneVariant('crash', opts.variant);
    if (play.engine !== 'crash') throw new EngineError('PLAY_INVALID', 'Not a Crash play');
    return startCrash(source, play, opts, opts.limits, opts.startAt);
  },
  action(round, action, ctx) {
    assertEngine(round, 'crash');
    if (action.type !== 'cashout') throw new EngineError('ACTION_INVALID', 'Crash only takes a cash-out');
    return cashoutCrash(round as CrashRound, ctx);
  },
  resolve(round, ctx) {
    assertEngine(round, 'crash');
    return resolveCrash(round as CrashRound, ctx);
  },
  close(round, ctx) {
    assertEngine(round, 'crash');
    return closeCrash(round as CrashRound, ctx);
  },
};

export const ENGINES: Readonly<Record<EngineId, GameEngine>> = { slots, color, mines, crash };

export function getEngine(id: string): GameEngine {
  if (!(ENGINE_IDS as readonly string[]).includes(id))
    throw new EngineError('UNKNOWN_ENGINE', `No engine "${id}"`);
  return ENGINES[id as EngineId];
}

// ---- One call per round operation, for the games module ---------------------------------------------

/** Start (and for Slots / Color Game, settle) a round. */
export function playRound(source: FairSource, play: EnginePlay, opts: PlayOptions): EngineRound {
  return getEngine(play.engine).play(source, play, opts);
}

/** A step in an open round (Mines pick / cash out, Crash cash out). */
export function actOnRound(round: EngineRound, action: EngineAction, ctx: EngineContext): EngineRound {
  return getEngine(round.engine).action(round, action, ctx);
}

export function resolveRound(round: EngineRound, ctx: EngineContext): EngineRound {
  return getEngine(round.engine).resolve(round, ctx);
}

export function closeRound(round: EngineRound, ctx: EngineContext): EngineRound {
  return getEngine(round.engine).close(round, ctx);
}

/** contracts `roundResult` of a round: what the client may see now (secrets hidden while open). */
export function roundResult(round: EngineRound) {
  switch (round.engine) {
    case 'slots':
      return slotsResult(round);
    case 'color':
      return colorResult(round);
    case 'mines':
      return minesResult(round);
    case 'crash':
      return crashResult(round);
  }
}

/** What the platform copies into contracts `gameRound` besides its own fields (ids, seeds, balances, times). */
export function roundView(round: EngineRound): {
  engine: EngineId;
  status: EngineRound['status'];
  bet: number;
  win: number;
  result: ReturnType<typeof roundResult>;
  steps: RoundStep[];
} {
  return {
    engine: round.engine,
    status: round.status,
    bet: round.bet,
    win: round.win,
    result: roundResult(round),
    steps: round.steps.map((s) => ({ ...s })),
  };
}
