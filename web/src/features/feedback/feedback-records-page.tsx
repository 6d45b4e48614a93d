import '../../i18n/support';
import './feedback.css';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { EmptyState, ErrorState, Skeleton } from '../../components/states';
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
      {(records.status === 'loading' || records.status === 'idle') && <Skeleton lines={6} />}
      {records.status === 'error' && <ErrorState onRetry={() => void loadFeedbackRecords()} />}
      {records.status === 'ready' && records.list.length === 0 && (
        <>
          <EmptyState message={t('feedback.empty')} />
          <Link className="btn btn-gold btn-block" to="/feedback">
            {t('feedback.new')}
          </Link>
        </>
      )}
      {records.status === 'ready' && records.list.length > 0 && (
        <>
          <ul className="list" aria-label={t('feedback.records')}>
            {records.list.map((r) => (
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
          {records.moreFailed && (
            <p className="form-alert" role="alert">
              {t('feedback.loadMoreFailed')}
            </p>
          )}
          {records.pageNum < records.pages && (
            <button
              type="button"
              className="btn btn-outline btn-block"
              disabled={records.more}
              onClick={() => void loadMoreFeedbackRecords()}
            >
              {records.more ? t('common.loading') : t('feedback.loadMore')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
