import './wallet.css';
import '../../i18n/account';
import '../../i18n/wallet';
import { formatMoney, toDisplay } from '@casino/contracts/money';
import { useEffect, useState } from 'react';
import type { ShownError } from '../../components/form/error-text';
import { SubmitButton, TextField } from '../../components/form/fields';
import { FormAlert } from '../../components/form/form-alert';
import { useForm } from '../../components/form/use-form';
import { useCheckedSubmit } from '../../components/form/use-form-submit';
import { EmptyState, ErrorState, Skeleton } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import type { FormOutcome } from '../../lib/form-submit';
import { type Check, checkConfirm } from '../../lib/validate';
import { $config } from '../../stores/config';
import { checkMove, checkNewSafeboxPin, checkSafeboxPin } from './safebox-logic';
import {
  $safebox,
  loadSafebox,
  moveIn,
  moveOut,
  type Outcome,
  resetSafebox,
  setSafeboxPassword,
} from './safebox-store';

const TABS = ['in', 'out', 'password'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABEL: Record<Tab, string> = {
  in: 'wallet.safeboxMoveIn',
  out: 'wallet.safeboxMoveOut',
  password: 'wallet.safeboxChangePin',
};

/** /wallets/safebox: coin set aside from the balance (it cannot be bet); taking it out needs the password. */
export function SafeboxPage() {
  const state = useStore($safebox);
  const length = useStore($config).data?.safeboxPasswordLength;
  const [tab, setTab] = useState<Tab>('in');
  const [done, setDone] = useState('');
  // a new key after each success gives a fresh, untouched form
  const [round, setRound] = useState(0);
  useEffect(() => {
    void loadSafebox();
    return resetSafebox;
  }, []);

  if (state.status === 'failed') return <ErrorState onRetry={() => void loadSafebox()} />;
  if (state.status === 'loading' || !length) return <Skeleton lines={6} />;
  const finished = (text: string) => {
    setDone(text);
    setRound((n) => n + 1);
  };
  const pick = (next: Tab) => {
    setTab(next);
    setDone('');
  };

  return (
    <div className="wallet-page safebox-page">
      <dl className="figures wallet-figures card card-gold">
        <dt>{t('wallet.safeboxWallet')}</dt>
        <dd>{formatMoney(state.coin)}</dd>
        <dt>{t('wallet.safeboxCoin')}</dt>
        <dd className="figure-total">{formatMoney(state.safebox)}</dd>
      </dl>
      <p className="wallet-hint">{t('wallet.safeboxIntro')}</p>
      {!state.hasPassword ? (
        <PinForm
          key={round}
          length={length}
          change={false}
          onDone={() => finished(t('wallet.safeboxPinSet'))}
        />
      ) : (
        <>
          {state.safebox === 0 && <EmptyState message={t('wallet.safeboxEmpty')} />}
          <div role="tablist" className="tabs wallet-tabs">
            {TABS.map((k) => (
              <button key={k} type="button" role="tab" aria-selected={k === tab} onClick={() => pick(k)}>
                {t(TAB_LABEL[k])}
              </button>
            ))}
          </div>
          <div role="tabpanel">
            {tab === 'password' ? (
              <PinForm
                key={round}
                length={length}
                change
                onDone={() => finished(t('wallet.safeboxPinChanged'))}
              />
            ) : (
              <MoveForm
                key={`${tab}-${round}`}
                direction={tab}
                available={tab === 'in' ? state.coin : state.safebox}
                length={length}
                onDone={(amount) =>
                  finished(t(tab === 'in' ? 'wallet.safeboxMovedIn' : 'wallet.safeboxMovedOut', { amount }))
                }
              />
            )}
          </div>
        </>
      )}
      {done && (
        <p className="form-alert form-info" role="status">
          {done}
        </p>
      )}
    </div>
  );
}

/** Runs an action once the form checks out; keeps the refusal on screen (and the button off while locked). */
function useSubmit(check: () => boolean, action: () => Promise<Outcome>, onDone: () => void) {
  const sending = useCheckedSubmit({ check }, async (): Promise<FormOutcome<true, ShownError>> => {
    const out = await action();
    if (!out.ok) return out;
    onDone();
    return { ok: true, result: true };
  });
  return { submit: sending.onSubmit, alert: sending.error, disabled: sending.busy || sending.blocked };
}

function MoveForm({
  direction,
  available,
  length,
  onDone,
}: {
  direction: 'in' | 'out';
  available: number;
  length: number;
  onDone: (amount: string) => void;
}) {
  const form = useForm(`safebox-${direction}`, { amount: '', password: '' }, (v) => {
    const amount = checkMove(v.amount, available, direction === 'in' ? 'wallet' : 'safebox');
    return {
      amount: amount.ok ? null : ({ key: amount.key, vars: amount.vars } as Check),
      password: direction === 'out' ? checkSafeboxPin(v.password, length) : null,
    };
  });
  const amount = checkMove(form.values.amount, available, direction === 'in' ? 'wallet' : 'safebox');
  // form.check() passed before the action runs, so the amount is a valid one
  const minor = amount.ok ? amount.minor : 0;
  const { submit, alert, disabled } = useSubmit(
    () => form.check(),
    () => (direction === 'in' ? moveIn(minor) : moveOut(minor, form.values.password)),
    () => onDone(formatMoney(minor)),
  );
  return (
    <form className="form wallet-form" noValidate onSubmit={submit} aria-label={t(TAB_LABEL[direction])}>
      <TextField
        label={t('wallet.amount')}
        inputMode="decimal"
        placeholder={t('wallet.amountPlaceholder')}
        hint={t(direction === 'in' ? 'wallet.safeboxCanMoveIn' : 'wallet.safeboxCanMoveOut', {
          amount: formatMoney(available),
        })}
        field={form.field('amount')}
      />
      <button
        type="button"
        className="btn btn-small wallet-all"
        disabled={available === 0}
        onClick={() => form.set('amount', toDisplay(available))}
      >
        {t('wallet.safeboxAll')}
      </button>
      {direction === 'out' && (
        <TextField
          label={t('wallet.safeboxPin')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={length}
          field={form.field('password')}
        />
      )}
      <FormAlert error={alert} />
      <SubmitButton disabled={disabled || available === 0}>{t(TAB_LABEL[direction])}</SubmitButton>
    </form>
  );
}

/** Sets the first password, or changes it with the current one. */
function PinForm({ length, change, onDone }: { length: number; change: boolean; onDone: () => void }) {
  const form = useForm(
    change ? 'safebox-change' : 'safebox-set',
    { oldPassword: '', password: '', confirm: '' },
    (v) => ({
      oldPassword: change ? checkSafeboxPin(v.oldPassword, length) : null,
      password: checkNewSafeboxPin(v.password, change ? v.oldPassword : null, length),
      confirm: checkConfirm(v.password, v.confirm),
    }),
  );
  const { submit, alert, disabled } = useSubmit(
    () => form.check(),
    () => setSafeboxPassword(form.values.password, change ? form.values.oldPassword : undefined),
    onDone,
  );
  const pin = { type: 'password', inputMode: 'numeric', maxLength: length } as const;
  return (
    <form
      className="form wallet-form"
      noValidate
      onSubmit={submit}
      aria-label={t(change ? 'wallet.safeboxChangePin' : 'wallet.safeboxSetPin')}
    >
      {!change && <p className="wallet-hint">{t('wallet.safeboxSetIntro', { length })}</p>}
      {change && (
        <TextField
          label={t('wallet.safeboxCurrentPin')}
          autoComplete="off"
          field={form.field('oldPassword')}
          {...pin}
        />
      )}
      <TextField
        label={t('wallet.safeboxNewPin')}
        autoComplete="new-password"
        hint={t('wallet.safeboxPinLength', { length })}
        field={form.field('password')}
        {...pin}
      />
      <TextField
        label={t('wallet.safeboxConfirmPin')}
        autoComplete="new-password"
        field={form.field('confirm')}
        {...pin}
      />
      <FormAlert error={alert} />
      <SubmitButton disabled={disabled}>
        {t(change ? 'wallet.safeboxChangePin' : 'wallet.safeboxSetPin')}
      </SubmitButton>
    </form>
  );
}
