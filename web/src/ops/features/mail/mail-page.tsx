import { useEffect } from 'react';
import type { MailSendRow } from '../../api/ops-calls';
import { type Column, DataTable } from '../../components/data-table';
import { money, when } from '../../components/format';
import { RefusalNote } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import {
  $mailErrors,
  $mailForm,
  $mailState,
  type MailError,
  type MailForm,
  sendMail,
  sentTable,
  TARGETS,
} from './mail-store';

function targetText(row: MailSendRow): string {
  if ('userId' in row.to) return t('ops.mail.to.player', { id: row.to.userId });
  const s = row.to.segment;
  if (s.kind === 'vipMin') return t('ops.mail.to.vipMin', { level: s.level });
  if (s.kind === 'depositedWithinDays') return t('ops.mail.to.depositedWithinDays', { days: s.days });
  if (s.kind === 'registered') return t('ops.mail.to.registered', { from: s.from, to: s.to });
  return t('ops.mail.to.all');
}

const columns: Column<MailSendRow>[] = [
  { key: 'sendAt', label: t('ops.mail.col.sendAt'), render: (r) => when(r.sentAt ?? r.sendAt) },
  { key: 'to', label: t('ops.mail.col.to'), render: targetText },
  { key: 'title', label: t('ops.mail.col.title'), render: (r) => r.title },
  {
    key: 'rewards',
    label: t('ops.mail.col.rewards'),
    render: (r) =>
      r.rewards.length === 0
        ? '—'
        : r.rewards.map((x) => (x.propId === 2001 ? money(x.count) : `${x.propId} × ${x.count}`)).join(' · '),
  },
  { key: 'recipients', label: t('ops.mail.col.recipients'), numeric: true, render: (r) => r.recipients },
  { key: 'status', label: t('ops.mail.col.status'), render: (r) => t(`ops.mail.status.${r.status}`) },
  { key: 'sentBy', label: t('ops.mail.col.sentBy'), render: (r) => r.sentBy },
];

function Field({ name, error, children }: { name: string; error?: MailError; children: React.ReactNode }) {
  const errors = useStore($mailErrors);
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the child passed in
    <label className="ops-field">
      <span>{t(`ops.mail.field.${name}`)}</span>
      {children}
      {error && errors.includes(error) && <em className="ops-error">{t(`ops.mail.errors.${error}`)}</em>}
    </label>
  );
}

export function MailPage() {
  const form = useStore($mailForm);
  const errors = useStore($mailErrors);
  const state = useStore($mailState);
  useEffect(() => {
    void sentTable.reload();
  }, []);
  const set = <K extends keyof MailForm>(k: K, v: MailForm[K]) => {
    $mailForm.set({ ...$mailForm.get(), [k]: v });
    $mailErrors.set([]);
  };
  const input = (k: keyof MailForm, error: MailError, type = 'text') => (
    <input
      type={type}
      value={form[k]}
      aria-invalid={errors.includes(error)}
      onChange={(e) => set(k, e.target.value)}
    />
  );
  return (
    <section className="ops-page">
      <header className="ops-page-head">
        <h1>{t('ops.nav.mail')}</h1>
      </header>
      <div className="ops-split ops-split-form">
        <div>
          <h3>{t('ops.mail.sent')}</h3>
          <DataTable
            table={sentTable}
            columns={columns}
            caption={t('ops.mail.sent')}
            rowKey={(r) => r.id}
            emptyMessage={t('ops.mail.empty')}
          />
        </div>
        <form
          className="ops-detail ops-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void sendMail();
          }}
        >
          <h2>{t('ops.mail.compose')}</h2>
          <Field name="target">
            <select value={form.target} onChange={(e) => set('target', e.target.value as MailForm['target'])}>
              {TARGETS.map((k) => (
                <option key={k} value={k}>
                  {t(`ops.mail.targets.${k}`)}
                </option>
              ))}
            </select>
          </Field>
          {form.target === 'player' && (
            <Field name="userId" error="userId">
              {input('userId', 'userId')}
            </Field>
          )}
          {form.target === 'vipMin' && (
            <Field name="vipLevel" error="vipLevel">
              {input('vipLevel', 'vipLevel')}
            </Field>
          )}
          {form.target === 'depositedWithinDays' && (
            <Field name="days" error="days">
              {input('days', 'days')}
            </Field>
          )}
          {form.target === 'registered' && (
            <Field name="range" error="range">
              <span className="ops-inline">
                {input('from', 'range', 'date')} – {input('to', 'range', 'date')}
              </span>
            </Field>
          )}
          <Field name="title" error="title">
            <input
              maxLength={100}
              value={form.title}
              aria-invalid={errors.includes('title')}
              onChange={(e) => set('title', e.target.value)}
            />
          </Field>
          <Field name="body" error="body">
            <textarea
              rows={5}
              maxLength={4000}
              value={form.body}
              aria-invalid={errors.includes('body')}
              onChange={(e) => set('body', e.target.value)}
            />
          </Field>
          <Field name="coin" error="coin">
            {input('coin', 'coin')}
          </Field>
          {form.coin.trim() && (
            <Field name="turnoverMultiple" error="turnover">
              {input('turnoverMultiple', 'turnover')}
            </Field>
          )}
          <Field name="sendAt" error="sendAt">
            {input('sendAt', 'sendAt', 'datetime-local')}
          </Field>
          {state.result && (
            <p className="ops-note" role="status">
              {state.result.status === 'scheduled'
                ? t('ops.mail.scheduled', { at: when(state.result.sendAt) })
                : t('ops.mail.done')}
            </p>
          )}
          <RefusalNote refusal={state.error} />
          <button type="submit" className="ops-btn ops-primary" disabled={state.busy}>
            {form.sendAt ? t('ops.mail.schedule') : t('ops.mail.send')}
          </button>
        </form>
      </div>
    </section>
  );
}
