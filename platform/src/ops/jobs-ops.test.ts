import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordJobPass, registerJobs } from '../core/job-status';
import type { Job } from '../core/module';
import type { DbHandle } from '../db/client';
import { openTestPglite } from '../testing';
import { runOps } from './commands';
import { scheduleText } from './jobs-ops';

describe('ops jobs', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestPglite();
  }, 120_000);
  afterAll(() => handle?.close());

  it('lists every job with its schedule, last run, lag, failures, next run and last error', async () => {
    const draws: Job = { name: 'lottery draws', everyMs: 30_000, run: async () => 0 };
    const settle: Job = { name: 'agent commission settlement', everyMs: 300_000, run: async () => 0 };
    const prune: Job = { name: 'retention prune', everyMs: 86_400_000, run: async () => 0 };
    await registerJobs(handle.db, [draws, settle, prune]);
    const due = Date.parse('2030-01-01T08:00:00Z');
    await recordJobPass(handle.db, draws, {
      due,
      startedAt: due + 1_500,
      finishedAt: due + 1_600,
      error: null,
    });
    await recordJobPass(handle.db, settle, {
      due,
      startedAt: due + 200,
      finishedAt: due + 900,
      error: new Error('deadlock detected'),
    });
    const out = await runOps({ db: handle.db, invalidate: () => {} }, ['jobs']);
    const line = (name: string) => out.split('\n').find((l) => l.startsWith(name)) ?? '';
    expect(out.split('\n')[0]).toMatch(
      /^job\s+schedule\s+last run\s+lag\s+runs\s+failures\s+next run\s+last error$/,
    );
    expect(line('lottery draws')).toMatch(
      /every 30 s\s+2030-01-01T08:00:01\.500Z\s+1\.5 s\s+1\s+0\s+\S+\s+-$/,
    );
    expect(line('agent commission settlement')).toMatch(
      /every 5 min\s+.*\s+0\s+1\s+\S+\s+2030-01-01T08:00:00\.900Z Error: deadlock detected$/,
    );
    // Never run yet: listed all the same, with its schedule.
    expect(line('retention prune')).toMatch(/every 1 d\s+-\s+-\s+0\s+0\s/);
  });

  it('says schedules the way an operator reads them', () => {
    expect([2_000, 15_000, 600_000, 21_600_000, 86_400_000, 1_500].map(scheduleText)).toEqual([
      'every 2 s',
      'every 15 s',
      'every 10 min',
      'every 6 h',
      'every 1 d',
      'every 1500 ms',
    ]);
  });
});
