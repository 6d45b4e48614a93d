import { AML_TRANSITIONS, type AmlStatus } from '@casino/contracts/aml-report';
import { manilaDay } from '@casino/contracts/manila-day';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { type Column, DataTable } from '../../components/data-table';
import { money, when } from '../../components/format';
import { ReasonDialog } from '../../components/reason-dialog';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { $complianceBusy, AML_FILTERS, type AmlRow, amlExport, amlTable, moveAml } from './compliance-store';
import { StatusFilter } from './status-filter';

/** Download the regulator's CSV for a Manila date range (default: this month so far). */
function ExportForm() {
  const today = manilaDay(Date.now());
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const { busy, error, result } = useStore(amlExport.$state);
  // the note belongs to this visit of the tab
  useEffect(() => amlExport.reset, []);
  const note =
    error !== null
      ? { ok: false, text: error || t('ops.state.failed') }
      : result !== null
        ? { ok: true, text: t('ops.compliance.aml.exported', { n: result }) }
        : null;
  return (
    <form
      className="ops-inline-form"
      onSubmit={(e) => {
        e.preventDefault();
        void amlExport.submit(from, to);
      }}
    >
      <label>
        {t('ops.compliance.aml.from')}{' '}
        <input type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
      </label>
      <label>
        {t('ops.compliance.aml.to')} <input type="date" value={to} onChange={(e) => setTo(e.target.value)} />
      </label>
      <button type="submit" className="ops-btn" disabled={busy || !from || !to}>
        {t('ops.compliance.aml.export')}
      </button>
      {note && (
        <span className={note.ok ? 'ops-note' : 'ops-failure'} role="status">
          {note.text}
        </span>
      )}
    </form>
  );
}

export function AmlTab() {
  const state = useStore(amlTable.$state);
  const busy = useStore($complianceBusy);
  const [asking, setAsking] = useState<{ id: number; to: AmlStatus } | null>(null);
  useEffect(() => {
    void amlTable.reload();
  }, []);
  const status = state.query.filters.status ?? 'open';
  const columns: Column<AmlRow>[] = [
    { key: 'detectedAt', label: t('ops.compliance.aml.col.detected'), render: (r) => when(r.detectedAt) },
    {
      key: 'kind',
      label: t('ops.compliance.aml.col.kind'),
      render: (r) => (
        <span className={r.kind === 'covered' ? 'ops-flag' : 'ops-flag ops-warn'}>
          {t(`ops.compliance.aml.kinds.${r.kind}`)}
        </span>
      ),
    },
    {
      key: 'player',
      label: t('ops.compliance.col.player'),
      render: (r) => (
        <>
          <Link to={`/players/${r.userId}`}>{r.userId}</Link>
          {r.relatedUserIds.length > 0 && (
            <div className="ops-muted">
              {t('ops.compliance.aml.with')}{' '}
              {r.relatedUserIds.map((id, i) => (
                <span key={id}>
                  {i > 0 ? ', ' : ''}
                  <Link to={`/players/${id}`}>{id}</Link>
                </span>
              ))}
            </div>
          )}
        </>
      ),
    },
    {
      key: 'amount',
      label: t('ops.compliance.aml.col.amount'),
      numeric: true,
      render: (r) => (r.amount ? money(r.amount) : '—'),
    },
    { key: 'narrative', label: t('ops.compliance.aml.col.narrative'), render: (r) => r.narrative },
    {
      key: 'reportBy',
      label: t('ops.compliance.aml.col.reportBy'),
      render: (r) => (
        <span
          className={
            r.status !== 'reported' && r.status !== 'dismissed' && r.reportBy < Date.now()
              ? 'ops-failure'
              : undefined
          }
        >
          {when(r.reportBy)}
        </span>
      ),
    },
    {
      key: 'actions',
      label: t('ops.compliance.col.decision'),
      render: (r) =>
        AML_TRANSITIONS[r.status].length === 0 ? (
          <span className="ops-muted">
            {r.statusBy} · {r.statusReason}
          </span>
        ) : (
          <span className="ops-actions">
            {AML_TRANSITIONS[r.status].map((to) => (
              <button
                key={to}
                type="button"
                className={to === 'dismissed' ? 'ops-btn' : 'ops-btn ops-primary'}
                disabled={busy}
                onClick={() => setAsking({ id: r.id, to })}
              >
                {t(`ops.compliance.aml.move.${to}`)}
              </button>
            ))}
          </span>
        ),
    },
  ];
  return (
    <>
      <div className="ops-toolbar">
        <StatusFilter
          name="aml-status"
          label={t('ops.compliance.statusLabel')}
          values={AML_FILTERS}
          value={status}
          text={(s) => t(`ops.compliance.aml.status.${s}`)}
          onChange={(s) => void amlTable.setFilters({ status: s })}
        />
        <ExportForm />
      </div>
      <DataTable
        table={amlTable}
        columns={columns}
        caption={t('ops.compliance.tabs.aml')}
        rowKey={(r) => r.id}
        emptyMessage={t('ops.compliance.aml.empty')}
      />
      <ReasonDialog
        open={asking !== null}
        title={asking ? t(`ops.compliance.aml.moveTitle.${asking.to}`, { id: asking.id }) : ''}
        confirmLabel={asking ? t(`ops.compliance.aml.move.${asking.to}`) : ''}
        busy={busy}
        onClose={() => setAsking(null)}
        onConfirm={(reason) => {
          const a = asking;
          setAsking(null);
          if (a) void moveAml(a.id, a.to, reason, t('ops.compliance.aml.moved', { id: a.id }));
        }}
      />
    </>
  );
}
