import '../../i18n/support';
import { ERR } from '@casino/contracts/errors';
import { formatMoney } from '@casino/contracts/money';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { type CallFailure, call } from '../../api/call';
import { describeFailure } from '../../components/form/error-text';
import { useFormSubmit } from '../../components/form/use-form-submit';
import { Sheet } from '../../components/sheet';
import { ErrorState, Skeleton } from '../../components/states';
import { t } from '../../i18n';
import type { FormOutcome } from '../../lib/form-submit';
import { track } from '../../stores/events';
import { applyBalance } from '../../stores/wallet';
import { showBuckets } from './money-buckets';
import { PayoutCodeField } from './payout-code-field';
import {
  afterTurnoverRefusal,
  type Bank,
  canWithdraw,
  type ExchangeInfo,
  forfeitOffer,
  maskAccount,
  quoteWithdraw,
  type WithdrawQuote,
  withdrawal,
  withdrawKey,
  withdrawLimits,
} from './withdraw-logic';

/** A quote that can be sent. */
type Quoted = Extract<WithdrawQuote, { ok: true }>;
type Done = { amount: number; net: number; balance: number; bank: string; forfeit: number };

/** The success state: what was asked for, what arrives where, and the balance left to play with. */
function WithdrawDone({ done, onAgain }: { done: Done; onAgain: () => void }) {
  return (
    <section className="card card-raised wallet-done" aria-labelledby="withdraw-done-title">
      <span className="wallet-done-icon">
        <svg viewBox="0 0 24 24" width="34" height="34" aria-hidden="true">
          <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.6" />
        </svg>
      </span>
      <h2 id="withdraw-done-title">{t('wallet.withdrawDoneTitle')}</h2>
      <p className="wallet-done-amount">{formatMoney(done.amount)}</p>
      <p role="status">
        {t('wallet.withdrawDone', { amount: formatMoney(done.amount), net: formatMoney(done.net) })}
      </p>
      {done.forfeit > 0 && (
        <p className="field-hint">{t('wallet.forfeitDone', { amount: formatMoney(done.forfeit) })}</p>
      )}
      <dl className="figures">
        <dt>{t('wallet.to')}</dt>
        <dd>{done.bank}</dd>
        <dt>{t('wallet.newBalance')}</dt>
        <dd>{formatMoney(done.balance)}</dd>
      </dl>
      <p className="field-hint">{t('wallet.withdrawPendingHint')}</p>
      <div className="wallet-done-actions">
        <Link className="btn" to="/wallets/record">
          {t('wallet.records')}
        </Link>
        <button type="button" className="btn btn-primary" onClick={onAgain}>
          {t('wallet.done')}
        </button>
      </div>
    </section>
  );
}

