// Crash: the multiplier climbs with the server clock (contracts crashMultiplierAt) until the round's fair
// crash point; a cash-out before that wins the multiplier of the moment, an auto cash-out wins its target.
import {
  CRASH_INSTANT_BUST_ONE_IN,
  CRASH_MAX_MULTIPLIER,
  CRASH_MIN_AUTO,
  crashElapsedFor,
  crashMultiplierAt,
  crashPointFromBytes,
} from '@casino/contracts/fairness';
import { EngineError } from './engine-error';
import { type Fraction, fraction } from './exact';
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
 * Lowest auto target and max win (hundredths) live in contracts, so the request schema refuses what the
 * engine would: the climb stops at the max win (≈ 153.5 s after the start) and every open bet cashes out at
 * it, as if it were an auto cash-out target.
 */
export { CRASH_MAX_MULTIPLIER, CRASH_MIN_AUTO };

export interface CrashRound {
  engine: 'crash';
  status: RoundStatus;
  bet: number;
  win: number;
  /** Auto cash-out target, hundredths; 0 = manual only. */
  autoCashout: number;
  /** Secret while the round is open. */
  crashPoint: number;
  /** Server time (epoch ms) the climb starts; the client animates crashMultiplierAt(now − startedAt). */
  startedAt: number;
  /** Multiplier cashed out at, hundredths; 0 = not cashed out. */
  cashoutAt: number;
  steps: RoundStep[];
}

/** The first whole ms after the start at which crashMultiplierAt() shows at least `hundredths`. */
export function crashReachTime(hundredths: number): number {
  if (hundredths <= 100) return 0;
  let t = crashElapsedFor(hundredths);
  // crashElapsedFor is a float estimate: settle on the exact first ms against the shown multiplier.
  while (crashMultiplierAt(t) < hundredths) t++;
  while (t > 0 && crashMultiplierAt(t - 1) >= hundredths) t--;
  return t;
}

/** The target that ends the round for this bet: its auto cash-out, or the max multiplier. */
function target(round: CrashRound): number {
  return round.autoCashout > 0 ? Math.min(round.autoCashout, CRASH_MAX_MULTIPLIER) : CRASH_MAX_MULTIPLIER;
}

export function validateCrashPlay(
  play: { bet: number; autoCashout?: number | undefined },
  limits?: BetLimits,
): void {
  checkStake(play.bet, limits);
  const auto = play.autoCashout;
  if (
    auto !== undefined &&
    (!Number.isInteger(auto) || auto < CRASH_MIN_AUTO || auto > CRASH_MAX_MULTIPLIER)
  ) {
    throw new EngineError(
      'PLAY_INVALID',
      `Auto cash-out must be ${CRASH_MIN_AUTO}-${CRASH_MAX_MULTIPLIER} hundredths`,
    );
  }
}

/**
 * Start a round: the crash point from the round's bytes (contracts crashPointFromBytes). `startAt`
 * (default now) lets the platform give the client a short countdown before the climb.
 */
export function startCrash(
  source: FairSource,
  play: { bet: number; autoCashout?: number | undefined },
  ctx: EngineContext,
  limits?: BetLimits,
  startAt = ctx.now,
): CrashRound {
  validateCrashPlay(play, limits);
  return {
    engine: 'crash',
    status: 'open',
    bet: play.bet,
    win: 0,
    autoCashout: play.autoCashout ?? 0,
    crashPoint: crashPointFromBytes(source.roundBytes(0), CRASH_INSTANT_BUST_ONE_IN),
    startedAt: startAt,
    cashoutAt: 0,
    steps: [{ action: 'bet', value: play.bet, at: ctx.now }],
  };
}

function cashedOut(round: CrashRound, at: number, multiplier: number): CrashRound {
  const win = payout(round.bet, multiplier);
  return {
    ...round,
    status: 'settled',
    win,
    cashoutAt: multiplier,
    steps: [
      ...round.steps,
      { action: 'cashout', value: multiplier, at },
      { action: 'settle', value: win, at },
    ],
  };
}

function busted(round: CrashRound, at: number): CrashRound {
  return {
    ...round,
    status: 'settled',
    win: 0,
    steps: [
      ...round.steps,
      { action: 'bust', value: round.crashPoint, at },
      { action: 'settle', value: 0, at },
    ],
  };
}

