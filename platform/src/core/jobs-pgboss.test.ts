import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type DbHandle, openDb, queryRows } from '../db/client';
import { until } from '../testing';
import { loadJobStatus } from './job-status';
import type { JobRunner } from './jobs';
import { queueOf, startPgBossJobs } from './jobs-pgboss';
import type { Job } from './module';

const serverUrl = process.env.TEST_DATABASE_URL;
const quietLog = { info: () => {}, warn: () => {}, error: () => {} };
const SECOND = 1000;
const T0 = Date.UTC(2030, 0, 1, 8, 0, 0);

// Two platform instances' runners on one PostgreSQL: the engine, not the instances, decides who runs a slot.
describe.skipIf(!serverUrl)('scheduled jobs on pg-boss (PostgreSQL)', () => {
  let scratch: { url: string; drop(): Promise<void> };
  const handles: DbHandle[] = [];
  let now = T0;
  const clock = () => now;

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl as string);
    for (let i = 0; i < 2; i++) handles.push(await openDb({ databaseUrl: scratch.url, poolMax: 4 }));
  }, 120_000);
  afterAll(async () => {
    for (const h of handles) await h.close();
    await scratch?.drop();
  });

  /** Both instances start the same job definitions (built per instance, as each platform builds its own). */
  async function twoInstances(
    build: (instance: number) => Job[],
    opts: { expireInSeconds?: number; maintenanceIntervalSeconds?: number } = {},
  ): Promise<JobRunner[]> {
    return Promise.all(
      handles.map((h, i) =>
        startPgBossJobs(h.db, build(i), quietLog, {
          executeSql: (text, values) => (h.executeSql as NonNullable<DbHandle['executeSql']>)(text, values),
          clock,
          tickMs: 0,
          retryDelaySeconds: 1,
          pollingIntervalSeconds: 0.5,
          ...opts,
        }),
      ),
    );
  }
  const db = () => (handles[0] as DbHandle).db;
  /** pg-boss jobs of a queue not yet finished one way or the other. */
  const unsettled = async (job: Job) =>
    Number(
      (
        await queryRows<{ n: string }>(
          db(),
          sql`select count(*)::text as n from pgboss.job where name = ${queueOf(job)} and state in ('created', 'retry', 'active')`,
        )
      )[0]?.n,
    );
  const status = async (name: string) => (await loadJobStatus(db())).find((s) => s.name === name);

  it('two instances ticking the same schedules run each slot of each job once', async () => {
    const ran: Record<string, number[]> = { 'every second': [0, 0], 'every minute': [0, 0] };
    const defs = (i: number): Job[] => [
      { name: 'every second', everyMs: SECOND, run: async () => ++(ran['every second'] as number[])[i]! },
      {
        name: 'every minute',
        everyMs: 60 * SECOND,
        run: async () => ++(ran['every minute'] as number[])[i]!,
      },
    ];
    now = T0 + 500;
    const runners = await twoInstances(defs);
    try {
      const total = (name: string) => (ran[name] as number[]).reduce((a, b) => a + b, 0);
      // Three minutes: each job is due three times; both instances see every slot.
      for (let step = 1; step <= 3; step++) {
        now = T0 + step * 60 * SECOND + 250;
        await Promise.all(runners.map((r) => r.tick()));
        await Promise.all(runners.map((r) => r.tick()));
        for (const def of defs(0)) {
          await until(
            () => status(def.name),
            (s) => (s?.runs ?? 0) >= step,
            `${def.name} after step ${step}`,
          );
          await until(
            () => unsettled(def),
            (n) => n === 0,
            `${def.name} queue`,
          );
        }
      }
      expect(total('every second')).toBe(3);
      expect(total('every minute')).toBe(3);
      expect(await status('every minute')).toMatchObject({ runs: 3, failures: 0 });
    } finally {
      for (const r of runners) await r.stop();
    }
  });

  it('a pass that throws is retried until it succeeds, and its failure is recorded', async () => {
    let attempts = 0;
    const defs = (): Job[] => [
      {
        name: 'flaky settlement',
        everyMs: 60 * SECOND,
        run: async () => {
          attempts++;
          if (attempts === 1) throw new Error('deadlock detected');
          return 0;
        },
      },
    ];
    now = T0 + 10 * 60 * SECOND + 1;
    const runners = await twoInstances(defs);
    try {
      now += 60 * SECOND;
      await Promise.all(runners.map((r) => r.tick()));
      const s = await until(
        () => status('flaky settlement'),
        (v) => (v?.runs ?? 0) >= 1,
        'the retry',
      );
      expect(attempts).toBe(2);
      expect(s).toMatchObject({ runs: 1, failures: 1, lastError: 'Error: deadlock detected' });
    } finally {
      for (const r of runners) await r.stop();
    }
  });

  it('a pass whose instance stopped answering is expired by the engine and run again', async () => {
    let attempts = 0;
    let releaseHung = () => {};
    const defs = (): Job[] => [
      {
        name: 'hung draw',
        everyMs: 60 * SECOND,
        run: () => {
          attempts++;
          // The first pass never ends, as on an instance that died mid-run.
          if (attempts === 1)
            return new Promise<number>((r) => {
              releaseHung = () => r(0);
            });
          return Promise.resolve(0);
        },
      },
    ];
    now = T0 + 20 * 60 * SECOND + 1;
    const runners = await twoInstances(defs, { expireInSeconds: 1, maintenanceIntervalSeconds: 1 });
    try {
      now += 60 * SECOND;
      await Promise.all(runners.map((r) => r.tick()));
      await until(
        () => status('hung draw'),
        (v) => (v?.runs ?? 0) >= 1,
        'the pass after the expiry',
      );
      expect(attempts).toBe(2);
    } finally {
      releaseHung();
      for (const r of runners) await r.stop();
    }
  });
});
