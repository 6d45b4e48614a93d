import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform, until } from '../testing';
import { loadJobStatus } from './job-status';

const serverUrl = process.env.TEST_DATABASE_URL;
const DAY = 86_400_000;
// Midnight UTC: a day boundary is a boundary of every job's schedule (seconds, minutes, hours, a day).
const T0 = Date.UTC(2030, 0, 1);

// Every module's real jobs, on two platforms serving one PostgreSQL: each runs once per schedule.
describe.skipIf(!serverUrl)(
  'two platforms on one PostgreSQL run each scheduled job once per schedule',
  () => {
    let a: TestPlatform;
    let b: TestPlatform;
    let now = T0 + 1_000;
    const jobs = { engine: 'pg-boss' as const, clock: () => now, tickMs: 0, pollingIntervalSeconds: 0.5 };

    beforeAll(async () => {
      a = await startTestPlatform({
        databaseServerUrl: serverUrl,
        accrualEveryMs: 2_000,
        jobs,
        retention: { demoDays: 30, eventLogDays: 90 },
      });
      b = await startTestPlatform({
        shareDatabaseOf: a,
        accrualEveryMs: 2_000,
        jobs,
        retention: { demoDays: 30, eventLogDays: 90 },
      });
    }, 180_000);
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    it('two days of schedules: every job ran twice in all, whichever platform ran it, and none failed', async () => {
      const names = (await loadJobStatus(a.db)).map((s) => s.name);
      // The accrual pass, lottery, VIP, agent, mail, chat, uploads, rank, games, wallet and prune jobs.
      expect(names).toEqual(
        expect.arrayContaining([
          'accrual pass',
          'lottery draws',
          'agent commission settlement',
          'deposit order expiry',
          'retention prune',
          'scheduled mail sends',
        ]),
      );
      for (let day = 1; day <= 2; day++) {
        now = T0 + day * DAY + 500;
        // Both platforms see each new slot, twice over.
        await Promise.all([a.app.platform.jobs?.tick(), b.app.platform.jobs?.tick()]);
        await Promise.all([a.app.platform.jobs?.tick(), b.app.platform.jobs?.tick()]);
        await until(
          () => loadJobStatus(a.db),
          (rows) => rows.every((r) => r.runs + r.failures >= day),
          `every job's pass of day ${day}`,
        );
      }
      const rows = await loadJobStatus(a.db);
      for (const r of rows)
        expect({ job: r.name, runs: r.runs, failures: r.failures, lastError: r.lastError }).toEqual({
          job: r.name,
          runs: 2,
          failures: 0,
          lastError: null,
        });
      expect(a.app.platform.jobs?.engine).toBe('pg-boss');
    });

    it('/metrics reports each job: its schedule, runs, failures, lag and last success', async () => {
      const res = await a.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('platform_job_runs_total{job="lottery draws"} 2');
      expect(res.body).toContain('platform_job_failures_total{job="lottery draws"} 0');
      expect(res.body).toContain('platform_job_schedule_seconds{job="retention prune"} 86400');
      expect(res.body).toMatch(/platform_job_lag_seconds\{job="accrual pass"\} \d+\.\d{3}/);
      expect(res.body).toContain(
        `platform_job_last_success_timestamp_seconds{job="deposit order expiry"} ${((T0 + 2 * DAY + 500) / 1000).toFixed(3)}`,
      );
    });
  },
);
