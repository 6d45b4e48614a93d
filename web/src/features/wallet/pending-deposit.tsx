import { useState } from 'react';
import { useNavigate } from 'react-router';
import { call } from '../../api/call';
import { describeFailure } from '../../components/form/error-text';
import { t } from '../../i18n';
import { writeSession } from '../../lib/storage';
import { checkout, isCounterOrder, type Order, SENT_ORDER_KEY } from './deposit-logic';

/**
 * A deposit left pending at checkout, as a record row offers it: continue to the same checkout (while the
 * order is still open) or cancel it. `onChange` gets the order as the platform now has it.
 */
export function PendingDepositActions({
  orderId,
  onChange,
}: {
  orderId: string;
  onChange: (order: Order) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const navigate = useNavigate();
  const run = async (kind: 'continue' | 'cancel') => {
    setBusy(true);
    setError('');
    const res =
      kind === 'cancel'
        ? await call('rechargeOrderCancel', { orderId })
        : await call('rechargeOrderStatus', { orderId });
    setBusy(false);
    if (!res.ok) return setError(describeFailure(res).text || res.msg);
    if (kind === 'continue' && res.data.status === 'pending' && res.data.checkoutUrl) {
      writeSession(SENT_ORDER_KEY, JSON.stringify({ orderId, amount: res.data.amount }));
      // over the counter: back to the reference to pay at a payment centre, not to a checkout
      if (isCounterOrder(res.data)) return navigate(`/wallets?name=deposit&order=${orderId}`);
      return checkout.open(res.data.checkoutUrl);
    }
    onChange(res.data);
  };
  return (
    <span className="list-actions">
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
      <button type="button" className="btn btn-small btn-ghost" disabled={busy} onClick={() => run('cancel')}>
        {t('wallet.cancelDeposit')}
      </button>
      <button
        type="button"
        className="btn btn-small btn-primary"
        disabled={busy}
        onClick={() => run('continue')}
      >
        {t('wallet.continueDeposit')}
      </button>
    </span>
  );
}
