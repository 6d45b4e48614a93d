import './tasks.css';
import '../../i18n/tasks';
import { formatMoney } from '@casino/contracts/money';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ClaimErrorText } from '../../components/claim-error';
import { ClaimAllButton, OfferCard } from '../../components/offer-card';
import { EmptyState, ErrorState, Skeleton } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { formatDateTime } from '../../lib/date-time';
import {
  $claimingTask,
  $tasks,
  artOfTask,
  CLAIM_ALL_TASKS,
  claimAllTasks,
  claimTask,
  goTask,
  loadTasks,
  PERIODS,
  percent,
  type Task,
  taskClaim,
  tasksOf,
} from './tasks-store';

const amount = (task: Task, n: number) => (task.unit === 'minor' ? formatMoney(n) : String(n));

function TaskCard({ task }: { task: Task }) {
  const navigate = useNavigate();
  const claimingId = useStore($claimingTask);
  const claim = useStore(taskClaim.$state);
  const busy = claimingId === task.id;
  const shown = Math.min(task.progress, task.target);
  const label = t('tasks.progress', { progress: amount(task, shown), target: amount(task, task.target) });
  const action =
    task.status === 1 ? (
      <button
        type="button"
        className="btn btn-gold btn-small"
        disabled={claimingId !== null}
        onClick={() => void claimTask(task.id)}
        aria-label={t('tasks.claimNamed', { name: task.name })}
      >
        {busy ? t('tasks.claiming') : t('tasks.claim')}
      </button>
    ) : task.status === 2 ? (
      <span className="pill pill-success">{t('tasks.claimed')}</span>
    ) : task.route ? (
      <button
        type="button"
        className="btn btn-outline btn-small"
        onClick={() => void goTask(task).then((to) => navigate(to))}
        aria-label={t('tasks.goNamed', { name: task.name })}
      >
        {t('tasks.go')}
      </button>
    ) : undefined;
  return (
    <OfferCard
      art={artOfTask(task)}
      offer={task}
      ready={task.status === 1}
      action={action}
      terms={
        <>
          {task.description && <p className="small">{task.description}</p>}
          {task.resetTime > 0 && task.status !== 2 && (
            <p className="small muted">{t('tasks.resets', { date: formatDateTime(task.resetTime) })}</p>
          )}
        </>
      }
      footer={
        task.status === 1 && claimingId === null && claim.error ? (
          <ClaimErrorText error={claim.error} />
        ) : undefined
      }
    >
      {task.status !== 2 && (
        <div className="task-progress">
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
          <span className="small muted task-figures" aria-hidden="true">
            {t('tasks.progressShort', { progress: amount(task, shown), target: amount(task, task.target) })}
          </span>
        </div>
      )}
    </OfferCard>
  );
}

/** /bonus/tasks: daily, weekly and newcomer tasks with their progress bars and claim buttons. */
export function TasksPage() {
  const tasks = useStore($tasks);
  const claimingId = useStore($claimingTask);
  useEffect(() => {
    taskClaim.reset();
    void loadTasks();
  }, []);
  const ready = tasks.list.filter((task) => task.status === 1).length;
  return (
    <section className="page tasks-page">
      <p className="muted small">{t('tasks.intro')}</p>
      {tasks.status === 'ready' && (
        <ClaimAllButton
          count={ready}
          busy={claimingId === CLAIM_ALL_TASKS}
          disabled={claimingId !== null}
          onClick={() => void claimAllTasks()}
        />
      )}
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
              <ul className="offer-list is-two-up task-list" aria-label={group}>
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
