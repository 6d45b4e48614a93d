// Slots: reel strips, paylines, a wild, an optional scatter; outcome from one fair float per reel and an
// RTP computed exactly by enumerating every reel-stop combination.
import { slotsStops } from '@casino/contracts/fairness';
import type { SlotsSymbol, SlotsTheme } from '@casino/contracts/slots-themes';
import { EngineError } from './engine-error';
import { type Fraction, fraction } from './exact';
import type { FairSource } from './fair-source';
import { type BetLimits, checkStake, type EngineContext, type RoundStep } from './round';

// the theme data (symbols, strips, paylines, rows, cap) is contracts' plain data, shared with the web verifier
export type { SlotsSymbol } from '@casino/contracts/slots-themes';

/** A theme the engine plays: the contracts theme data plus the figures this engine proves for it. */
export interface SlotsDefinition extends SlotsTheme {
  /** The exact RTP this definition declares; a test proves computeSlotsRtp() equals it. */
  declaredRtp: Fraction;
  /** The largest win of any combination, multiples of the total bet; proved by the same test. */
  declaredMaxWinX: Fraction;
}

interface Compiled {
  def: SlotsDefinition;
  reelCount: number;
  rows: number;
  lineCount: number;
  strips: Int32Array[];
  /** windows[r][stop * rows + row] = symbol shown at `row` when reel r stops at `stop`. */
  windows: Int32Array[];
  /** scatters[r][stop] = scatter symbols visible on reel r at that stop. */
  scatters: Int32Array[];
  /** lineRows[line * reelCount + r]. */
  lineRows: Int32Array;
  /** pay[symbol * (reelCount + 1) + n] in line-bet units. */
  pay: Int32Array;
  /** Scatter pays in line-bet units (total-bet multiple × lines), by scatter count. */
  scatterUnits: Int32Array;
  wild: number;
  scatter: number;
  capUnits: number;
}

const MAX_COMBINATIONS = 2 ** 26;
const cache = new WeakMap<SlotsDefinition, Compiled>();

function fail(def: SlotsDefinition, why: string): never {
  throw new RangeError(`slots definition ${def.id}: ${why}`);
}

function compile(def: SlotsDefinition): Compiled {
  const hit = cache.get(def);
  if (hit) return hit;
  const reelCount = def.reels.length;
  const rows = def.rows;
  if (reelCount < 2) fail(def, 'needs at least 2 reels');
  if (!Number.isInteger(rows) || rows < 1) fail(def, 'rows must be ≥ 1');
  const codes = new Map<string, number>();
  def.symbols.forEach((s, i) => {
    if ([...s.code].length !== 1 || codes.has(s.code))
      fail(def, `symbol code "${s.code}" must be 1 unique char`);
    if (s.pays.length !== reelCount + 1) fail(def, `${s.key} needs ${reelCount + 1} pays (0..${reelCount})`);
    if (s.pays.some((p) => !Number.isSafeInteger(p) || p < 0)) fail(def, `${s.key} pays must be whole ≥ 0`);
    codes.set(s.code, i);
  });
  const wilds = def.symbols.flatMap((s, i) => (s.kind === 'wild' ? [i] : []));
  const scatters = def.symbols.flatMap((s, i) => (s.kind === 'scatter' ? [i] : []));
  if (wilds.length > 1 || scatters.length > 1) fail(def, 'at most one wild and one scatter');
  const strips = def.reels.map((text, r) => {
    const chars = [...text];
    if (chars.length < rows || chars.length > 64) fail(def, `reel ${r} needs ${rows}-64 stops`);
    return Int32Array.from(chars, (c) => codes.get(c) ?? fail(def, `reel ${r} has unknown symbol "${c}"`));
  });
  const combinations = strips.reduce((p, s) => p * s.length, 1);
  if (combinations > MAX_COMBINATIONS)
    fail(def, `${combinations} reel-stop combinations is too many to enumerate`);
  const lineCount = def.paylines.length;
  if (lineCount < 1) fail(def, 'needs a payline');
  const seen = new Set<string>();
  const lineRows = new Int32Array(lineCount * reelCount);
  def.paylines.forEach((line, l) => {
    if (line.length !== reelCount || line.some((row) => !Number.isInteger(row) || row < 0 || row >= rows)) {
      fail(def, `payline ${l} must give a row 0-${rows - 1} for each of ${reelCount} reels`);
    }
    if (seen.has(line.join())) fail(def, `payline ${l} repeats another`);
    seen.add(line.join());
    line.forEach((row, r) => {
      lineRows[l * reelCount + r] = row;
    });
  });
  if (!Number.isSafeInteger(def.maxWinX) || def.maxWinX < 1) fail(def, 'maxWinX must be a whole number ≥ 1');
  const windows = strips.map((strip) => {
    const w = new Int32Array(strip.length * rows);
    for (let stop = 0; stop < strip.length; stop++) {
      for (let row = 0; row < rows; row++) w[stop * rows + row] = strip[(stop + row) % strip.length]!;
    }
    return w;
  });
  const scatter = scatters[0] ?? -1;
  const pay = new Int32Array(def.symbols.length * (reelCount + 1));
  def.symbols.forEach((s, i) => {
    if (s.kind === 'scatter') return;
    s.pays.forEach((p, n) => {
      pay[i * (reelCount + 1) + n] = p;
    });
  });
  const scatterUnits = new Int32Array(reelCount * rows + 1);
  if (scatter >= 0) {
    def.symbols[scatter]!.pays.forEach((p, n) => {
      scatterUnits[n] = p * lineCount;
    });
  }
  const compiled: Compiled = {
    def,
    reelCount,
    rows,
    lineCount,
    strips,
    windows,
    scatters: windows.map((w, r) => {
      const out = new Int32Array(strips[r]!.length);
      for (let i = 0; i < w.length; i++) if (w[i] === scatter) out[Math.floor(i / rows)]!++;
      return out;
    }),
    lineRows,
    pay,
    scatterUnits,
    wild: wilds[0] ?? -1,
    scatter,
    capUnits: def.maxWinX * lineCount,
  };
  cache.set(def, compiled);
  return compiled;
}

