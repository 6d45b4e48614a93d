import './wallet.css';
import '../../i18n/wallet';
import { TIME_ZONE } from '@casino/contracts/constants';
import { formatMoney } from '@casino/contracts/money';
import type { CallAnswer } from '@casino/contracts/registry';
import { useCallback, useEffect, useRef, useState } from 'react';
import { call } from '../../api/call';
import { EmptyState, ErrorState, Skeleton } from '../../components/states';
import { t } from '../../i18n';
import {
  hasFilters,
  NO_FILTERS,
  RECORD_KINDS,
  type RecordFilters,
  recordQuery,
  STATUSES,
  withKind,
} from './record-filters';

type Record_ = CallAnswer<'walletRecordList'>['list'][number];
const PAGE_SIZE = 20;
const when = new Intl.DateTimeFormat('en-PH', {
  timeZone: TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** /wallets/record: deposits and withdrawals by kind, status and Manila days; "load more" paging. */
export function RecordPage() {
  const [filters, setFilters] = useState<RecordFilters>(NO_FILTERS);
  const [list, setList] = useState<Record_[] | null>(null);
  const [page, setPage] = useState({ num: 0, pages: 0 });
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const query = recordQuery(filters);

  // answers to an older filter or page are dropped: only the latest request may fill the list
  const latest = useRef(0);
  const fetchPage = useCallback(
    async (num: number, reset: boolean) => {
      const q = recordQuery(filters);
      if (!q.ok) return;
      const seq = ++latest.current;
      setBusy(true);
      setFailed(false);
      const res = await call('walletRecordList', { ...q.body, pageNum: num, pageSize: PAGE_SIZE });
      if (seq !== latest.current) return;
      setBusy(false);
      if (!res.ok) return setFailed(true);
      setList((old) => (reset ? res.data.list : [...(old ?? []), ...res.data.list]));
      setPage({ num: res.data.pageNum, pages: res.data.pages });
    },
    [filters],
  );
  useEffect(() => {
    setList(null);
    void fetchPage(1, true);
  }, [fetchPage]);

  const set = (next: Partial<RecordFilters>) => setFilters((f) => ({ ...f, ...next }));

  return (
    <div className="wallet-page">
      <div role="tablist" className="wallet-tabs">
        {RECORD_KINDS.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={k === filters.kind}
            onClick={() => setFilters((f) => withKind(f, k))}
          >
            {k === 'all' ? t('wallet.filterAll') : t(`wallet.${k}`)}
          </button>
        ))}
      </div>
      <div className="wallet-filters">
        <label className="field">
          <span>{t('wallet.statusFilter')}</span>
          <select
            value={filters.status}
            onChange={(e) => set({ status: e.target.value as RecordFilters['status'] })}
          >
            <option value="">{t('wallet.anyStatus')}</option>
            {STATUSES[filters.kind].map((s) => (
              <option key={s} value={s}>
                {t(`wallet.status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('wallet.dateFrom')}</span>
          <input type="date" value={filters.from} onChange={(e) => set({ from: e.target.value })} />
        </label>
        <label className="field">
          <span>{t('wallet.dateTo')}</span>
          <input type="date" value={filters.to} onChange={(e) => set({ to: e.target.value })} />
        </label>
        {hasFilters(filters) && (
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => setFilters(withKind(NO_FILTERS, filters.kind))}
          >
            {t('wallet.clearFilters')}
          </button>
        )}
      </div>
      {!query.ok ? (
        <p className="field-error" role="alert">
          {t(query.key)}
        </p>
      ) : failed && !list ? (
        <ErrorState onRetry={() => fetchPage(1, true)} />
      ) : !list ? (
        <Skeleton lines={6} />
      ) : list.length === 0 ? (
        <EmptyState message={t(hasFilters(filters) ? 'wallet.noRecordsFiltered' : 'wallet.noRecords')} />
      ) : (
        <>
          <ul className="wallet-list" aria-label={t('wallet.records')}>
            {list.map((r) => (
              <li key={r.orderId}>
                <span>
                  {t(`wallet.${r.kind}`)} · {r.channelName}
                </span>
                <strong>{formatMoney(r.amount)}</strong>
                <small>{when.format(new Date(r.createTime))}</small>
                <span className={`wallet-status wallet-status-${r.status}`}>
                  {t(`wallet.status.${r.status}`)}
                </span>
              </li>
            ))}
          </ul>
          {failed && <ErrorState onRetry={() => fetchPage(page.num + 1, false)} />}
          {page.num < page.pages && (
            <button
              type="button"
              className="btn btn-outline"
              disabled={busy}
              onClick={() => fetchPage(page.num + 1, false)}
            >
              {t('wallet.loadMore')}
            </button>
          )}
        </>
      )}
    </div>
  );
}
