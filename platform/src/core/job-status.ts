import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';
import type { Job } from './module';

/** A job's row of `scheduled_jobs` as `ops jobs` and /metrics read it. */
export interface JobStatus {
  name: string;
  everyMs: number;
  lastDueAt: Date | null;
  lastStartedAt: Date | null;
  lastFinishedAt: Date | null;
  lastLagMs: number | null;
  lastOkAt: Date | null;
  lastError: string | null;
  lastErrorAt: Date | null;
  runs: number;
  failures: number;
}

/** Longest error text kept: enough to recognise the failure, never a dump of data. */
const ERROR_CHARS = 300;

const messageOf = (err: unknown): string =>
  (err instanceof Error ? `${err.name}: ${err.message}` : String(err)).slice(0, ERROR_CHARS);

/** Makes sure every job has its row (so `ops jobs` lists a job before its first pass) with its schedule. */
export async function registerJobs(db: Db, jobs: readonly Job[]): Promise<void> {
  for (const job of jobs) {
    await db.execute(sql`insert into scheduled_jobs (name, every_ms) values (${job.name}, ${job.everyMs})
      on conflict (name) do update set every_ms = excluded.every_ms
      where scheduled_jobs.every_ms is distinct from excluded.every_ms`);
  }
}

/** Records one finished pass: a success counts a run, a failure counts a failure and keeps its message. */
export async function recordJobPass(
  db: Db,
  job: Job,
  pass: { due: number; startedAt: number; finishedAt: number; error: unknown },
): Promise<void> {
  const due = new Date(pass.due).toISOString();
  const started = new Date(pass.startedAt).toISOString();
  const finished = new Date(pass.finishedAt).toISOString();
  const lag = Math.max(0, Math.min(2_000_000_000, pass.startedAt - pass.due));
  const ok = pass.error === null;
  const error = ok ? null : messageOf(pass.error);
  await db.execute(sql`insert into scheduled_jobs as s (name, every_ms, last_due_at, last_started_at,
        last_finished_at, last_lag_ms, last_ok_at, last_error, last_error_at, runs, failures)
      values (${job.name}, ${job.everyMs}, ${due}, ${started}, ${finished}, ${lag},
        ${ok ? finished : null}, ${error}, ${ok ? null : finished}, ${ok ? 1 : 0}, ${ok ? 0 : 1})
      on conflict (name) do update set
        every_ms = excluded.every_ms,
        last_due_at = greatest(s.last_due_at, excluded.last_due_at),
        last_started_at = excluded.last_started_at,
        last_finished_at = excluded.last_finished_at,
        last_lag_ms = excluded.last_lag_ms,
        last_ok_at = coalesce(excluded.last_ok_at, s.last_ok_at),
        last_error = coalesce(excluded.last_error, s.last_error),
        last_error_at = coalesce(excluded.last_error_at, s.last_error_at),
        runs = s.runs + excluded.runs,
        failures = s.failures + excluded.failures`);
}

/** A timestamp column as epoch milliseconds in text (the drivers answer timestamps differently). */
const ms = (column: string) =>
  sql.raw(`(floor(extract(epoch from ${column}) * 1000))::bigint::text as ${column}`);

/** Every job's row, by name. */
export async function loadJobStatus(db: Db): Promise<JobStatus[]> {
  const rows = await queryRows<Record<string, string | null>>(
    db,
    sql`select name, every_ms::text as every_ms, ${ms('last_due_at')}, ${ms('last_started_at')},
          ${ms('last_finished_at')}, last_lag_ms::text as last_lag_ms, ${ms('last_ok_at')}, last_error,
          ${ms('last_error_at')}, runs::text as runs, failures::text as failures
        from scheduled_jobs order by name`,
  );
  const date = (v: string | null | undefined) => (v ? new Date(Number(v)) : null);
  return rows.map((r) => ({
    name: r.name ?? '',
    everyMs: Number(r.every_ms),
    lastDueAt: date(r.last_due_at),
    lastStartedAt: date(r.last_started_at),
    lastFinishedAt: date(r.last_finished_at),
    lastLagMs: r.last_lag_ms === null || r.last_lag_ms === undefined ? null : Number(r.last_lag_ms),
    lastOkAt: date(r.last_ok_at),
    lastError: r.last_error ?? null,
    lastErrorAt: date(r.last_error_at),
    runs: Number(r.runs),
    failures: Number(r.failures),
  }));
}
