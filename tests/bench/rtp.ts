// RTP simulator (bench, not a test): plays N rounds (default 10M) of every in-house game (each slots theme N,
// Mines strategies and Crash targets sharing their game's N), theme and a few
// strategies through the real engines and the real provably-fair stream (HMAC-SHA256 from node:crypto,
// checked against contracts `roundBytes` first), and prints measured vs declared RTP with the 99 % confidence
// interval. Standalone: `pnpm --filter @casino/tests exec tsx bench/rtp.ts [--rounds=N] [--threads=2]
// [--only=slots,color,mines,crash,sicbo,baccarat,bingo] [--seed=text]`; `pnpm bench --only=rtp` runs it as a part.
import { createHash, createHmac } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { GameEngine } from '@casino/contracts/enums';
import { roundBytes, type Seeds } from '@casino/contracts/fairness';
import {
  actOnRound,
  closeRound,
  computeSicboRtp,
  crashAutoRtp,
  type EnginePlay,
  type EngineRound,
  type Fraction,
  getEngine,
  MACAU_SIC_BO,
  minesReturn,
  playRound,
  seededSource,
  toNumber,
  toPercent,
} from '@casino/platform/engines';

/** z of a two-sided 99 % interval. */
const Z99 = 2.5758293035489004;
/** Rounds a worker plays per task: small enough to share the work evenly and show progress. */
const CHUNK = 500_000;
/** Stake per line / colour / round, centavos: every pay is then a whole number, so no rounding bias. */
const UNIT = 100;

interface Case {
  id: string;
  game: GameEngine;
  play: EnginePlay;
  /** Sic Bo: the areas of the bet type, taken in turn by the round number (each returns the same). */
  areas?: readonly string[];
  variant?: string;
  /** Mines: cash out after this many gems. */
  picks?: number;
  /** Exact RTP of this way of playing (for slots and Color Game: the declared figure itself). */
  exact: Fraction;
  /** The game's declared RTP, basis points (appGameList rtp). */
  declaredBp: number;
  label: string;
}

const MINES_STRATEGIES: readonly [number, number][] = [
  [1, 4], // the lowest return of any strategy (98.28 %)
  [3, 5],
  [5, 10],
  [10, 3],
  [24, 1],
];
const CRASH_TARGETS = [101, 200, 1000, 10_000, 100_000];

