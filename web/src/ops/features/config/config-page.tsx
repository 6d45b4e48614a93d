import { useEffect, useState } from 'react';
import type { ConfigVersion } from '../../api/ops-calls';
import { mayCall } from '../../app/call-roles';
import { type Column, DataTable } from '../../components/data-table';
import { when } from '../../components/format';
import { Empty, Failure, Loading } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { $operator } from '../../stores/session';
import { ValueField } from './config-fields';
import { diff } from './config-model';
import { ChangesTable, ReviewPanel } from './config-review';
import {
  $configDoc,
  $draft,
  $formEpoch,
  $programme,
  $unparsed,
  draftProblems,
  historyTable,
  openProgramme,
} from './config-store';
import { PROGRAMMES, programmeById, sectionOf } from './programmes';

type VersionRow = ConfigVersion & { id: number };

/** Bonus programmes and the catalogue, one form each: edit, see what changes, save now or for later. */
export function ConfigPage() {
  const id = useStore($programme);
  const doc = useStore($configDoc);
  const draft = useStore($draft);
  useStore($unparsed);
  const epoch = useStore($formEpoch);
  const operator = useStore($operator);
  const [open, setOpen] = useState<VersionRow | null>(null);
  const programme = programmeById(id);
  // biome-ignore lint/correctness/useExhaustiveDependencies: opens the programme chosen last, once per visit
  useEffect(() => {
    void openProgramme(id);
  }, []);
  const canSave = mayCall(operator?.roles, 'configSet');
  const section = doc.status === 'ready' ? sectionOf(programme, doc.doc) : {};
  const errors = doc.status === 'ready' ? draftProblems() : {};
  const columns: Column<VersionRow>[] = [
    { key: 'version', label: t('ops.config.col.version'), numeric: true, render: (r) => r.version },
    { key: 'changedBy', label: t('ops.config.col.changedBy'), render: (r) => r.changedBy },
    { key: 'reason', label: t('ops.config.col.reason'), render: (r) => r.reason || '—' },
    {
      key: 'changes',
      label: t('ops.config.col.changes'),
      render: (r) => {
        const n = diff(sectionOf(programme, r.before), sectionOf(programme, r.after)).length;
        return n === 0 ? (
          <span className="ops-muted">{t('ops.config.otherPart')}</span>
        ) : (
          t('ops.config.fieldsChanged', { count: n })
        );
      },
    },
    { key: 'createdAt', label: t('ops.config.col.createdAt'), render: (r) => when(r.createdAt) },
    { key: 'effectiveAt', label: t('ops.config.col.effectiveAt'), render: (r) => when(r.effectiveAt) },
    { key: 'status', label: t('ops.config.col.status'), render: (r) => t(`ops.config.status.${r.status}`) },
  ];
  const openChanges = open ? diff(sectionOf(programme, open.before), sectionOf(programme, open.after)) : [];
  return (
    <section className="ops-page ops-config">
      <header className="ops-page-head">
        <h1>{t('ops.nav.config')}</h1>
        {doc.status === 'ready' && (
          <span className="ops-muted">
            {t(`ops.config.docs.${programme.doc}`)} · {t('ops.config.version', { version: doc.version })}
            {doc.pending &&
              ` · ${t('ops.config.pending', { version: doc.pending.version, at: when(doc.pending.effectiveAt) })}`}
          </span>
        )}
      </header>
      <div className="ops-config-grid">
        <nav className="ops-config-nav" aria-label={t('ops.config.programmes')}>
          {(['bonus', 'catalogue'] as const).map((group) => (
            <div key={group}>
              <h3>{t(`ops.config.groups.${group}`)}</h3>
              <ul>
                {PROGRAMMES.filter((p) => p.group === group).map((p) => (
                  <li key={p.id}>
                    <button
                      type="button"
                      aria-current={p.id === id ? 'page' : undefined}
                      className={p.id === id ? 'is-active' : undefined}
                      onClick={() => {
                        setOpen(null);
                        void openProgramme(p.id);
                      }}
                    >
                      {t(`ops.config.programme.${p.id}.title`)}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className="ops-config-main">
          <h2>{t(`ops.config.programme.${programme.id}.title`)}</h2>
          <p className="ops-muted ops-lead">{t(`ops.config.programme.${programme.id}.lead`)}</p>
          {doc.status === 'loading' ? (
            <Loading rows={10} />
          ) : doc.status !== 'ready' ? (
            <Failure
              forbidden={doc.status === 'forbidden'}
              msg={doc.msg}
              onRetry={() => void openProgramme(id)}
            />
          ) : Object.keys(section).length === 0 ? (
            <Empty message={t('ops.config.notConfigured')} />
          ) : (
            <fieldset className="ops-cf-root" disabled={!canSave} key={`${programme.id}:${epoch}`}>
              {Object.entries(draft).map(([k, v]) => (
                <ValueField key={k} path={[k]} value={v} parent={draft} ctx={{ errors }} />
              ))}
            </fieldset>
          )}
          {doc.status === 'ready' && (
            <details className="ops-advanced">
              <summary>{t('ops.config.advanced')}</summary>
              <pre className="ops-code">{JSON.stringify(section, null, 2)}</pre>
            </details>
          )}
          <section className="ops-sub ops-history">
            <h3>{t('ops.config.history')}</h3>
            <DataTable
              table={historyTable}
              columns={columns}
              caption={t('ops.config.history')}
              rowKey={(r) => r.version}
              onOpen={(r) => setOpen(open?.version === r.version ? null : r)}
              openKey={open?.version ?? null}
              emptyMessage={t('ops.config.noHistory')}
            />
            {open && (
              <div className="ops-sub" aria-live="polite">
                <h3>{t('ops.config.versionChanges', { version: open.version, by: open.changedBy })}</h3>
                {openChanges.length === 0 ? (
                  <Empty message={t('ops.config.otherPartLong')} />
                ) : (
                  <ChangesTable
                    changes={openChanges}
                    before={sectionOf(programme, open.before)}
                    after={sectionOf(programme, open.after)}
                    caption={t('ops.config.versionChanges', { version: open.version, by: open.changedBy })}
                  />
                )}
              </div>
            )}
          </section>
        </div>
        {doc.status === 'ready' && canSave && (
          <aside className="ops-detail ops-config-review">
            <ReviewPanel section={section} draft={draft} />
          </aside>
        )}
      </div>
    </section>
  );
}
