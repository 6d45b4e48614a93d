// CPU time per process tier, read from Linux's /proc, so the rounds bench can say where a round's time goes
// (load generator, BFF, platform, PostgreSQL) instead of only how many rounds a second came out.
import { readdirSync, readFileSync } from 'node:fs';

/** /proc's stat times are in clock ticks; USER_HZ is 100 on every Linux the bench runs on. */
const TICK_MS = 10;

/**
 * utime + stime of one process in ms, or NaN where /proc is missing (not Linux); with `reaped`, plus the
 * CPU of its children that have ended (cutime + cstime).
 */
export function processCpuMs(pid: number, reaped = false): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces: the fields are counted after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const own = Number(fields[11]) + Number(fields[12]);
    return (reaped ? own + Number(fields[13]) + Number(fields[14]) : own) * TICK_MS;
  } catch {
    return Number.NaN;
  }
}

/**
 * Every process named `postgres` (server and backends) that this user may read, in ms. Backends that ended
 * (pgbench's, at the end of its run) count through the postmaster's reaped-children times.
 */
export function postgresCpuMs(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue;
    }
    const ms = processCpuMs(Number(entry), true);
    if (!Number.isNaN(ms)) total += ms;
  }
  return total;
}

/**
 * The database a PostgreSQL backend serves, from its process title: `postgres: [<cluster>: ]<user> <database>
 * <client> …` (Debian's clusters name themselves, e.g. `15/main:`).
 */
function backendDatabase(pid: string): string | null {
  try {
    const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return /^postgres: (?:\S+: )?\S+ (\S+) /.exec(title)?.[1] ?? null;
  } catch {
    return null;
  }
}

/**
 * CPU ms of the backends serving `database` while it runs: the server's other work (another suite's databases
 * on a shared machine) left out. Sampled every 100 ms, so a backend that ends meanwhile (pgbench's, at the end
 * of its run) counts up to its last sample; one that started meanwhile counts from zero.
 */
export function backendCpu(database: string): { stop(): number } {
  const first = new Map<string, number>();
  const last = new Map<string, number>();
  // A backend serves one database for life: each pid's title is read once (the scans stay cheap, and they
  // run in the load generator, whose CPU is measured too).
  const serves = new Map<string, boolean>();
  const scan = (initial: boolean) => {
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      let ours = serves.get(pid);
      if (ours === undefined) {
        ours = backendDatabase(pid) === database;
        serves.set(pid, ours);
      }
      if (!ours) continue;
      const ms = processCpuMs(Number(pid));
      if (Number.isNaN(ms)) continue;
      if (!first.has(pid)) first.set(pid, initial ? ms : 0);
      last.set(pid, ms);
    }
  };
  scan(true);
  const timer = setInterval(() => scan(false), 100);
  return {
    stop() {
      clearInterval(timer);
      scan(false);
      let total = 0;
      for (const [pid, ms] of last) total += ms - (first.get(pid) ?? 0);
      return total;
    },
  };
}

export interface CpuTiers {
  /** This process: the load generator. */
  load: number;
  bff: number;
  platform: number;
  /** The whole PostgreSQL server: other work on it counts too. */
  postgres: number;
  /** The backends of the database in play only (when cpuDuring was given it; else NaN). */
  backends: number;
}

/** The BFF and platform processes, or null when only PostgreSQL (and this process) is measured. */
type Pids = { bff: number; platform: number } | null;

function sample(pids: Pids): CpuTiers {
  const self = process.cpuUsage();
  return {
    load: (self.user + self.system) / 1000,
    bff: pids ? processCpuMs(pids.bff) : 0,
    platform: pids ? processCpuMs(pids.platform) : 0,
    postgres: postgresCpuMs(),
    backends: Number.NaN,
  };
}

/** Runs `work` and answers the CPU ms each tier spent during it. */
export async function cpuDuring<T>(
  pids: Pids,
  work: () => Promise<T>,
  database?: string,
): Promise<{ result: T; cpu: CpuTiers }> {
  const backends = database ? backendCpu(database) : null;
  const before = sample(pids);
  const result = await work();
  const after = sample(pids);
  const backendMs = backends ? backends.stop() : Number.NaN;
  return {
    result,
    cpu: {
      load: after.load - before.load,
      bff: after.bff - before.bff,
      platform: after.platform - before.platform,
      postgres: after.postgres - before.postgres,
      backends: backendMs,
    },
  };
}