export function rtpCases(): Case[] {
  const cases: Case[] = [];
  const slots = getEngine('slots');
  for (const variant of slots.variants) {
    const info = slots.info(variant);
    cases.push({
      id: `slots/${variant}`,
      game: 'slots',
      variant,
      play: { engine: 'slots', bet: UNIT * info.betStep },
      exact: fractionOf(info.rtp.exact),
      declaredBp: info.rtp.basisPoints,
      label: `Slots ${info.name}, ₱${info.betStep} a spin`,
    });
  }
  const color = getEngine('color').info();
  cases.push({
    id: 'color/perya',
    game: 'color',
    play: { engine: 'color', bets: [{ color: 0, amount: UNIT }] },
    exact: fractionOf(color.rtp.exact),
    declaredBp: color.rtp.basisPoints,
    label: 'Color Game, one colour (the round number picks which)',
  });
  const minesBp = getEngine('mines').info().rtp.basisPoints;
  for (const [mines, picks] of MINES_STRATEGIES) {
    cases.push({
      id: `mines/${mines}x${picks}`,
      game: 'mines',
      play: { engine: 'mines', bet: UNIT, mines },
      picks,
      exact: minesReturn(mines, picks),
      declaredBp: minesBp,
      label: `Mines ${mines} mine${mines > 1 ? 's' : ''}, cash out after ${picks} gem${picks > 1 ? 's' : ''}`,
    });
  }
  const crashBp = getEngine('crash').info().rtp.basisPoints;
  for (const target of CRASH_TARGETS) {
    cases.push({
      id: `crash/auto-${target / 100}x`,
      game: 'crash',
      play: { engine: 'crash', bet: UNIT, autoCashout: target },
      exact: crashAutoRtp(target),
      declaredBp: crashBp,
      label: `Crash, auto cash-out at ${(target / 100).toFixed(2)}×`,
    });
  }
  // Sic Bo: every bet type (each has its own exact return), sharing the game's rounds
  const sicboBp = getEngine('sicbo').info().rtp.basisPoints;
  for (const bet of computeSicboRtp(MACAU_SIC_BO)) {
    cases.push({
      id: `sicbo/${bet.type}`,
      game: 'sicbo',
      play: { engine: 'sicbo', bets: [{ area: bet.areas[0]!, amount: UNIT }] },
      areas: bet.areas,
      exact: bet.rtp,
      declaredBp: sicboBp,
      label: `Sic Bo, ${bet.type}${bet.areas.length > 1 ? ` (${bet.areas.length} areas in turn)` : ''}`,
    });
  }
  // Baccarat: one spot a case, the spots sharing the game's rounds (a Banker stake of ₱1 is a multiple of 20
  // centavos, so every pay is whole); each spot's exact return is in the paytable, the game declares the lowest.
  const baccarat = getEngine('baccarat').info();
  if (baccarat.paytable.engine === 'baccarat') {
    for (const row of baccarat.paytable.rows) {
      cases.push({
        id: `baccarat/${row.spot}`,
        game: 'baccarat',
        play: { engine: 'baccarat', bets: [{ spot: row.spot, amount: UNIT }] },
        exact: fractionOf(row.exact),
        declaredBp: baccarat.rtp.basisPoints,
        label: `Baccarat, ${row.spot} only`,
      });
    }
  }
  const bingo = getEngine('bingo').info();
  cases.push({
    id: 'bingo/2-cards',
    game: 'bingo',
    // Two cards a round: the second card's floats start after the first's, so both offsets are played.
    play: { engine: 'bingo', bet: UNIT, cards: 2 },
    exact: fractionOf(bingo.rtp.exact),
    declaredBp: bingo.rtp.basisPoints,
    label: 'Bingo, 2 cards a round',
  });
  return cases;
}

function fractionOf(text: string): Fraction {
  const [num, den] = text.split('/');
  return { num: BigInt(num!), den: BigInt(den!) };
}

// ---------- the fair stream, fast ----------

/** HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${round}`) with node:crypto: the bytes contracts computes. */
function nodeRoundBytes(seeds: Seeds, round: number): Uint8Array {
  return createHmac('sha256', seeds.serverSeed)
    .update(`${seeds.clientSeed}:${seeds.nonce}:${round}`)
    .digest();
}

function assertSameStream(): void {
  for (let nonce = 0; nonce < 50; nonce++) {
    const seeds = {
      serverSeed: createHash('sha256').update(`check-${nonce}`).digest('hex'),
      clientSeed: 'c',
      nonce,
    };
    for (const round of [0, 1, 2]) {
      if (
        Buffer.compare(Buffer.from(nodeRoundBytes(seeds, round)), Buffer.from(roundBytes(seeds, round))) !== 0
      )
        throw new Error('node:crypto HMAC differs from contracts roundBytes');
    }
  }
}

// ---------- worker: play a chunk ----------

interface Task {
  caseIndex: number;
  serverSeed: string;
  clientSeed: string;
  fromNonce: number;
  count: number;
}

interface Tally {
  n: number;
  bet: number;
  win: number;
  /** Σ (win / bet)², for the variance. */
  sumSq: number;
  /** Highest win seen, as a multiple of the bet. */
  maxX: number;
}

const FAR_FUTURE = 1e12;

