import './reward-records.css';
import '../../i18n/mail';
import { useEffect } from 'react';
import { RewardItems } from '../../components/reward-items';
import { EmptyState, ErrorState, Skeleton } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { formatDateTime } from '../../lib/date-time';
import { $rewardRecords, loadMoreRewardRecords, loadRewardRecords } from './reward-records-store';

/** /reward/record and /bonus/record: what the player received, where from and when, newest first. */
export function RewardRecordsPage() {
  const records = useStore($rewardRecords);
  useEffect(() => {
    void loadRewardRecords();
  }, []);
  return (
    <section className="page records-page">
      {(records.status === 'loading' || records.status === 'idle') && <Skeleton lines={6} />}
      {records.status === 'error' && <ErrorState onRetry={() => void loadRewardRecords()} />}
      {records.status === 'ready' && records.list.length === 0 && (
        <EmptyState message={t('rewardRecords.empty')} />
      )}
      {records.status === 'ready' && records.list.length > 0 && (
        <>
          <p className="muted small records-count">{t('rewardRecords.total', { count: records.total })}</p>
          <ul className="list" aria-label={t('rewardRecords.listLabel')}>
            {records.list.map((r) => (
              <li key={r.id} className="list-row reward-record">
                <span className="list-title">{r.activityName}</span>
                <time className="list-sub" dateTime={new Date(r.createTime).toISOString()}>
                  {formatDateTime(r.createTime)}
                </time>
                <span className="list-actions">
                  <RewardItems items={r.rewards} />
                </span>
              </li>
            ))}
          </ul>
          {records.moreFailed && (
            <p className="form-alert" role="alert">
              {t('rewardRecords.loadMoreFailed')}
            </p>
          )}
          {records.pageNum < records.pages && (
            <button
              type="button"
              className="btn btn-outline btn-block"
              disabled={records.more}
              onClick={() => void loadMoreRewardRecords()}
            >
              {records.more ? t('common.loading') : t('rewardRecords.loadMore')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
