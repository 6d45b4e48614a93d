import { describe, expect, it } from 'vitest';
import { startSessionSweep } from './session-sweep';

const quietLog = { info: () => {}, error: () => {} } as never;
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the game session sweep timer', () => {
  it('sweeps every interval, never two at once, and stop() waits for the one in flight', async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    let finished = 0;
    const sweep = startSessionSweep({
      everyMs: 5,
      log: quietLog,
      sweep: async () => {
        runs++;
        running++;
        most = Math.max(most, running);
        await wait(30); // slower than the interval
        running--;
        finished++;
        return 0;
      },
    });
    await wait(100);
    await sweep.stop();
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(most).toBe(1);
    expect(finished).toBe(runs);
    await wait(30);
    expect(runs).toBe(finished);
  });

  it('a failed sweep is logged and the next one still runs', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const sweep = startSessionSweep({
      everyMs: 5,
      log: { info: () => {}, error: (o: unknown) => errors.push(o) } as never,
      sweep: async () => {
        runs++;
        throw new Error('database away');
      },
    });
    await wait(40);
    await sweep.stop();
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(errors.length).toBe(runs);
  });
});
