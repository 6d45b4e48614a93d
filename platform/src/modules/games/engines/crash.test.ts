import { createHmac } from 'node:crypto';
import {
  CRASH_INSTANT_BUST_ONE_IN,
  crashMultiplierAt,
  crashPoint,
  crashPointFromBytes,
  type Seeds,
} from '@casino/contracts/fairness';
import { FAIR_VECTORS, VECTOR_SERVER_SEED } from '@casino/contracts/fairness-vectors';
import { describe, expect, it } from 'vitest';
import {
  CRASH_MAX_MULTIPLIER,
  type CrashRound,
  cashoutCrash,
  closeCrash,
  crashAtLeast,
  crashAutoRtp,
  crashManualRtp,
  crashReachTime,
  crashResult,
  crashThresholdH,
  resolveCrash,
  startCrash,
} from './crash';
import { EngineError } from './engine-error';
import { toNumber, toPercent } from './exact';
import { floatsSource, seededSource } from './fair-source';

const E = 2 ** 52;

/** A source whose round-0 bytes start with the 52-bit value h. */
function sourceWithH(h: number) {
  return floatsSource([Math.floor(h / 2 ** 20) / 2 ** 32, ((h % 2 ** 20) * 2 ** 12) / 2 ** 32]);
}

/** A source whose crash point is exactly `hundredths` (> 100). */
function sourceCrashingAt(hundredths: number) {
  let h = Number(crashThresholdH(hundredths));
  if (h % CRASH_INSTANT_BUST_ONE_IN === 0) h++;
  const source = sourceWithH(h);
  expect(crashPointFromBytes(source.roundBytes(0))).toBe(hundredths);
  return source;
}

const T0 = 1_767_225_600_000;
const begin = (crashAt: number, autoCashout?: number, bet = 1000): CrashRound =>
  startCrash(sourceCrashingAt(crashAt), { bet, autoCashout }, { now: T0 });
const after = (ms: number) => ({ now: T0 + ms });

function code(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    return e instanceof EngineError ? `${e.code} ${e.errcode}` : String(e);
  }
  return undefined;
}

describe('Crash point', () => {
  it('comes from contracts fairness, as the shared vectors say', () => {
    for (const v of FAIR_VECTORS) {
      expect(startCrash(seededSource(v.seeds), { bet: 100 }, { now: 0 }).crashPoint).toBe(v.crash);
    }
  });

  it('busts at 1.00× when h is a multiple of the instant-bust divisor', () => {
    expect(
      startCrash(sourceWithH(CRASH_INSTANT_BUST_ONE_IN * 1e9), { bet: 100 }, { now: 0 }).crashPoint,
    ).toBe(100);
  });

  it('reaches X exactly from the threshold h = ⌈2^52 (X − 100) / (X − 1)⌉', () => {
    for (const x of [101, 150, 200, 1234, 99_999, CRASH_MAX_MULTIPLIER]) {
      const h = Number(crashThresholdH(x));
      for (const [hh, reaches] of [
        [h, true],
        [h - 1, false],
        [h + 1, true],
        [h - 2, false],
      ] as const) {
        if (hh % CRASH_INSTANT_BUST_ONE_IN === 0) continue;
        expect(crashPointFromBytes(sourceWithH(hh).roundBytes(0)) >= x, `x=${x} h=${hh}`).toBe(reaches);
      }
    }
  });
});

