import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { loadJobStatus, recordJobPass, registerJobs } from './job-status';
import type { Job } from './module';

/**
 * The platform's scheduled jobs. A job's schedule is its `everyMs`: the clock is cut into slots of that length
 * and each slot is due once, at its start. Two runners share this meaning:
 * - jobs-pgboss.ts on PostgreSQL: each due slot becomes one pg-boss job with an id derived from (job, slot), so
 *   however many platform instances see the slot, one pass runs; a pass that fails or dies is retried by pg-boss.
 * - jobs-local.ts on the embedded PGlite (one process owns the database): the same jobs on an in-process timer.
 * Both record every pass in `scheduled_jobs` (ops jobs, /metrics). Every job stays idempotent anyway.
 */
export interface JobRunner {
  readonly engine: 'pg-boss' | 'local';
  /** Checks the schedules now (the timer calls it every tickMs; tests call it after moving their clock). */
  tick(): Promise<void>;
  /** Stops scheduling and waits for the passes in flight, so the database is not closed under them. */
  stop(): Promise<void>;
}

export type JobLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface JobRunnerOptions {
  /** Milliseconds since the epoch; the schedules follow it (tests move it). Default Date.now. */
  clock?: () => number;
  /** How often the schedules are checked, ms (default 1000; 0 = only when tick() is called). */
  tickMs?: number;
  /** Attempts after a failed pass before the slot is given up (default 3). */
  retryLimit?: number;
  /** Delay before the first retry, seconds (default: half the schedule, 1 s to 60 s; doubles after each). */
  retryDelaySeconds?: number;
}

/** Start of the slot `now` falls in: the time the job's current pass was due. */
export const dueAt = (job: Pick<Job, 'everyMs'>, now: number): number =>
  Math.floor(now / job.everyMs) * job.everyMs;

/** The next time a job is due after `now`. */
export const nextDueAt = (job: Pick<Job, 'everyMs'>, now: number): number => dueAt(job, now) + job.everyMs;

export const retryDelaySecondsOf = (job: Job, opts: JobRunnerOptions): number =>
  opts.retryDelaySeconds ?? Math.min(60, Math.max(1, Math.round(job.everyMs / 2000)));

/**
 * Runs one pass of a job for the slot due at `due`, recording it; a failure is recorded and thrown again (the
 * runner retries it).
 */
export async function runPass(
  db: Db,
  job: Job,
  due: number,
  clock: () => number,
  log: JobLog,
): Promise<number> {
  const startedAt = clock();
  try {
    const handled = await job.run();
    await recordJobPass(db, job, { due, startedAt, finishedAt: clock(), error: null });
    if (handled > 0 && job.done) log.info({ job: job.name, handled }, job.done);
    return handled;
  } catch (err) {
    log.error({ err, job: job.name }, `${job.name} failed`);
    await recordJobPass(db, job, { due, startedAt, finishedAt: clock(), error: err }).catch(
      (recordErr: unknown) => log.warn({ err: recordErr, job: job.name }, 'job failure not recorded'),
    );
    throw err;
  }
}

/**
 * The slot each job counts as already run when a runner starts: the last one recorded, so a restart runs a slot
 * missed while it was down and never one that ran; a job never run before waits for its next slot boundary, as a
 * timer would, instead of every job running the moment a platform starts.
 */
export async function firstDue(db: Db, jobs: readonly Job[], now: number): Promise<Map<Job, number>> {
  await registerJobs(db, jobs);
  const recorded = new Map((await loadJobStatus(db)).map((s) => [s.name, s.lastDueAt?.getTime() ?? null]));
  return new Map(jobs.map((job) => [job, recorded.get(job.name) ?? dueAt(job, now)]));
}

export { loadJobStatus, registerJobs };
