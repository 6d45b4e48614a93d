import { useNavigate } from 'react-router';
import { call } from '../../api/call';
import { describeFailure } from '../../components/form/error-text';
import { useFormSubmit } from '../../components/form/use-form-submit';
import { t } from '../../i18n';
import type { FormOutcome } from '../../lib/form-submit';
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
  const navigate = useNavigate();
  const sending = useFormSubmit(async (kind: 'continue' | 'cancel'): Promise<FormOutcome<true, string>> => {
    const res =
      kind === 'cancel'
        ? await call('rechargeOrderCancel', { orderId })
        : await call('rechargeOrderStatus', { orderId });
    if (!res.ok) return { ok: false, error: describeFailure(res).text || res.msg };
    if (kind === 'continue' && res.data.status === 'pending' && res.data.checkoutUrl) {
      writeSession(SENT_ORDER_KEY, JSON.stringify({ orderId, amount: res.data.amount }));
      // over the counter: back to the reference to pay at a payment centre, not to a checkout
      if (isCounterOrder(res.data)) navigate(`/wallets?name=deposit&order=${orderId}`);
      else checkout.open(res.data.checkoutUrl);
      return { ok: true, result: true };
    }
    onChange(res.data);
    return { ok: true, result: true };
  });
  const { busy, error } = sending;
  const run = (kind: 'continue' | 'cancel') => void sending.submit(kind);
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
