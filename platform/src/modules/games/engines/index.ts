// The in-house engines behind one registry: what the games module calls to play, step, settle and
// describe a round. Pure: the platform brings the fair source, the clock, the limits and the storage.
import { CRASH_INSTANT_BUST_ONE_IN, type FairInput } from '@casino/contracts/fairness';
import {
  type BaccaratRound,
  type BaccaratStake,
  baccaratResult,
  playBaccarat,
  validateBaccaratStakes,
} from './baccarat';
import {
  BINGO_VARIANTS,
  type BingoDefinition,
  type BingoRound,
  bingoResult,
  bingoVariant,
  playBingo,
  validateBingoPlay,
} from './bingo';
import {
  COLOR_GAME_VARIANTS,
  type ColorGameDefinition,
  type ColorRound,
  type ColorStake,
  colorGameVariant,
  colorResult,
  playColor,
  validateColorStakes,
} from './color-game';
import {
  type CrashRound,
  cashoutCrash,
  closeCrash,
  crashDueAt,
  crashResult,
  resolveCrash,
  startCrash,
  validateCrashPlay,
} from './crash';
import { EngineError } from './engine-error';
import { ENGINE_IDS, type EngineId } from './engine-ids';
import type { FairSource } from './fair-source';
import {
  baccaratInfo,
  bingoInfo,
  colorInfo,
  crashInfo,
  type GameInfo,
  minesInfo,
  sicboInfo,
  slotsInfo,
} from './game-info';
import {
  cashoutMines,
  closeMines,
  type MinesRound,
  minesResult,
  pickMines,
  startMines,
  validateMinesPlay,
} from './mines';
import type { BetLimits, EngineContext, RoundStep } from './round';
import {
  playSicbo,
  SICBO_VARIANTS,
  type SicboDefinition,
  type SicboRound,
  type SicboStake,
  sicboResult,
  sicboVariant,
  validateSicboStakes,
} from './sicbo';
import {
  playSlots,
  reelLengths,
  type SlotsDefinition,
  type SlotsRound,
  slotsResult,
  validateSlotsPlay,
} from './slots';
import { SLOTS_THEMES, slotsTheme } from './slots-themes';

// Exact figures of one way of playing, for simulators (tests/bench/rtp.ts) to measure against.
export { crashAutoRtp } from './crash';
export { EngineError } from './engine-error';
export { ENGINE_IDS, type EngineId } from './engine-ids';
export { type Fraction, formatFraction, toNumber, toPercent } from './exact';
export { type FairSource, floatsSource, seededSource } from './fair-source';
export type { GameInfo, RtpStatement } from './game-info';
export { minesMaxPicks, minesReturn } from './mines';
export type { BetLimits, EngineContext, RoundStatus, RoundStep } from './round';
export { computeSicboRtp, MACAU_SIC_BO, type SicboBetType } from './sicbo';

/** The stored state of a round: JSON-serialisable; Mines and Crash hold secrets (mine cells, crash point). */
export type EngineRound =
  | SlotsRound
  | ColorRound
  | MinesRound
  | CrashRound
  | SicboRound
  | BaccaratRound
  | BingoRound;

/** contracts `roundPlay` (the union the platform has already validated with zod). */
export type EnginePlay =
  | { engine: 'slots'; bet: number }
  | { engine: 'color'; bets: ColorStake[] }
  | { engine: 'mines'; bet: number; mines: number }
  | { engine: 'crash'; bet: number; autoCashout?: number | undefined }
  | { engine: 'sicbo'; bets: SicboStake[] }
  | { engine: 'baccarat'; bets: BaccaratStake[] }
  | { engine: 'bingo'; bet: number; cards: number };

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

function unknownVariant(engine: EngineId, variant: string | undefined): never {
  throw new EngineError('UNKNOWN_VARIANT', `No ${engine} variant "${variant}"`);
}

function slotsDef(variant: string | undefined): SlotsDefinition {
  return slotsTheme(variant) ?? unknownVariant('slots', variant);
}

function colorDef(variant: string | undefined): ColorGameDefinition {
  return colorGameVariant(variant) ?? unknownVariant('color', variant);
}

