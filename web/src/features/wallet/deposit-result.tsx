import { formatMoney } from '@casino/contracts/money';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { call } from '../../api/call';
import { Sunburst } from '../../components/sunburst';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { readSession } from '../../lib/storage';
import { refreshActivityFlags } from '../../stores/activity-flags';
import { $wallet } from '../../stores/session';
import { refreshBalance } from '../../stores/wallet';
import { CounterReference } from './counter-reference';
import { type Order, orderView, SENT_ORDER_KEY } from './deposit-logic';

const RESULT_TEXT = {
  failed: 'wallet.resultFailed',
  expired: 'wallet.resultExpired',
  cancelled: 'wallet.resultCancelled',
} as const;

/** Poll interval; a seam so tests run fast. */
export const polling = { intervalMs: 2000, maxErrors: 3 };

function sentOrder(orderId: string): { orderId: string; amount: number } | null {
  try {
    const sent = JSON.parse(readSession(SENT_ORDER_KEY) ?? 'null') as { orderId?: unknown; amount?: unknown };
    return sent?.orderId === orderId && typeof sent.amount === 'number'
      ? { orderId, amount: sent.amount }
      : null;
  } catch {
    return null;
  }
}

/** The page the checkout returns to: polls the order until it is credited, failed or expired. */
export function DepositResult({ orderId }: { orderId: string }) {
  const [order, setOrder] = useState<Order | null>(null);
  const [broken, setBroken] = useState(false);
  const [credited, setCredited] = useState(false);
  const wallet = useStore($wallet);

  useEffect(() => {
    let stop = false;
    let errors = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      const res = await call('rechargeOrderStatus', { orderId }, { tips: false });
      if (stop) return;
      if (res.ok) {
        errors = 0;
        setOrder(res.data);
        if (res.data.status !== 'pending') {
          if (res.data.status === 'paid') {
            await refreshBalance();
            // the credit brings a mail (and may open bonuses): the dots follow
            refreshActivityFlags();
            if (!stop) setCredited(true);
          }
          return;
        }
      } else if (++errors >= polling.maxErrors) return setBroken(true);
      timer = setTimeout(poll, polling.intervalMs);
    };
    void poll();
    return () => {
      stop = true;
      clearTimeout(timer);
    };
  }, [orderId]);

  const view = orderView(order, sentOrder(orderId), broken, Date.now());
  const amount = view.amount === null ? '' : formatMoney(view.amount);
  const title = t(`wallet.phase.${view.phase}`);

  if (view.phase === 'paid') {
    return (
      <section className="wallet-result wallet-paid" aria-label={t('wallet.resultTitle')}>
        <Sunburst size={420} />
        <h2>{title}</h2>
        <p className="wallet-paid-amount pop-in">+{amount}</p>
        <p role="status">{t('wallet.resultPaid', { amount })}</p>
        {view.bonus > 0 && (
          <p className="pill pill-gold">{t('wallet.resultBonus', { amount: formatMoney(view.bonus) })}</p>
        )}
        {credited && (
          <p className="wallet-new-balance">
            {t('wallet.newBalanceIs', { amount: formatMoney(wallet.coin) })}
          </p>
        )}
        <div className="wallet-done-actions">
          <Link className="btn btn-primary btn-large" to="/">
            {t('wallet.playNow')}
          </Link>
          <Link className="btn" to="/wallets?name=deposit" replace>
            {t('wallet.again')}
          </Link>
        </div>
      </section>
    );
  }

  if (order?.payReference && (view.phase === 'waiting' || view.phase === 'expired')) {
    return <CounterReference order={order} expired={view.phase === 'expired'} />;
  }

  const waiting = view.phase === 'waiting' || view.phase === 'checking';
  let body: string;
  if (view.phase === 'checking') body = t('wallet.resultChecking');
  else if (view.phase === 'waiting') body = t('wallet.resultPending', { amount });
  else if (view.phase === 'unknown') body = t('wallet.resultUnknown');
  else body = t(RESULT_TEXT[view.phase], { amount });

  return (
    <section className="card wallet-result" aria-label={t('wallet.resultTitle')}>
      {waiting ? (
        <span className="spinner" aria-hidden="true" />
      ) : (
        <span className="wallet-result-icon" aria-hidden="true">
          !
        </span>
      )}
      <h2>{title}</h2>
      {amount && <p className="wallet-result-amount">{amount}</p>}
      {view.window && (
        <progress aria-label={t('wallet.resultTitle')} max={view.window.max} value={view.window.value} />
      )}
      <p role="status">{body}</p>
      {!waiting && (
        <Link className="btn btn-primary btn-block" to="/wallets?name=deposit" replace>
          {t('wallet.again')}
        </Link>
      )}
    </section>
  );
}
