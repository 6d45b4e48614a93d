import { ERR } from '@casino/contracts/errors';
import { applyBasisPoints, formatMoney } from '@casino/contracts/money';
import type { CallAnswer } from '@casino/contracts/registry';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { call } from '../../api/call';
import { describeFailure } from '../../components/form/error-text';
import { ErrorState, Skeleton } from '../../components/states';
import { t } from '../../i18n';
import { track } from '../../stores/events';
import { checkAmount } from './deposit-logic';
import { setCoin } from './refresh';

type Info = CallAnswer<'getExchange'>;

/** The withdraw form; `channel` preselects the receiving account whose bank name matches (/withdrawal/:name). */
export function WithdrawForm({ channel }: { channel?: string }) {
  const [info, setInfo] = useState<Info | null>(null);
  const [failed, setFailed] = useState(false);
  const [bankId, setBankId] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState('');
  const [done, setDone] = useState('');

  const load = useCallback(async () => {
    setFailed(false);
    const res = await call('getExchange', {});
    if (!res.ok) return setFailed(true);
    setInfo(res.data);
    const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const match = channel ? res.data.banks.find((b) => slug(b.bankName) === channel) : undefined;
    const pick = match ?? res.data.banks.find((b) => b.isDefault) ?? res.data.banks[0];
    setBankId(pick?.id ?? null);
  }, [channel]);
  useEffect(() => void load(), [load]);

  if (failed) return <ErrorState onRetry={load} />;
  if (!info) return <Skeleton lines={5} />;
  const max = Math.min(info.maxAmount || Number.MAX_SAFE_INTEGER, info.withdrawable);
  const check = checkAmount(text, info.minAmount, info.maxAmount);
  const overAvailable = check.ok && check.minor > info.withdrawable;
  // the platform's rule: max(fixed fee, amount × rate), floored
  const fee = check.ok ? Math.max(info.feeFixed, applyBasisPoints(check.minor, info.feeRateBp)) : 0;
  const error = !touched
    ? ''
    : !check.ok
      ? t(check.key, check.vars)
      : overAvailable
        ? info.turnoverRequired > 0
          ? t('wallet.turnoverUnmet', { amount: formatMoney(info.turnoverRequired) })
          : t('wallet.overAvailable', { amount: formatMoney(info.withdrawable) })
        : '';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setDone('');
    if (!check.ok || overAvailable || busy || bankId === null) return;
    setBusy(true);
    setAlert('');
    track('click', { target: 'withdraw_submit', amount: check.minor });
    const res = await call('exchange', { amount: check.minor, userBankId: bankId });
    setBusy(false);
    if (!res.ok) {
      if (res.errcode === ERR.TURNOVER_UNMET) {
        const fresh = await call('getExchange', {});
        const left = fresh.ok ? fresh.data.turnoverRequired : info.turnoverRequired;
        if (fresh.ok) setInfo(fresh.data);
        return setAlert(t('wallet.turnoverUnmet', { amount: formatMoney(left) }));
      }
      if (res.errcode === ERR.NEEDS_TOP_UP) return setAlert(t('wallet.needsTopUp'));
      if (res.errcode === ERR.KYC_REQUIRED) return setAlert(t('wallet.kycRequired'));
      if (res.errcode === ERR.WITHDRAW_DAILY_LIMIT) return setAlert(t('wallet.dailyLimit'));
      return setAlert(describeFailure(res).text || res.msg);
    }
    setDone(
      t('wallet.withdrawDone', {
        amount: formatMoney(res.data.amount),
        net: formatMoney(res.data.netAmount),
      }),
    );
    setText('');
    setTouched(false);
    setCoin(Math.max(0, info.coin - res.data.amount));
    void load();
  };

  return (
    <form className="form wallet-form" noValidate onSubmit={submit} aria-label={t('wallet.withdraw')}>
      <dl className="wallet-figures">
        <dt>{t('wallet.available')}</dt>
        <dd>{formatMoney(info.withdrawable)}</dd>
        <dt>{t('wallet.total')}</dt>
        <dd>{formatMoney(info.coin)}</dd>
        <dt>{t('wallet.turnover')}</dt>
        <dd>{formatMoney(info.turnoverRequired)}</dd>
        <dt>{t('wallet.fee')}</dt>
        <dd>{t('wallet.feeValue', { rate: info.feeRateBp / 100, fixed: formatMoney(info.feeFixed) })}</dd>
        <dt>{t('wallet.dailyCount')}</dt>
        <dd>{t('wallet.dailyCountValue', { used: info.dailyCountUsed, limit: info.dailyCountLimit })}</dd>
      </dl>
      {info.needsTopUp && <p className="wallet-hint">{t('wallet.needsTopUp')}</p>}
      {info.banks.length === 0 ? (
        <p className="wallet-hint">
          {t('wallet.noAccount')} <Link to="/wallets/card/list">{t('wallet.addAccount')}</Link>
        </p>
      ) : (
        <fieldset className="wallet-accounts">
          <legend>{t('wallet.account')}</legend>
          {info.banks.map((b) => (
            <label key={b.id} className="wallet-account">
              <input
                type="radio"
                name="userBank"
                checked={b.id === bankId}
                onChange={() => setBankId(b.id)}
              />
              {b.bankName} · {b.accountNo}
            </label>
          ))}
          <Link to="/wallets/card/list">{t('wallet.manageAccounts')}</Link>
        </fieldset>
      )}
      <label className="field">
        <span>{t('wallet.amount')}</span>
        <input
          inputMode="decimal"
          value={text}
          placeholder={t('wallet.amountPlaceholder')}
          aria-invalid={!!error}
          onChange={(e) => setText(e.target.value)}
          onBlur={() => text && setTouched(true)}
        />
      </label>
      <p className={error ? 'field-error' : 'wallet-hint'} role={error ? 'alert' : undefined}>
        {error ||
          t('wallet.limits', { min: formatMoney(info.minAmount), max: formatMoney(Math.max(0, max)) })}
      </p>
      {check.ok && !overAvailable && (
        <p className="wallet-hint" role="status">
          {t('wallet.receive', {
            fee: formatMoney(fee),
            net: formatMoney(Math.max(0, check.minor - fee)),
          })}
        </p>
      )}
      {alert && (
        <p className="form-alert" role="alert">
          {alert}
        </p>
      )}
      {done && (
        <p className="form-alert form-info" role="status">
          {done}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy || info.banks.length === 0}>
        {t('wallet.withdrawButton')}
      </button>
    </form>
  );
}
