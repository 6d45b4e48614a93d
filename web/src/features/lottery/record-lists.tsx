import './lottery.css';
import '../../i18n/lottery';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { LoadMore } from '../../components/paged-list-view';
import { RewardItems } from '../../components/reward-items';
import { EmptyState, ErrorState, Skeleton } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { formatDateTime } from '../../lib/date-time';
import type { PagedList } from '../../stores/paged-list';
import { LotteryHeader, priceText } from './lottery-parts';
import { orders, prizes } from './lottery-store';

const ORDER_PILL = {
  pending: 'pill',
  won: 'pill pill-gold',
  lost: 'pill',
  refunded: 'pill pill-warn',
} as const;

/** A paged list with its states and "show more". */
function Paged<T extends { id: number | string }>(props: {
  list: PagedList<T>;
  empty: string;
  more: string;
  row: (item: T) => React.ReactNode;
}) {
  const s = useStore(props.list.$state);
  useEffect(() => {
    void props.list.load();
  }, [props.list]);
  if (s.status === 'loading' || s.status === 'idle') return <Skeleton lines={6} />;
  if (s.status === 'error') return <ErrorState onRetry={() => void props.list.load()} />;
  if (s.list.length === 0) return <EmptyState message={props.empty} />;
  return (
    <>
      <ul className="list">{s.list.map(props.row)}</ul>
      <LoadMore
        state={s}
        onMore={() => void props.list.loadMore()}
        label={props.more}
        failed={t('lottery.loadMoreFailed')}
      />
    </>
  );
}

/** /activity/lottery/order: the player's orders and how each fared. */
export function LotteryOrdersPage() {
  return (
    <section className="page lottery-page">
      <LotteryHeader title={t('route.lotteryOrder')} current="/activity/lottery/order" />
      <Paged
        list={orders}
        empty={t('lottery.orders.empty')}
        more={t('lottery.orders.loadMore')}
        row={(o) => (
          <li key={o.id} className="list-row">
            <span>
              <span className="list-title">
                {t('lottery.orders.line', { drawId: o.drawId, quantity: o.quantity, product: o.productName })}
              </span>
              <span className="list-sub">
                {t('lottery.orders.tickets', { first: o.firstTicket, last: o.lastTicket })}
              </span>
              <span className="list-sub">
                {priceText(o.paid)} · {formatDateTime(o.createTime)}
              </span>
            </span>
            <span className="lottery-order-state">
              <span className={ORDER_PILL[o.status]}>{t(`lottery.orders.state.${o.status}`)}</span>
              {o.status !== 'pending' && o.status !== 'refunded' && (
                <Link className="small" to={`/activity/lottery/history?id=${o.drawId}`}>
                  {t('lottery.nav.history')}
                </Link>
              )}
            </span>
          </li>
        )}
      />
    </section>
  );
}

/** /activity/lottery/record: prizes the player won. */
export function LotteryRecordPage() {
  return (
    <section className="page lottery-page">
      <LotteryHeader title={t('route.lotteryRecord')} current="/activity/lottery/record" />
      <Paged
        list={prizes}
        empty={t('lottery.record.empty')}
        more={t('lottery.record.loadMore')}
        row={(p) => (
          <li key={p.id} className="list-row">
            <span>
              <span className="list-title">{p.prizeName}</span>
              <span className="list-sub">{t('lottery.record.line', { drawId: p.drawId, no: p.no })}</span>
              <span className="list-sub">{formatDateTime(p.createTime)}</span>
            </span>
            <RewardItems items={p.items} />
          </li>
        )}
      />
    </section>
  );
}
