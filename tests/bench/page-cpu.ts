/**
 * The page's own main-thread cost, read from a Lighthouse run's trace by the CPU time of its tasks.
 *
 * Lighthouse's TBT (simulated, "mobile") multiplies each task's wall time by 4 (by 2 for a task that laid out).
 * On a 2-core machine that also runs the browser's other processes, Lighthouse and both servers, a task's wall
 * time is mostly waiting for a core: the same build read 26–445 ms TBT in six runs in a row, its tasks using
 * 2–31 ms of CPU each. The thread time (`tdur`) of the same tasks is what the page itself costs, and it moves
 * far less between runs. These figures are printed beside Lighthouse's, never instead of them.
 */

/** The fields of a Chrome trace event this reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { documentLoaderURL?: string; isLoadingMainFrame?: boolean } };
}

export interface PageCpu {
  /** Main-thread CPU of every task from first contentful paint to the end of the trace. */
  cpuMs: number;
  /** The longest of those tasks, by CPU. */
  longestTaskMs: number;
  /** Tasks of more than 50 ms once slowed down: Lighthouse's rule, applied to CPU time. */
  longTasks: number;
  /**
   * Lighthouse's blocking-time sum on CPU time instead of wall time: each task × slowdown (half of it for a task
   * that laid out, as Lighthouse's simulator does), less 50 ms. Counted to the end of the trace, not to the
   * simulated time-to-interactive, so it can only be larger than Lighthouse's cut.
   */
  blockingMs: number;
}

const BLOCKING_MS = 50;
/** Lighthouse's simulator slows a task that ran layout by half the CPU slowdown (lantern's Simulator.js). */
const LAYOUT_TASK_MULTIPLIER = 0.5;

/**
 * Null when the trace has no page navigation, no first contentful paint, or no thread times (a platform
 * without thread clocks).
 */
export function pageCpu(events: readonly TraceEvent[], slowdown = 4): PageCpu | null {
  const nav = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame === true &&
      /^https?:/.test(e.args.data.documentLoaderURL ?? ''),
  );
  if (!nav) return null;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === nav.pid && e.ts >= nav.ts);
  if (!fcp) return null;
  const tasks = events.filter(
    (e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === nav.pid && e.tid === nav.tid && e.ts >= fcp.ts,
  );
  if (tasks.length === 0 || tasks.every((e) => e.tdur === undefined)) return null;
  const layouts = events.filter(
    (e) => e.name === 'Layout' && e.pid === nav.pid && e.tid === nav.tid && e.ts >= fcp.ts,
  );
  const laidOut = (task: TraceEvent) =>
    layouts.some((l) => l.ts >= task.ts && l.ts < task.ts + (task.dur ?? 0));
  const cpu = tasks.map((e) => (e.tdur ?? 0) / 1000);
  const slowed = tasks.map((e, i) => (cpu[i] ?? 0) * slowdown * (laidOut(e) ? LAYOUT_TASK_MULTIPLIER : 1));
  return {
    cpuMs: cpu.reduce((s, ms) => s + ms, 0),
    longestTaskMs: Math.max(...cpu),
    longTasks: slowed.filter((ms) => ms > BLOCKING_MS).length,
    blockingMs: slowed.reduce((s, ms) => s + Math.max(0, ms - BLOCKING_MS), 0),
  };
}
