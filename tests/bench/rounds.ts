// Rounds per second through the full path (autocannon → BFF → platform → PostgreSQL), next to pgbench's
// tpcb-like tps on the same server: the bench's "(f)" part. Real HTTP, real sessions, every round a ledger
// debit (and a credit when it wins) in one transaction, like a player tapping Spin.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { CLIENT_DEFAULTS } from '@casino/contracts';
import autocannon from 'autocannon';
import { type CpuTiers, cpuDuring } from './cpu';

const run = promisify(execFile);

/** Golden Carabao (slots, fiesta-reels): the cheapest spin is ₱1.00, a multiple of its 20 lines. */
export const ROUND_GAME = 1001;
const ROUND_BET = 100;

export interface Player {
  token: string;
  sessionId: string;
}

export interface RoundsLoad {
  rps: number;
  p99: number;
  /** HTTP errors, timeouts and answers whose errcode is not 0 (e.g. 3001 out of coin). */
  failed: number;
  rounds: number;
  /** CPU ms per round of each tier while this load ran (NaN off Linux). */
  cpuPerRound?: CpuTiers;
}

/** Players with coin (made by the platform role's control port) and a game session opened through the BFF. */
export async function preparePlayers(bffUrl: string, controlUrl: string, count: number): Promise<Player[]> {
  const res = await fetch(`${controlUrl}/players`, {
    method: 'POST',
    body: JSON.stringify({ count, coin: 100_000_000 }),
  });
  if (!res.ok) throw new Error(`making players failed: ${res.status} ${await res.text()}`);
  const made = (await res.json()) as { token: string }[];
  return Promise.all(
    made.map(async ({ token }) => {
      const r = await fetch(`${bffUrl}/app/v1/startGame`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: token },
        body: JSON.stringify({ ...CLIENT_DEFAULTS, platform: 0, gameId: ROUND_GAME }),
      });
      const env = (await r.json()) as { errcode: number; msg: string; data: { sessionId: string } };
      if (env.errcode !== 0) throw new Error(`startGame through the BFF: ${env.errcode} ${env.msg}`);
      return { token, sessionId: env.data.sessionId };
    }),
  );
}

let requestSeq = 0;
/** autocannon's per-request context: the player whose round is in flight on this connection. */
type InFlight = { player: Player };

/**
 * `duration` seconds of spins, one connection per player. Each request takes a player that has no round in
 * flight (a player's rounds queue on their seed row anyway) with a fresh requestId, so none is a retry.
 */
export async function loadRounds(
  bffUrl: string,
  players: readonly Player[],
  duration: number,
): Promise<RoundsLoad> {
  const free = [...players];
  let failed = 0;
  let rounds = 0;
  const prefix = `bench-${process.pid}-${Date.now().toString(36)}`;
  const r = await autocannon({
    url: `${bffUrl}/app/v1/gameRoundPlay`,
    connections: players.length,
    duration,
    requests: [
      {
        method: 'POST',
        setupRequest: (req, context) => {
          const player = free.shift() ?? players[requestSeq % players.length]!;
          (context as InFlight).player = player;
          return {
            ...req,
            headers: { 'content-type': 'application/json', authorization: player.token },
            body: JSON.stringify({
              gameId: ROUND_GAME,
              sessionId: player.sessionId,
              requestId: `${prefix}-${++requestSeq}`,
              play: { engine: 'slots', bet: ROUND_BET },
            }),
          };
        },
        onResponse: (status, body, context) => {
          free.push((context as InFlight).player);
          if (status === 200 && body.startsWith('{"errcode":0')) rounds += 1;
          else failed += 1;
        },
      },
    ],
  });
  return {
    rps: r.requests.average,
    p99: r.latency.p99,
    failed: failed + r.errors + r.timeouts,
    rounds,
  };
}

// ---------- pgbench ----------

export interface PgServer {
  host: string;
  port: string;
  user: string;
}

export function pgServerOf(url: string): PgServer {
  const u = new URL(url);
  return {
    host: u.hostname || '127.0.0.1',
    port: u.port || '5432',
    user: decodeURIComponent(u.username || 'postgres'),
  };
}

const PGBENCH_DB = 'bench_pgbench';
const conn = (s: PgServer) => ['-h', s.host, '-p', s.port, '-U', s.user];

/** A scratch database with pgbench tables at `scale` (scale ≥ clients keeps branch rows from being the bottleneck). */
export async function pgbenchInit(server: PgServer, scale: number): Promise<void> {
  await run('dropdb', [...conn(server), '--if-exists', PGBENCH_DB]);
  await run('createdb', [...conn(server), PGBENCH_DB]);
  await run('pgbench', [...conn(server), '-i', '-q', '-s', String(scale), PGBENCH_DB], {
    maxBuffer: 16 * 1024 * 1024,
  });
}

export interface PgbenchRun {
  tps: number;
  /** CPU ms per transaction: PostgreSQL's processes, its backends serving pgbench, pgbench's client threads. */
  cpuPerTx: { postgres: number; backends: number; client: number };
}

/** `1m2.345s` (bash `times`) in ms. */
const bashTimeMs = (t: string) => {
  const m = t.match(/(\d+)m([\d.]+)s/);
  return m ? (Number(m[1]) * 60 + Number(m[2])) * 1000 : Number.NaN;
};

