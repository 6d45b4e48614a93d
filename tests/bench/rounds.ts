// Rounds per second through the full path (autocannon → BFF → platform → PostgreSQL), next to pgbench's
// tpcb-like tps on the same server: the bench's "(f)" part. Real HTTP, real sessions, every round a ledger
// debit (and a credit when it wins) in one transaction, like a player tapping Spin.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { CLIENT_DEFAULTS } from '@casino/contracts';
import autocannon from 'autocannon';

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

/** tpcb-like (pgbench's default script) tps, without the initial connection time. */
export async function pgbenchTps(
  server: PgServer,
  clients: number,
  threads: number,
  duration: number,
): Promise<number> {
  const { stdout } = await run('pgbench', [
    ...conn(server),
    '-c',
    String(clients),
    '-j',
    String(threads),
    '-T',
    String(duration),
    PGBENCH_DB,
  ]);
  const tps = stdout.match(/tps = ([\d.]+) \(without initial connection time\)/)?.[1];
  if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
  return Number(tps);
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
  runs: { pgbench: number[]; rounds: RoundsLoad[] };
}

export async function benchRoundsPart(o: RoundsPartOptions): Promise<RoundsPartResult> {
  const log = o.log ?? console.log;
  const server = pgServerOf(o.pgUrl);
  const { platform, control, db } = await o.startRole(['platform', `--pg=${o.pgUrl}`]);
  if (db !== 'postgres') throw new Error(`the rounds platform runs on ${db}, not PostgreSQL`);
  const front = await o.startRole(['front', platform!]);
  log(`[bench] rounds: platform ${platform} on PostgreSQL, BFF ${front.bff}, ${o.players} players`);
  const players = await preparePlayers(front.bff!, control!, o.players);
  await pgbenchInit(server, Math.max(o.players, 1));
  try {
    // Warm both: JIT, connection pools, PostgreSQL caches.
    await loadRounds(front.bff!, players, 3);
    await pgbenchTps(server, o.players, 2, 3);
    const tps: number[] = [];
    const rounds: RoundsLoad[] = [];
    for (let i = 0; i < o.repeats; i++) {
      tps.push(await pgbenchTps(server, o.players, 2, o.duration));
      rounds.push(await loadRounds(front.bff!, players, o.duration));
      log(`[bench] rounds: pgbench ${tps.at(-1)!.toFixed(0)} tps, rounds ${rounds.at(-1)!.rps.toFixed(0)}/s`);
    }
    const failed = rounds.reduce((s, r) => s + r.failed, 0);
    if (failed > 0) throw new Error(`${failed} rounds failed (HTTP error, timeout or errcode ≠ 0)`);
    const meanTps = tps.reduce((s, x) => s + x, 0) / tps.length;
    const meanRps = rounds.reduce((s, r) => s + r.rps, 0) / rounds.length;
    return { ratio: meanRps / meanTps, rps: meanRps, tps: meanTps, runs: { pgbench: tps, rounds } };
  } finally {
    await pgbenchDrop(server);
  }
}
