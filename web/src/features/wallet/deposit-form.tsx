import { ERR } from '@casino/contracts/errors';
import { formatMoney } from '@casino/contracts/money';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { call } from '../../api/call';
import { describeFailure, type ShownError } from '../../components/form/error-text';
import { FormAlert } from '../../components/form/form-alert';
import { useFormSubmit } from '../../components/form/use-form-submit';
import { EmptyState, ErrorState, Skeleton } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import type { FormOutcome } from '../../lib/form-submit';
import { readLocal, writeLocal, writeSession } from '../../lib/storage';
import { $config } from '../../stores/config';
import { track } from '../../stores/events';
import { DepositKycGate } from './deposit-kyc-gate';
import {
  CHANNEL_KEY,
  type Channel,
  channelRate,
  channelsOf,
  checkAmount,
  checkout,
  chipsOf,
  type Item,
  isCounterOrder,
  minimumOf,
  offerOf,
  pickChannel,
  postingOf,
  SENT_ORDER_KEY,
  type TradeInfo,
} from './deposit-logic';

export { checkout } from './deposit-logic';

export function DepositForm() {
  const config = useStore($config).data;
  const [info, setInfo] = useState<TradeInfo | null>(null);
  const [failed, setFailed] = useState(false);
  const [channelId, setChannelId] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [itemId, setItemId] = useState<number | null>(null);
  const [touched, setTouched] = useState(false);
  const [declined, setDeclined] = useState(false);
  // The level a refused deposit named (3007): shown with the one tap to KYC.
  const [kycNeeded, setKycNeeded] = useState(0);
  const navigate = useNavigate();
  // the answer is where the player went: a checkout (the page says it is on its way) or the counter reference
  const sending = useFormSubmit(
    async (
      channel: Channel,
      amount: number,
      picked: Item | undefined,
    ): Promise<FormOutcome<'checkout' | 'counter', ShownError>> => {
      track('click', {
        target: 'deposit_submit',
        channel: channel.id,
        amount,
        ...(declined ? { bonusDeclined: true } : {}),
      });
      const res = await call('rechargeOrderCreate', {
        rechargeTypeId: channel.id,
        amount,
        ...(picked ? { itemId: picked.id } : {}),
        ...(declined ? { declineBonus: true } : {}),
        returnPath: '/wallets?name=deposit',
      });
      if (!res.ok) {
        if (res.errcode === ERR.KYC_REQUIRED) setKycNeeded(res.detail?.kycLevelRequired ?? 1);
        return { ok: false, error: describeFailure(res) };
      }
      writeSession(SENT_ORDER_KEY, JSON.stringify({ orderId: res.data.orderId, amount: res.data.amount }));
      // Over the counter there is no checkout to go to: the page shows the reference to pay at a payment centre.
      if (isCounterOrder(res.data)) {
        navigate(`/wallets?name=deposit&order=${res.data.orderId}`);
        return { ok: true, result: 'counter' };
      }
      checkout.open(res.data.checkoutUrl);
      return { ok: true, result: 'checkout' };
    },
  );
  // a sent order keeps the button off: the page is on its way elsewhere
  const busy = sending.busy || sending.result !== null;
  const alert = sending.error ?? (sending.result === 'checkout' ? { text: t('wallet.redirecting') } : null);

  const load = useCallback(async () => {
    setFailed(false);
    const res = await call('walletTradeInfo', {});
    if (!res.ok) return setFailed(true);
    setInfo(res.data);
    const stored = Number(readLocal(CHANNEL_KEY)) || null;
    setChannelId(pickChannel(res.data, stored)?.id ?? null);
  }, []);
  useEffect(() => void load(), [load]);

  if (failed) return <ErrorState onRetry={load} />;
  if (!info) return <Skeleton lines={5} />;
  const channels = channelsOf(info);
  const channel: Channel | undefined = channels.find((c) => c.id === channelId);
  if (info.depositKycLevel > info.kycLevel) return <DepositKycGate required={info.depositKycLevel} />;
  if (!channel) return <EmptyState message={t('wallet.noChannels')} />;

  const min = minimumOf(channel, info, config?.minRechargeStatus ?? 0);
  const chips = chipsOf(info, channel, min);
  const check = checkAmount(text, min, channel.maxAmount);
  const error = touched && !check.ok ? t(check.key, check.vars) : '';
  const chip = chips.find((i) => i.id === itemId);
  const offer = offerOf(info, channel, check.ok ? check.minor : null, chip);
  const bonusKind = config?.rechargeBonusKinds?.find((k) => k.kind === channel.bonusKind);

  const choose = (c: Channel) => {
    setChannelId(c.id);
    writeLocal(CHANNEL_KEY, String(c.id));
    setItemId(null);
    sending.fail(null);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!check.ok || busy) return;
    void sending.submit(channel, check.minor, chip && chip.price === check.minor ? chip : undefined);
  };

  return (
    <form className="form wallet-form" noValidate onSubmit={submit} aria-label={t('wallet.deposit')}>
      {kycNeeded > 0 && <DepositKycGate required={kycNeeded} />}
      <fieldset className="options wallet-channels">
        <legend className="field-label">{t('wallet.channels')}</legend>
        {channels.map((c) => (
          <button
            key={c.id}
            type="button"
            aria-pressed={c.id === channel.id}
            className="option"
            onClick={() => choose(c)}
          >
            {c.name}
            {channelRate(c) > 0 && <small aria-hidden="true">+{channelRate(c)}%</small>}
            <small className="wallet-posting-chip" aria-hidden="true">
              {t(`${postingOf(c).key}Short`, postingOf(c).vars)}
            </small>
          </button>
        ))}
      </fieldset>
      <p className="wallet-hint wallet-posting" aria-live="polite">
        {t(postingOf(channel).key, postingOf(channel).vars)}
        {channel.kind === 'otc' && ` ${t('wallet.otcHint')}`}
        {channel.kind === 'qrph' && ` ${t('wallet.qrphHint')}`}
      </p>
      {channelRate(channel) > 0 && (
        <p className="wallet-hint wallet-bonus">
          {t('wallet.bonusHint', { rate: channelRate(channel), multiple: info.bonusTurnoverMultiple })}
        </p>
      )}
      {channelRate(channel) > 0 && bonusKind && (
        // the operator's meaning of the channel's bonus kind (seed rechargeBonusKinds)
        <p className="wallet-hint wallet-bonus-kind">
          <strong>{bonusKind.name}</strong> · {bonusKind.description}{' '}
          <Link to="/activity/bank">{t('wallet.allDepositBonuses')}</Link>
        </p>
      )}
      {chips.length > 0 && (
        <fieldset className="chip-grid wallet-chips">
          <legend className="field-label">{t('wallet.quickAmounts')}</legend>
          {chips.map((i) => (
            <button
              key={i.id}
              type="button"
              aria-pressed={i.id === itemId}
              className="chip"
              onClick={() => {
                setItemId(i.id);
                setText(String(i.price / 100));
                setTouched(true);
              }}
            >
              {formatMoney(i.price, { trimZeroCents: true })}
              {i.bonus > 0 && (
                <small>
                  {' '}
                  {t('wallet.chipBonus', { amount: formatMoney(i.bonus, { trimZeroCents: true }) })}
                </small>
              )}
            </button>
          ))}
        </fieldset>
      )}
      <div className={error ? 'field has-error' : 'field'}>
        <label htmlFor="deposit-amount">{t('wallet.amount')}</label>
        <div className="field-row amount-row">
          <input
            id="deposit-amount"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            placeholder={t('wallet.amountPlaceholder')}
            aria-invalid={!!error}
            aria-describedby="deposit-amount-help"
            onChange={(e) => {
              setText(e.target.value);
              setItemId(null);
            }}
            onBlur={() => text && setTouched(true)}
          />
        </div>
        <p
          id="deposit-amount-help"
          className={error ? 'field-error' : 'field-hint'}
          role={error ? 'alert' : undefined}
        >
          {error || t('wallet.limits', { min: formatMoney(min), max: formatMoney(channel.maxAmount) })}
        </p>
      </div>
      {offer && (
        <section className="card wallet-offer" aria-label={t('wallet.bonusOffer')}>
          {declined ? (
            <p className="wallet-offer-line">
              {t('wallet.bonusDeclinedNote', { amount: formatMoney(offer.amount) })}
            </p>
          ) : (
            <>
              <p className="wallet-offer-line">
                {t('wallet.bonusPreview', { amount: formatMoney(offer.bonus) })}
              </p>
              <p className="wallet-hint">
                {t('wallet.bonusTerms', {
                  multiple: info.bonusTurnoverMultiple,
                  turnover: formatMoney(offer.bonusTurnover),
                })}
              </p>
            </>
          )}
          <label className="check-row">
            <input type="checkbox" checked={declined} onChange={(e) => setDeclined(e.target.checked)} />
            <span>{t('wallet.declineBonus')}</span>
          </label>
        </section>
      )}
      {info.depositTurnoverMultiple > 0 && (
        <p className="wallet-hint">
          {t('wallet.depositTurnoverNote', { multiple: info.depositTurnoverMultiple })}
        </p>
      )}
      <FormAlert error={alert} tone={alert?.text === t('wallet.redirecting') ? 'info' : 'error'} />
      <button type="submit" className="btn btn-primary btn-large btn-block" disabled={busy}>
        {t('wallet.depositButton')}
      </button>
    </form>
  );
}
