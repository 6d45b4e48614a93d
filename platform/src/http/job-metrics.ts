import { loadJobStatus } from '../core/job-status';
import type { Db } from '../db/client';

const label = (v: string) => v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
const seconds = (d: Date | null) => (d ? (d.getTime() / 1000).toFixed(3) : null);

/**
 * The scheduled jobs in the Prometheus text format, read from `scheduled_jobs` so every instance reports the same
 * figures whichever one ran a pass. Alert on `time() - platform_job_last_success_timestamp_seconds >
 * 3 * platform_job_schedule_seconds` (a job that stopped running) and on the failures counter rising.
 */
export async function jobMetricsText(db: Db): Promise<string> {
  const rows = await loadJobStatus(db);
  const out: string[] = [];
  const family = (
    name: string,
    type: string,
    help: string,
    value: (r: (typeof rows)[number]) => string | null,
  ) => {
    out.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`);
    for (const r of rows) {
      const v = value(r);
      if (v !== null) out.push(`${name}{job="${label(r.name)}"} ${v}`);
    }
  };
  family('platform_job_schedule_seconds', 'gauge', 'How often the job is due', (r) =>
    String(r.everyMs / 1000),
  );
  family('platform_job_runs_total', 'counter', 'Passes that succeeded', (r) => String(r.runs));
  family('platform_job_failures_total', 'counter', 'Passes that failed (each retry counts)', (r) =>
    String(r.failures),
  );
  family('platform_job_lag_seconds', 'gauge', 'How long after its due time the last pass started', (r) =>
    r.lastLagMs === null ? null : (r.lastLagMs / 1000).toFixed(3),
  );
  family('platform_job_last_success_timestamp_seconds', 'gauge', 'When the last successful pass ended', (r) =>
    seconds(r.lastOkAt),
  );
  return `${out.join('\n')}\n`;
}
