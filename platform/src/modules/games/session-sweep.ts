import type { Job } from '../../core/module';

/** How often the platform settles the open rounds of ended game sessions. */
export const SESSION_SWEEP_MS = 60_000;

/**
 * The games service's sweepEndedSessions as a platform job. Several instances may sweep together: closeSession
 * settles each round once under its row lock.
 */
export function sessionSweepJob(sweep: () => Promise<number>, everyMs = SESSION_SWEEP_MS): Job {
  return { name: 'game session sweep', everyMs, run: sweep, done: 'ended game sessions settled' };
}