function sicboDef(variant: string | undefined): SicboDefinition {
  return sicboVariant(variant) ?? unknownVariant('sicbo', variant);
}
function bingoDef(variant: string | undefined): BingoDefinition {
  return bingoVariant(variant) ?? unknownVariant('bingo', variant);
}

function oneVariant(engine: EngineId, variant: string | undefined): string {
  if (variant !== undefined && variant !== 'default') unknownVariant(engine, variant);
  return 'default';
}

function assertEngine(round: EngineRound, play: EnginePlay | EngineId): void {
  const id = typeof play === 'string' ? play : play.engine;
  if (round.engine !== id) throw new EngineError('ACTION_INVALID', `Not a ${id} round`);
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

const sicbo: GameEngine = {
  id: 'sicbo',
  variants: SICBO_VARIANTS.map((v) => v.id),
  info: (variant) => sicboInfo(sicboDef(variant)),
  fairInput: () => ({ engine: 'sicbo' }),
  validate(play, limits, variant) {
    if (play.engine !== 'sicbo') throw new EngineError('PLAY_INVALID', 'Not a Sic Bo play');
    sicboDef(variant);
    validateSicboStakes(play.bets, limits);
  },
  play(source, play, opts) {
    if (play.engine !== 'sicbo') throw new EngineError('PLAY_INVALID', 'Not a Sic Bo play');
    return playSicbo(sicboDef(opts.variant), source, play, opts, opts.limits);
  },
  action: noAction('sicbo'),
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

const baccarat: GameEngine = {
  id: 'baccarat',
  variants: ['default'],
  info(variant) {
    oneVariant('baccarat', variant);
    return baccaratInfo();
  },
  fairInput: () => ({ engine: 'baccarat' }),
  validate(play, limits, variant) {
    oneVariant('baccarat', variant);
    if (play.engine !== 'baccarat') throw new EngineError('PLAY_INVALID', 'Not a baccarat play');
    validateBaccaratStakes(play.bets, limits);
  },
  play(source, play, opts) {
    oneVariant('baccarat', opts.variant);
    if (play.engine !== 'baccarat') throw new EngineError('PLAY_INVALID', 'Not a baccarat play');
    return playBaccarat(source, play, opts, opts.limits);
  },
  action: noAction('baccarat'),
  resolve: (round) => round,
  close: (round) => round,
};
const bingo: GameEngine = {
  id: 'bingo',
  variants: BINGO_VARIANTS.map((v) => v.id),
  info: (variant) => bingoInfo(bingoDef(variant)),
  fairInput(play) {
    if (play.engine !== 'bingo') throw new EngineError('PLAY_INVALID', 'Not a Bingo play');
    return { engine: 'bingo', cards: play.cards };
  },
  validate(play, limits, variant) {
    if (play.engine !== 'bingo') throw new EngineError('PLAY_INVALID', 'Not a Bingo play');
    bingoDef(variant);
    validateBingoPlay(play, limits);
  },
  play(source, play, opts) {
    if (play.engine !== 'bingo') throw new EngineError('PLAY_INVALID', 'Not a Bingo play');
    return playBingo(bingoDef(opts.variant), source, play, opts, opts.limits);
  },
  action: noAction('bingo'),
  resolve: (round) => round,
  close: (round) => round,
};

export const ENGINES: Readonly<Record<EngineId, GameEngine>> = {
  slots,
  color,
  mines,
  crash,
  sicbo,
  baccarat,
  bingo,
};

export function getEngine(id: string): GameEngine {
  if (!(ENGINE_IDS as readonly string[]).includes(id))
    throw new EngineError('UNKNOWN_ENGINE', `No engine "${id}"`);
  return ENGINES[id as EngineId];
}

// ---- One call per round operation, for the games module ---------------------------------------------

/** Start a round, and settle it too unless the player plays on (Mines) or it runs in time (Crash). */
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

/** When an open round ends on its own (Crash's bust or auto cash-out), server ms; null when only a step ends it. */
export function roundDueAt(round: EngineRound): number | null {
  return round.engine === 'crash' && round.status === 'open' ? crashDueAt(round) : null;
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
    case 'sicbo':
      return sicboResult(round);
    case 'baccarat':
      return baccaratResult(round);
    case 'bingo':
      return bingoResult(round);
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
