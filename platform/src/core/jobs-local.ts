import type { Db } from '../db/client';
import {
  dueAt,
  firstDue,
  type JobLog,
  type JobRunner,
  type JobRunnerOptions,
  registerJobs,
  retryDelaySecondsOf,
  runPass,
} from './jobs';
import type { Job } from './module';

interface LocalState {
  /** The last slot that ran to success or ran out of retries. */
  doneDue: number;
  inFlight: boolean;
  attempts: number;
  retryAt: number;
}

/**
 * The in-process runner for the embedded PGlite, where one process owns the database and no job engine can
 * share it: the same jobs and slots as on PostgreSQL, one pass per due slot, a failed pass retried after a
 * delay that doubles, up to retryLimit. The last slot each job ran for is read from `scheduled_jobs` at start, so
 * a restart inside a slot does not run it twice (firstDue). Timers are unref'd: they never keep the process alive.
 */
export async function startLocalJobs(
  db: Db,
  jobs: readonly Job[],
  log: JobLog,
  opts: JobRunnerOptions = {},
): Promise<JobRunner> {
  const clock = opts.clock ?? Date.now;
  const retryLimit = opts.retryLimit ?? 3;
  await registerJobs(db, jobs);
  const start = await firstDue(db, jobs, clock());
  const state = new Map<Job, LocalState>(
    jobs.map((job) => [job, { doneDue: start.get(job) ?? -1, inFlight: false, attempts: 0, retryAt: 0 }]),
  );
  const running = new Set<Promise<void>>();
  let stopped = false;

  const startDue = (job: Job, s: LocalState, now: number) => {
    const due = dueAt(job, now);
    if (s.inFlight || due <= s.doneDue || now < s.retryAt) return;
    s.inFlight = true;
    const pass = runPass(db, job, due, clock, log)
      .then(
        () => {
          s.doneDue = due;
          s.attempts = 0;
          s.retryAt = 0;
        },
        () => {
          s.attempts++;
          if (s.attempts > retryLimit) {
            // Given up for this slot; the next slot runs as usual.
            s.doneDue = due;
            s.attempts = 0;
            s.retryAt = 0;
          } else {
            s.retryAt = clock() + retryDelaySecondsOf(job, opts) * 1000 * 2 ** (s.attempts - 1);
          }
        },
      )
      .finally(() => {
        s.inFlight = false;
        running.delete(pass);
      });
    running.add(pass);
  };

  const tick = async () => {
    if (stopped) return;
    const now = clock();
    for (const [job, s] of state) startDue(job, s, now);
  };

  const timer = opts.tickMs === 0 ? null : setInterval(() => void tick(), opts.tickMs ?? 1000);
  timer?.unref();
  return {
    engine: 'local',
    async tick() {
      await tick();
      // A test's tick returns once the passes it started have finished.
      await Promise.all(running);
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await Promise.all(running);
    },
  };
}
