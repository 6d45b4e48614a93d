import { ClaimErrorText } from '../../components/claim-error';
import { ClaimAllButton, OfferCard } from '../../components/offer-card';
import { artOfTask } from '../../components/task-art';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { VipMeter } from './vip-meter';
import {
  claimAllVipTasks,
  claimVipTask,
  readyVipTasks,
  VIP_TURNOVER_MULTIPLE,
  type VipTask,
  vipTaskClaim,
  vipTaskClaimAll,
  vipTaskLocked,
} from './vip-store';

/**
 * One VIP task as the shared offer card: art by what it asks, the reward in one line, progress, terms in its sheet, and
 * Claim — or, above the player's level, "Locked · VIP N" that is not a button.
 */
function VipTaskCard({ task, vip, busy }: { task: VipTask; vip: number; busy: boolean }) {
  const share = task.target > 0 ? Math.min(1, task.progress / task.target) : 0;
  const locked = vipTaskLocked(task, vip);
  return (
    <OfferCard
      art={artOfTask(task)}
      offer={{ name: task.name, rewards: task.rewards, turnoverMultiple: VIP_TURNOVER_MULTIPLE }}
      lockedLevel={locked ? task.level : null}
      ready={task.status === 1}
      action={
        task.status === 2 ? (
          <span className="pill pill-success">{t('vip.taskDone')}</span>
        ) : (
          <button
            type="button"
            className="btn btn-gold btn-small"
            disabled={busy || task.status !== 1}
            onClick={() => void claimVipTask(task.id)}
            aria-label={t('vip.claimTask', { name: task.name })}
          >
            {t('vip.claim')}
          </button>
        )
      }
    >
      {task.status !== 2 && <VipMeter share={share} label={task.name} />}
    </OfferCard>
  );
}

/** "Claim all" over every VIP task the player can take now (shown when more than one is ready). */
export function VipTaskClaimAll({ tasks, vip }: { tasks: readonly VipTask[]; vip: number }) {
  const one = useStore(vipTaskClaim.$state);
  const all = useStore(vipTaskClaimAll.$state);
  return (
    <>
      <ClaimAllButton
        count={readyVipTasks(tasks, vip).length}
        busy={all.busy}
        disabled={all.busy || one.busy}
        onClick={() => void claimAllVipTasks()}
      />
      <ClaimErrorText error={all.error} />
    </>
  );
}

/** VIP tasks with progress and claim; the claim's refusal shows under them. */
export function VipTaskList({ tasks, vip }: { tasks: readonly VipTask[]; vip: number }) {
  const claim = useStore(vipTaskClaim.$state);
  const all = useStore(vipTaskClaimAll.$state);
  if (tasks.length === 0) return null;
  return (
    <>
      <ul className="offer-list vip-task-list">
        {tasks.map((task) => (
          <VipTaskCard key={task.id} task={task} vip={vip} busy={claim.busy || all.busy} />
        ))}
      </ul>
      <ClaimErrorText error={claim.error} />
    </>
  );
}
