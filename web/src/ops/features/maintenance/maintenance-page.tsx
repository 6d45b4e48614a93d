import { useEffect } from 'react';
import { when } from '../../components/format';
import { Failure, Loading, RefusalNote } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import {
  $maintenanceErrors,
  $maintenanceForm,
  $maintenanceLoad,
  $maintenanceState,
  loadMaintenance,
  type MaintenanceForm,
  saveMaintenance,
} from './maintenance-store';

export function MaintenancePage() {
  const form = useStore($maintenanceForm);
  const errors = useStore($maintenanceErrors);
  const state = useStore($maintenanceState);
  const load = useStore($maintenanceLoad);
  useEffect(() => {
    void loadMaintenance();
  }, []);
  const set = <K extends keyof MaintenanceForm>(k: K, v: MaintenanceForm[K]) => {
    $maintenanceForm.set({ ...$maintenanceForm.get(), [k]: v });
    $maintenanceErrors.set([]);
  };
  return (
    <section className="ops-page ops-narrow">
      <header className="ops-page-head">
        <h1>{t('ops.nav.maintenance')}</h1>
      </header>
      <p className="ops-muted">{t('ops.maintenance.lead')}</p>
      {load.status === 'loading' && <Loading rows={3} />}
      {load.status === 'failed' && (
        <Failure forbidden={load.forbidden} msg={load.msg} onRetry={() => void loadMaintenance()} />
      )}
      {load.status === 'ready' && (
        <p className="ops-note" data-testid="maintenance-current">
          {load.current.on
            ? t('ops.maintenance.currentOn', {
                title: load.current.title || t('ops.maintenance.noTitle'),
                until: load.current.endsAt ? when(load.current.endsAt) : t('ops.maintenance.noEnd'),
              })
            : t('ops.maintenance.currentOff')}
        </p>
      )}
      {load.status === 'ready' && (
        <form
          className="ops-form ops-card-wide"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void saveMaintenance();
          }}
        >
          <div className="ops-seg" role="radiogroup" aria-label={t('ops.maintenance.switch')}>
            <label>
              <input type="radio" name="on" checked={!form.on} onChange={() => set('on', false)} />{' '}
              {t('ops.maintenance.off')}
            </label>
            <label>
              <input type="radio" name="on" checked={form.on} onChange={() => set('on', true)} />{' '}
              {t('ops.maintenance.on')}
            </label>
          </div>
          {form.on && (
            <>
              <label className="ops-field">
                <span>{t('ops.maintenance.title')}</span>
                <input maxLength={100} value={form.title} onChange={(e) => set('title', e.target.value)} />
              </label>
              <label className="ops-field">
                <span>{t('ops.maintenance.message')}</span>
                <textarea
                  rows={4}
                  maxLength={2000}
                  value={form.message}
                  aria-invalid={errors.includes('message')}
                  onChange={(e) => set('message', e.target.value)}
                />
                {errors.includes('message') && (
                  <em className="ops-error">{t('ops.maintenance.errors.message')}</em>
                )}
              </label>
              <label className="ops-field">
                <span>{t('ops.maintenance.endsAt')}</span>
                <input
                  type="datetime-local"
                  value={form.endsAt}
                  aria-invalid={errors.includes('endsAt')}
                  onChange={(e) => set('endsAt', e.target.value)}
                />
                {errors.includes('endsAt') && (
                  <em className="ops-error">{t('ops.maintenance.errors.endsAt')}</em>
                )}
              </label>
            </>
          )}
          {state.result && (
            <p className="ops-note" role="status">
              {state.result.on
                ? t('ops.maintenance.savedOn', {
                    until: state.result.endsAt ? when(state.result.endsAt) : t('ops.maintenance.noEnd'),
                  })
                : t('ops.maintenance.savedOff')}
            </p>
          )}
          <RefusalNote refusal={state.error} />
          <button
            type="submit"
            className={form.on ? 'ops-btn ops-danger' : 'ops-btn ops-primary'}
            disabled={state.busy}
          >
            {form.on ? t('ops.maintenance.saveOn') : t('ops.maintenance.saveOff')}
          </button>
        </form>
      )}
    </section>
  );
}
