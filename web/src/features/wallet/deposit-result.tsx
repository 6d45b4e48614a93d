import { formatMoney } from '@casino/contracts/money';
import type { CallAnswer } from '@casino/contracts/registry';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { call } from '../../api/call';
import { t } from '../../i18n';
import { refreshBalance } from './refresh';

type Order = CallAnswer<'rechargeOrderStatus'>;
/** Poll interval; a seam so tests run fast. */
export const polling = { intervalMs: 2000, maxErrors: 3 };

/** The page the checkout returns to: polls the order until it is credited, failed or expired. */
export function DepositResult({ orderId }: { orderId: string }) {
  const [order, setOrder] = useState<Order | null>(null);
  const [broken, setBroken] = useState(false);

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
          if (res.data.status === 'paid') await refreshBalance();
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

  const amount = order ? formatMoney(order.amount) : '';
  let body: string;
  if (broken) body = t('wallet.resultUnknown');
  else if (!order || order.status === 'pending') body = t('wallet.resultPending', { amount: amount || '…' });
  else body = t(`wallet.result${order.status[0]!.toUpperCase()}${order.status.slice(1)}`, { amount });
  const pending = !broken && (!order || order.status === 'pending');
  const span = order ? Math.max(1, order.expiresAt - order.createTime) : 1;
  const done = order ? Math.min(span, Math.max(0, Date.now() - order.createTime)) : 0;

  return (
    <section className="wallet-result" aria-label={t('wallet.resultTitle')}>
      <h2>{t('wallet.resultTitle')}</h2>
      {pending && <progress aria-label={t('wallet.resultTitle')} max={span} value={done} />}
      <p role="status">{body}</p>
      {order?.status === 'paid' && order.bonus > 0 && (
        <p>{t('wallet.resultBonus', { amount: formatMoney(order.bonus) })}</p>
      )}
      {!pending && (
        <Link className="btn btn-primary" to="/wallets?name=deposit" replace>
          {t('wallet.again')}
        </Link>
      )}
    </section>
  );
}
