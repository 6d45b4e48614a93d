import './reward-records.css';
import '../../i18n/mail';
import { useEffect } from 'react';
import { PagedListView } from '../../components/paged-list-view';
import { RewardItems } from '../../components/reward-items';
import { EmptyState } from '../../components/states';
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
      <PagedListView
        state={records}
        onRetry={() => void loadRewardRecords()}
        onMore={() => void loadMoreRewardRecords()}
        empty={<EmptyState message={t('rewardRecords.empty')} />}
        moreLabel={t('rewardRecords.loadMore')}
        moreFailed={t('rewardRecords.loadMoreFailed')}
      >
        {(list) => (
          <>
            <p className="muted small records-count">{t('rewardRecords.total', { count: records.total })}</p>
            <ul className="list" aria-label={t('rewardRecords.listLabel')}>
              {list.map((r) => (
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
          </>
        )}
      </PagedListView>
    </section>
  );
}
