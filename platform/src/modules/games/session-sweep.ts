import type { FastifyBaseLogger } from 'fastify';

/** How often the platform settles the open rounds of ended game sessions. */
export const SESSION_SWEEP_MS = 60_000;

/**
 * Runs the games service's sweepEndedSessions every `everyMs` in this process. The timer is unref'd (it never
 * keeps the process alive) and a slow sweep is not stacked with the next one; stop() waits for one in
 * flight, so the database is not closed under it. Several instances may sweep together: closeSession settles
 * each round once under its row lock.
 */
export function startSessionSweep(opts: {
  sweep: () => Promise<number>;
  log: FastifyBaseLogger;
  everyMs?: number;
}): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = opts
      .sweep()
      .then(
        (closed) => {
          if (closed > 0) opts.log.info({ sessions: closed }, 'ended game sessions settled');
        },
        (err: unknown) => opts.log.error({ err }, 'game session sweep failed'),
      )
      .finally(() => {
        running = null;
      });
  }, opts.everyMs ?? SESSION_SWEEP_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
