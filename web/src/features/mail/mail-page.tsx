import './mail.css';
import '../../i18n/mail';
import { formatMoney } from '@casino/contracts/money';
import { classifyReward } from '@casino/contracts/reward-ids';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ClaimErrorText } from '../../components/claim-error';
import { RewardItems, rewardText } from '../../components/reward-items';
import { Sheet } from '../../components/sheet';
import { EmptyState, ErrorState, Skeleton } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { formatDateTime } from '../../lib/date-time';
import {
  $deleting,
  $mail,
  deleteOpenMail,
  type MailDetail,
  mailClaim,
  openMail,
  receiveAttachment,
} from './mail-store';

/** The gift's terms in words: bonus money's turnover (or none) and until when it can be claimed. */
function Terms({ mail }: { mail: MailDetail }) {
  const coin = mail.attachments
    .filter((i) => classifyReward(i.propId).unit === 'minor')
    .reduce((sum, i) => sum + i.count, 0);
  return (
    <ul className="mail-terms small muted">
      {coin > 0 && (
        <li>
          {mail.turnoverMultiple > 0
            ? t('mail.termsTurnover', {
                multiple: mail.turnoverMultiple,
                turnover: formatMoney(coin * mail.turnoverMultiple),
              })
            : t('mail.termsFree')}
        </li>
      )}
      {mail.expireTime > 0 && !mail.received && (
        <li>{t('mail.termsExpiry', { date: formatDateTime(mail.expireTime) })}</li>
      )}
    </ul>
  );
}

function ConfirmDelete({ mail, onClose }: { mail: MailDetail; onClose: () => void }) {
  const deleting = useStore($deleting);
  const navigate = useNavigate();
  const losesGift = mail.hasAttachment && !mail.received;
  const items = mail.attachments.map((i) => Object.values(rewardText(i)).join(' ')).join(', ');
  const confirm = async () => {
    if (await deleteOpenMail()) navigate('/email', { replace: true });
  };
  return (
    <Sheet
      title={t('mail.confirmTitle')}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            {t('mail.keep')}
          </button>
          <button
            type="button"
            className="btn btn-danger"
            disabled={deleting.busy}
            onClick={() => void confirm()}
          >
            {deleting.busy ? t('mail.deleting') : t('mail.confirmDelete')}
          </button>
        </>
      }
    >
      <p>{losesGift ? t('mail.confirmLosesGift', { items }) : t('mail.confirmPlain')}</p>
      {deleting.failed && (
        <p className="form-alert" role="alert">
          {t('mail.deleteFailed')}
        </p>
      )}
    </Sheet>
  );
}

function Mail({ mail }: { mail: MailDetail }) {
  const claim = useStore(mailClaim.$state);
  const [confirming, setConfirming] = useState(false);
  return (
    <article className="mail-detail">
      <h2 className="mail-title">{mail.title}</h2>
      <p className="small muted">
        <time dateTime={new Date(mail.createTime).toISOString()}>
          {t('mail.sent', { date: formatDateTime(mail.createTime) })}
        </time>
      </p>
      <div className="card mail-body">{mail.content}</div>
      {mail.hasAttachment && (
        <section className="card mail-gift" aria-labelledby="mail-gift-title">
          <h3 id="mail-gift-title" className="card-title">
            {t('mail.attachment')}
          </h3>
          <RewardItems items={mail.attachments} />
          <Terms mail={mail} />
          <ClaimErrorText error={claim.error} />
          {mail.received ? (
            <span className="pill pill-success">{t('mail.claimed')}</span>
          ) : (
            <button
              type="button"
              className="btn btn-gold btn-block"
              disabled={claim.busy}
              onClick={() => void receiveAttachment()}
            >
              {claim.busy ? t('mail.claiming') : t('mail.claim')}
            </button>
          )}
        </section>
      )}
      <button
        type="button"
        className="btn btn-outline btn-block mail-delete"
        onClick={() => setConfirming(true)}
      >
        {t('mail.delete')}
      </button>
      {confirming && <ConfirmDelete mail={mail} onClose={() => setConfirming(false)} />}
    </article>
  );
}

/** /email/detail?id=N: one message (opening marks it read), its gift with its terms, Claim and Delete. */
export function MailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 0);
  const state = useStore($mail);
  useEffect(() => {
    if (id > 0) void openMail(id);
  }, [id]);
  const toInbox = (
    <Link className="btn btn-outline" to="/email">
      {t('mail.toInbox')}
    </Link>
  );
  return (
    <section className="page mail-page">
      {id <= 0 ? (
        <>
          <EmptyState message={t('mail.noMailChosen')} />
          {toInbox}
        </>
      ) : state.status === 'ready' && state.mail?.id === id ? (
        <Mail mail={state.mail} />
      ) : state.status === 'missing' ? (
        <>
          <EmptyState message={t('mail.missing')} />
          {toInbox}
        </>
      ) : state.status === 'error' ? (
        <ErrorState onRetry={() => void openMail(id)} />
      ) : (
        <Skeleton lines={6} />
      )}
    </section>
  );
}
