import { formatMoney } from '@casino/contracts/money';
import { LoadMore } from '../../components/paged-list-view';
import { EmptyState, ErrorState, Skeleton } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { formatDateTime } from '../../lib/date-time';
import { $invitees, type Invitee, type InviteInfo, loadInvitees, loadMoreInvitees } from './agent-store';

type Rule = InviteInfo['validRule'];

/** 0–1 of the way to `target` (1 when there is nothing to reach). */
const shareOf = (done: number, target: number) => (target <= 0 ? 1 : Math.min(1, done / target));

function Meter({ share, label }: { share: number; label: string }) {
  return (
    <div
      className="agent-meter"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(share * 100)}
    >
      <span style={{ width: `${share * 100}%` }} />
    </div>
  );
}

function Row({ invitee, rule }: { invitee: Invitee; rule: Rule }) {
  const deposit = Math.max(1, rule?.minDeposit ?? 1);
  const turnover = rule?.minTurnover ?? 0;
  return (
    <li className="list-row invitee-row">
      <span>
        <span className="list-title">{invitee.nickname}</span>
        <span className="list-sub">{t('agent.joined', { date: formatDateTime(invitee.registerTime) })}</span>
        {!invitee.valid && !invitee.excluded && (
          <>
            <Meter
              share={shareOf(invitee.totalRecharge, deposit)}
              label={t('agent.depositProgress', { name: invitee.nickname })}
            />
            <span className="list-sub">
              {t('agent.depositLine', {
                done: formatMoney(Math.min(invitee.totalRecharge, deposit)),
                need: formatMoney(deposit),
              })}
            </span>
            <Meter
              share={shareOf(invitee.turnover ?? 0, turnover)}
              label={t('agent.turnoverProgress', { name: invitee.nickname })}
            />
            <span className="list-sub">
              {t('agent.turnoverLine', {
                done: formatMoney(Math.min(invitee.turnover ?? 0, turnover)),
                need: formatMoney(turnover),
              })}
            </span>
          </>
        )}
        {invitee.excluded && <span className="list-sub">{t(`agent.excluded.${invitee.excluded}`)}</span>}
      </span>
      <span className="list-actions">
        {invitee.valid ? (
          <span className="pill pill-success">
            {t('agent.validPill', { amount: formatMoney(invitee.reward) })}
          </span>
        ) : invitee.excluded ? (
          <span className="pill pill-danger">{t('agent.notCounted')}</span>
        ) : (
          <span className="pill pill-warn">{t('agent.inProgress')}</span>
        )}
      </span>
    </li>
  );
}

/** The player's invitees, masked, each with its way to valid (deposit and turnover). */
export function InviteeList({ rule }: { rule: Rule }) {
  const list = useStore($invitees);
  if (list.status === 'loading' || list.status === 'idle') return <Skeleton lines={3} />;
  if (list.status === 'error') return <ErrorState onRetry={() => void loadInvitees()} />;
  if (list.list.length === 0) return <EmptyState message={t('agent.noInvitees')} />;
  return (
    <>
      <ul className="list" aria-label={t('agent.invitees')}>
        {list.list.map((i) => (
          <Row key={i.userId} invitee={i} rule={rule} />
        ))}
      </ul>
      <LoadMore
        state={list}
        onMore={() => void loadMoreInvitees()}
        label={t('agent.loadMore')}
        failed={t('common.loadFailed')}
      />
    </>
  );
}
