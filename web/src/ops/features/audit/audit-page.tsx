import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AuditRow } from '../../api/ops-calls';
import { type Column, DataTable } from '../../components/data-table';
import { plain, when } from '../../components/format';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { auditTable } from './audit-store';

const columns: Column<AuditRow>[] = [
  { key: 'at', label: t('ops.audit.col.at'), render: (r) => when(r.at) },
  {
    key: 'operator',
    label: t('ops.audit.col.operator'),
    render: (r) => r.operatorLogin ?? String(r.operatorId),
  },
  { key: 'role', label: t('ops.audit.col.role'), render: (r) => r.role ?? '—' },
  { key: 'action', label: t('ops.audit.col.action'), render: (r) => <code>{r.action}</code> },
  {
    key: 'target',
    label: t('ops.audit.col.player'),
    render: (r) => (r.targetUserId ? <Link to={`/players/${r.targetUserId}`}>{r.targetUserId}</Link> : '—'),
  },
  { key: 'reason', label: t('ops.audit.col.reason'), render: (r) => r.reason ?? '—' },
  {
    key: 'change',
    label: t('ops.audit.col.change'),
    render: (r) => (
      <span className="ops-change" title={`${plain(r.before)} → ${plain(r.after)}`}>
        <span className="ops-muted">{plain(r.before)}</span> → {plain(r.after)}
      </span>
    ),
  },
  { key: 'ip', label: t('ops.audit.col.ip'), render: (r) => r.ip ?? '—' },
];

const FILTERS = ['operator', 'player', 'action'] as const;

export function AuditPage() {
  const state = useStore(auditTable.$state);
  const [params] = useSearchParams();
  // a link from another page (an operator's actions, the operator changes) opens the trail filtered
  const linked = Object.fromEntries(
    FILTERS.flatMap((f) => (params.get(f) ? [[f, params.get(f) ?? '']] : [])),
  );
  const [draft, setDraft] = useState<Record<string, string>>(
    Object.keys(linked).length > 0 ? linked : state.query.filters,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the link's filters apply once, when the page opens
  useEffect(() => {
    if (Object.keys(linked).length > 0) void auditTable.setFilters(linked);
    else void auditTable.reload();
  }, []);
  return (
    <section className="ops-page">
      <header className="ops-page-head">
        <h1>{t('ops.nav.audit')}</h1>
        <form
          className="ops-filters"
          onSubmit={(e) => {
            e.preventDefault();
            void auditTable.setFilters(draft);
          }}
        >
          {FILTERS.map((f) => (
            <label key={f}>
              <span className="ops-muted">{t(`ops.audit.filter.${f}`)}</span>
              <input
                value={draft[f] ?? ''}
                inputMode={f === 'player' ? 'numeric' : undefined}
                onChange={(e) => setDraft({ ...draft, [f]: e.target.value })}
              />
            </label>
          ))}
          <button type="submit" className="ops-btn ops-primary">
            {t('ops.audit.apply')}
          </button>
        </form>
      </header>
      <DataTable
        table={auditTable}
        columns={columns}
        caption={t('ops.nav.audit')}
        rowKey={(r) => r.id}
        emptyMessage={t('ops.audit.empty')}
      />
    </section>
  );
}
