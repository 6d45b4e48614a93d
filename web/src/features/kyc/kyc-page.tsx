import '../../i18n/support';
import '../../components/image-picker.css';
import './kyc.css';
import { KYC_STATUS } from '@casino/contracts/enums';
import type { KycIdType } from '@casino/contracts/kyc-rules';
import type { CallAnswer } from '@casino/contracts/registry';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { call } from '../../api/call';
import { ErrorState, Skeleton } from '../../components/states';
import { t } from '../../i18n';
import { formatDateTime } from '../../lib/date-time';
import { KycForm } from './kyc-form';
import { Level2Form } from './level2-form';

type Kyc = CallAnswer<'kyc'>;

/**
 * /member/profile/kyc: the verification state (none → pending → approved / rejected with the reason) and,
 * while there is nothing pending or approved, the form.
 */
export function KycPage() {
  const [kyc, setKyc] = useState<Kyc | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(async () => {
    setFailed(false);
    const res = await call('kyc', {});
    if (res.ok) setKyc(res.data);
    else setFailed(true);
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  // A form just sent: the new state shows from the top of the page, not where the submit button was.
  const sent = useCallback(() => {
    window.scrollTo({ top: 0 });
    void load();
  }, [load]);

  const type = kyc?.idType ? t(`kyc.idTypes.${kyc.idType as KycIdType}`) : '';
  // Verified at level 1 and no level-2 submission waiting: the ID stays verified, level 2 can be sent (again).
  const verified = kyc !== null && kyc.level >= 1 && kyc.status !== KYC_STATUS.pending;
  return (
    <section className="page kyc-page">
      {failed ? (
        <ErrorState message={t('kyc.loadFailed')} onRetry={() => void load()} />
      ) : !kyc ? (
        <Skeleton lines={6} />
      ) : verified ? (
        <>
          <div className="card card-raised kyc-state kyc-approved" role="status">
            <span className="kyc-badge" aria-hidden="true">
              ✓
            </span>
            <h2 className="card-title">{t('kyc.approvedTitle')}</h2>
            <p>
              {t('kyc.approvedText', { type, number: kyc.idNumber, date: formatDateTime(kyc.reviewedAt) })}
            </p>
            {kyc.level >= 2 && <p className="muted small">{t('kyc.level2.verified')}</p>}
            <Link className="btn btn-gold btn-block" to="/wallets?name=withdraw&back=1">
              {t('kyc.toWithdraw')}
            </Link>
          </div>
          {kyc.level < 2 && kyc.status === KYC_STATUS.rejected && kyc.submissionLevel === 2 && (
            <div className="card kyc-state kyc-rejected" role="alert">
              <h2 className="card-title">{t('kyc.rejectedTitle')}</h2>
              <p>{t('kyc.level2.rejectedText', { reason: kyc.rejectReason })}</p>
            </div>
          )}
          {kyc.level < 2 && <Level2Form onSent={sent} />}
        </>
      ) : kyc.status === KYC_STATUS.pending ? (
        <div className="card card-raised kyc-state kyc-pending" role="status">
          <span className="kyc-badge" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
              <circle cx="12" cy="12" r="8.5" fill="none" stroke="currentColor" strokeWidth="2" />
              <path
                d="M12 7.5V12l3 2"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </span>
          <h2 className="card-title">{t('kyc.pendingTitle')}</h2>
          <p>
            {kyc.submissionLevel === 2
              ? t('kyc.pendingLevel2Text', { date: formatDateTime(kyc.submittedAt) })
              : t('kyc.pendingText', { type, date: formatDateTime(kyc.submittedAt) })}
          </p>
          <Link className="btn btn-outline btn-block" to="/email">
            {t('kyc.toInbox')}
          </Link>
          {kyc.reviewUrl && (
            // The sandbox provider's page of a trial setup (never in production): a full page, not a route.
            <a className="btn btn-ghost btn-block kyc-sandbox-link" href={kyc.reviewUrl}>
              {t('kyc.sandboxReview')}
            </a>
          )}
        </div>
      ) : (
        <>
          {kyc.status === KYC_STATUS.rejected ? (
            <div className="card kyc-state kyc-rejected" role="alert">
              <h2 className="card-title">{t('kyc.rejectedTitle')}</h2>
              <p>{t('kyc.rejectedText', { reason: kyc.rejectReason })}</p>
              <p className="muted small">{t('kyc.rejectedAgain')}</p>
            </div>
          ) : (
            <p className="muted kyc-lead">{t('kyc.lead')}</p>
          )}
          <KycForm onSent={sent} />
        </>
      )}
    </section>
  );
}
