import { type JobStatus, loadJobStatus } from '../core/job-status';
import { nextDueAt } from '../core/jobs';
import type { OpsCommand } from '../core/module';

/** "every 30 s", "every 15 min", "every 6 h", "every 1 d". */
export function scheduleText(everyMs: number): string {
  const units: [number, string][] = [
    [86_400_000, 'd'],
    [3_600_000, 'h'],
    [60_000, 'min'],
    [1_000, 's'],
  ];
  for (const [size, unit] of units) if (everyMs % size === 0) return `every ${everyMs / size} ${unit}`;
  return `every ${everyMs} ms`;
}

const at = (d: Date | null) => (d ? d.toISOString().replace('.000Z', 'Z') : '-');

/** The `ops jobs` table: one line per job, the schedule, the last pass and its outcome, the next due time. */
export function formatJobs(rows: readonly JobStatus[], now: number): string {
  if (rows.length === 0)
    return 'No scheduled jobs recorded yet (a platform registers its jobs when it starts).';
  const head = ['job', 'schedule', 'last run', 'lag', 'runs', 'failures', 'next run', 'last error'];
  const lines = rows.map((r) => {
    const failedLast = r.lastErrorAt !== null && (r.lastOkAt === null || r.lastErrorAt > r.lastOkAt);
    return [
      r.name,
      scheduleText(r.everyMs),
      at(r.lastStartedAt),
      r.lastLagMs === null ? '-' : `${(r.lastLagMs / 1000).toFixed(1)} s`,
      String(r.runs),
      String(r.failures),
      at(new Date(nextDueAt(r, now))),
      r.lastError ? `${failedLast ? '' : '(since succeeded) '}${at(r.lastErrorAt)} ${r.lastError}` : '-',
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const row = (cells: string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [row(head), ...lines.map(row)].join('\n');
}

export const jobsOps: Record<string, OpsCommand> = {
  jobs: {
    reads: () => true,
    usage: 'jobs',
    summary:
      'list the scheduled jobs: schedule, last run and its lag, runs and failures, next run, last error',
    async run(ctx) {
      return formatJobs(await loadJobStatus(ctx.db), Date.now());
    },
  },
};
