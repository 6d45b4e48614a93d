import { formatMoney } from '@casino/contracts/money';
import { useEffect, useState } from 'react';
import { Sheet } from '../../components/sheet';
import { ErrorState, Skeleton } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { formatDateTime } from '../../lib/date-time';
import { $recordDetail, cancelWithdrawal, closeRecord, openRecord, timeline } from './record-detail';
import { maskAccount } from './withdraw-logic';

/** The opened record: order id, channel or account, amounts, the timeline, and Cancel for a pending withdrawal. */
export function RecordDetailSheet() {
  const s = useStore($recordDetail);
  const [confirming, setConfirming] = useState(false);
  // leaving the records closes the sheet: it never reopens on the next visit
  useEffect(() => closeRecord, []);
  if (s.status === 'closed') return null;
  const close = () => {
    setConfirming(false);
    closeRecord();
  };
  const title = t(
    s.record.kind === 'withdraw' ? 'wallet.detail.withdrawTitle' : 'wallet.detail.depositTitle',
  );
  if (s.status !== 'ready') {
    return (
      <Sheet title={title} onClose={close}>
        {s.status === 'error' ? (
          <ErrorState onRetry={() => void openRecord(s.record)} />
        ) : (
          <Skeleton lines={4} />
        )}
      </Sheet>
    );
  }
  const d = s.detail;
  const canCancel = d.kind === 'withdraw' && d.order.status === 'pending';
  const actions = (
    <>
      {canCancel && !confirming && (
        <button type="button" className="btn btn-ghost" onClick={() => setConfirming(true)}>
          {t('wallet.detail.cancel')}
        </button>
      )}
      {canCancel && confirming && (
        <button
          type="button"
          className="btn btn-danger"
          disabled={s.busy}
          onClick={async () => {
            await cancelWithdrawal();
            setConfirming(false);
          }}
        >
          {t('wallet.detail.cancelConfirm')}
        </button>
      )}
      <button type="button" className="btn btn-primary" onClick={close}>
        {t('wallet.done')}
      </button>
    </>
  );
  return (
    <Sheet title={title} onClose={close} actions={actions}>
      <dl className="figures record-detail">
        <dt>{t('wallet.detail.orderId')}</dt>
        <dd className="record-order-id">{d.order.orderId}</dd>
        <dt>{t('wallet.amount')}</dt>
        <dd>{formatMoney(d.order.amount)}</dd>
        {d.kind === 'withdraw' ? (
          <>
            <dt>{t('wallet.fee')}</dt>
            <dd>{formatMoney(d.order.fee)}</dd>
            <dt>{t('wallet.arrives')}</dt>
            <dd>{formatMoney(d.order.netAmount)}</dd>
            <dt>{t('wallet.detail.account')}</dt>
            <dd>
              {d.order.userBank.bankName} {maskAccount(d.order.userBank.accountNo)}
            </dd>
          </>
        ) : (
          <>
            {d.order.bonus > 0 && (
              <>
                <dt>{t('wallet.detail.bonus')}</dt>
                <dd>{formatMoney(d.order.bonus)}</dd>
              </>
            )}
            <dt>{t('wallet.detail.channel')}</dt>
            <dd>{d.order.channelName}</dd>
          </>
        )}
        <dt>{t('wallet.statusFilter')}</dt>
        <dd>{t(`wallet.status.${d.order.status}`)}</dd>
      </dl>
      {d.kind === 'withdraw' && d.order.rejectReason && (
        <p className="field-hint">{t('wallet.detail.reason', { reason: d.order.rejectReason })}</p>
      )}
      <ol className="record-timeline" aria-label={t('wallet.detail.timeline')}>
        {timeline(d, s.record).map((step) => (
          <li key={step.key} className={`record-step record-step-${step.state}`}>
            <span className="record-step-dot" aria-hidden="true" />
            <span>{t(step.key)}</span>
            {step.at !== null && (
              <time className="list-sub" dateTime={new Date(step.at).toISOString()}>
                {formatDateTime(step.at)}
              </time>
            )}
          </li>
        ))}
      </ol>
      {confirming && canCancel && (
        <p className="form-alert form-info">
          {t('wallet.detail.cancelAsk', { amount: formatMoney(d.order.amount) })}
        </p>
      )}
      {s.note && (
        <p className="form-alert form-info" role="status">
          {'key' in s.note ? t(s.note.key) : s.note.text}
        </p>
      )}
    </Sheet>
  );
}
