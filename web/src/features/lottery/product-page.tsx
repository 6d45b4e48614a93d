import './lottery.css';
import '../../i18n/lottery';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState, Skeleton } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { DrawCard } from './draw-card';
import { LotteryHeader } from './lottery-parts';
import { $lottery, loadLottery, resetBuy } from './lottery-store';
import { ProductCard } from './product-card';

/** /activity/lottery/product?id=: one product with the draw it enters, and Buy. */
export function LotteryProductPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const state = useStore($lottery);
  useEffect(() => {
    resetBuy();
    void loadLottery();
  }, []);
  const info = state.data;
  const product = info?.products.find((p) => p.id === id);
  const open = info?.draw?.status === 'open' && info.draw.salesCloseAt > Date.now();
  return (
    <section className="page lottery-page">
      <LotteryHeader title={product?.name ?? t('route.lotteryProduct')} />
      {(state.status === 'loading' || state.status === 'idle') && <Skeleton lines={6} />}
      {state.status === 'error' && !info && <ErrorState onRetry={() => void loadLottery()} />}
      {info && !product && <EmptyState message={t('lottery.productMissing')} />}
      {info && product && (
        <>
          <ul className="lottery-products lottery-products-one">
            <ProductCard product={product} open={open} />
          </ul>
          {info.draw && <DrawCard draw={info.draw} myEntries={info.myEntries} />}
        </>
      )}
    </section>
  );
}