/**
 * Bring an open round up to `now`: the auto cash-out (or max multiplier) fires at its first ms if its target
 * ≤ crash point; otherwise the round busts at the first ms the multiplier reaches the crash point. Steps
 * carry the instant it happened. A round still climbing comes back unchanged.
 */
export function resolveCrash(round: CrashRound, ctx: EngineContext): CrashRound {
  if (round.status !== 'open') return round;
  const due = crashDue(round);
  if (ctx.now < due.at) return round;
  return due.goal === null ? busted(round, due.at) : cashedOut(round, due.at, due.goal);
}

/** How an open round ends on its own and when (server ms): its target if the crash point allows, else its bust. */
function crashDue(round: CrashRound): { at: number; goal: number | null } {
  const goal = target(round);
  if (goal <= round.crashPoint) return { at: round.startedAt + crashReachTime(goal), goal };
  return { at: round.startedAt + crashReachTime(round.crashPoint), goal: null };
}

/**
 * The server ms at which an open round ends on its own (auto cash-out, max multiplier or bust): a read of a
 * running round may wait until then and answer it ended, the moment it did.
 */
export function crashDueAt(round: CrashRound): number {
  return crashDue(round).at;
}

/**
 * Cash out at the server's `now`: wins crashMultiplierAt(now − startedAt) if that is still below the crash
 * point. A request that arrives after the bust settles the round as lost (not an error: it happened).
 */
export function cashoutCrash(round: CrashRound, ctx: EngineContext): CrashRound {
  if (round.status !== 'open') throw new EngineError('ROUND_CLOSED', 'This round is over');
  const elapsed = Math.floor(ctx.now - round.startedAt);
  if (elapsed < 0) throw new EngineError('NOT_STARTED', 'The round has not started yet');
  const resolved = resolveCrash(round, ctx);
  if (resolved.status !== 'open') return resolved;
  // Still open ⇒ the shown multiplier is below both the crash point and the target.
  return cashedOut(round, ctx.now, crashMultiplierAt(elapsed));
}

/** Session end: the round plays out as it would have (auto cash-out / max multiplier, else bust). */
export function closeCrash(round: CrashRound, _ctx: EngineContext): CrashRound {
  return resolveCrash(round, { now: Number.MAX_SAFE_INTEGER });
}

/** contracts roundResult for Crash; the crash point stays 0 while the round is open. */
export function crashResult(round: CrashRound) {
  return {
    engine: 'crash' as const,
    startedAt: round.startedAt,
    autoCashout: round.autoCashout,
    cashoutAt: round.cashoutAt,
    crashPoint: round.status === 'open' ? 0 : round.crashPoint,
  };
}

// ---- Exact odds over the 2^52 equally likely values of h ---------------------------------------------

const E = 2n ** 52n;
const ONE_IN = BigInt(CRASH_INSTANT_BUST_ONE_IN);

/** Multiples of ONE_IN in [a, 2^52), a ≥ 1. */
function multiplesFrom(a: bigint): bigint {
  return (E - 1n) / ONE_IN - (a - 1n) / ONE_IN;
}

/**
 * The smallest h whose formula value reaches X (hundredths > 100): floor((100e − h)/(e − h)) ≥ X ⇔
 * h ≥ e(X − 100)/(X − 1).
 */
export function crashThresholdH(hundredths: number): bigint {
  const x = BigInt(hundredths);
  return (E * (x - 100n) + (x - 2n)) / (x - 1n);
}

/** P(crash point ≥ X), exact: values of h at or above the threshold that are not instant busts, over 2^52. */
export function crashAtLeast(hundredths: number): Fraction {
  if (hundredths <= 100) return fraction(1);
  const h = crashThresholdH(hundredths);
  return fraction(E - h - multiplesFrom(h), E);
}

/** Exact return per unit bet of an auto cash-out at X: X/100 × P(crash ≥ X). */
export function crashAutoRtp(hundredths: number): Fraction {
  const p = crashAtLeast(hundredths);
  return fraction(p.num * BigInt(hundredths), p.den * 100n);
}

/** Exact return of a manual cash-out when the multiplier shows X: it wins only if X < crash point. */
export function crashManualRtp(hundredths: number): Fraction {
  const p = crashAtLeast(hundredths + 1);
  return fraction(p.num * BigInt(hundredths), p.den * 100n);
}
