import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Db } from '../db/client';
import { LOCK_KEYS } from '../db/lock-keys';
import {
  dueAt,
  firstDue,
  type JobLog,
  type JobRunner,
  type JobRunnerOptions,
  retryDelaySecondsOf,
  runPass,
} from './jobs';
import type { Job } from './module';

export interface PgBossJobOptions extends JobRunnerOptions {
  /** Runs SQL on the platform's own PostgreSQL pool (pg-boss keeps no pool of its own). */
  executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
  /** How often pg-boss fails passes that outlived their expiry (a dead instance's), seconds (default 30). */
  maintenanceIntervalSeconds?: number;
  /** A pass still active after this long is taken as dead and retried, seconds (default: job.timeoutMs or 15 min). */
  expireInSeconds?: number;
  /** How often an idle worker looks for work, seconds (default 5; a slot this instance queues wakes it at once). */
  pollingIntervalSeconds?: number;
}

/**
 * Creates the queues pg-boss does not have yet, one instance at a time: pg-boss's create_queue attaches a
 * partition, and two instances doing it at once deadlock. Its own SQL function, called under our lock.
 */
async function createQueues(db: Db, jobs: readonly Job[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEYS.jobQueues})`);
    for (const job of jobs) {
      await tx.execute(
        sql`select ${sql.raw(PGBOSS_SCHEMA)}.create_queue(${queueOf(job)}, ${JSON.stringify({ policy: 'standard' })}::json)`,
      );
    }
  });
}

/** pg-boss's tables live in their own schema, beside the platform's. */
export const PGBOSS_SCHEMA = 'pgboss';

/** pg-boss queue names are word characters and hyphens. */
export const queueOf = (job: Pick<Job, 'name'>) =>
  `platform-${job.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/**
 * The pg-boss job id of a job's slot: the same on every instance, so the second instance to queue a slot inserts
 * nothing (pg-boss inserts with ON CONFLICT DO NOTHING) and each slot runs once.
 */
export function slotJobId(job: Pick<Job, 'name'>, due: number): string {
  const h = createHash('sha256')
    .update(`${queueOf(job)}:${due}`)
    .digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * The PostgreSQL runner: every instance checks the schedules each tick and queues the due slot of each job under
 * its slot id; whichever instance's worker fetches it runs the pass. A pass that throws is retried by pg-boss
 * (retryLimit, with a doubling delay); one whose instance died stays active until its expiry, when pg-boss's
 * maintenance fails it and it is retried on a live instance.
 */
export async function startPgBossJobs(
  db: Db,
  jobs: readonly Job[],
  log: JobLog,
  opts: PgBossJobOptions,
): Promise<JobRunner> {
  const clock = opts.clock ?? Date.now;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => opts.executeSql(text, values) },
    schema: PGBOSS_SCHEMA,
    // No cron: the schedules are the jobs' slots, queued by tick().
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: opts.maintenanceIntervalSeconds ?? 30,
  });
  boss.on('error', (err) => log.error({ err }, 'job engine error'));
  await boss.start();
  const queued = await firstDue(db, jobs, clock());
  await createQueues(db, jobs);
  const workers = new Map<Job, string>();
  for (const job of jobs) {
    const queue = queueOf(job);
    const id = await boss.work<{ due: number }>(
      queue,
      { batchSize: 1, pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 5 },
      async ([pass]) => {
        if (pass) await runPass(db, job, pass.data.due, clock, log);
      },
    );
    workers.set(job, id);
  }

  let stopped = false;
  let ticking: Promise<void> | null = null;
  const queueDue = async () => {
    const now = clock();
    for (const job of jobs) {
      if (stopped) return;
      const due = dueAt(job, now);
      if ((queued.get(job) ?? -1) >= due) continue;
      const id = await boss.send(
        queueOf(job),
        { due },
        {
          id: slotJobId(job, due),
          retryLimit: opts.retryLimit ?? 3,
          retryDelay: retryDelaySecondsOf(job, opts),
          retryBackoff: true,
          expireInSeconds: opts.expireInSeconds ?? Math.ceil((job.timeoutMs ?? 15 * 60_000) / 1000),
        },
      );
      queued.set(job, due);
      const worker = workers.get(job);
      if (id && worker) boss.notifyWorker(worker);
    }
  };
  const tick = () => {
    // One check at a time: a slow database must not stack them.
    ticking ??= queueDue()
      .catch((err: unknown) => log.error({ err }, 'scheduling jobs failed'))
      .finally(() => {
        ticking = null;
      });
    return ticking;
  };

  const timer = opts.tickMs === 0 ? null : setInterval(() => void tick(), opts.tickMs ?? 1000);
  timer?.unref();
  await tick();
  return {
    engine: 'pg-boss',
    tick,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await ticking;
      // Waits for the passes in flight; the pool is the platform's and stays open.
      await boss.stop({ graceful: true, close: false, wait: true, timeout: 8_000 });
    },
  };
}
