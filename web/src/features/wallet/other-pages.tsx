import './wallet.css';
import '../../i18n/account';
import '../../i18n/wallet';
import { checkLength } from '@casino/contracts/lengths';
import { formatMoney } from '@casino/contracts/money';
import type { CallAnswer } from '@casino/contracts/registry';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { type CallFailure, call } from '../../api/call';
import { describeFailure } from '../../components/form/error-text';
import { useFormSubmit } from '../../components/form/use-form-submit';
import { EmptyState, ErrorState, Skeleton } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import type { FormOutcome } from '../../lib/form-submit';
import { lengthsOf } from '../../lib/validate';
import { $config } from '../../stores/config';
import { applyBalance } from '../../stores/wallet';
import { PayoutCodeField } from './payout-code-field';

type Bank = CallAnswer<'bankInfoList'>['list'][number];
/** A refusal in the player's words (the server's message when there is no better one). */
const refusalText = (res: CallFailure) => describeFailure(res).text || res.msg;

/** /wallets/card/list: bound receiving accounts. */
export function CardListPage() {
  const [list, setList] = useState<Bank[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [alert, setAlert] = useState('');
  const load = useCallback(async () => {
    setFailed(false);
    const res = await call('bankInfoList', {});
    if (!res.ok) return setFailed(true);
    setList(res.data.list);
  }, []);
  useEffect(() => void load(), [load]);
  const remove = async (id: number) => {
    const res = await call('delBankInfo', { id });
    if (!res.ok) return setAlert(refusalText(res));
    setAlert('');
    setList(res.data.list);
  };
  if (failed) return <ErrorState onRetry={load} />;
  if (!list) return <Skeleton lines={4} />;
  return (
    <div className="wallet-page stack">
      {list.length === 0 ? (
        <EmptyState message={t('wallet.noAccounts')} />
      ) : (
        <ul className="list wallet-list">
          {list.map((b) => (
            <li key={b.id} className="list-row">
              <span className="list-title">
                {b.bankName} · {b.accountName}
              </span>
              <span>{b.isDefault && <span className="pill pill-gold">{t('wallet.default')}</span>}</span>
              <span className="list-sub">{b.accountNo}</span>
              {(b.payoutAfter ?? 0) > Date.now() && (
                <span className="list-sub wallet-hold">
                  {t('wallet.holdLeft', {
                    hours: Math.ceil(((b.payoutAfter ?? 0) - Date.now()) / 3_600_000),
                  })}
                </span>
              )}
              <span className="list-actions">
                <Link
                  className="btn btn-small"
                  to={`/wallets/card/edit?id=${b.id}`}
                  aria-label={t('wallet.editAccount', { name: b.bankName })}
                >
                  {t('wallet.edit')}
                </Link>
                <button type="button" className="btn btn-small btn-ghost" onClick={() => remove(b.id)}>
                  {t('wallet.delete')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {alert && (
        <p className="form-alert" role="alert">
          {alert}
        </p>
      )}
      <Link className="btn btn-primary btn-block" to="/wallets/card/edit">
        {t('wallet.addAccount')}
      </Link>
    </div>
  );
}

/** /wallets/card/edit (?id= edits a bound account, else adds one). */
export function CardEditPage() {
  const config = useStore($config).data;
  const lengths = lengthsOf(config);
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const editId = Number(query.get('id')) || 0;
  const banks = Object.values(config?.appRechargeBankMap ?? {})
    .filter((b) => b.status !== 0)
    .sort((a, b) => a.sort - b.sort);
  const [bankId, setBankId] = useState(0);
  const [name, setName] = useState('');
  const [no, setNo] = useState('');
  const [isDefault, setIsDefault] = useState(false);
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);

  const [current, setCurrent] = useState<Bank | null>(null);
  useEffect(() => {
    if (!editId) return;
    void call('bankInfoList', {}).then((res) => {
      const found = res.ok ? res.data.list.find((b) => b.id === editId) : undefined;
      if (!found) return;
      setCurrent(found);
      setName(found.accountName);
      setIsDefault(found.isDefault);
    });
  }, [editId]);

  const noCheck = checkLength('withdrawAccount', no, lengths);
  const errors = {
    bank: !editId && !bankId ? t('wallet.chooseBank') : '',
    name: !editId && name.trim().length < 2 ? t('wallet.accountNameLength') : '',
    no:
      editId && !no
        ? ''
        : !noCheck.ok
          ? t('wallet.accountNoLength', {
              min: lengths.withdrawAccount.min,
              max: lengths.withdrawAccount.max,
            })
          : !/^[0-9A-Za-z-]+$/.test(no)
            ? t('wallet.accountNoChars')
            : '',
  };
  const sending = useFormSubmit(async (): Promise<FormOutcome<true, string>> => {
    const res = editId
      ? await call('modifyBankInfo', {
          id: editId,
          ...(name.trim() ? { accountName: name.trim() } : {}),
          ...(no ? { accountNo: no } : {}),
          isDefault,
          ...(code ? { code } : {}),
        })
      : await call('addBankInfo', {
          bankId,
          accountName: name.trim(),
          accountNo: no,
          isDefault,
          ...(code ? { code } : {}),
        });
    if (!res.ok) return { ok: false, error: refusalText(res) };
    navigate('/wallets/card/list', { replace: true });
    return { ok: true, result: true };
  });
  const { busy, error: alert } = sending;
  const submit = sending.submitWhen(() => {
    setTouched(true);
    return !(errors.bank || errors.name || errors.no);
  });
  const shown = (k: keyof typeof errors) =>
    touched && errors[k] ? (
      <p className="field-error" role="alert">
        {errors[k]}
      </p>
    ) : null;

  return (
    <form className="form wallet-page" noValidate onSubmit={submit} aria-label={t('route.cardEdit')}>
      {current && (
        <p className="card wallet-current">
          {current.bankName} · {current.accountNo}
        </p>
      )}
      {!editId && (
        <label className="field">
          <span>{t('wallet.bank')}</span>
          {/* Named on its own: a wrapping label's text would take in every option's name. */}
          <select
            className="input select"
            aria-label={t('wallet.bank')}
            value={bankId}
            onChange={(e) => setBankId(Number(e.target.value))}
          >
            <option value={0}>—</option>
            {banks.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {!editId && <p className="field-hint">{t('wallet.bankOnly')}</p>}
      {shown('bank')}
      <label className="field">
        <span>{t('wallet.accountName')}</span>
        <input className="input" value={name} autoComplete="name" onChange={(e) => setName(e.target.value)} />
      </label>
      <p className="field-hint">{t('wallet.ownNameHint')}</p>
      {shown('name')}
      <label className="field">
        <span>{t('wallet.accountNo')}</span>
        <input
          className="input"
          value={no}
          inputMode="numeric"
          autoComplete="off"
          onChange={(e) => setNo(e.target.value.trim())}
        />
      </label>
      {shown('no')}
      <label className="inline-check">
        <input type="checkbox" checked={isDefault} onChange={(e) => setIsDefault(e.target.checked)} />
        {t('wallet.makeDefault')}
      </label>
      <PayoutCodeField value={code} onChange={setCode} />
      {alert && (
        <p className="form-alert" role="alert">
          {alert}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-large btn-block" disabled={busy}>
        {t('wallet.save')}
      </button>
    </form>
  );
}

/** /member/retrieve-balance */
export function RetrievePage() {
  // the answer is the sentence that says what came back
  const {
    busy,
    result,
    error: alert,
    submit: run,
  } = useFormSubmit(async (): Promise<FormOutcome<string, string>> => {
    const res = await call('retrieveBalance', {});
    if (!res.ok) return { ok: false, error: refusalText(res) };
    applyBalance({ coin: res.data.coin });
    const coin = formatMoney(res.data.coin);
    return {
      ok: true,
      result:
        res.data.retrieved > 0
          ? t('wallet.retrieveDone', {
              amount: formatMoney(res.data.retrieved),
              sessions: res.data.sessions,
              coin,
            })
          : t('wallet.retrieveNone', { coin }),
    };
  });
  return (
    <div className="wallet-page stack">
      <p className="card">{t('wallet.retrieveIntro')}</p>
      <button
        type="button"
        className="btn btn-primary btn-large btn-block"
        disabled={busy}
        onClick={() => void run()}
      >
        {t('wallet.retrieveButton')}
      </button>
      {result && (
        <p className="form-alert form-info" role="status">
          {result}
        </p>
      )}
      {alert && (
        <p className="form-alert" role="alert">
          {alert}
        </p>
      )}
    </div>
  );
}
