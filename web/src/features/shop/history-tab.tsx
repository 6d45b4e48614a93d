import { useEffect, useState } from 'react';
import { LoadMore } from '../../components/paged-list-view';
import { EmptyState, ErrorState, Skeleton } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { formatDateTime } from '../../lib/date-time';
import type { PagedList, PagedListState } from '../../stores/paged-list';
import { diamondHistory, type Order, orders, type PropLogRow, pointsHistory } from './shop-store';

type Which = 'diamonds' | 'points' | 'orders';
const WHICH: readonly Which[] = ['diamonds', 'points', 'orders'];
const LABEL: Record<Which, string> = {
  diamonds: 'shop.historyDiamonds',
  points: 'shop.historyPoints',
  orders: 'shop.historyOrders',
};

function Paged<T extends { id: number | string }>({
  list,
  state,
  empty,
  row,
}: {
  list: PagedList<T>;
  state: PagedListState<T>;
  empty: string;
  row: (item: T) => React.ReactNode;
}) {
  if (state.status === 'loading' || state.status === 'idle') return <Skeleton lines={5} />;
  if (state.status === 'error') return <ErrorState onRetry={() => void list.load()} />;
  if (state.list.length === 0) return <EmptyState message={empty} />;
  return (
    <>
      <ul className="list">{state.list.map(row)}</ul>
      <LoadMore
        state={state}
        onMore={() => void list.loadMore()}
        label={t('shop.loadMore')}
        failed={t('shop.loadMoreFailed')}
      />
    </>
  );
}

const propRow = (r: PropLogRow) => (
  <li key={r.id} className="list-row">
    <span className="list-title">{r.reason}</span>
    <time className="list-sub" dateTime={new Date(r.createTime).toISOString()}>
      {formatDateTime(r.createTime)}
    </time>
    <span className={`list-actions shop-delta ${r.amount < 0 ? 'shop-delta-out' : 'shop-delta-in'}`}>
      {r.amount > 0 ? `+${r.amount}` : r.amount}
      <small className="muted"> → {r.balanceAfter}</small>
    </span>
  </li>
);

const orderRow = (o: Order & { id: string }) => (
  <li key={o.id} className="list-row">
    <span className="list-title">{t('shop.orderLine', { count: o.count, name: o.goodsName })}</span>
    <span className="list-sub">
      {o.orderId} · {formatDateTime(o.createTime)}
    </span>
    <span className={`list-actions shop-status shop-status-${o.status}`}>
      {t(`shop.orderStatus_${o.status}`)}
    </span>
  </li>
);

/** The History tab: diamond and point changes, and goods orders with their delivery status. */
export function HistoryTab() {
  const [which, setWhich] = useState<Which>('diamonds');
  const diamonds = useStore(diamondHistory.$state);
  const points = useStore(pointsHistory.$state);
  const orderState = useStore(orders.$state);
  useEffect(() => {
    if (which === 'diamonds') void diamondHistory.load();
    if (which === 'points') void pointsHistory.load();
    if (which === 'orders') void orders.load();
  }, [which]);
  return (
    <div className="history-tab">
      <div role="tablist" className="tabs">
        {WHICH.map((w) => (
          <button key={w} type="button" role="tab" aria-selected={w === which} onClick={() => setWhich(w)}>
            {t(LABEL[w])}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {which === 'diamonds' && (
          <Paged list={diamondHistory} state={diamonds} empty={t('shop.historyEmpty')} row={propRow} />
        )}
        {which === 'points' && (
          <Paged list={pointsHistory} state={points} empty={t('shop.historyEmpty')} row={propRow} />
        )}
        {which === 'orders' && (
          <Paged list={orders} state={orderState} empty={t('shop.ordersEmpty')} row={orderRow} />
        )}
      </div>
    </div>
  );
}
