import '../../i18n/support';
import './feedback.css';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { PagedListView } from '../../components/paged-list-view';
import { EmptyState } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { formatDateTime } from '../../lib/date-time';
import { $feedbackRecords, loadFeedbackRecords, loadMoreFeedbackRecords } from './feedback-store';

/** /feedback/record: the player's feedback, newest first, answered or waiting. */
export function FeedbackRecordsPage() {
  const records = useStore($feedbackRecords);
  useEffect(() => {
    void loadFeedbackRecords();
  }, []);
  return (
    <section className="page feedback-records">
      <PagedListView
        state={records}
        onRetry={() => void loadFeedbackRecords()}
        onMore={() => void loadMoreFeedbackRecords()}
        empty={
          <>
            <EmptyState message={t('feedback.empty')} />
            <Link className="btn btn-gold btn-block" to="/feedback">
              {t('feedback.new')}
            </Link>
          </>
        }
        moreLabel={t('feedback.loadMore')}
        moreFailed={t('feedback.loadMoreFailed')}
      >
        {(list) => (
          <ul className="list" aria-label={t('feedback.records')}>
            {list.map((r) => (
              <li key={r.id}>
                <Link to={`/feedback/record/${r.id}`} className="list-row feedback-row">
                  <span className="feedback-row-main">
                    <span className="list-title">{t(`feedback.categories.${r.category}`)}</span>
                    <span className="list-sub feedback-preview">{r.preview}</span>
                    <time className="list-sub" dateTime={new Date(r.createTime).toISOString()}>
                      {formatDateTime(r.createTime)}
                      {r.imageCount > 0 ? ` · ${t('feedback.imageCount', { count: r.imageCount })}` : ''}
                    </time>
                  </span>
                  <span className={`pill ${r.status === 1 ? 'pill-success' : 'pill-warn'}`}>
                    {r.status === 1 ? t('feedback.answered') : t('feedback.waiting')}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </PagedListView>
    </section>
  );
}
