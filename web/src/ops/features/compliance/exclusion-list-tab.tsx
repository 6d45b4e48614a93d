import { EXCLUSION_CSV_COLUMNS } from '@casino/contracts/exclusion-list';
import { useEffect, useState } from 'react';
import { type Column, DataTable } from '../../components/data-table';
import { when } from '../../components/format';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { $import, type ExclusionRow, exclusionTable, importList } from './compliance-store';

const columns: Column<ExclusionRow>[] = [
  { key: 'name', label: t('ops.compliance.list.col.name'), render: (r) => r.name },
  { key: 'birthday', label: t('ops.compliance.list.col.birthday'), render: (r) => r.birthday },
  { key: 'idNumber', label: t('ops.compliance.list.col.idNumber'), render: (r) => r.idNumber || '—' },
  {
    key: 'kind',
    label: t('ops.compliance.list.col.kind'),
    render: (r) => t(`ops.compliance.kinds.${r.kind}`),
  },
  { key: 'source', label: t('ops.compliance.list.col.source'), render: (r) => r.source },
  { key: 'importedAt', label: t('ops.compliance.list.col.importedAt'), render: (r) => when(r.importedAt) },
];

function ImportForm() {
  const result = useStore($import);
  const [file, setFile] = useState<File | null>(null);
  const [source, setSource] = useState('');
  return (
    <form
      className="ops-form ops-sub"
      onSubmit={(e) => {
        e.preventDefault();
        if (file) void importList(file, source);
      }}
    >
      <h2>{t('ops.compliance.list.importTitle')}</h2>
      <p className="ops-muted">
        {t('ops.compliance.list.importLead', { columns: EXCLUSION_CSV_COLUMNS.join(',') })}
      </p>
      <div className="ops-inline-form">
        <label>
          {t('ops.compliance.list.file')}{' '}
          <input type="file" accept=".csv,text/csv" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </label>
        <label>
          {t('ops.compliance.list.source')}{' '}
          <input
            type="text"
            value={source}
            maxLength={120}
            placeholder={t('ops.compliance.list.sourcePlaceholder')}
            onChange={(e) => setSource(e.target.value)}
          />
        </label>
        <button type="submit" className="ops-btn ops-primary" disabled={!file || result.busy}>
          {result.busy ? t('ops.compliance.list.importing') : t('ops.compliance.list.import')}
        </button>
      </div>
      {result.result && (
        <div role="status" className="ops-note">
          {t('ops.compliance.list.counts', {
            added: result.result.added,
            updated: result.result.updated,
            unchanged: result.result.unchanged,
            invalid: result.result.invalid,
            hits: result.result.hits,
          })}
          {result.result.invalidRows.length > 0 && (
            <ul className="ops-invalid-rows">
              {result.result.invalidRows.map((r) => (
                <li key={r.line}>{t('ops.compliance.list.invalidRow', r)}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {result.error !== null && (
        <p role="status" className="ops-failure">
          {result.error || t('ops.state.forbidden')}
        </p>
      )}
    </form>
  );
}

export function ExclusionListTab() {
  const [q, setQ] = useState('');
  useEffect(() => {
    void exclusionTable.reload();
  }, []);
  return (
    <>
      <ImportForm />
      <form
        className="ops-inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          void exclusionTable.setFilters({ q });
        }}
      >
        <input
          type="search"
          value={q}
          aria-label={t('ops.compliance.list.search')}
          placeholder={t('ops.compliance.list.search')}
          onChange={(e) => setQ(e.target.value)}
        />
        <button type="submit" className="ops-btn">
          {t('ops.compliance.list.find')}
        </button>
      </form>
      <DataTable
        table={exclusionTable}
        columns={columns}
        caption={t('ops.compliance.tabs.list')}
        rowKey={(r) => r.id}
        emptyMessage={t('ops.compliance.list.empty')}
      />
    </>
  );
}