/** tpcb-like (pgbench's default script) tps, without the initial connection time, and its CPU per transaction. */
export async function pgbenchTps(
  server: PgServer,
  clients: number,
  threads: number,
  duration: number,
): Promise<PgbenchRun> {
  const args = [
    ...conn(server),
    '-c',
    String(clients),
    '-j',
    String(threads),
    '-T',
    String(duration),
    PGBENCH_DB,
  ];
  // bash's `times` prints its children's CPU (pgbench's client threads) on its second line.
  const { result: stdout, cpu } = await cpuDuring(
    null,
    async () => {
      const { stdout } = await run('bash', ['-c', 'pgbench "$@" && times', 'pgbench', ...args]);
      return stdout;
    },
    PGBENCH_DB,
  );
  const tps = stdout.match(/tps = ([\d.]+) \(without initial connection time\)/)?.[1];
  if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
  const [user, system] = stdout.trim().split('\n').at(-1)!.split(/\s+/);
  const transactions = Number(
    stdout.match(/number of transactions actually processed: (\d+)/)?.[1] ?? Number.NaN,
  );
  return {
    tps: Number(tps),
    cpuPerTx: {
      postgres: cpu.postgres / transactions,
      backends: cpu.backends / transactions,
      client: (bashTimeMs(user!) + bashTimeMs(system!)) / transactions,
    },
  };
}

export async function pgbenchDrop(server: PgServer): Promise<void> {
  await run('dropdb', [...conn(server), '--if-exists', PGBENCH_DB]);
}

// ---------- the bench part ----------

export interface RoundsPartOptions {
  /** Starts a servers.ts role and answers the JSON line it prints (run.ts's startRole). */
  startRole: (args: string[]) => Promise<Record<string, string>>;
  /** A PostgreSQL server URL: the platform gets a scratch database on it, pgbench `bench_pgbench`. */
  pgUrl: string;
  /** Concurrent players (BFF connections) and pgbench clients. */
  players: number;
  duration: number;
  /** Side-by-side repeats, alternating pgbench and rounds so drift hits both. */
  repeats: number;
  log?: (line: string) => void;
}

export interface RoundsPartResult {
  ratio: number;
  rps: number;
  tps: number;
  /** The ratio if BFF, platform and load generator cost no CPU: pgbench's CPU per tx ÷ PostgreSQL's per round. */
  databaseCeiling: number;
  runs: { pgbench: PgbenchRun[]; rounds: RoundsLoad[] };
}

export async function benchRoundsPart(o: RoundsPartOptions): Promise<RoundsPartResult> {
  const log = o.log ?? console.log;
  const server = pgServerOf(o.pgUrl);
  const {
    platform,
    control,
    db,
    database,
    pid: platformPid,
  } = await o.startRole(['platform', `--pg=${o.pgUrl}`]);
  if (db !== 'postgres') throw new Error(`the rounds platform runs on ${db}, not PostgreSQL`);
  const front = await o.startRole(['front', platform!]);
  const pids = { bff: Number(front.pid), platform: Number(platformPid) };
  log(`[bench] rounds: platform ${platform} on PostgreSQL, BFF ${front.bff}, ${o.players} players`);
  const players = await preparePlayers(front.bff!, control!, o.players);
  await pgbenchInit(server, Math.max(o.players, 1));
  try {
    // Warm both: JIT, connection pools, PostgreSQL caches.
    await loadRounds(front.bff!, players, 3);
    await pgbenchTps(server, o.players, 2, 3);
    const pgbench: PgbenchRun[] = [];
    const rounds: RoundsLoad[] = [];
    for (let i = 0; i < o.repeats; i++) {
      const tx = await pgbenchTps(server, o.players, 2, o.duration);
      pgbench.push(tx);
      const { result: load, cpu } = await cpuDuring(
        pids,
        () => loadRounds(front.bff!, players, o.duration),
        database,
      );
      const per = (ms: number) => ms / Math.max(load.rounds, 1);
      load.cpuPerRound = {
        load: per(cpu.load),
        bff: per(cpu.bff),
        platform: per(cpu.platform),
        postgres: per(cpu.postgres),
        backends: per(cpu.backends),
      };
      rounds.push(load);
      const c = load.cpuPerRound;
      log(
        `[bench] rounds: pgbench ${tx.tps.toFixed(0)} tps (CPU ms per transaction: PostgreSQL ` +
          `${tx.cpuPerTx.postgres.toFixed(2)} (its backends ${tx.cpuPerTx.backends.toFixed(2)}), ` +
          `pgbench ${tx.cpuPerTx.client.toFixed(2)}); rounds ${load.rps.toFixed(0)}/s ` +
          `(CPU ms per round: PostgreSQL ${c.postgres.toFixed(2)} (its backends ${c.backends.toFixed(2)}), ` +
          `platform ${c.platform.toFixed(2)}, ` +
          `BFF ${c.bff.toFixed(2)}, load generator ${c.load.toFixed(2)})`,
      );
    }
    const failed = rounds.reduce((s, r) => s + r.failed, 0);
    if (failed > 0) throw new Error(`${failed} rounds failed (HTTP error, timeout or errcode ≠ 0)`);
    const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
    const meanTps = mean(pgbench.map((r) => r.tps));
    const meanRps = mean(rounds.map((r) => r.rps));
    // The ceiling the database alone sets: were the three Node tiers free, the machine's CPU would go to
    // PostgreSQL's share of a round, against PostgreSQL + pgbench's client per transaction.
    const pgPerRound = mean(rounds.map((r) => r.cpuPerRound!.postgres));
    const pgbenchPerTx = mean(pgbench.map((r) => r.cpuPerTx.postgres + r.cpuPerTx.client));
    return {
      ratio: meanRps / meanTps,
      rps: meanRps,
      tps: meanTps,
      databaseCeiling: pgbenchPerTx / pgPerRound,
      runs: { pgbench, rounds },
    };
  } finally {
    await pgbenchDrop(server);
  }
}
