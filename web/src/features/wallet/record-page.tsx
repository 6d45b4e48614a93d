import './wallet.css';
import '../../i18n/wallet';
import { TIME_ZONE } from '@casino/contracts/constants';
import { formatMoney } from '@casino/contracts/money';
import type { CallAnswer } from '@casino/contracts/registry';
import { useCallback, useEffect, useRef, useState } from 'react';
import { call } from '../../api/call';
import { EmptyState, ErrorState, Skeleton } from '../../components/states';
import { t } from '../../i18n';
import type { Order } from './deposit-logic';
import { PendingDepositActions } from './pending-deposit';
import { openRecord } from './record-detail';
import { RecordDetailSheet } from './record-detail-sheet';
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
const STATUS_PILL: Record<string, string> = {
  pending: 'pill-warn',
  paid: 'pill-success',
  approved: 'pill-success',
  failed: 'pill-danger',
  rejected: 'pill-danger',
};
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

  const setStatus = (orderId: string, status: Record_['status']) =>
    setList((old) => old?.map((r) => (r.orderId === orderId ? { ...r, status } : r)) ?? old);
  const replace = (next: Order) => setStatus(next.orderId, next.status);

  return (
    <div className="wallet-page">
      <div role="tablist" className="tabs wallet-tabs">
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
        <div className="field">
          <label htmlFor="record-status">{t('wallet.statusFilter')}</label>
          <select
            id="record-status"
            className="input select"
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
        </div>
        <div className="field">
          <label htmlFor="record-from">{t('wallet.dateFrom')}</label>
          <input
            id="record-from"
            className="input"
            type="date"
            value={filters.from}
            onChange={(e) => set({ from: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="record-to">{t('wallet.dateTo')}</label>
          <input
            id="record-to"
            className="input"
            type="date"
            value={filters.to}
            onChange={(e) => set({ to: e.target.value })}
          />
        </div>
        {hasFilters(filters) && (
          <button
            type="button"
            className="btn btn-ghost btn-small wallet-clear"
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
          <ul className="list wallet-list" aria-label={t('wallet.records')}>
            {list.map((r) => (
              <li key={r.orderId} className="list-row record-row">
                <button
                  type="button"
                  className="record-open"
                  aria-haspopup="dialog"
                  onClick={() => void openRecord(r, setStatus)}
                >
                  <span className="list-title">
                    {t(`wallet.${r.kind}`)} · {r.channelName}
                  </span>
                  <strong className={r.kind === 'deposit' ? 'wallet-in' : 'wallet-out'}>
                    {formatMoney(r.amount)}
                  </strong>
                  <small className="list-sub">
                    {when.format(new Date(r.createTime))} · {r.orderId}
                  </small>
                  <span className={`pill ${STATUS_PILL[r.status] ?? ''}`}>
                    {t(`wallet.status.${r.status}`)}
                  </span>
                </button>
                {r.kind === 'deposit' && r.status === 'pending' && (
                  <PendingDepositActions orderId={r.orderId} onChange={replace} />
                )}
              </li>
            ))}
          </ul>
          <RecordDetailSheet />
          {failed && <ErrorState onRetry={() => fetchPage(page.num + 1, false)} />}
          {page.num < page.pages && (
            <button
              type="button"
              className="btn btn-block"
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