/** Throws a RangeError naming what is wrong with a definition (run by the tests for every theme). */
export function validateSlotsDefinition(def: SlotsDefinition): void {
  compile(def);
}

export function reelLengths(def: SlotsDefinition): number[] {
  return compile(def).strips.map((s) => s.length);
}

export interface SlotsLineWin {
  /** Payline index; `paylines.length` marks the scatter win. */
  line: number;
  symbol: number;
  count: number;
  /** Minor units. */
  win: number;
}

export interface SlotsSpin {
  stops: number[];
  /** Visible symbols, grid[row][reel]. */
  grid: number[][];
  /** Payline wins, then the scatter win (line = paylines.length) if any. */
  lineWins: SlotsLineWin[];
  /** Sum of the wins before the cap, in line-bet units. */
  units: number;
  /** The spin hit the max-win cap. */
  capped: boolean;
  /** Total win in minor units: lineBet × min(units, maxWinX × lines). */
  win: number;
}

/** The line's symbol, count and pay in line-bet units (pay 0 = no win). */
function evaluateLine(
  c: Compiled,
  symbols: readonly number[],
): { symbol: number; count: number; pay: number } {
  const n = c.reelCount;
  const stride = n + 1;
  let lead = 0;
  while (lead < n && symbols[lead] === c.wild) lead++;
  const wildPay = c.wild >= 0 ? c.pay[c.wild * stride + lead]! : 0;
  if (lead === n) return { symbol: c.wild, count: n, pay: wildPay };
  const first = symbols[lead]!;
  // A scatter ends a line: the wild never stands in for it.
  if (first === c.scatter) return { symbol: c.wild, count: lead, pay: wildPay };
  let count = lead + 1;
  while (count < n && (symbols[count] === first || symbols[count] === c.wild)) count++;
  const symbolPay = c.pay[first * stride + count]!;
  // Leading wilds pay as wilds when that beats what they make with the symbol after them.
  if (wildPay > symbolPay) return { symbol: c.wild, count: lead, pay: wildPay };
  return { symbol: first, count, pay: symbolPay };
}

/** Evaluate given stops (top-row positions) for a total bet that must be a multiple of the payline count. */
export function evaluateSlots(def: SlotsDefinition, stops: readonly number[], bet: number): SlotsSpin {
  const c = compile(def);
  if (stops.length !== c.reelCount) throw new RangeError(`need ${c.reelCount} stops`);
  const lineBet = slotsLineBet(def, bet);
  const grid = Array.from({ length: c.rows }, (_, row) =>
    stops.map((stop, r) => {
      const strip = c.strips[r]!;
      if (!Number.isInteger(stop) || stop < 0 || stop >= strip.length)
        throw new RangeError('stop out of range');
      return strip[(stop + row) % strip.length]!;
    }),
  );
  const lineWins: SlotsLineWin[] = [];
  let units = 0;
  for (let l = 0; l < c.lineCount; l++) {
    const symbols = def.paylines[l]!.map((row, r) => grid[row]![r]!);
    const { symbol, count, pay } = evaluateLine(c, symbols);
    if (pay > 0) {
      lineWins.push({ line: l, symbol, count, win: pay * lineBet });
      units += pay;
    }
  }
  if (c.scatter >= 0) {
    let count = 0;
    for (const row of grid) for (const s of row) if (s === c.scatter) count++;
    const pay = c.scatterUnits[count] ?? 0;
    if (pay > 0) {
      lineWins.push({ line: c.lineCount, symbol: c.scatter, count, win: pay * lineBet });
      units += pay;
    }
  }
  const capped = units > c.capUnits;
  return { stops: [...stops], grid, lineWins, units, capped, win: Math.min(units, c.capUnits) * lineBet };
}