describe('Crash round', () => {
  it('pays an auto cash-out exactly its target when the crash point is at or above it', () => {
    const won = closeCrash(begin(250, 250), after(0));
    expect(won).toMatchObject({ status: 'settled', cashoutAt: 250, win: 2500 });
    expect(won.steps.slice(-2)).toEqual([
      { action: 'cashout', value: 250, at: T0 + crashReachTime(250) },
      { action: 'settle', value: 2500, at: T0 + crashReachTime(250) },
    ]);
    const lost = closeCrash(begin(250, 251), after(0));
    expect(lost).toMatchObject({ status: 'settled', cashoutAt: 0, win: 0 });
    expect(lost.steps.slice(-2)).toEqual([
      { action: 'bust', value: 250, at: T0 + crashReachTime(250) },
      { action: 'settle', value: 0, at: T0 + crashReachTime(250) },
    ]);
  });

  it('fires the auto cash-out at its first millisecond, not before', () => {
    const round = begin(300, 200);
    const t = crashReachTime(200);
    expect(resolveCrash(round, after(t - 1))).toBe(round);
    expect(resolveCrash(round, after(t))).toMatchObject({ status: 'settled', win: 2000 });
    // A manual request after the auto target fired gets the auto result.
    expect(cashoutCrash(round, after(t + 5000))).toMatchObject({ cashoutAt: 200, win: 2000 });
  });

  it('pays a manual cash-out the multiplier at the server time while it is below the crash point', () => {
    const round = begin(300);
    const t = crashReachTime(300);
    const early = cashoutCrash(round, after(t - 1));
    expect(early.cashoutAt).toBe(crashMultiplierAt(t - 1));
    expect(early.cashoutAt).toBeLessThan(300);
    expect(early.win).toBe(Math.floor((1000 * early.cashoutAt) / 100));
    expect(early.steps.at(-2)).toEqual({ action: 'cashout', value: early.cashoutAt, at: T0 + t - 1 });
    // At the crash point the round is over: the request loses (an answer, not an error).
    expect(cashoutCrash(round, after(t))).toMatchObject({ status: 'settled', win: 0, cashoutAt: 0 });
    // The first ~166 ms show 1.00×: cashing out there returns the bet.
    expect(cashoutCrash(round, after(0))).toMatchObject({ cashoutAt: 100, win: 1000 });
  });

  it('loses everything on an instant bust, whatever the timing or target', () => {
    const source = sourceWithH(CRASH_INSTANT_BUST_ONE_IN * 7);
    const manual = startCrash(source, { bet: 1000 }, { now: T0 });
    expect(cashoutCrash(manual, after(0))).toMatchObject({ win: 0 });
    const auto = startCrash(source, { bet: 1000, autoCashout: 101 }, { now: T0 });
    expect(resolveCrash(auto, after(0))).toMatchObject({ status: 'settled', win: 0 });
  });

  it('stops at the max win: a bet still open there cashes out at it', () => {
    const round = startCrash(sourceWithH(E - 1001), { bet: 100 }, { now: T0 });
    expect(round.crashPoint).toBeGreaterThan(CRASH_MAX_MULTIPLIER);
    const tMax = crashReachTime(CRASH_MAX_MULTIPLIER);
    expect(tMax).toBeGreaterThan(150_000);
    expect(resolveCrash(round, after(tMax - 1)).status).toBe('open');
    expect(cashoutCrash(round, after(tMax + 10_000))).toMatchObject({
      cashoutAt: CRASH_MAX_MULTIPLIER,
      win: 1_000_000,
    });
    expect(closeCrash(round, after(0))).toMatchObject({ cashoutAt: CRASH_MAX_MULTIPLIER });
  });

  it('hides the crash point while open and shows it when over', () => {
    const round = begin(420);
    expect(crashResult(round)).toEqual({
      engine: 'crash',
      startedAt: T0,
      autoCashout: 0,
      cashoutAt: 0,
      crashPoint: 0,
    });
    expect(crashResult(closeCrash(round, after(0))).crashPoint).toBe(420);
  });

  it('refuses bad targets, early requests and steps after the end', () => {
    const play = (autoCashout: number) => () =>
      startCrash(floatsSource([]), { bet: 100, autoCashout }, { now: 0 });
    expect(code(play(100))).toBe('PLAY_INVALID 400');
    expect(code(play(CRASH_MAX_MULTIPLIER + 1))).toBe('PLAY_INVALID 400');
    expect(code(play(150.5))).toBe('PLAY_INVALID 400');
    const later = startCrash(sourceCrashingAt(200), { bet: 100 }, { now: T0 }, undefined, T0 + 3000);
    expect(code(() => cashoutCrash(later, after(2999)))).toBe('NOT_STARTED 400');
    const over = cashoutCrash(begin(200), after(10));
    expect(code(() => cashoutCrash(over, after(20)))).toBe('ROUND_CLOSED 409');
  });

  it('finds the first millisecond each multiplier shows', () => {
    for (let x = 100; x < 100_000; x += 37) {
      const t = crashReachTime(x);
      expect(crashMultiplierAt(t)).toBeGreaterThanOrEqual(x);
      if (t > 0) expect(crashMultiplierAt(t - 1)).toBeLessThan(x);
    }
  });
});

