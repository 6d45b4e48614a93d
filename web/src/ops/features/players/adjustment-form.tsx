import { useEffect } from 'react';
import { RefusalNote } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import {
  $adjustErrors,
  $adjustForm,
  $adjustState,
  type AdjustmentForm as Form,
  proposeAdjustment,
  resetAdjustment,
} from './player-360-store';

/** Credit or debit coin or a prop: proposes only; a second operator approves it in the four-eyes inbox. */
export function AdjustmentForm({ userId }: { userId: number }) {
  const form = useStore($adjustForm);
  const errors = useStore($adjustErrors);
  const state = useStore($adjustState);
  // another player's page starts with a clean form state
  // biome-ignore lint/correctness/useExhaustiveDependencies: userId is the trigger, not an input
  useEffect(() => {
    resetAdjustment();
  }, [userId]);
  const set = <K extends keyof Form>(k: K, v: Form[K]) => {
    $adjustForm.set({ ...$adjustForm.get(), [k]: v });
    $adjustErrors.set([]);
  };
  return (
    <form
      className="ops-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void proposeAdjustment(userId);
      }}
    >
      <h2>{t('ops.adjust.title')}</h2>
      <p className="ops-muted">{t('ops.adjust.lead')}</p>
      <div className="ops-seg" role="radiogroup" aria-label={t('ops.adjust.kind')}>
        {(['coin', 'prop'] as const).map((k) => (
          <label key={k}>
            <input type="radio" name="kind" checked={form.kind === k} onChange={() => set('kind', k)} />{' '}
            {t(`ops.adjust.kinds.${k}`)}
          </label>
        ))}
      </div>
      <div className="ops-seg" role="radiogroup" aria-label={t('ops.adjust.direction')}>
        {(['credit', 'debit'] as const).map((d) => (
          <label key={d}>
            <input
              type="radio"
              name="direction"
              checked={form.direction === d}
              onChange={() => set('direction', d)}
            />{' '}
            {t(`ops.adjust.directions.${d}`)}
          </label>
        ))}
      </div>
      {form.kind === 'prop' && (
        <label className="ops-field">
          <span>{t('ops.adjust.propId')}</span>
          <input
            inputMode="numeric"
            value={form.propId}
            aria-invalid={errors.includes('propId')}
            onChange={(e) => set('propId', e.target.value)}
          />
          {errors.includes('propId') && <em className="ops-error">{t('ops.adjust.errors.propId')}</em>}
        </label>
      )}
      <label className="ops-field">
        <span>{form.kind === 'coin' ? t('ops.adjust.amount') : t('ops.adjust.count')}</span>
        <input
          inputMode="decimal"
          value={form.amount}
          aria-invalid={errors.includes('amount')}
          onChange={(e) => set('amount', e.target.value)}
        />
        {errors.includes('amount') && <em className="ops-error">{t('ops.adjust.errors.amount')}</em>}
      </label>
      <label className="ops-field">
        <span>{t('ops.reason.label')}</span>
        <textarea
          rows={2}
          value={form.reason}
          aria-invalid={errors.includes('reason')}
          onChange={(e) => set('reason', e.target.value)}
        />
        {errors.includes('reason') && <em className="ops-error">{t('ops.adjust.errors.reason')}</em>}
      </label>
      {state.result !== null && (
        <p className="ops-note" role="status">
          {t('ops.adjust.proposed', { id: state.result.proposalId })}
        </p>
      )}
      <RefusalNote refusal={state.error} />
      <button type="submit" className="ops-btn ops-primary" disabled={state.busy}>
        {t('ops.adjust.submit')}
      </button>
    </form>
  );
}
