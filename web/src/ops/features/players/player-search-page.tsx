import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { PlayerRow } from '../../api/ops-calls';
import { type Column, DataTable } from '../../components/data-table';
import { when } from '../../components/format';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { playerTable } from './player-search-store';

const columns: Column<PlayerRow>[] = [
  {
    key: 'userId',
    label: t('ops.players.col.id'),
    sort: 'userId',
    numeric: true,
    render: (r) => <Link to={`/players/${r.userId}`}>{r.userId}</Link>,
  },
  { key: 'account', label: t('ops.players.col.account'), render: (r) => r.account },
  { key: 'name', label: t('ops.players.col.name'), render: (r) => r.name ?? '—' },
  { key: 'mobile', label: t('ops.players.col.mobile'), render: (r) => r.mobile ?? '—' },
  { key: 'kyc', label: t('ops.players.col.kyc'), render: (r) => r.kycState ?? '—' },
  { key: 'vip', label: t('ops.players.col.vip'), numeric: true, render: (r) => r.vipLevel ?? '—' },
  {
    key: 'createdAt',
    label: t('ops.players.col.registered'),
    sort: 'createdAt',
    render: (r) => when(r.createdAt),
  },
];

export function PlayerSearchPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const state = useStore(playerTable.$state);
  const navigate = useNavigate();
  useEffect(() => {
    void playerTable.setFilters({ q });
  }, [q]);
  return (
    <section className="ops-page">
      <header className="ops-page-head">
        <h1>{t('ops.nav.players')}</h1>
        <form
          className="ops-search"
          onSubmit={(e) => {
            e.preventDefault();
            setParams(text.trim() ? { q: text.trim() } : {});
          }}
        >
          <input
            type="search"
            aria-label={t('ops.players.searchLabel')}
            placeholder={t('ops.players.searchHint')}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" className="ops-btn ops-primary">
            {t('ops.players.search')}
          </button>
        </form>
      </header>
      {!q ? (
        <p className="ops-empty">{t('ops.players.prompt')}</p>
      ) : (
        <DataTable
          table={playerTable}
          columns={columns}
          caption={t('ops.nav.players')}
          rowKey={(r) => r.userId}
          onOpen={(r) => navigate(`/players/${r.userId}`)}
          emptyMessage={state.status === 'ready' ? t('ops.players.none', { q }) : undefined}
        />
      )}
    </section>
  );
}
