import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { AmlTab } from './aml-tab';
import { $complianceNote } from './compliance-store';
import { ExclusionListTab } from './exclusion-list-tab';
import { RequestsTab } from './requests-tab';
import { ScreeningTab } from './screening-tab';

const TABS = ['hits', 'aml', 'list', 'requests'] as const;
type Tab = (typeof TABS)[number];

/** Compliance: exclusion-list screening hits, the AML queue and export, the list itself, family requests. */
export function CompliancePage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'hits';
  const note = useStore($complianceNote);
  useEffect(() => () => $complianceNote.set(null), []);
  return (
    <section className="ops-page">
      <header className="ops-page-head">
        <h1>{t('ops.nav.compliance')}</h1>
      </header>
      <div className="ops-tabs" role="tablist" aria-label={t('ops.compliance.tabsLabel')}>
        {TABS.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            className={tab === id ? 'is-active' : undefined}
            onClick={() => {
              // A decision's note belongs to the tab it was made on.
              $complianceNote.set(null);
              setParams({ tab: id });
            }}
          >
            {t(`ops.compliance.tabs.${id}`)}
          </button>
        ))}
      </div>
      {note && (
        <p className={note.ok ? 'ops-note' : 'ops-failure'} role="status">
          {note.text || t('ops.state.failed')}
        </p>
      )}
      <div role="tabpanel">
        {tab === 'hits' && <ScreeningTab />}
        {tab === 'aml' && <AmlTab />}
        {tab === 'list' && <ExclusionListTab />}
        {tab === 'requests' && <RequestsTab />}
      </div>
    </section>
  );
}
