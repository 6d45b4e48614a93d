import './mail.css';
import '../../i18n/mail';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { LoadMore } from '../../components/paged-list-view';
import { EmptyState, ErrorState, Skeleton } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { formatDateTime } from '../../lib/date-time';
import { $inbox, loadInbox, loadMoreMail, type MailSummary } from './mail-store';

function MailRow({ mail }: { mail: MailSummary }) {
  const waiting = mail.hasAttachment && !mail.received;
  return (
    <li>
      <Link
        to={`/email/detail?id=${mail.id}`}
        className={`list-row mail-row${mail.read ? '' : ' mail-unread'}`}
        aria-label={mail.read ? mail.title : `${t('mail.new')}: ${mail.title}`}
      >
        <span className="mail-main">
          <span className="list-title">
            {!mail.read && <span className="dot-inline" aria-hidden="true" />}
            {mail.title}
          </span>
          <span className="list-sub mail-preview">{mail.preview}</span>
        </span>
        <span className="mail-side">
          <time className="list-sub" dateTime={new Date(mail.createTime).toISOString()}>
            {formatDateTime(mail.createTime)}
          </time>
          {waiting && <span className="pill pill-gold">{t('mail.hasReward')}</span>}
          {mail.hasAttachment && mail.received && <span className="pill">{t('mail.received')}</span>}
        </span>
      </Link>
    </li>
  );
}

/** /email: the inbox, newest first; unread mails stand out, a gift waiting is marked. */
export function InboxPage() {
  const inbox = useStore($inbox);
  useEffect(() => {
    void loadInbox();
  }, []);
  return (
    <section className="page mail-page">
      <PageHeader title={t('route.email')} />
      {inbox.status === 'ready' && inbox.unread > 0 && (
        <p className="muted small mail-count">{t('mail.unread', { count: inbox.unread })}</p>
      )}
      {(inbox.status === 'loading' || inbox.status === 'idle') && <Skeleton lines={6} />}
      {inbox.status === 'error' && <ErrorState onRetry={() => void loadInbox()} />}
      {inbox.status === 'ready' && inbox.list.length === 0 && <EmptyState message={t('mail.empty')} />}
      {inbox.status === 'ready' && inbox.list.length > 0 && (
        <>
          <ul className="list" aria-label={t('mail.listLabel')}>
            {inbox.list.map((m) => (
              <MailRow key={m.id} mail={m} />
            ))}
          </ul>
          <LoadMore
            state={inbox}
            onMore={() => void loadMoreMail()}
            label={t('mail.loadMore')}
            failed={t('mail.loadMoreFailed')}
          />
        </>
      )}
    </section>
  );
}
