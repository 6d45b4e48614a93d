// A crowd on the whole stack: the bench's "load" part (`pnpm bench --only=load`). N virtual players (default
// 1,000), one keep-alive connection each, split over two BFFs (on Redis) in front of two platforms on one
// PostgreSQL database with the scheduled jobs on, play the realistic mix below while the rate steps up. Each step
// prints, per call class, throughput, p50/p95/p99 latency, errors and business refusals, and the CPU each process
// spent per call; the summary is the highest rate held with 0 errors and bet p99 under 250 ms. After the crowd,
// `ops reconcile` must be clean.
//
// Players are made through both platforms' control ports with the test kit, not signed up over HTTP: the user,
// wallet and session rows straight in the database (createUserSession), coin through the ledger, then a bank
// account and a Slots and a Color Game session through the platform's own calls. 1,000 took 476 s at load
// average 15, most of it the scrypt of the payout PIN (hashed when set, checked by addBankInfo).
//
// Options: `--load-players=1000`, `--load-steps=50,100,150,200,300` (calls per second, all classes together),
// `--load-step-seconds=20`, `--redis=<url>` (default BENCH_REDIS_URL or redis://127.0.0.1:6379).
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { CLIENT_DEFAULTS } from '@casino/contracts';
import { createScratchDatabase, PAYOUT_PIN } from '@casino/platform/testing';
import autocannon from 'autocannon';
import { postgresCpuMs, processCpuMs } from './cpu';
import type { LoadPlayer } from './servers';

export interface LoadPartOptions {
  pgUrl: string;
  startRole: (args: string[]) => Promise<Record<string, string>>;
  arg: (name: string, fallback: string) => string;
  /** Stops the roles started (before the scratch database is dropped under them). */
  stopRoles: () => void;
  log?: (line: string) => void;
}

/** Call classes and their share of a player's calls (per 1,000); deposits run beside, at 1 % of the rate. */
const MIX = [
  ['spin', 330],
  ['colour', 80],
  ['refreshData', 140],
  ['online', 120],
  ['event', 100],
  ['lobby', 80],
  ['appConfig', 60],
  ['claim', 40],
  ['signIn', 20],
  ['withdrawal', 10],
] as const;
type CallClass = (typeof MIX)[number][0] | 'deposit' | 'lost';
const BET_CLASSES: readonly CallClass[] = ['spin', 'colour'];
const PICK: CallClass[] = MIX.flatMap(([c, n]) => Array<CallClass>(n).fill(c));

/** A refusal the product answers on purpose (nothing to claim, balance short, …) is not an error; these are. */
const ERROR_CODES = new Set([429, 500, 502, 503, 504]);

interface ClassStats {
  latencies: number[];
  errors: number;
  refused: number;
}

export interface StepResult {
  targetRate: number;
  achievedRate: number;
  seconds: number;
  classes: Record<
    string,
    {
      calls: number;
      perSecond: number;
      p50: number;
      p95: number;
      p99: number;
      errors: number;
      refused: number;
    }
  >;
  errors: number;
  betP99: number;
  betsPerSecond: number;
  /** CPU ms per call (all classes) of each process while the step ran. */
  cpuPerCall: Record<string, number>;
  /** 1-minute load average at the end of the step (the machine is shared). */
  loadavg: number;
  held: boolean;
}

export interface LoadPartResult {
  players: number;
  seedingSeconds: number;
  steps: StepResult[];
  heldRate: number;
  heldPlayers: number;
  betsPerSecond: number;
  reconcileClean: boolean;
  reconcileText: string;
}

const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : Number.NaN;

/** CPU ms of every process with this command name (redis-server), or NaN when none can be read. */
function cpuOfCommand(name: string): number {
  let total = 0;
  let seen = false;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== name) continue;
    } catch {
      continue;
    }
    const ms = processCpuMs(Number(entry));
    if (!Number.isNaN(ms)) {
      total += ms;
      seen = true;
    }
  }
  return seen ? total : Number.NaN;
}

