import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per scheduled job (core/jobs.ts): what `ops jobs` lists and /metrics reports. Every platform instance
 * writes the same rows, so each shows the whole picture whichever instance ran the pass.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  /** The schedule: one run per `every_ms` slot of the clock. */
  everyMs: bigint('every_ms', { mode: 'number' }).notNull(),
  /** Start of the slot the last pass ran for (the time it was due). */
  lastDueAt: timestamp('last_due_at', { withTimezone: true }),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  /** How long after its due time the last pass started, ms. */
  lastLagMs: integer('last_lag_ms'),
  lastOkAt: timestamp('last_ok_at', { withTimezone: true }),
  /** The last failure's message (not its stack, never data), and when. */
  lastError: text('last_error'),
  lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
  runs: bigint('runs', { mode: 'number' }).notNull().default(0),
  failures: bigint('failures', { mode: 'number' }).notNull().default(0),
});
