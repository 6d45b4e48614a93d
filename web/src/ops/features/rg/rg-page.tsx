import { useEffect } from 'react';
import { Link } from 'react-router';
import type { RgRow } from '../../api/ops-calls';
import { type Column, DataTable } from '../../components/data-table';
import { when } from '../../components/format';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { RG_KINDS, rgTable } from './rg-store';

const columns: Column<RgRow & { id: number }>[] = [
  {
    key: 'player',
    label: t('ops.rg.col.player'),
    render: (r) => (
      <Link to={`/players/${r.userId}`}>
        {r.userId} <span className="ops-muted">{r.account}</span>
      </Link>
    ),
  },
  { key: 'nickname', label: t('ops.rg.col.nickname'), render: (r) => r.nickname || '—' },
  {
    key: 'limits',
    label: t('ops.rg.col.limits'),
    render: (r) =>
      r.limits.length === 0
        ? '—'
        : r.limits.map((l) => `${l.kind}/${l.period}${l.amount === null ? '' : ` ${l.amount}`}`).join(' · '),
  },
  {
    key: 'restriction',
    label: t('ops.rg.col.restriction'),
    render: (r) =>
      r.restriction ? (
        <span className={r.restriction.revoked ? 'ops-muted' : 'ops-warn'}>
          {t('ops.rg.until', { kind: r.restriction.kind, until: when(r.restriction.until) })}
        </span>
      ) : (
        '—'
      ),
  },
  {
    key: 'blocks',
    label: t('ops.rg.col.blocks'),
    render: (r) =>
      r.blocks.length === 0 ? (
        '—'
      ) : (
        <span className="ops-flags">
          {r.blocks.map((b) => (
            <span key={b.kind} className="ops-flag" title={b.reason}>
              {t(`ops.players.blocks.${b.kind}`)} · {b.reason}
            </span>
          ))}
        </span>
      ),
  },
];

export function RgPage() {
  const state = useStore(rgTable.$state);
  useEffect(() => {
    void rgTable.reload();
  }, []);
  const kind = state.query.filters.kind ?? 'all';
  return (
    <section className="ops-page">
      <header className="ops-page-head">
        <h1>{t('ops.nav.rg')}</h1>
        <div className="ops-seg" role="radiogroup" aria-label={t('ops.rg.kind')}>
          {RG_KINDS.map((k) => (
            <label key={k}>
              <input
                type="radio"
                name="rg-kind"
                checked={kind === k}
                onChange={() => void rgTable.setFilters({ kind: k })}
              />{' '}
              {t(`ops.rg.kinds.${k}`)}
            </label>
          ))}
        </div>
      </header>
      <DataTable
        table={rgTable}
        columns={columns}
        caption={t('ops.nav.rg')}
        rowKey={(r) => r.userId}
        emptyMessage={t('ops.rg.empty')}
      />
    </section>
  );
}
