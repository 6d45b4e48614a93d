import { formatMoney, parseAmount } from '@casino/contracts/money';
import {
  MAX_SELF_LIMIT_MINOR,
  MAX_SESSION_MINUTES,
  MIN_SESSION_MINUTES,
  SELF_LIMIT_PERIODS,
  type SelfLimitKind,
  type SelfLimitPeriod,
} from '@casino/contracts/protection-rules';
import { useId, useState } from 'react';
import { describeFailure } from '../../components/form/error-text';
import { useFormSubmit } from '../../components/form/use-form-submit';
import { t } from '../../i18n';
import { formatDateTime } from '../../lib/date-time';
import type { FormOutcome } from '../../lib/form-submit';
import { changeProtection, limitOf, type ProtectionInfo, type SelfLimit } from './protection-store';

const show = (kind: SelfLimitKind, amount: number) =>
  kind === 'session' ? t('protect.minutes', { n: amount }) : formatMoney(amount);

/** What the typed amount means in the call's units, or the reason it cannot be sent. */
export function readLimitAmount(
  kind: SelfLimitKind,
  period: SelfLimitPeriod,
  text: string,
): { ok: true; amount: number } | { ok: false; error: string } {
  if (kind === 'session') {
    const n = Number(text.trim());
    const max = MAX_SESSION_MINUTES[period];
    if (!/^\d+$/.test(text.trim()) || n < MIN_SESSION_MINUTES || n > max)
      return { ok: false, error: t('protect.badMinutes', { min: MIN_SESSION_MINUTES, max }) };
    return { ok: true, amount: n };
  }
  const parsed = parseAmount(text);
  if (!parsed.ok) {
    return {
      ok: false,
      error: t(parsed.reason === 'tooLarge' ? 'protect.tooLargeMoney' : 'protect.badAmount'),
    };
  }
  if (parsed.minor <= 0) return { ok: false, error: t('protect.badAmount') };
  if (parsed.minor < 100) return { ok: false, error: t('protect.tooSmallMoney') };
  if (parsed.minor > MAX_SELF_LIMIT_MINOR) return { ok: false, error: t('protect.tooLargeMoney') };
  return { ok: true, amount: parsed.minor };
}

function LimitLine({ limit }: { limit: SelfLimit }) {
  return (
    <li className="limit-line">
      <div className="limit-line-head">
        <strong>{t(`protect.periods.${limit.period}`)}</strong>
        <span className="limit-amount">
          {limit.amount === null ? t('protect.none') : show(limit.kind, limit.amount)}
        </span>
      </div>
      {limit.amount !== null && (
        <>
          <div
            className="limit-meter"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={limit.amount}
            aria-valuenow={Math.min(limit.used, limit.amount)}
            aria-label={t(`protect.kinds.${limit.kind}`)}
          >
            <span style={{ width: `${Math.min(100, (limit.used / limit.amount) * 100)}%` }} />
          </div>
          <p className="muted small">
            {t('protect.used', {
              used: show(limit.kind, limit.used),
              amount: show(limit.kind, limit.amount),
              when: formatDateTime(limit.resetsAt),
            })}
          </p>
        </>
      )}
      {limit.pending && (
        <p className="limit-pending small">
          {limit.pending.amount === null
            ? t('protect.pendingRemove', { when: formatDateTime(limit.pending.from) })
            : t('protect.pendingRaise', {
                amount: show(limit.kind, limit.pending.amount),
                when: formatDateTime(limit.pending.from),
              })}
        </p>
      )}
    </li>
  );
}

/** One kind of limit: what is in force per period, and a form to set or remove one. */
export function LimitCard({ kind, info }: { kind: SelfLimitKind; info: ProtectionInfo }) {
  const id = useId();
  // opens on the period of a limit the player has, else daily
  const [period, setPeriod] = useState<SelfLimitPeriod>(
    () => info.limits.find((l) => l.kind === kind)?.period ?? 'day',
  );
  const [text, setText] = useState('');
  const current = limitOf(info, kind, period);
  const lines = info.limits.filter((l) => l.kind === kind);
  // the answer is the note that says when the change applies
  const sending = useFormSubmit(async (amount: number | null): Promise<FormOutcome<string, string>> => {
    const res = await changeProtection('selfLimitSet', { kind, period, amount });
    if (!res.ok) return { ok: false, error: describeFailure(res).text || res.msg };
    const now = limitOf(res.data, kind, period);
    setText('');
    if (!now?.pending) return { ok: true, result: t('protect.appliedNow') };
    const when = formatDateTime(now.pending.from);
    return {
      ok: true,
      result: t(now.pending.amount === null ? 'protect.removedLater' : 'protect.appliedLater', { when }),
    };
  });
  const { busy, error, result: note } = sending;
  // a new try forgets the last note
  const submit = (amount: number | null) => {
    sending.reset();
    void sending.submit(amount);
  };

  return (
    <section className="card card-raised limit-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="card-title">
        {t(`protect.kinds.${kind}`)}
      </h2>
      <p className="muted small">{t(`protect.kindHelp.${kind}`)}</p>
      {lines.length > 0 && (
        <ul className="limit-lines">
          {lines.map((l) => (
            <LimitLine key={l.period} limit={l} />
          ))}
        </ul>
      )}
      <form
        className="limit-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const read = readLimitAmount(kind, period, text);
          if (!read.ok) sending.fail(read.error);
          else submit(read.amount);
        }}
      >
        <div
          className="tabs"
          role="tablist"
          aria-label={t('protect.periodLabel', { kind: t(`protect.kinds.${kind}`) })}
        >
          {SELF_LIMIT_PERIODS.map((p) => (
            <button
              key={p}
              type="button"
              role="tab"
              aria-selected={period === p}
              onClick={() => {
                setPeriod(p);
                sending.reset();
              }}
            >
              {t(`protect.periods.${p}`)}
            </button>
          ))}
        </div>
        <div className={error ? 'field has-error' : 'field'}>
          <label htmlFor={`${id}-amount`}>
            {t(kind === 'session' ? 'protect.amountMinutes' : 'protect.amountMoney')}
          </label>
          <div className={kind === 'session' ? 'field-row' : 'field-row amount-row'}>
            <input
              id={`${id}-amount`}
              inputMode={kind === 'session' ? 'numeric' : 'decimal'}
              autoComplete="off"
              value={text}
              placeholder={
                current?.amount
                  ? kind === 'session'
                    ? String(current.amount)
                    : formatMoney(current.amount, { symbol: false })
                  : ''
              }
              aria-invalid={!!error}
              onChange={(e) => setText(e.target.value)}
            />
          </div>
          {error && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
        </div>
        {note && (
          <p className="limit-note small" role="status">
            {note}
          </p>
        )}
        <div className="limit-actions">
          <button type="submit" className="btn btn-gold" disabled={busy}>
            {busy ? t('protect.setting') : t('protect.set')}
          </button>
          {current?.amount != null && !(current.pending && current.pending.amount === null) && (
            <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => submit(null)}>
              {t('protect.remove')}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
