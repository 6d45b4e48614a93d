import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { type Column, DataTable } from '../../components/data-table';
import { when } from '../../components/format';
import { ReasonDialog } from '../../components/reason-dialog';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import {
  $complianceBusy,
  decideHit,
  SCREENING_FILTERS,
  type ScreeningRow,
  screeningTable,
} from './compliance-store';
import { StatusFilter } from './status-filter';

/** The player's facts above the list entry's: what compliance compares. */
function Evidence({ r }: { r: ScreeningRow }) {
  const same = (a: string, b: string) => (a !== '' && a === b ? 'ops-warn' : undefined);
  return (
    <dl className="ops-evidence">
      <dt>{t('ops.compliance.hits.player')}</dt>
      <dd>
        {r.player.name || '—'} ·{' '}
        <span className={same(r.player.birthday, r.entry.birthday)}>{r.player.birthday || '—'}</span> ·{' '}
        <span className={same(r.player.idNumber, r.entry.idNumber)}>{r.player.idNumber || '—'}</span>
      </dd>
      <dt>{t('ops.compliance.hits.entry')}</dt>
      <dd>
        {r.entry.name} · {r.entry.birthday} · {r.entry.idNumber || '—'}
      </dd>
    </dl>
  );
}

export function ScreeningTab() {
  const state = useStore(screeningTable.$state);
  const busy = useStore($complianceBusy);
  const [asking, setAsking] = useState<{ id: number; decision: 'confirm' | 'falsePositive' } | null>(null);
  useEffect(() => {
    void screeningTable.reload();
  }, []);
  const status = state.query.filters.status ?? 'open';
  const columns: Column<ScreeningRow>[] = [
    { key: 'createdAt', label: t('ops.compliance.hits.col.found'), render: (r) => when(r.createdAt) },
    {
      key: 'player',
      label: t('ops.compliance.col.player'),
      render: (r) => (
        <Link to={`/players/${r.userId}`}>
          {r.userId} <span className="ops-muted">{r.account}</span>
        </Link>
      ),
    },
    {
      key: 'trigger',
      label: t('ops.compliance.hits.col.trigger'),
      render: (r) => t(`ops.compliance.triggers.${r.trigger}`),
    },
    {
      key: 'matchedOn',
      label: t('ops.compliance.hits.col.matchedOn'),
      render: (r) => <span className="ops-flag">{t(`ops.compliance.matchedOn.${r.matchedOn}`)}</span>,
    },
    { key: 'evidence', label: t('ops.compliance.hits.col.evidence'), render: (r) => <Evidence r={r} /> },
    {
      key: 'kind',
      label: t('ops.compliance.hits.col.kind'),
      render: (r) => (
        <>
          {t(`ops.compliance.kinds.${r.entry.kind}`)}
          <div className="ops-muted">{r.entry.source}</div>
        </>
      ),
    },
    {
      key: 'decision',
      label: t('ops.compliance.col.decision'),
      render: (r) =>
        r.status === 'open' ? (
          <span className="ops-actions">
            <button
              type="button"
              className="ops-btn ops-danger"
              disabled={busy}
              onClick={() => setAsking({ id: r.id, decision: 'confirm' })}
            >
              {t('ops.compliance.hits.confirm')}
            </button>
            <button
              type="button"
              className="ops-btn"
              disabled={busy}
              onClick={() => setAsking({ id: r.id, decision: 'falsePositive' })}
            >
              {t('ops.compliance.hits.falsePositive')}
            </button>
          </span>
        ) : (
          <>
            {t(`ops.compliance.hits.status.${r.status}`)}
            <div className="ops-muted">
              {r.decidedBy} · {r.decidedAt ? when(r.decidedAt) : ''} · {r.reason}
            </div>
          </>
        ),
    },
  ];
  return (
    <>
      <StatusFilter
        name="screening-status"
        label={t('ops.compliance.statusLabel')}
        values={SCREENING_FILTERS}
        value={status}
        text={(s) => t(`ops.compliance.hits.status.${s}`)}
        onChange={(s) => void screeningTable.setFilters({ status: s })}
      />
      <p className="ops-muted">{t('ops.compliance.hits.lead')}</p>
      <DataTable
        table={screeningTable}
        columns={columns}
        caption={t('ops.compliance.tabs.hits')}
        rowKey={(r) => r.id}
        emptyMessage={t(`ops.compliance.hits.empty.${status}`)}
      />
      <ReasonDialog
        open={asking !== null}
        title={
          asking?.decision === 'confirm'
            ? t('ops.compliance.hits.confirmTitle')
            : t('ops.compliance.hits.clearTitle')
        }
        confirmLabel={
          asking?.decision === 'confirm'
            ? t('ops.compliance.hits.confirm')
            : t('ops.compliance.hits.falsePositive')
        }
        danger={asking?.decision === 'confirm'}
        busy={busy}
        onClose={() => setAsking(null)}
        onConfirm={(reason) => {
          const a = asking;
          setAsking(null);
          if (a)
            void decideHit(
              a.id,
              a.decision,
              reason,
              t(`ops.compliance.hits.done.${a.decision}`, { id: a.id }),
            );
        }}
      />
    </>
  );
}