/** The withdraw form; `channel` preselects the receiving account whose bank name matches (/withdrawal/:name). */
export function WithdrawForm({ channel }: { channel?: string }) {
  const [info, setInfo] = useState<ExchangeInfo | null>(null);
  const [failed, setFailed] = useState(false);
  const [bankId, setBankId] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [code, setCode] = useState('');
  const [kycRefused, setKycRefused] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    const res = await call('getExchange', {});
    if (!res.ok) return setFailed(true);
    setInfo(res.data);
    showBuckets(res.data.buckets);
    const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const match = channel ? res.data.banks.find((b) => slug(b.bankName) === channel) : undefined;
    const pick = match ?? res.data.banks.find((b) => b.isDefault) ?? res.data.banks[0];
    setBankId(pick?.id ?? null);
  }, [channel]);
  useEffect(() => void load(), [load]);

  // One request id per withdrawal (withdrawKey): a retry after a timeout is the same withdrawal, not a second.
  const sending = useFormSubmit(
    async (info: ExchangeInfo, quote: Quoted, bank: Bank): Promise<FormOutcome<Done, string>> => {
      track('click', { target: 'withdraw_submit', amount: quote.amount });
      const res = await call('exchange', {
        amount: quote.amount,
        userBankId: bank.id,
        requestId: withdrawKey.take(withdrawal(quote.amount, bank.id)),
        ...(quote.forfeit > 0 ? { forfeitBonus: true } : {}),
        ...(code ? { code } : {}),
      });
      setCode('');
      setConfirming(false);
      if (!res.ok) return { ok: false, error: withdrawRefusal(res, info) };
      withdrawKey.end();
      const balance = Math.max(0, info.coin - quote.forfeit - res.data.amount);
      setText('');
      setTouched(false);
      applyBalance({ coin: balance });
      void load();
      return {
        ok: true,
        result: {
          amount: res.data.amount,
          net: res.data.netAmount,
          balance,
          bank: `${bank.bankName} ${maskAccount(bank.accountNo)}`,
          forfeit: quote.forfeit,
        },
      };
    },
  );
  const { busy, error: alert, result: done } = sending;
  /** A refusal in words, with what it changes on the page (the turnover left, the KYC note). */
  const withdrawRefusal = (res: CallFailure, info: ExchangeInfo): string => {
    if (res.errcode === ERR.TURNOVER_UNMET) {
      const next = afterTurnoverRefusal(info, res.detail);
      setInfo(next);
      return t('wallet.turnoverUnmet', { amount: formatMoney(next.turnoverRequired) });
    }
    if (res.errcode === ERR.NEEDS_TOP_UP) return t('wallet.needsTopUp');
    if (res.errcode === ERR.KYC_REQUIRED) {
      setKycRefused(true);
      return t('kyc.withdrawRefused');
    }
    if (res.errcode === ERR.WITHDRAW_DAILY_LIMIT) return t('wallet.dailyLimit');
    return describeFailure(res).text || res.msg;
  };

  if (failed) return <ErrorState onRetry={load} />;
  if (!info) return <Skeleton lines={5} />;
  if (done) return <WithdrawDone done={done} onAgain={sending.reset} />;
  const limits = withdrawLimits(info);
  const open = canWithdraw(info);
  const offer = forfeitOffer(info);
  const quote = quoteWithdraw(info, text);
  const error = touched && !quote.ok ? t(quote.key, quote.vars) : '';
  const bank: Bank | undefined = info.banks.find((b) => b.id === bankId);

  const cancel = () => {
    withdrawKey.end();
    setConfirming(false);
  };
  const review = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    sending.fail(null);
    if (quote.ok && bank && !busy) setConfirming(true);
  };
  const send = () => {
    if (!quote.ok || !bank || busy) return;
    void sending.submit(info, quote, bank);
  };

  return (
    <form className="form wallet-form" noValidate onSubmit={review} aria-label={t('wallet.withdraw')}>
      <dl className="figures wallet-figures card">
        <dt>{t('wallet.available')}</dt>
        <dd className="figure-total">{formatMoney(info.withdrawable)}</dd>
        <dt>{t('wallet.total')}</dt>
        <dd>{formatMoney(info.coin)}</dd>
        <dt>{t('wallet.turnover')}</dt>
        <dd>{formatMoney(info.turnoverRequired)}</dd>
        {info.bonusForfeit > 0 && (
          <>
            <dt>{t('wallet.bonusHeld')}</dt>
            <dd>{formatMoney(info.bonusForfeit)}</dd>
          </>
        )}
        <dt>{t('wallet.fee')}</dt>
        <dd>{t('wallet.feeValue', { rate: info.feeRateBp / 100, fixed: formatMoney(info.feeFixed) })}</dd>
        <dt>{t('wallet.dailyCount')}</dt>
        <dd>{t('wallet.dailyCountValue', { used: info.dailyCountUsed, limit: info.dailyCountLimit })}</dd>
      </dl>
      {info.needsTopUp && <p className="form-alert form-info">{t('wallet.needsTopUp')}</p>}
      {info.kycRequired && !info.hasKyc && (kycRefused || !info.kycFreeUpTo) && (
        <p className="form-alert form-info wallet-kyc-note">
          {t('kyc.withdrawNeeds')} <Link to="/member/profile/kyc">{t('kyc.verifyNow')}</Link>
        </p>
      )}
      {info.kycRequired && !info.hasKyc && !kycRefused && !!info.kycFreeUpTo && (
        <p className="field-hint wallet-kyc-note">
          {t('kyc.withdrawFreeUpTo', { amount: formatMoney(info.kycFreeUpTo) })}{' '}
          <Link to="/member/profile/kyc">{t('kyc.verifyNow')}</Link>
        </p>
      )}
      {offer && (
        <p className="form-alert form-info wallet-forfeit-note">
          {t('wallet.forfeitOffer', { cash: formatMoney(offer.cash), bonus: formatMoney(offer.bonus) })}
        </p>
      )}
      {info.banks.length === 0 ? (
        <div className="card wallet-empty">
          <p>{t('wallet.noAccount')}</p>
          <Link className="btn btn-primary btn-block" to="/wallets/card/list">
            {t('wallet.addAccount')}
          </Link>
        </div>
      ) : (
        <fieldset className="wallet-accounts">
          <legend className="field-label">{t('wallet.account')}</legend>
          {info.banks.map((b) => (
            <label key={b.id} className="option wallet-account">
              <input
                type="radio"
                className="check"
                name="userBank"
                checked={b.id === bankId}
                onChange={() => setBankId(b.id)}
              />
              {b.bankName} · {b.accountNo}
            </label>
          ))}
          <Link className="wallet-manage" to="/wallets/card/list">
            {t('wallet.manageAccounts')}
          </Link>
        </fieldset>
      )}
      <div className={error ? 'field has-error' : 'field'}>
        <label htmlFor="withdraw-amount">{t('wallet.amount')}</label>
        <div className="field-row amount-row">
          <input
            id="withdraw-amount"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            placeholder={t('wallet.amountPlaceholder')}
            aria-invalid={!!error}
            onChange={(e) => setText(e.target.value)}
            onBlur={() => text && setTouched(true)}
          />
        </div>
        <p className={error ? 'field-error' : 'field-hint'} role={error ? 'alert' : undefined}>
          {error || t(limits.key, limits.vars)}
        </p>
        {quote.ok && (
          <p className="field-hint" role="status">
            {t('wallet.receive', { fee: formatMoney(quote.fee), net: formatMoney(quote.net) })}
            {quote.forfeit > 0 && ` ${t('wallet.forfeitHint', { amount: formatMoney(quote.forfeit) })}`}
          </p>
        )}
      </div>
      {alert && (
        <p className="form-alert" role="alert">
          {alert}
        </p>
      )}
      <button
        type="submit"
        className="btn btn-primary btn-large btn-block"
        disabled={busy || info.banks.length === 0 || !open}
      >
        {t('wallet.withdrawButton')}
      </button>
      {confirming && quote.ok && bank && (
        <Sheet
          title={t(quote.forfeit > 0 ? 'wallet.confirmForfeitTitle' : 'wallet.confirmTitle')}
          onClose={busy ? undefined : cancel}
          actions={
            <>
              <button type="button" className="btn btn-primary btn-large" disabled={busy} onClick={send}>
                {t(quote.forfeit > 0 ? 'wallet.confirmForfeit' : 'wallet.confirmWithdraw')}
              </button>
              <button type="button" className="btn btn-ghost" disabled={busy} onClick={cancel}>
                {t('common.cancel')}
              </button>
            </>
          }
        >
          {quote.forfeit > 0 && (
            <p className="form-alert wallet-forfeit-warning">
              {t('wallet.forfeitConfirm', { amount: formatMoney(quote.forfeit) })}
            </p>
          )}
          <dl className="figures">
            <dt>{t('wallet.amount')}</dt>
            <dd>{formatMoney(quote.amount)}</dd>
            <dt>{t('wallet.to')}</dt>
            <dd>
              {bank.bankName} {maskAccount(bank.accountNo)}
            </dd>
            <dt>{t('wallet.fee')}</dt>
            <dd>{formatMoney(quote.fee)}</dd>
            {quote.forfeit > 0 && (
              <>
                <dt>{t('wallet.bonusForfeited')}</dt>
                <dd>{formatMoney(quote.forfeit)}</dd>
              </>
            )}
            <dt>{t('wallet.arrives')}</dt>
            <dd className="figure-total">{formatMoney(quote.net)}</dd>
          </dl>
          <PayoutCodeField value={code} onChange={setCode} />
        </Sheet>
      )}
    </form>
  );
}
