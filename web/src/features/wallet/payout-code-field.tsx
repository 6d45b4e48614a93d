import { useEffect } from 'react';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { $payoutCode, resetPayoutCode, sendPayoutCode } from './payout-code-store';

/** The code input with its send button, on the receiving-account form and the withdrawal confirmation. */
export function PayoutCodeField({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const state = useStore($payoutCode);
  useEffect(() => resetPayoutCode, []);
  const safebox = state.via === 'safebox';
  return (
    <div className="field payout-code">
      <label htmlFor="payout-code">{t(safebox ? 'wallet.payoutPin' : 'wallet.payoutCode')}</label>
      <div className="payout-code-row">
        <input
          id="payout-code"
          className="input"
          value={value}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
        />
        {!safebox && (
          <button
            type="button"
            className="btn btn-outline"
            disabled={state.status === 'sending'}
            onClick={() => void sendPayoutCode()}
          >
            {t(state.status === 'sent' ? 'wallet.payoutCodeResend' : 'wallet.payoutCodeSend')}
          </button>
        )}
      </div>
      <p className="field-hint" role="status">
        {state.status === 'sent' && !safebox
          ? t('wallet.payoutCodeSent', { mobile: state.mobile })
          : safebox
            ? t('wallet.payoutPinHint')
            : t('wallet.payoutCodeHint')}
      </p>
      {state.error && (
        <p className="field-error" role="alert">
          {state.error}
        </p>
      )}
    </div>
  );
}
