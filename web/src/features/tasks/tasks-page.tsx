import './tasks.css';
import '../../i18n/tasks';
import { formatMoney } from '@casino/contracts/money';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ClaimErrorText } from '../../components/claim-error';
import { RewardItems } from '../../components/reward-items';
import { EmptyState, ErrorState, Skeleton } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { formatDateTime } from '../../lib/date-time';
import {
  $claimingTask,
  $tasks,
  claimTask,
  goTask,
  loadTasks,
  PERIODS,
  percent,
  type Task,
  taskClaim,
  tasksOf,
} from './tasks-store';

const COIN = 2001;
const amount = (task: Task, n: number) => (task.unit === 'minor' ? formatMoney(n) : String(n));

/** The reward's terms in words, shown before the claim. */
function Terms({ task }: { task: Task }) {
  const coin = task.rewards.filter((r) => r.propId === COIN).reduce((a, r) => a + r.count, 0);
  return (
    <p className="small muted task-terms">
      {coin > 0 && task.turnoverMultiple > 0
        ? t('tasks.termsTurnover', {
            multiple: task.turnoverMultiple,
            turnover: formatMoney(coin * task.turnoverMultiple),
          })
        : t('tasks.termsFree')}
    </p>
  );
}

function TaskCard({ task }: { task: Task }) {
  const navigate = useNavigate();
  const claimingId = useStore($claimingTask);
  const claim = useStore(taskClaim.$state);
  const busy = claimingId === task.id;
  const shown = Math.min(task.progress, task.target);
  const label = t('tasks.progress', { progress: amount(task, shown), target: amount(task, task.target) });
  return (
    <li className={`card task-card${task.status === 1 ? ' task-ready' : ''}`}>
      <div className="task-head">
        <h3 className="task-name">{task.name}</h3>
        {task.status === 2 && <span className="pill pill-success">{t('tasks.claimed')}</span>}
      </div>
      {task.description && <p className="small muted task-desc">{task.description}</p>}
      <div
        className="task-bar"
        role="progressbar"
        aria-label={t('tasks.progressLabel', { name: task.name })}
        aria-valuemin={0}
        aria-valuemax={task.target}
        aria-valuenow={shown}
        aria-valuetext={label}
      >
        <span style={{ width: `${percent(task)}%` }} />
      </div>
      <p className="small task-figures">
        <span>{label}</span>
        {task.resetTime > 0 && task.status !== 2 && (
          <span className="muted">{t('tasks.resets', { date: formatDateTime(task.resetTime) })}</span>
        )}
      </p>
      <RewardItems items={task.rewards} />
      {task.status !== 2 && <Terms task={task} />}
      {task.status === 1 && (
        <>
          {claimingId === null && claim.error && <ClaimErrorText error={claim.error} />}
          <button
            type="button"
            className="btn btn-primary btn-block"
            disabled={claimingId !== null}
            onClick={() => void claimTask(task.id)}
          >
            {busy ? t('tasks.claiming') : t('tasks.claim')}
          </button>
        </>
      )}
      {task.status === 0 && task.route && (
        <button
          type="button"
          className="btn btn-outline btn-block"
          onClick={() => void goTask(task).then((to) => navigate(to))}
        >
          {t('tasks.go')}
        </button>
      )}
    </li>
  );
}

/** /bonus/tasks: daily, weekly and newcomer tasks with their progress bars and claim buttons. */
export function TasksPage() {
  const tasks = useStore($tasks);
  useEffect(() => {
    taskClaim.reset();
    void loadTasks();
  }, []);
  return (
    <section className="page tasks-page">
      <p className="muted small">{t('tasks.intro')}</p>
      {(tasks.status === 'loading' || tasks.status === 'idle') && <Skeleton lines={6} />}
      {tasks.status === 'error' && <ErrorState onRetry={() => void loadTasks()} />}
      {tasks.status === 'ready' && tasks.list.length === 0 && <EmptyState message={t('tasks.empty')} />}
      {tasks.status === 'ready' &&
        PERIODS.map((period) => {
          const list = tasksOf(tasks.list, period);
          if (list.length === 0) return null;
          const group = t(`tasks.groups.${period}`);
          return (
            <section key={period} className="task-group" aria-labelledby={`tasks-${period}`}>
              <h2 id={`tasks-${period}`} className="task-group-title">
                {group}
              </h2>
              <ul className="task-list" aria-label={group}>
                {list.map((task) => (
                  <TaskCard key={task.id} task={task} />
                ))}
              </ul>
            </section>
          );
        })}
    </section>
  );
}
