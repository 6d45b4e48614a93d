import { describe, expect, it } from 'vitest';
import { startJobs } from './jobs';

const quietLog = { info: () => {}, error: () => {} };
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the platform job timer', () => {
  it('runs a job every interval, never two passes at once, and stop() waits for the one in flight', async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    let finished = 0;
    const jobs = startJobs(
      [
        {
          name: 'slow',
          everyMs: 5,
          run: async () => {
            runs++;
            running++;
            most = Math.max(most, running);
            await wait(30); // slower than the interval
            running--;
            finished++;
            return 0;
          },
        },
      ],
      quietLog,
    );
    await wait(100);
    await jobs.stop();
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(most).toBe(1);
    expect(finished).toBe(runs);
    await wait(30);
    expect(runs).toBe(finished);
  });

  it('a failed pass is logged and the next one still runs', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const jobs = startJobs(
      [
        {
          name: 'failing',
          everyMs: 5,
          run: async () => {
            runs++;
            throw new Error('database away');
          },
        },
      ],
      { info: () => {}, error: (o: unknown) => errors.push(o) },
    );
    await wait(40);
    await jobs.stop();
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(errors.length).toBe(runs);
  });

  it('logs a pass that handled something only when the job says what it did', async () => {
    const said: unknown[] = [];
    const log = { info: (o: unknown, msg: string) => said.push([o, msg]), error: () => {} };
    const jobs = startJobs(
      [
        { name: 'sweep', everyMs: 5, run: async () => 2, done: 'swept' },
        { name: 'busy', everyMs: 5, run: async () => 7 },
      ],
      log as never,
    );
    await wait(30);
    await jobs.stop();
    expect(said.length).toBeGreaterThan(0);
    for (const line of said) expect(line).toEqual([{ job: 'sweep', handled: 2 }, 'swept']);
  });
});
