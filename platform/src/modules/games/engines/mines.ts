// Mines: 5 × 5 board, 1-24 mines placed by the fair Fisher–Yates; each safe pick raises the cash-out
// multiplier C(25,k)/C(25−m,k) × (1 − edge). Pure functions over a JSON-serialisable round the platform stores.
import { MINES_CELLS, MINES_EDGE_BP, minesMultiplier, minesPositions } from '@casino/contracts/fairness';
import { EngineError } from './engine-error';
import { type Fraction, fraction, mul, sub } from './exact';
import type { FairSource } from './fair-source';
import {
  type BetLimits,
  checkStake,
  type EngineContext,
  payout,
  type RoundStatus,
  type RoundStep,
} from './round';

/**
 * Max win, hundredths of the bet (10,000×). A round cashes out by itself when one more safe pick would pass
 * it, so every strategy a player can follow keeps the declared RTP (a cap on the payout would not).
 */
export const MINES_MAX_MULTIPLIER = 1_000_000;

export interface MinesRound {
  engine: 'mines';
  status: RoundStatus;
  bet: number;
  win: number;
  mines: number;
  /** Secret while the round is open: never send it to the client before the round ends. */
  minePositions: number[];
  /** Safe cells picked, in order; a busting cell is not in here. */
  picks: number[];
  /** The cell that hit a mine, -1 if none. */
  bustCell: number;
  /** Cash-out multiplier for the picks so far, hundredths. */
  multiplier: number;
  steps: RoundStep[];
}

/** minesMaxPicks by mine count: every pick and every round view asks, and the answer never changes. */
const maxPicksByMines = new Map<number, number>();

/** The most safe picks a round with `mines` allows: every safe cell, or fewer if the cap comes first. */
export function minesMaxPicks(mines: number): number {
  const known = maxPicksByMines.get(mines);
  if (known !== undefined) return known;
  let k = 0;
  while (k < MINES_CELLS - mines && minesMultiplier(mines, k + 1) <= MINES_MAX_MULTIPLIER) k++;
  if (Number.isInteger(mines) && mines >= 1 && mines < MINES_CELLS) maxPicksByMines.set(mines, k);
  return k;
}

export function validateMinesPlay(play: { bet: number; mines: number }, limits?: BetLimits): void {
  checkStake(play.bet, limits);
  if (!Number.isInteger(play.mines) || play.mines < 1 || play.mines > MINES_CELLS - 1) {
    throw new EngineError('PLAY_INVALID', `Choose 1 to ${MINES_CELLS - 1} mines`);
  }
}

/** Start a round: mines from the first `mines` fair floats; the bet is staked. */
export function startMines(
  source: FairSource,
  play: { bet: number; mines: number },
  ctx: EngineContext,
  limits?: BetLimits,
): MinesRound {
  validateMinesPlay(play, limits);
  return {
    engine: 'mines',
    status: 'open',
    bet: play.bet,
    win: 0,
    mines: play.mines,
    minePositions: minesPositions(source.floats(play.mines), play.mines),
    picks: [],
    bustCell: -1,
    multiplier: 100,
    steps: [{ action: 'bet', value: play.bet, at: ctx.now }],
  };
}

function assertOpen(round: MinesRound): void {
  if (round.status !== 'open') throw new EngineError('ROUND_CLOSED', 'This round is over');
}

function settle(round: MinesRound, win: number, now: number, extra: RoundStep[]): MinesRound {
  return {
    ...round,
    status: 'settled',
    win,
    steps: [...round.steps, ...extra, { action: 'settle', value: win, at: now }],
  };
}

