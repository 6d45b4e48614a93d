import { useState } from 'react';
import { when } from '../../components/format';
import { RefusalNote } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { fieldId, fieldLabel } from './config-fields';
import { type Change, changeKind, display } from './config-model';
import { $configSave, draftProblems, pendingChanges, revert, saveConfig } from './config-store';

/** A change's field as a trail of names: "Deposit activities › First deposit › Rate". */
export const changePlace = (c: Change) => c.path.map(fieldLabel).join(' › ');

/** What a version or a draft changes, field by field, in the units the form uses. */
export function ChangesTable({
  changes,
  before,
  after,
  caption,
}: {
  changes: Change[];
  before: unknown;
  after: unknown;
  caption: string;
}) {
  return (
    <table className="ops-table ops-diff">
      <caption className="ops-sr">{caption}</caption>
      <thead>
        <tr>
          <th>{t('ops.config.diff.field')}</th>
          <th>{t('ops.config.diff.before')}</th>
          <th>{t('ops.config.diff.after')}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((c) => {
          const kind = changeKind(c, before, after);
          return (
            <tr key={c.path.join('.')}>
              <td>{changePlace(c)}</td>
              <td className="ops-diff-before">{display(kind, c.before)}</td>
              <td className="ops-diff-after">{display(kind, c.after)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The draft's changes, its problems, the reason and when it takes effect — then save. */
export function ReviewPanel({ section, draft }: { section: unknown; draft: unknown }) {
  const save = useStore($configSave);
  const invalid = save.error && 'fields' in save.error ? save.error : null;
  const refused = save.error && 'msg' in save.error ? save.error : null;
  const [reason, setReason] = useState('');
  const [effectiveAt, setEffectiveAt] = useState('');
  const changes = pendingChanges();
  const problems = Object.entries(draftProblems());
  return (
    <form
      className="ops-form"
      noValidate
      aria-labelledby="ops-review-title"
      onSubmit={(e) => {
        e.preventDefault();
        void saveConfig(reason, effectiveAt).then((ok) => {
          if (ok) {
            setReason('');
            setEffectiveAt('');
          }
        });
      }}
    >
      <h2 id="ops-review-title">{t('ops.config.diff.title')}</h2>
      {changes.length === 0 ? (
        <p className="ops-muted">{t('ops.config.diff.none')}</p>
      ) : (
        <ChangesTable changes={changes} before={section} after={draft} caption={t('ops.config.diff.title')} />
      )}
      {problems.length > 0 && (
        <div className="ops-failure ops-problems" role="alert">
          <strong>{t('ops.config.problems', { count: problems.length })}</strong>
          <ul>
            {problems.slice(0, 8).map(([path, message]) => (
              <li key={path}>
                <a
                  href={`#${fieldId(path.split('.'))}`}
                  onClick={(e) => {
                    e.preventDefault();
                    document.getElementById(fieldId(path.split('.')))?.focus();
                  }}
                >
                  {path
                    .split('.')
                    .map((p) => (/^\d+$/.test(p) ? `#${Number(p) + 1}` : fieldLabel(p)))
                    .join(' › ')}
                </a>
                : {message}
              </li>
            ))}
          </ul>
        </div>
      )}
      <label className="ops-field">
        <span>{t('ops.reason.label')}</span>
        <input
          value={reason}
          aria-invalid={invalid?.error === 'reason'}
          onChange={(e) => setReason(e.target.value)}
        />
      </label>
      <label className="ops-field">
        <span>{t('ops.config.effectiveAt')}</span>
        <input
          type="datetime-local"
          value={effectiveAt}
          aria-invalid={invalid?.error === 'effectiveAt'}
          onChange={(e) => setEffectiveAt(e.target.value)}
        />
      </label>
      {invalid?.error && (
        <p className="ops-failure" role="alert">
          {t(`ops.config.errors.${invalid.error}`)}
        </p>
      )}
      <RefusalNote refusal={refused} />
      {save.result && (
        <p className="ops-note" role="status">
          {save.result.status === 'pending'
            ? t('ops.config.savedLater', { version: save.result.version, at: when(save.result.effectiveAt) })
            : t('ops.config.savedNow', { version: save.result.version })}
        </p>
      )}
      <div className="ops-actions">
        <button
          type="submit"
          className="ops-btn ops-primary"
          disabled={save.busy || changes.length === 0 || problems.length > 0}
        >
          {effectiveAt ? t('ops.config.schedule') : t('ops.config.saveNow')}
        </button>
        <button type="button" className="ops-btn" disabled={changes.length === 0} onClick={revert}>
          {t('ops.config.revert')}
        </button>
      </div>
    </form>
  );
}
