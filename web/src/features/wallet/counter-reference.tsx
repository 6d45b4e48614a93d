import { formatMoney } from '@casino/contracts/money';
import { useState } from 'react';
import { Link } from 'react-router';
import { t } from '../../i18n';
import { formatDateTime } from '../../lib/date-time';
import type { Order } from './deposit-logic';

/** Groups of four so a teller can read the reference back without losing their place. */
const grouped = (reference: string) => reference.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * An over-the-counter deposit: the reference the player pays at a payment centre, the amount, and until when;
 * once the reference has expired it says it can no longer be paid. The page behind keeps polling for the payment.
 */
export function CounterReference({ order, expired }: { order: Order; expired: boolean }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(order.payReference);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <section className="card wallet-result wallet-counter" aria-label={t('wallet.counterTitle')}>
      <h2>{t(expired ? 'wallet.counterExpiredTitle' : 'wallet.counterTitle')}</h2>
      <p className="wallet-result-amount">{formatMoney(order.amount)}</p>
      <p className="wallet-counter-label">{t('wallet.counterReference')}</p>
      <p
        className={expired ? 'wallet-counter-ref is-expired' : 'wallet-counter-ref'}
        data-reference={order.payReference}
      >
        {grouped(order.payReference)}
      </p>
      {expired ? (
        <>
          <p role="status">{t('wallet.counterExpired', { when: formatDateTime(order.expiresAt) })}</p>
          <Link className="btn btn-primary btn-block" to="/wallets?name=deposit" replace>
            {t('wallet.again')}
          </Link>
        </>
      ) : (
        <>
          <p className="wallet-counter-until">
            <strong>{t('wallet.counterUntil', { when: formatDateTime(order.expiresAt) })}</strong>
          </p>
          <p className="muted small">{t('wallet.counterHow', { amount: formatMoney(order.amount) })}</p>
          <div className="wallet-done-actions">
            <button type="button" className="btn btn-primary" onClick={() => void copy()}>
              {t(copied ? 'wallet.counterCopied' : 'wallet.counterCopy')}
            </button>
            {order.checkoutUrl && (
              <a className="btn" href={order.checkoutUrl} target="_blank" rel="noopener">
                {t('wallet.counterInstructions')}
              </a>
            )}
          </div>
          <p className="muted small" role="status">
            <span className="spinner spinner-inline" aria-hidden="true" /> {t('wallet.counterWaiting')}
          </p>
        </>
      )}
    </section>
  );
}