function playOne(c: Case, seeds: Seeds): EngineRound {
  const source = seededSource(seeds, nodeRoundBytes);
  const opts = { now: 0, ...(c.variant ? { variant: c.variant } : {}) };
  if (c.game === 'color') {
    // Spread the stake over the six colours so the draw tests every face (each returns the same).
    const play: EnginePlay = { engine: 'color', bets: [{ color: seeds.nonce % 6, amount: UNIT }] };
    return playRound(source, play, opts);
  }
  if (c.game === 'sicbo' && c.areas) {
    const area = c.areas[seeds.nonce % c.areas.length]!;
    return playRound(source, { engine: 'sicbo', bets: [{ area, amount: UNIT }] }, opts);
  }
  let round = playRound(source, c.play, opts);
  if (c.game === 'mines') {
    for (let cell = 0; cell < (c.picks ?? 1) && round.status === 'open'; cell++)
      round = actOnRound(round, { type: 'pick', cell }, opts);
    if (round.status === 'open') round = actOnRound(round, { type: 'cashout' }, opts);
  } else if (c.game === 'crash') {
    // Plays the round out as the platform does at session end: the auto target if reached, else a bust.
    round = closeRound(round, { now: FAR_FUTURE });
  }
  return round;
}

function runTask(cases: Case[], t: Task): Tally {
  const c = cases[t.caseIndex]!;
  const tally: Tally = { n: 0, bet: 0, win: 0, sumSq: 0, maxX: 0 };
  for (let i = 0; i < t.count; i++) {
    const round = playOne(c, { serverSeed: t.serverSeed, clientSeed: t.clientSeed, nonce: t.fromNonce + i });
    const x = round.win / round.bet;
    tally.n += 1;
    tally.bet += round.bet;
    tally.win += round.win;
    tally.sumSq += x * x;
    if (x > tally.maxX) tally.maxX = x;
  }
  return tally;
}

if (!isMainThread && workerData?.role === 'rtp-worker') {
  const cases = rtpCases();
  parentPort!.on('message', (t: Task) => parentPort!.postMessage(runTask(cases, t)));
}

// ---------- main: share the chunks, add up, judge ----------

export interface RtpRow {
  id: string;
  label: string;
  rounds: number;
  measured: number;
  ciLow: number;
  ciHigh: number;
  exact: number;
  exactText: string;
  declared: number;
  inside: boolean;
  maxX: number;
  seconds: number;
}

export interface RtpOptions {
  rounds: number;
  threads: number;
  games?: readonly string[];
  seed: string;
  log?: (line: string) => void;
}

class Pool {
  private readonly idle: Worker[] = [];
  private readonly waiting: ((w: Worker) => void)[] = [];
  readonly workers: Worker[];

  constructor(size: number) {
    // Node 20 workers do not inherit tsx's loader: register it, then load this file as the worker.
    const boot = `import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(import.meta.url)}); })`;
    this.workers = Array.from(
      { length: size },
      () => new Worker(boot, { eval: true, workerData: { role: 'rtp-worker' } }),
    );
    this.idle.push(...this.workers);
  }

  async run(task: Task): Promise<Tally> {
    const w = this.idle.pop() ?? (await new Promise<Worker>((resolve) => this.waiting.push(resolve)));
    try {
      return await new Promise<Tally>((resolve, reject) => {
        const onError = (err: Error) => reject(err);
        w.once('error', onError);
        w.once('message', (tally: Tally) => {
          w.off('error', onError);
          resolve(tally);
        });
        w.postMessage(task);
      });
    } finally {
      const next = this.waiting.shift();
      if (next) next(w);
      else this.idle.push(w);
    }
  }

  close(): Promise<number[]> {
    return Promise.all(this.workers.map((w) => w.terminate()));
  }
}

