import './lottery.css';
import '../../i18n/lottery';
import { useEffect } from 'react';
import { Tagline } from '../../components/responsible-gaming';
import { EmptyState, ErrorState, Skeleton } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { DrawCard } from './draw-card';
import { LotteryHeader, ticketName } from './lottery-parts';
import { $lottery, loadLottery, resetBuy } from './lottery-store';
import { ProductCard } from './product-card';

/** /activity/lottery: this week's draw, the tickets the player holds and the products to enter with. */
export function LotteryPage() {
  const state = useStore($lottery);
  useEffect(() => {
    resetBuy();
    void loadLottery();
  }, []);
  const info = state.data;
  const open = info?.draw?.status === 'open' && info.draw.salesCloseAt > Date.now();
  return (
    <section className="page lottery-page">
      <LotteryHeader title={t('route.lottery')} />
      <p className="lottery-tagline">{t('lottery.tagline')}</p>
      {(state.status === 'loading' || state.status === 'idle') && <Skeleton lines={8} />}
      {state.status === 'error' && !info && <ErrorState onRetry={() => void loadLottery()} />}
      {info && (
        <>
          {info.draw ? (
            <DrawCard draw={info.draw} myEntries={info.myEntries} />
          ) : (
            <EmptyState message={t('lottery.noDraw')} />
          )}
          <section className="lottery-section" aria-labelledby="lottery-tickets">
            <h2 id="lottery-tickets" className="lottery-sub">
              {t('lottery.yourTickets')}
            </h2>
            <ul className="lottery-tickets">
              {info.tickets.map((tk) => (
                <li key={tk.propId} className={`lottery-ticket lottery-ticket-${tk.propId}`}>
                  <span>{ticketName(tk.propId)}</span>
                  <strong>{tk.count}</strong>
                </li>
              ))}
            </ul>
            <p className="small muted">{t('lottery.ticketsHint')}</p>
          </section>
          <section className="lottery-section" aria-labelledby="lottery-products">
            <h2 id="lottery-products" className="lottery-sub">
              {t('lottery.products')}
            </h2>
            <ul className="lottery-products">
              {info.products.map((p) => (
                <ProductCard key={p.id} product={p} open={open} detailLink />
              ))}
            </ul>
          </section>
        </>
      )}
      <Tagline />
    </section>
  );
}
