import type { FastifyBaseLogger } from 'fastify';
import type { Job } from './module';

/**
 * Runs each job every `everyMs` in this process. Timers are unref'd (they never keep the process alive), a slow
 * pass is not stacked with the next one, and a failed pass is logged and the next one still runs. stop() waits
 * for the passes in flight, so the database is not closed under them. Several instances may run the same jobs:
 * each job is safe to race with itself (row locks, unique refs).
 */
export function startJobs(
  jobs: readonly Job[],
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
): { stop(): Promise<void> } {
  const running = new Set<Promise<void>>();
  const timers = jobs.map((job) => {
    let inFlight = false;
    const timer = setInterval(() => {
      if (inFlight) return;
      inFlight = true;
      const pass = job
        .run()
        .then(
          (handled) => {
            if (handled > 0 && job.done) log.info({ job: job.name, handled }, job.done);
          },
          (err: unknown) => log.error({ err, job: job.name }, `${job.name} failed`),
        )
        .finally(() => {
          inFlight = false;
          running.delete(pass);
        });
      running.add(pass);
    }, job.everyMs);
    timer.unref();
    return timer;
  });
  return {
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running);
    },
  };
}