export async function benchRtp(opts: RtpOptions): Promise<RtpRow[]> {
  const log = opts.log ?? ((line: string) => console.log(line));
  assertSameStream();
  const cases = rtpCases()
    .map((c, caseIndex) => ({ c, caseIndex }))
    .filter(({ c }) => !opts.games || opts.games.includes(c.game));
  // Mines strategies and Crash targets share their game's rounds; each slots theme is a game of its own.
  const perGame = new Map<string, number>();
  for (const { c } of cases) perGame.set(c.game, (perGame.get(c.game) ?? 0) + 1);
  const roundsOf = (c: Case) =>
    c.game === 'slots' ? opts.rounds : Math.floor(opts.rounds / perGame.get(c.game)!);
  const pool = new Pool(opts.threads);
  const rows: RtpRow[] = [];
  try {
    for (const { c, caseIndex } of cases) {
      const started = performance.now();
      const serverSeed = createHash('sha256').update(`${opts.seed}/${c.id}`).digest('hex');
      const tasks: Task[] = [];
      const rounds = roundsOf(c);
      for (let from = 0; from < rounds; from += CHUNK) {
        tasks.push({
          caseIndex,
          serverSeed,
          clientSeed: 'rtp-bench',
          fromNonce: from,
          count: Math.min(CHUNK, rounds - from),
        });
      }
      const tallies = await Promise.all(tasks.map((t) => pool.run(t)));
      const sum = tallies.reduce(
        (a, t) => ({
          n: a.n + t.n,
          bet: a.bet + t.bet,
          win: a.win + t.win,
          sumSq: a.sumSq + t.sumSq,
          maxX: Math.max(a.maxX, t.maxX),
        }),
        { n: 0, bet: 0, win: 0, sumSq: 0, maxX: 0 },
      );
      // Every round stakes the same, so the return per unit staked is the mean of win / bet.
      const mean = sum.win / sum.bet;
      const variance = Math.max(0, sum.sumSq / sum.n - mean * mean);
      const half = Z99 * Math.sqrt(variance / sum.n);
      const exact = toNumber(c.exact);
      const row: RtpRow = {
        id: c.id,
        label: c.label,
        rounds: sum.n,
        measured: mean,
        ciLow: mean - half,
        ciHigh: mean + half,
        exact,
        exactText: toPercent(c.exact, 4),
        declared: c.declaredBp / 10_000,
        inside: exact >= mean - half && exact <= mean + half,
        maxX: sum.maxX,
        seconds: (performance.now() - started) / 1000,
      };
      rows.push(row);
      log(
        `[rtp] ${c.id.padEnd(22)} ${pct(row.measured)} in [${pct(row.ciLow)}, ${pct(row.ciHigh)}] exact ${row.exactText} % ${row.inside ? 'inside' : 'OUTSIDE'} (${row.seconds.toFixed(0)} s)`,
      );
    }
  } finally {
    await pool.close();
  }
  return rows;
}

const pct = (x: number) => `${(x * 100).toFixed(4)} %`;

export function printRtpTable(rows: readonly RtpRow[], log: (line: string) => void = console.log): void {
  const head = [
    'game / way of playing',
    'rounds',
    'measured',
    '99 % CI',
    'exact (this play)',
    'inside',
    'game declares',
    'max win seen',
  ];
  const lines = rows.map((r) => [
    r.label,
    r.rounds.toLocaleString('en-US'),
    pct(r.measured),
    `${pct(r.ciLow)} – ${pct(r.ciHigh)}`,
    `${r.exactText} %`,
    r.inside ? 'yes' : 'NO',
    `${(r.declared * 100).toFixed(2)} %`,
    `${r.maxX.toFixed(2)}×`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  log(`\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const l of lines) log(line(l));
  log(
    '\nexact (this play) is the engine-proven RTP of that way of playing (Mines and Crash depend on the strategy;' +
      '\nthe game declares the figure of its lowest or formula case). Each row has a 1 % chance of falling outside' +
      '\nby chance alone; a rerun with another --seed tells chance from a fault.',
  );
}

function arg(name: string): string | undefined {
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

if (isMainThread && process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = await benchRtp({
    rounds: Number(arg('rounds') ?? 10_000_000),
    threads: Number(arg('threads') ?? Math.min(2, availableParallelism())),
    games: arg('only')?.split(','),
    seed: arg('seed') ?? `rtp-${Date.now()}`,
  });
  printRtpTable(rows);
  process.exit(rows.every((r) => r.inside) ? 0 : 1);
}
