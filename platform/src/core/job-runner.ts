import type { DbHandle } from '../db/client';
import type { JobLog, JobRunner, JobRunnerOptions } from './jobs';
import { startLocalJobs } from './jobs-local';
import { type PgBossJobOptions, startPgBossJobs } from './jobs-pgboss';
import type { Job } from './module';

export interface JobEngineOptions extends JobRunnerOptions, Omit<PgBossJobOptions, 'executeSql'> {
  /** 'auto' (default): pg-boss on PostgreSQL, the in-process runner on PGlite. */
  engine?: 'auto' | 'pg-boss' | 'local';
}

/** Starts the platform's scheduled jobs on the engine that fits its database (core/jobs.ts says why two). */
export async function startJobRunner(
  dbHandle: DbHandle,
  jobs: readonly Job[],
  log: JobLog,
  opts: JobEngineOptions = {},
): Promise<JobRunner> {
  const engine = opts.engine ?? 'auto';
  if (engine === 'local' || (engine === 'auto' && dbHandle.kind === 'pglite')) {
    return startLocalJobs(dbHandle.db, jobs, log, opts);
  }
  if (!dbHandle.executeSql) throw new Error('the pg-boss job engine needs PostgreSQL (DATABASE_URL)');
  return startPgBossJobs(dbHandle.db, jobs, log, { ...opts, executeSql: dbHandle.executeSql });
}
