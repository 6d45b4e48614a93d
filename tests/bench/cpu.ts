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

export interface CpuTiers {
  /** This process: the load generator. */
  load: number;
  bff: number;
  platform: number;
  postgres: number;
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
  };
}

/** Runs `work` and answers the CPU ms each tier spent during it. */
export async function cpuDuring<T>(
  pids: Pids,
  work: () => Promise<T>,
): Promise<{ result: T; cpu: CpuTiers }> {
  const before = sample(pids);
  const result = await work();
  const after = sample(pids);
  return {
    result,
    cpu: {
      load: after.load - before.load,
      bff: after.bff - before.bff,
      platform: after.platform - before.platform,
      postgres: after.postgres - before.postgres,
    },
  };
}
