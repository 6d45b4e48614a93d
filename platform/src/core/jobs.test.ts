import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import { openTestPglite } from '../testing';
import { loadJobStatus } from './job-status';
import type { JobRunner } from './jobs';
import { startLocalJobs } from './jobs-local';
import type { Job } from './module';

const quietLog = { info: () => {}, warn: () => {}, error: () => {} };
const MINUTE = 60_000;
// A moment on a minute boundary: slots are easy to read.
const T0 = Date.UTC(2030, 0, 1, 8, 0, 0);

describe('the in-process job runner (embedded PGlite)', () => {
  let handle: DbHandle;
  let now = T0;
  const clock = () => now;
  const runners: JobRunner[] = [];
  const start = async (jobs: Job[]) => {
    const r = await startLocalJobs(handle.db, jobs, quietLog, { clock, tickMs: 0, retryDelaySeconds: 10 });
    runners.push(r);
    return r;
  };
  const status = async (name: string) => (await loadJobStatus(handle.db)).find((s) => s.name === name);

  // One database for the suite: each test's jobs have names of their own.
  beforeAll(async () => {
    handle = await openTestPglite();
  }, 120_000);
  afterAll(() => handle?.close());
  beforeEach(() => {
    now = T0 + 5_000;
  });
  afterEach(async () => {
    for (const r of runners.splice(0)) await r.stop();
  });

  it('runs a job once per slot of its schedule, from the next slot boundary on, and never backfills', async () => {
    let runs = 0;
    const runner = await start([{ name: 'sweep', everyMs: MINUTE, run: async () => ++runs }]);
    await runner.tick();
    expect(runs).toBe(0); // a job never run before waits for its next slot, as a timer would
    now = T0 + MINUTE + 1;
    await runner.tick();
    await runner.tick();
    expect(runs).toBe(1);
    now = T0 + 4 * MINUTE + 30_000; // three slots later: one pass, not three
    await runner.tick();
    expect(runs).toBe(2);
    expect(await status('sweep')).toMatchObject({
      everyMs: MINUTE,
      runs: 2,
      failures: 0,
      lastDueAt: new Date(T0 + 4 * MINUTE),
      lastLagMs: 30_000,
    });
  });

  it('a failed pass is recorded and retried after its delay; the retry that succeeds ends it', async () => {
    let attempts = 0;
    const runner = await start([
      {
        name: 'flaky',
        everyMs: MINUTE,
        run: async () => {
          attempts++;
          if (attempts === 1) throw new Error('database away');
          return 0;
        },
      },
    ]);
    now = T0 + MINUTE;
    await runner.tick();
    expect(attempts).toBe(1);
    expect(await status('flaky')).toMatchObject({ runs: 0, failures: 1, lastError: 'Error: database away' });
    await runner.tick();
    expect(attempts).toBe(1); // not before the retry delay
    now += 10_000;
    await runner.tick();
    expect(attempts).toBe(2);
    now += 20_000;
    await runner.tick();
    expect(attempts).toBe(2);
    expect(await status('flaky')).toMatchObject({ runs: 1, failures: 1 });
  });

  it('a restart inside a slot does not run it again, and runs the slot it missed while down', async () => {
    let runs = 0;
    const job: Job = { name: 'draws', everyMs: MINUTE, run: async () => ++runs };
    const first = await start([job]);
    now = T0 + MINUTE;
    await first.tick();
    await first.stop();
    const second = await start([job]);
    await second.tick();
    expect(runs).toBe(1);
    await second.stop();
    now = T0 + 2 * MINUTE + 10; // down over the boundary: the new runner runs the slot at once
    const third = await start([job]);
    await third.tick();
    expect(runs).toBe(2);
  });

  it('stop() waits for the pass in flight, and no pass starts after it', async () => {
    let release = () => {};
    let runs = 0;
    const runner = await start([
      {
        name: 'slow',
        everyMs: MINUTE,
        run: () => {
          runs++;
          return new Promise<number>((r) => {
            release = () => r(0);
          });
        },
      },
    ]);
    now = T0 + MINUTE;
    const ticked = runner.tick();
    let stopped = false;
    const stopping = runner.stop().then(() => {
      stopped = true;
    });
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(stopped).toBe(false);
    release();
    await Promise.all([ticked, stopping]);
    expect(stopped).toBe(true);
    now = T0 + 2 * MINUTE;
    await runner.tick();
    expect(runs).toBe(1);
  });
});
