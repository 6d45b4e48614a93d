import { describe, expect, it } from 'vitest';
import { pageCpu, type TraceEvent } from './page-cpu';

const PAGE = { pid: 7, tid: 7 };
const nav = (url: string, ts: number): TraceEvent => ({
  name: 'navigationStart',
  ph: 'R',
  ...PAGE,
  ts,
  args: { data: { documentLoaderURL: url, isLoadingMainFrame: true } },
});
const task = (ts: number, wallMs: number, cpuMs: number | undefined, where = PAGE): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ...where,
  ts,
  dur: wallMs * 1000,
  ...(cpuMs === undefined ? {} : { tdur: cpuMs * 1000 }),
});
const fcp = (ts: number): TraceEvent => ({ name: 'firstContentfulPaint', ph: 'R', ...PAGE, ts });
const layout = (ts: number): TraceEvent => ({ name: 'Layout', ph: 'X', ...PAGE, ts, dur: 1000, tdur: 1000 });

describe('pageCpu', () => {
  it("counts the page's main-thread tasks after first paint by their CPU time, not their wall time", () => {
    const figures = pageCpu([
      nav('', 0),
      nav('http://127.0.0.1:8080/', 1_000),
      task(2_000, 90, 40), // before first paint: not counted
      fcp(100_000),
      task(110_000, 80, 20), // 80 ms on the wall, 20 ms of CPU: 4 × 20 = 80 → 30 ms blocking
      task(200_000, 60, 5), // 20 ms once slowed down: not long
      task(300_000, 30, 12.5), // exactly 50 ms slowed down: not long
      task(400_000, 200, 30), // 4 × 30 = 120 → 70 ms blocking
      task(700_000, 90, 30), // it lays out: 2 × 30 = 60 → 10 ms blocking, as Lighthouse slows layout half as much
      layout(710_000),
      task(150_000, 500, 300, { pid: 7, tid: 9 }), // another thread of the page's process
      task(150_000, 500, 300, { pid: 8, tid: 8 }), // another process
    ]);
    expect(figures).toEqual({ cpuMs: 97.5, longestTaskMs: 30, longTasks: 3, blockingMs: 110 });
  });

  it('is null without a page navigation, a first paint or thread times', () => {
    expect(pageCpu([nav('about:blank', 0), fcp(10), task(20, 80, 20)])).toBeNull();
    expect(pageCpu([nav('http://127.0.0.1:8080/', 0), task(20, 80, 20)])).toBeNull();
    expect(pageCpu([nav('http://127.0.0.1:8080/', 0), fcp(10), task(20, 80, undefined)])).toBeNull();
  });
});