/** The bet on each line; the total bet must split evenly so every win is a whole number of centavos. */
export function slotsLineBet(def: SlotsDefinition, bet: number): number {
  const lines = def.paylines.length;
  if (!Number.isSafeInteger(bet) || bet < lines || bet % lines !== 0) {
    throw new EngineError('BET_INVALID', `Bet must be a multiple of ${lines} centavos (one per payline)`);
  }
  return bet / lines;
}

/** One spin from the round's fair floats: stop of reel r = floor(float_r × strip length). */
export function spinSlots(def: SlotsDefinition, source: FairSource, bet: number): SlotsSpin {
  slotsLineBet(def, bet);
  const lengths = reelLengths(def);
  return evaluateSlots(def, slotsStops(source.floats(lengths.length), lengths), bet);
}

export interface SlotsRtp {
  /** Product of the strip lengths: every equally likely outcome. */
  combinations: number;
  /** Σ over all combinations of the capped win, in line-bet units. */
  totalUnits: bigint;
  /** totalUnits / (combinations × lines): the exact return to player per unit of total bet. */
  rtp: Fraction;
  /** Combinations with a win > 0. */
  hits: number;
  hitFrequency: Fraction;
  /** The largest win of any combination, in multiples of the total bet (after the cap). */
  maxWinX: Fraction;
  /** Some combination reaches the cap. */
  capReached: boolean;
  /** Variance of the win per unit of total bet (for simulators' confidence bounds). */
  variance: Fraction;
}

/** Exact RTP, hit frequency and max win by enumerating every reel-stop combination. */
export function computeSlotsRtp(def: SlotsDefinition): SlotsRtp {
  const c = compile(def);
  const n = c.reelCount;
  const stride = n + 1;
  const { pay, wild: W, scatter: SC, rows, lineRows, windows, scatters, scatterUnits, capUnits } = c;
  const L = c.lineCount;
  // Per depth: the lines still matching after reels 0..depth, with their symbol and leading-wild count.
  const aliveLine = Array.from({ length: n }, () => new Int32Array(L));
  const aliveSym = Array.from({ length: n }, () => new Int32Array(L));
  const aliveLead = Array.from({ length: n }, () => new Int32Array(L));
  const aliveCount = new Int32Array(n);
  const wildPay = (k: number) => (W >= 0 ? pay[W * stride + k]! : 0);
  const finish = (s: number, count: number, lead: number) => {
    if (s === W) return pay[W * stride + count]!;
    const p = pay[s * stride + count]!;
    const w = wildPay(lead);
    return Math.max(w, p);
  };

  let hits = 0;
  let maxUnits = 0;
  let total = 0n;
  let squares = 0n;
  // Partial sums stay far below 2^53 within one first-reel stop, then move into BigInt.
  let partTotal = 0;
  let partSquares = 0;

  /** Advance the alive lines of depth r−1 through reel r at `stop`; returns the pay of lines that ended. */
  const advance = (r: number, stop: number): number => {
    const w = windows[r]!;
    const inL = aliveLine[r - 1]!;
    const inS = aliveSym[r - 1]!;
    const inLead = aliveLead[r - 1]!;
    const outL = aliveLine[r]!;
    const outS = aliveSym[r]!;
    const outLead = aliveLead[r]!;
    let m = 0;
    let ended = 0;
    for (let i = 0, k = aliveCount[r - 1]!; i < k; i++) {
      const l = inL[i]!;
      const s = inS[i]!;
      const x = w[stop * rows + lineRows[l * n + r]!]!;
      if (s === W) {
        if (x === SC) ended += wildPay(r);
        else {
          outL[m] = l;
          outS[m] = x;
          outLead[m] = x === W ? r + 1 : r;
          m++;
        }
      } else if (x === s || x === W) {
        outL[m] = l;
        outS[m] = s;
        outLead[m] = inLead[i]!;
        m++;
      } else ended += finish(s, r, inLead[i]!);
    }
    aliveCount[r] = m;
    return ended;
  };

  const last = n - 1;
  const lastWindow = windows[last]!;
  const lastScatters = scatters[last]!;
  const lastLength = c.strips[last]!.length;
  const lastRow = new Int32Array(L);
  const lastSym = new Int32Array(L);
  const onMatch = new Int32Array(L);
  const onMiss = new Int32Array(L);

  const descend = (r: number, base: number, sc: number): void => {
    const len = c.strips[r]!.length;
    const sr = scatters[r]!;
    if (r < last) {
      for (let stop = 0; stop < len; stop++) descend(r + 1, base + advance(r, stop), sc + sr[stop]!);
      return;
    }
    // Per line still alive before the last reel: where it looks and what it pays on a match or a miss.
    const k = aliveCount[r - 1]!;
    for (let i = 0; i < k; i++) {
      const l = aliveLine[r - 1]![i]!;
      const s = aliveSym[r - 1]![i]!;
      const lead = aliveLead[r - 1]![i]!;
      lastRow[i] = lineRows[l * n + r]!;
      lastSym[i] = s;
      onMatch[i] = s === W ? pay[W * stride + n]! : finish(s, n, lead);
      onMiss[i] = s === W ? 0 : finish(s, r, lead);
    }
    for (let stop = 0; stop < lastLength; stop++) {
      let t = base + scatterUnits[sc + lastScatters[stop]!]!;
      const at = stop * rows;
      for (let i = 0; i < k; i++) {
        const s = lastSym[i]!;
        const x = lastWindow[at + lastRow[i]!]!;
        if (x === s || x === W) t += onMatch[i]!;
        else if (s !== W) t += onMiss[i]!;
        else t += x === SC ? wildPay(r) : finish(x, n, r);
      }
      if (t > capUnits) t = capUnits;
      if (t > 0) {
        hits++;
        partTotal += t;
        partSquares += t * t;
        if (t > maxUnits) maxUnits = t;
      }
    }
  };

  const first = windows[0]!;
  for (let stop = 0; stop < c.strips[0]!.length; stop++) {
    let m = 0;
    for (let l = 0; l < L; l++) {
      const x = first[stop * rows + lineRows[l * n]!]!;
      if (x === SC) continue; // a line starting on the scatter pays nothing
      aliveLine[0]![m] = l;
      aliveSym[0]![m] = x;
      aliveLead[0]![m] = x === W ? 1 : 0;
      m++;
    }
    aliveCount[0] = m;
    descend(1, 0, scatters[0]![stop]!);
    total += BigInt(partTotal);
    squares += BigInt(partSquares);
    partTotal = 0;
    partSquares = 0;
  }

  const combinations = c.strips.reduce((p, s) => p * s.length, 1);
  const N = BigInt(combinations);
  const lines = BigInt(L);
  // Var = E[(t/L)²] − E[t/L]² = (N·Σt² − (Σt)²) / (N²·L²).
  return {
    combinations,
    totalUnits: total,
    rtp: fraction(total, N * lines),
    hits,
    hitFrequency: fraction(hits, combinations),
    maxWinX: fraction(maxUnits, L),
    capReached: maxUnits === capUnits,
    variance: fraction(N * squares - total * total, N * N * lines * lines),
  };
}