export async function benchLoadPart(o: LoadPartOptions): Promise<LoadPartResult> {
  const log = o.log ?? console.log;
  const playersWanted = Number(o.arg('load-players', '1000'));
  const steps = o
    .arg('load-steps', '50,100,150,200,300')
    .split(',')
    .map(Number)
    .filter((n) => n > 0);
  const stepSeconds = Number(o.arg('load-step-seconds', '20'));
  const redisUrl = o.arg('redis', process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379');

  const scratch = await createScratchDatabase(o.pgUrl);
  try {
    // Two platforms on one database (the second waits on the first's migration lock), jobs on in both.
    const [a, b] = await Promise.all([
      o.startRole(['platform', `--database=${scratch.url}`]),
      o.startRole(['platform', `--database=${scratch.url}`]),
    ]);
    const upstreams = `${a!.platform},${b!.platform}`;
    const [f1, f2] = await Promise.all([
      o.startRole(['front', upstreams, `--redis=${redisUrl}`]),
      o.startRole(['front', upstreams, `--redis=${redisUrl}`]),
    ]);
    const pids: Record<string, number> = {
      'platform A': Number(a!.pid),
      'platform B': Number(b!.pid),
      'BFF 1': Number(f1!.pid),
      'BFF 2': Number(f2!.pid),
    };
    log(
      `[bench] load: platforms ${upstreams}, BFFs ${f1!.bff} ${f2!.bff}, PostgreSQL ${scratch.url.replace(/\/\/[^@]*@/, '//')}`,
    );

    // Players through platform A's control port, in batches on both platforms' ports at once.
    const t0 = performance.now();
    const batch = 100;
    const prefix = `ld${Date.now().toString(36)}p`;
    const players: LoadPlayer[] = [];
    const controls = [a!.control!, b!.control!];
    for (let i = 0; i < playersWanted; i += batch * controls.length) {
      const made = await Promise.all(
        controls.map(async (control, k) => {
          const start = i + k * batch;
          const count = Math.min(batch, playersWanted - start);
          if (count <= 0) return [];
          const res = await fetch(`${control}/load-players`, {
            method: 'POST',
            body: JSON.stringify({
              count,
              coin: 10_000_000,
              // Passwords are scrypt-hashed (slow on purpose): only the players who sign in again get one.
              passwords: start === 0 ? 50 : 0,
              prefix: `${prefix}${start}-`,
            }),
          });
          if (!res.ok) throw new Error(`making players: ${res.status} ${await res.text()}`);
          return (await res.json()) as LoadPlayer[];
        }),
      );
      players.push(...made.flat());
    }
    const seedingSeconds = (performance.now() - t0) / 1000;
    const signIns = players.filter((p) => p.password);
    log(
      `[bench] load: ${players.length} players made in ${seedingSeconds.toFixed(0)} s (${signIns.length} with a password)`,
    );

    // Warm-up (JIT, pools, PostgreSQL's caches), not counted.
    await runStep(steps[0]!, Math.min(10, stepSeconds));
    const results: StepResult[] = [];
    for (const rate of steps) {
      results.push(await runStep(rate));
      const r = results.at(-1)!;
      log(
        `[bench] load: step ${rate} calls/s → ${r.achievedRate.toFixed(0)} calls/s, ${r.errors} errors, bet p99 ` +
          `${r.betP99.toFixed(0)} ms, load average ${r.loadavg.toFixed(1)}${r.held ? '' : ' (not held)'}`,
      );
      printStep(r, log);
    }

    const rec = (await (await fetch(`${a!.control}/reconcile`, { method: 'POST', body: '{}' })).json()) as {
      clean: boolean;
      text: string;
    };
    log(`[bench] load: ops reconcile → ${rec.clean ? 'clean' : 'OFFENDERS'}\n${rec.text}`);
    const held = results.filter((r) => r.held).at(-1);
    return {
      players: players.length,
      seedingSeconds,
      steps: results,
      heldRate: held?.achievedRate ?? 0,
      heldPlayers: players.length,
      betsPerSecond: held?.betsPerSecond ?? 0,
      reconcileClean: rec.clean,
      reconcileText: rec.text,
    };

    async function runStep(rate: number, seconds = stepSeconds): Promise<StepResult> {
      const stats = new Map<CallClass, ClassStats>();
      const statsOf = (c: CallClass) => {
        const s = stats.get(c) ?? { latencies: [], errors: 0, refused: 0 };
        stats.set(c, s);
        return s;
      };
      const record = (c: CallClass, ms: number, status: number, body: string) => {
        const s = statsOf(c);
        s.latencies.push(ms);
        if (status !== 200) s.errors++;
        else {
          const code = Number(body.match(/^\{"errcode":(-?\d+)/)?.[1] ?? Number.NaN);
          if (Number.isNaN(code) || ERROR_CODES.has(code)) s.errors++;
          else if (code !== 0) s.refused++;
        }
      };
      const cpuBefore = sampleCpu(pids);
      const started = performance.now();
      let seq = 0;
      // Deposits beside the crowd: an order paid through the sandbox checkout's signed webhook, 1 % of the rate.
      const depositEvery = 1000 / Math.max(rate * 0.01, 0.5);
      const deposits: Promise<void>[] = [];
      const timer = setInterval(() => {
        const p = players[seq++ % players.length]!;
        const t = performance.now();
        deposits.push(
          fetch(`${controls[seq % 2]}/deposit`, {
            method: 'POST',
            body: JSON.stringify({ token: p.token, amount: 50_000 }),
          })
            .then(async (r) =>
              record('deposit', performance.now() - t, r.status, r.ok ? '{"errcode":0' : await r.text()),
            )
            .catch(() => record('deposit', performance.now() - t, 0, '')),
        );
      }, depositEvery);
      const half = Math.floor(players.length / 2);
      const crowds = [players.slice(0, half), players.slice(half)];
      await Promise.all(
        [f1!.bff!, f2!.bff!].map((bff, k) => crowd(bff, crowds[k]!, rate / 2, seconds, record)),
      );
      clearInterval(timer);
      await Promise.all(deposits);
      const elapsed = (performance.now() - started) / 1000;
      const cpuAfter = sampleCpu(pids);
      const classes: StepResult['classes'] = {};
      let calls = 0;
      let errors = 0;
      const bets: number[] = [];
      for (const [c, s] of stats) {
        const sorted = [...s.latencies].sort((x, y) => x - y);
        calls += sorted.length;
        errors += s.errors;
        if (BET_CLASSES.includes(c)) bets.push(...sorted);
        classes[c] = {
          calls: sorted.length,
          perSecond: sorted.length / elapsed,
          p50: quantile(sorted, 0.5),
          p95: quantile(sorted, 0.95),
          p99: quantile(sorted, 0.99),
          errors: s.errors,
          refused: s.refused,
        };
      }
      bets.sort((x, y) => x - y);
      const cpuPerCall: Record<string, number> = {};
      for (const k of Object.keys(cpuAfter))
        cpuPerCall[k] = (cpuAfter[k]! - cpuBefore[k]!) / Math.max(calls, 1);
      const achievedRate = calls / elapsed;
      const betP99 = quantile(bets, 0.99);
      return {
        targetRate: rate,
        achievedRate,
        seconds: elapsed,
        classes,
        errors,
        betP99,
        betsPerSecond: bets.length / elapsed,
        cpuPerCall,
        loadavg: Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]),
        // Held: every call answered without error, bets fast, and the rate asked for actually reached.
        held: errors === 0 && betP99 < 250 && achievedRate >= rate * 0.95,
      };
    }

    /** One BFF's half of the crowd: a connection per player, `rate` calls a second over all of them. */
    async function crowd(
      bff: string,
      mine: LoadPlayer[],
      rate: number,
      seconds: number,
      record: (c: CallClass, ms: number, status: number, body: string) => void,
    ) {
      let next = 0;
      let pick = 0;
      type Ctx = { player?: LoadPlayer; call?: CallClass; at?: number };
      const body = (x: Record<string, unknown>) => JSON.stringify({ ...CLIENT_DEFAULTS, platform: 0, ...x });
      const r = await autocannon({
        url: bff,
        connections: mine.length,
        overallRate: Math.max(1, Math.round(rate)),
        duration: seconds,
        timeout: 10,
        requests: [
          {
            method: 'POST',
            setupRequest: (req, context) => {
              const ctx = context as Ctx;
              if (!ctx.player) ctx.player = mine[next++ % mine.length]!;
              const p = ctx.player;
              // A fixed stride through the weighted list: the mix holds exactly over every 1,000 calls.
              pick = (pick + 337) % PICK.length;
              const call = PICK[pick]!;
              ctx.call = call;
              ctx.at = performance.now();
              const headers = { 'content-type': 'application/json', authorization: p.token };
              const post = (name: string, x: Record<string, unknown>, auth = true) => ({
                ...req,
                method: 'POST' as const,
                path: `/app/v1/${name}`,
                headers: auth ? headers : { 'content-type': 'application/json' },
                body: body(x),
              });
              switch (call) {
                case 'spin':
                  return post('gameRoundPlay', {
                    gameId: 1001,
                    sessionId: p.slots,
                    requestId: randomUUID(),
                    play: { engine: 'slots', bet: 100 },
                  });
                case 'colour':
                  return post('gameRoundPlay', {
                    gameId: 2001,
                    sessionId: p.color,
                    requestId: randomUUID(),
                    play: { engine: 'color', bets: [{ color: pick % 6, amount: 1_000 }] },
                  });
                case 'refreshData':
                  return post('refreshData', {});
                case 'online':
                  return post('online', { gameId: 0 });
                case 'event':
                  return post(
                    'anonymous/appEventLogClient',
                    { eventList: [{ event: 'page_view', ts: Date.now(), page: '/' }] },
                    false,
                  );
                case 'lobby':
                  return post('getAfterLoginInfoWeb', { version: '1.1.6', os: 'android' });
                case 'appConfig':
                  return post('anonymous/appConfig', { v: '1' }, false);
                case 'claim':
                  return post('appVipUserReceiveDaily', {});
                case 'signIn': {
                  const s = signIns[pick % signIns.length] ?? p;
                  return post('accountLogin', { account: s.account, password: s.password ?? '' }, false);
                }
                case 'withdrawal':
                  return post('exchange', {
                    code: PAYOUT_PIN,
                    amount: 10_000,
                    userBankId: p.bankId,
                    requestId: randomUUID(),
                  });
                default:
                  return post('refreshData', {});
              }
            },
            onResponse: (status, resBody, context) => {
              const ctx = context as Ctx;
              record(ctx.call!, performance.now() - ctx.at!, status, resBody);
            },
          },
        ],
      });
      // Transport errors and timeouts never reach onResponse: their own line, every one an error.
      const lost = r.errors + r.timeouts;
      for (let i = 0; i < lost; i++) record('lost', 10_000, 0, '');
    }
  } finally {
    o.stopRoles();
    await dropWhenFree(o.pgUrl, scratch);
  }
}

