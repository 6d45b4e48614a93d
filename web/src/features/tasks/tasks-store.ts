// /bonus/tasks: the player's tasks with progress, claiming a finished one through the shared claim flow, and
// the "Go" of a task the app reports itself (visiting a page, sharing). Pages render these stores; tests drive them.
import { ERR } from '@casino/contracts/errors';
import type { CallAnswer } from '@casino/contracts/registry';
import { atom } from 'nanostores';
import { call } from '../../api/call';

export { artOfTask } from '../../components/task-art';

import { createClaim } from '../../stores/claim';
import { type ClaimSeveralSummary, claimSeveral } from '../../stores/claim-several';

export type Task = CallAnswer<'getTaskUser'>['list'][number];
export type TaskPeriod = Task['period'];

export interface TasksState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  list: Task[];
}
export const $tasks = atom<TasksState>({ status: 'idle', list: [] });
/** The task whose Claim is on its way (one claim at a time: the claim flow is shared). */
export const $claimingTask = atom<number | null>(null);

export const taskClaim = createClaim('receiveTaskAward');

/** The order the page shows the groups in. */
export const PERIODS: readonly TaskPeriod[] = ['daily', 'weekly', 'once'];

export async function loadTasks(): Promise<void> {
  $tasks.set({ ...$tasks.get(), status: 'loading' });
  const res = await call('getTaskUser', {});
  $tasks.set(res.ok ? { status: 'ready', list: res.data.list } : { status: 'error', list: [] });
}

function patch(id: number, next: Partial<Task>): void {
  const s = $tasks.get();
  $tasks.set({ ...s, list: s.list.map((t) => (t.id === id ? { ...t, ...next } : t)) });
}

/** The tasks of one period, claimable first, then in progress, then received. */
export function tasksOf(list: readonly Task[], period: TaskPeriod): Task[] {
  const rank = (t: Task) => (t.status === 1 ? 0 : t.status === 0 ? 1 : 2);
  return list.filter((t) => t.period === period).sort((a, b) => rank(a) - rank(b));
}

/** "Claim all": every finished task through its own claim, one reward popup for the lot. */
export async function claimAllTasks(): Promise<ClaimSeveralSummary | null> {
  const ready = $tasks.get().list.filter((t) => t.status === 1);
  if ($claimingTask.get() !== null || ready.length < 2) return null;
  $claimingTask.set(CLAIM_ALL_TASKS);
  taskClaim.reset();
  try {
    const summary = await claimSeveral(
      ready.map((t) => t.id),
      async (id) => {
        const got = await taskClaim.claim({ id }, { quiet: true });
        if (got || taskClaim.$state.get().error?.code === ERR.ALREADY_RECEIVED) patch(id, { status: 2 });
        return got ? got.rewards : null;
      },
    );
    if (summary.failed > 0) void loadTasks();
    return summary;
  } finally {
    $claimingTask.set(null);
  }
}

/** The id $claimingTask holds while "Claim all" runs: every card's button is off. */
export const CLAIM_ALL_TASKS = -1;

/** Share of the target reached, 0–100, for the progress bar. */
export const percent = (t: Task) =>
  Math.min(100, Math.floor((Math.min(t.progress, t.target) * 100) / t.target));

/** Claims a finished task's reward: popup, balance and dots come from the claim flow. */
export async function claimTask(id: number): Promise<boolean> {
  if ($claimingTask.get() !== null) return false;
  $claimingTask.set(id);
  taskClaim.reset();
  const got = await taskClaim.claim({ id });
  $claimingTask.set(null);
  const code = taskClaim.$state.get().error?.code;
  // received before (another tab, a double tap that reached the server twice): show it as received
  if (got || code === ERR.ALREADY_RECEIVED) {
    patch(id, { status: 2 });
    return Boolean(got);
  }
  // the task moved on the server (period ended, not finished after all): show what it says now
  if (code === ERR.NOT_CLAIMABLE || code === ERR.PERIOD_CLOSED || code === ERR.NOT_FOUND) void loadTasks();
  return false;
}

/**
 * "Go": a task the app reports itself counts as done as it opens its page (the visit is the action); every
 * other task just opens its page. Answers where to go.
 */
export async function goTask(task: Task): Promise<string> {
  if (task.reportable && task.status === 0) {
    const res = await call('finishTask', { id: task.id });
    if (res.ok) patch(task.id, res.data);
  }
  return task.route || '/';
}