/** Paytable rows for the game-information panel: what n of each symbol pays. */
export function slotsPaytable(def: SlotsDefinition): {
  symbol: number;
  key: string;
  name: string;
  kind: SlotsSymbol['kind'];
  pays: { count: number; x: number }[];
}[] {
  return def.symbols.map((s, symbol) => ({
    symbol,
    key: s.key,
    name: s.name,
    kind: s.kind,
    pays: s.pays.flatMap((x, count) => (x > 0 ? [{ count, x }] : [])),
  }));
}

/** A settled slots round as the platform stores it. */
export interface SlotsRound {
  engine: 'slots';
  variant: string;
  status: 'settled';
  bet: number;
  win: number;
  spin: SlotsSpin;
  steps: RoundStep[];
}

export function validateSlotsPlay(def: SlotsDefinition, play: { bet: number }, limits?: BetLimits): void {
  checkStake(play.bet, limits);
  slotsLineBet(def, play.bet);
}

/** Bet, spin and settle in one step. */
export function playSlots(
  def: SlotsDefinition,
  source: FairSource,
  play: { bet: number },
  ctx: EngineContext,
  limits?: BetLimits,
): SlotsRound {
  validateSlotsPlay(def, play, limits);
  const spin = spinSlots(def, source, play.bet);
  return {
    engine: 'slots',
    variant: def.id,
    status: 'settled',
    bet: play.bet,
    win: spin.win,
    spin,
    steps: [
      { action: 'bet', value: play.bet, at: ctx.now },
      { action: 'settle', value: spin.win, at: ctx.now },
    ],
  };
}

/** contracts roundResult for Slots. */
export function slotsResult(round: SlotsRound) {
  return {
    engine: 'slots' as const,
    stops: [...round.spin.stops],
    grid: round.spin.grid.map((row) => [...row]),
    lineWins: round.spin.lineWins.map((w) => ({ ...w })),
  };
}