/** Drops the scratch database once the stopped platforms have let go of it (their pools close on SIGTERM). */
async function dropWhenFree(serverUrl: string, scratch: { url: string; drop(): Promise<void> }) {
  const name = new URL(scratch.url).pathname.slice(1);
  const pg = createRequire(import.meta.resolve('@casino/platform/testing'))('pg') as {
    Client: new (o: {
      connectionString: string;
    }) => {
      connect(): Promise<void>;
      end(): Promise<void>;
      query(text: string, values: unknown[]): Promise<{ rows: { n: number }[] }>;
    };
  };
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    for (let i = 0; i < 100; i++) {
      const { rows } = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
        name,
      ]);
      if (rows[0]!.n === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    await c.end();
  }
  await scratch.drop().catch(() => undefined);
}

function sampleCpu(pids: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [name, pid] of Object.entries(pids)) out[name] = processCpuMs(pid);
  out.PostgreSQL = postgresCpuMs();
  out.Redis = cpuOfCommand('redis-server');
  const self = process.cpuUsage();
  out['load generator'] = (self.user + self.system) / 1000;
  return out;
}

function printStep(r: StepResult, log: (s: string) => void) {
  const head = ['class', 'calls/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'refused'];
  const lines = Object.entries(r.classes)
    .sort((x, y) => y[1].calls - x[1].calls)
    .map(([c, s]) => [
      c,
      s.perSecond.toFixed(1),
      s.p50.toFixed(1),
      s.p95.toFixed(1),
      s.p99.toFixed(1),
      String(s.errors),
      String(s.refused),
    ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) =>
    `    ${cells.map((c, i) => (i ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ')}`;
  log(fmt(head));
  for (const l of lines) log(fmt(l));
  log(
    `    CPU ms per call: ${Object.entries(r.cpuPerCall)
      .map(([k, v]) => `${k} ${v.toFixed(2)}`)
      .join(', ')}`,
  );
}