/** Reveal a cell: a gem raises the multiplier (and cashes out when nothing is left to win), a mine ends the round. */
export function pickMines(round: MinesRound, cell: number, ctx: EngineContext): MinesRound {
  assertOpen(round);
  if (!Number.isInteger(cell) || cell < 0 || cell >= MINES_CELLS) {
    throw new EngineError('ACTION_INVALID', `Cell must be 0-${MINES_CELLS - 1}`);
  }
  if (round.picks.includes(cell)) throw new EngineError('CELL_REVEALED', 'That cell is already revealed');
  const pickStep: RoundStep = { action: 'pick', value: cell, at: ctx.now };
  if (round.minePositions.includes(cell)) {
    return settle({ ...round, bustCell: cell }, 0, ctx.now, [
      pickStep,
      { action: 'bust', value: round.multiplier, at: ctx.now },
    ]);
  }
  const picks = [...round.picks, cell];
  const multiplier = minesMultiplier(round.mines, picks.length);
  const next: MinesRound = { ...round, picks, multiplier, steps: [...round.steps, pickStep] };
  if (picks.length >= minesMaxPicks(round.mines)) return cashOut(next, ctx.now);
  return next;
}

function cashOut(round: MinesRound, now: number): MinesRound {
  return settle(round, payout(round.bet, round.multiplier), now, [
    { action: 'cashout', value: round.multiplier, at: now },
  ]);
}

/** Take the current multiplier; needs at least one safe pick. */
export function cashoutMines(round: MinesRound, ctx: EngineContext): MinesRound {
  assertOpen(round);
  if (round.picks.length === 0)
    throw new EngineError('NOTHING_TO_CASH_OUT', 'Pick a cell before cashing out');
  return cashOut(round, ctx.now);
}

/** Session end: an open round with gems cashes out; one with no pick yet is refunded (nothing was risked). */
export function closeMines(round: MinesRound, ctx: EngineContext): MinesRound {
  if (round.status !== 'open') return round;
  if (round.picks.length > 0) return cashOut(round, ctx.now);
  return {
    ...round,
    status: 'refunded',
    win: round.bet,
    steps: [...round.steps, { action: 'refund', value: round.bet, at: ctx.now }],
  };
}

/** contracts roundResult for Mines; mine positions stay hidden while the round is open. */
export function minesResult(round: MinesRound) {
  const open = round.status === 'open';
  const canPickMore = open && round.picks.length < minesMaxPicks(round.mines);
  return {
    engine: 'mines' as const,
    mines: round.mines,
    picks: [...round.picks],
    minePositions: open ? [] : [...round.minePositions],
    multiplier: round.multiplier,
    nextMultiplier: canPickMore ? minesMultiplier(round.mines, round.picks.length + 1) : 0,
  };
}

/** P(the first k picks are all safe) = C(25−m, k) / C(25, k). */
export function minesSurvival(mines: number, picks: number): Fraction {
  let p = fraction(1);
  for (let i = 0; i < picks; i++) p = mul(p, fraction(MINES_CELLS - mines - i, MINES_CELLS - i));
  return p;
}

/** Exact expected return per unit bet of "pick k, then cash out": survival × floored multiplier. */
export function minesReturn(mines: number, picks: number): Fraction {
  return mul(minesSurvival(mines, picks), fraction(minesMultiplier(mines, picks), 100));
}

/** The edge the formula carries before the 2-decimal floor (contracts MINES_EDGE_BP). */
export const MINES_FORMULA_RTP = fraction(10_000 - MINES_EDGE_BP, 10_000);

/** Every reachable strategy (mines m, cash out after k safe picks, k ≥ 1): its exact return. */
export function minesStrategies(): { mines: number; picks: number; rtp: Fraction; shortfall: Fraction }[] {
  const out: { mines: number; picks: number; rtp: Fraction; shortfall: Fraction }[] = [];
  for (let m = 1; m < MINES_CELLS; m++) {
    for (let k = 1; k <= minesMaxPicks(m); k++) {
      const rtp = minesReturn(m, k);
      out.push({ mines: m, picks: k, rtp, shortfall: sub(MINES_FORMULA_RTP, rtp) });
    }
  }
  return out;
}
