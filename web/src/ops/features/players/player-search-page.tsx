import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { PlayerRow } from '../../api/ops-calls';
import { type Column, DataTable } from '../../components/data-table';
import { money, when } from '../../components/format';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { playerTable } from './player-search-store';

const KYC = ['none', 'pending', 'approved', 'rejected'] as const;

const columns: Column<PlayerRow>[] = [
  {
    key: 'id',
    label: t('ops.players.col.id'),
    numeric: true,
    render: (r) => <Link to={`/players/${r.id}`}>{r.id}</Link>,
  },
  { key: 'account', label: t('ops.players.col.account'), render: (r) => r.account },
  { key: 'name', label: t('ops.players.col.name'), render: (r) => r.realName || r.nickname || '—' },
  { key: 'mobile', label: t('ops.players.col.mobile'), render: (r) => r.mobile || '—' },
  {
    key: 'kyc',
    label: t('ops.players.col.kyc'),
    render: (r) => t(`ops.withdrawals.kycStatus.${KYC[r.kycStatus] ?? 'none'}`),
  },
  { key: 'vip', label: t('ops.players.col.vip'), numeric: true, render: (r) => r.vip },
  { key: 'balance', label: t('ops.players.col.balance'), numeric: true, render: (r) => money(r.balance) },
  { key: 'registeredAt', label: t('ops.players.col.registered'), render: (r) => when(r.registeredAt) },
  {
    key: 'matched',
    label: t('ops.players.col.matched'),
    render: (r) => t(`ops.players.matched.${r.matched}`),
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
          rowKey={(r) => r.id}
          onOpen={(r) => navigate(`/players/${r.id}`)}
          emptyMessage={state.status === 'ready' ? t('ops.players.none', { q }) : undefined}
        />
      )}
    </section>
  );
}