describe('Crash RTP', () => {
  it('P(crash ≥ x) = (1 − instant-bust share) × 99 / (100x − 1), exactly counted over 2^52 values', () => {
    for (const x of [101, 200, 1000, 12_345, CRASH_MAX_MULTIPLIER]) {
      const approx = (1 - 1 / CRASH_INSTANT_BUST_ONE_IN) * (99 / (x - 1));
      expect(Math.abs(toNumber(crashAtLeast(x)) / approx - 1)).toBeLessThan(1e-9);
    }
    expect(toNumber(crashAtLeast(100))).toBe(1);
  });

  it('returns 97.02-97.99 % for every auto cash-out target on a fine grid, falling as the target rises', () => {
    const targets: number[] = [];
    for (let x = 101; x <= 20_000; x++) targets.push(x);
    for (let x = 20_000; x < CRASH_MAX_MULTIPLIER; x = Math.ceil(x * 1.001)) targets.push(x);
    targets.push(CRASH_MAX_MULTIPLIER);
    let previous = Number.POSITIVE_INFINITY;
    for (const x of targets) {
      const rtp = toNumber(crashAutoRtp(x));
      expect(rtp).toBeLessThanOrEqual(previous);
      expect(rtp).toBeGreaterThanOrEqual(0.9702);
      expect(rtp).toBeLessThan(0.98);
      previous = rtp;
    }
    expect(toPercent(crashAutoRtp(101), 4)).toBe('97.9902');
    expect(toPercent(crashAutoRtp(CRASH_MAX_MULTIPLIER), 4)).toBe('97.0201');
  });

  it('returns 97.02 % to a manual cash-out at any multiplier (it must beat the crash point strictly)', () => {
    for (let x = 100; x < CRASH_MAX_MULTIPLIER; x = Math.ceil(x * 1.01)) {
      expect(Math.abs(toNumber(crashManualRtp(x)) - 0.9702)).toBeLessThan(1e-9);
    }
  });

  it('matches a 1,000,000-round draw of the fair scheme within 99 % bounds', () => {
    const bytesOf = (s: Seeds, round: number) =>
      createHmac('sha256', s.serverSeed).update(`${s.clientSeed}:${s.nonce}:${round}`).digest();
    const seeds = (nonce: number): Seeds => ({
      serverSeed: VECTOR_SERVER_SEED,
      clientSeed: 'monte-carlo',
      nonce,
    });
    // The fast HMAC is the same scheme as contracts.
    for (let nonce = 0; nonce < 200; nonce++) {
      expect(startCrash(seededSource(seeds(nonce), bytesOf), { bet: 1 }, { now: 0 }).crashPoint).toBe(
        crashPoint(seeds(nonce)),
      );
    }
    const targets = [101, 150, 200, 500, 1000, 10_000];
    const reached = targets.map(() => 0);
    const N = 1_000_000;
    for (let nonce = 0; nonce < N; nonce++) {
      const c = crashPointFromBytes(bytesOf(seeds(nonce), 0));
      for (let i = 0; i < targets.length; i++) if (c >= targets[i]!) reached[i]!++;
    }
    targets.forEach((x, i) => {
      const p = toNumber(crashAtLeast(x));
      const bound = 2.576 * Math.sqrt((p * (1 - p)) / N);
      expect(Math.abs(reached[i]! / N - p), `x=${x}`).toBeLessThan(bound);
      // The same in return terms: measured RTP of an auto cash-out at x against the exact one.
      expect(Math.abs(((reached[i]! / N) * x) / 100 - toNumber(crashAutoRtp(x)))).toBeLessThan(
        (bound * x) / 100,
      );
    });
  }, 120_000);
});
