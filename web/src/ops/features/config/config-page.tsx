import { useEffect, useState } from 'react';
import type { ConfigVersion } from '../../api/ops-calls';
import { type Column, DataTable } from '../../components/data-table';
import { when } from '../../components/format';
import { Failure, Loading } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import {
  $configDoc,
  $configKey,
  $configSave,
  CONFIG_KEYS,
  historyTable,
  openConfig,
  saveConfig,
} from './config-store';

const columns: Column<ConfigVersion & { id: number }>[] = [
  { key: 'version', label: t('ops.config.col.version'), numeric: true, render: (r) => r.version },
  { key: 'changedBy', label: t('ops.config.col.changedBy'), render: (r) => r.changedBy },
  { key: 'reason', label: t('ops.config.col.reason'), render: (r) => r.reason || '—' },
  { key: 'createdAt', label: t('ops.config.col.createdAt'), render: (r) => when(r.createdAt) },
  { key: 'effectiveAt', label: t('ops.config.col.effectiveAt'), render: (r) => when(r.effectiveAt) },
  { key: 'status', label: t('ops.config.col.status'), render: (r) => t(`ops.config.status.${r.status}`) },
];

export function ConfigPage() {
  const key = useStore($configKey);
  const doc = useStore($configDoc);
  const save = useStore($configSave);
  const [text, setText] = useState('');
  const [reason, setReason] = useState('');
  const [effectiveAt, setEffectiveAt] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: opens the document chosen last, once per visit
  useEffect(() => {
    void openConfig(key);
  }, []);
  useEffect(() => {
    if (doc.status === 'ready') setText(doc.text);
  }, [doc]);
  return (
    <section className="ops-page">
      <header className="ops-page-head">
        <h1>{t('ops.nav.config')}</h1>
        <label className="ops-inline">
          <span className="ops-muted">{t('ops.config.document')}</span>
          <select value={key} onChange={(e) => void openConfig(e.target.value)}>
            {CONFIG_KEYS.map((k) => (
              <option key={k} value={k}>
                {t(`ops.config.keys.${k}`)}
              </option>
            ))}
          </select>
        </label>
        {doc.status === 'ready' && (
          <span className="ops-muted">
            {t('ops.config.version', { version: doc.version })}
            {doc.pending &&
              ` · ${t('ops.config.pending', { version: doc.pending.version, at: when(doc.pending.effectiveAt) })}`}
          </span>
        )}
      </header>
      {doc.status === 'loading' ? (
        <Loading rows={12} />
      ) : doc.status !== 'ready' ? (
        <Failure forbidden={doc.status === 'forbidden'} msg={doc.msg} onRetry={() => void openConfig(key)} />
      ) : (
        <div className="ops-split ops-split-form">
          <div>
            <textarea
              className="ops-code"
              spellCheck={false}
              aria-label={t('ops.config.editor', { key: t(`ops.config.keys.${key}`) })}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          </div>
          <form
            className="ops-detail ops-form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void saveConfig(text, reason, effectiveAt).then((ok) => ok && setReason(''));
            }}
          >
            <h2>{t('ops.config.saveTitle')}</h2>
            <p className="ops-muted">{t('ops.config.lead')}</p>
            <label className="ops-field">
              <span>{t('ops.reason.label')}</span>
              <input value={reason} onChange={(e) => setReason(e.target.value)} />
            </label>
            <label className="ops-field">
              <span>{t('ops.config.effectiveAt')}</span>
              <input
                type="datetime-local"
                value={effectiveAt}
                onChange={(e) => setEffectiveAt(e.target.value)}
              />
            </label>
            {save.status === 'invalid' && (
              <p className="ops-failure" role="alert">
                {t(`ops.config.errors.${save.error}`)}
              </p>
            )}
            {save.status === 'failed' && (
              <p className="ops-failure" role="alert">
                {save.forbidden ? t('ops.state.forbidden') : save.msg || t('ops.state.failed')}
              </p>
            )}
            {save.status === 'saved' && (
              <p className="ops-note" role="status">
                {save.row.status === 'pending'
                  ? t('ops.config.savedLater', { version: save.row.version, at: when(save.row.effectiveAt) })
                  : t('ops.config.savedNow', { version: save.row.version })}
              </p>
            )}
            <div className="ops-actions">
              <button type="submit" className="ops-btn ops-primary" disabled={save.status === 'busy'}>
                {effectiveAt ? t('ops.config.schedule') : t('ops.config.saveNow')}
              </button>
              <button
                type="button"
                className="ops-btn"
                onClick={() => doc.status === 'ready' && setText(doc.text)}
              >
                {t('ops.config.revert')}
              </button>
            </div>
          </form>
        </div>
      )}
      <section className="ops-sub ops-history">
        <h3>{t('ops.config.history')}</h3>
        <DataTable
          table={historyTable}
          columns={columns}
          caption={t('ops.config.history')}
          rowKey={(r) => r.version}
          emptyMessage={t('ops.config.noHistory')}
        />
      </section>
    </section>
  );
}
