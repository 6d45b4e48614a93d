import '../../i18n/support';
import '../../components/image-picker.css';
import './feedback.css';
import { ERR } from '@casino/contracts/errors';
import type { CallAnswer } from '@casino/contracts/registry';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { call } from '../../api/call';
import { PrivateImage } from '../../components/private-image';
import { EmptyState, ErrorState, Skeleton } from '../../components/states';
import { t } from '../../i18n';
import { formatDateTime } from '../../lib/date-time';
import { FeedbackReplyForm } from './feedback-reply-form';

type Detail = CallAnswer<'feedbackDetail'>;

/** /feedback/record/:id: the player's message with its images, then the thread in order, then a follow-up form. */
export function FeedbackDetailPage({ id }: { id: number }) {
  const [detail, setDetail] = useState<Detail | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'missing' | 'error'>('loading');
  const load = useCallback(async () => {
    setState('loading');
    const res = await call('feedbackDetail', { id });
    if (res.ok) {
      setDetail(res.data);
      setState('ready');
    } else setState(res.errcode === ERR.FEEDBACK_NOT_FOUND ? 'missing' : 'error');
  }, [id]);
  useEffect(() => {
    void load();
  }, [load]);

  if (state === 'loading')
    return (
      <section className="page">
        <Skeleton lines={6} />
      </section>
    );
  if (state === 'error')
    return (
      <section className="page">
        <ErrorState onRetry={() => void load()} />
      </section>
    );
  if (state === 'missing' || !detail) {
    return (
      <section className="page">
        <EmptyState message={t('feedback.missing')} />
        <Link className="btn btn-outline btn-block" to="/feedback/record">
          {t('feedback.records')}
        </Link>
      </section>
    );
  }
  return (
    <section className="page feedback-detail">
      <header className="feedback-detail-head">
        <span className="list-title">{t(`feedback.categories.${detail.category}`)}</span>
        <span className={`pill ${detail.status === 1 ? 'pill-success' : 'pill-warn'}`}>
          {detail.status === 1 ? t('feedback.answered') : t('feedback.waiting')}
        </span>
      </header>
      <ol className="feedback-thread">
        <li className="feedback-msg feedback-mine">
          <span className="feedback-who">
            {t('feedback.you')} · {formatDateTime(detail.createTime)}
          </span>
          <p className="feedback-body">{detail.content}</p>
          {detail.imageIds.length > 0 && (
            <div className="feedback-attachments">
              {detail.imageIds.map((fileId, i) => (
                <PrivateImage key={fileId} fileId={fileId} alt={t('feedback.attachment', { n: i + 1 })} />
              ))}
            </div>
          )}
        </li>
        {detail.replies.map((r, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: the thread only grows at its end
            key={i}
            className={`feedback-msg ${r.from === 'player' ? 'feedback-mine' : 'feedback-theirs'}`}
          >
            <span className="feedback-who">
              {r.from === 'player' ? t('feedback.you') : t('feedback.support')} ·{' '}
              {formatDateTime(r.createTime)}
            </span>
            <p className="feedback-body">{r.content}</p>
            {r.imageIds.length > 0 && (
              <div className="feedback-attachments">
                {r.imageIds.map((fileId, n) => (
                  <PrivateImage key={fileId} fileId={fileId} alt={t('feedback.attachment', { n: n + 1 })} />
                ))}
              </div>
            )}
          </li>
        ))}
      </ol>
      {detail.status === 0 && <p className="muted small">{t('feedback.noReply')}</p>}
      <FeedbackReplyForm id={detail.id} onSent={setDetail} />
      <Link className="btn btn-ghost btn-block" to="/feedback">
        {t('feedback.new')}
      </Link>
    </section>
  );
}
