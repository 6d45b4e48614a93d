import { ClaimErrorText } from '../../components/claim-error';
import { RewardItems } from '../../components/reward-items';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { VipMeter } from './vip-meter';
import { claimVipTask, type VipTask, vipTaskClaim, vipTaskLocked } from './vip-store';

/** One VIP task: progress, its reward and Claim — or, above the player's level, "Reach VIP N" and no button. */
function VipTaskRow({ task, vip, busy }: { task: VipTask; vip: number; busy: boolean }) {
  const share = task.target > 0 ? Math.min(1, task.progress / task.target) : 0;
  const locked = vipTaskLocked(task, vip);
  return (
    <li className={`vip-gift-row${locked ? ' vip-task-locked' : ''}`}>
      <div className="vip-task">
        <strong>{task.name}</strong>
        <VipMeter share={share} label={task.name} />
        <RewardItems items={task.rewards} />
      </div>
      {locked ? (
        <span className="pill">{t('vip.taskReach', { level: task.level })}</span>
      ) : task.status === 2 ? (
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
      )}
    </li>
  );
}

/** VIP tasks with progress and claim; the claim's refusal shows under them. */
export function VipTaskList({ tasks, vip }: { tasks: readonly VipTask[]; vip: number }) {
  const claim = useStore(vipTaskClaim.$state);
  if (tasks.length === 0) return null;
  return (
    <>
      <ul className="vip-task-list">
        {tasks.map((task) => (
          <VipTaskRow key={task.id} task={task} vip={vip} busy={claim.busy} />
        ))}
      </ul>
      <ClaimErrorText error={claim.error} />
    </>
  );
}
