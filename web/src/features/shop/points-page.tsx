import './shop.css';
import '../../i18n/shop';
import '../../i18n/popups';
import { formatMoney } from '@casino/contracts/money';
import { useEffect, useState } from 'react';
import { LoginToClaim } from '../../components/login-to-claim';
import { EmptyState, ErrorState, Skeleton } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { HistoryTab } from './history-tab';
import { ScratchTab } from './scratch-tab';
import { $shop, loadPointsPage, loadShop, type ShopData } from './shop-store';
import { GoodsWindow, ShopTab } from './shop-tab';

type Tab = 'shop' | 'scratch' | 'history';
const TABS: readonly Tab[] = ['shop', 'scratch', 'history'];
const TAB_LABEL: Record<Tab, string> = {
  shop: 'shop.tabShop',
  scratch: 'shop.tabScratch',
  history: 'shop.tabHistory',
};

function Balances({ shop }: { shop: ShopData }) {
  return (
    <section className="card card-gold shop-balances" aria-label={t('shop.balances')}>
      <div>
        <img src="/img/reward/diamond.svg" width="32" height="32" alt="" />
        <span className="small">{t('shop.diamonds')}</span>
        <strong data-testid="diamond-balance">{shop.diamond}</strong>
      </div>
      <div>
        <img src="/img/reward/points.svg" width="32" height="32" alt="" />
        <span className="small">{t('shop.points')}</span>
        <strong data-testid="points-balance">{shop.points}</strong>
      </div>
      <div>
        <img src="/img/reward/scratchCard.svg" width="32" height="32" alt="" />
        <span className="small">{t('shop.cards')}</span>
        <strong data-testid="card-balance">{shop.cards}</strong>
      </div>
    </section>
  );
}

/** A visitor's window on the shop: how points come, what they buy, and the way to an account. */
function VisitorShop({ shop }: { shop: ShopData }) {
  return (
    <>
      <p className="small muted">{t('shop.pointsRule', { turnover: formatMoney(shop.turnoverPerPoint) })}</p>
      <LoginToClaim className="btn btn-gold btn-block" />
      <h2 className="shop-heading">{t('shop.goodsTitle')}</h2>
      {shop.goods.length === 0 ? (
        <EmptyState message={t('shop.goodsEmpty')} />
      ) : (
        <ul className="shop-goods-grid">
          {shop.goods.map((g) => (
            <GoodsWindow key={g.id} goods={g} />
          ))}
        </ul>
      )}
    </>
  );
}

/** /points: diamonds and points, the shop, scratch cards and the histories. */
export function PointsPage() {
  const shop = useStore($shop);
  const [tab, setTab] = useState<Tab>('shop');
  useEffect(() => {
    void loadPointsPage();
  }, []);
  return (
    <section className="page points-page">
      {shop.status === 'error' && <ErrorState onRetry={() => void loadShop()} />}
      {!shop.data && shop.status !== 'error' && <Skeleton lines={6} />}
      {shop.data && shop.visitor && <VisitorShop shop={shop.data} />}
      {shop.data && !shop.visitor && (
        <>
          <Balances shop={shop.data} />
          <p className="small muted">
            {t('shop.pointsRule', { turnover: formatMoney(shop.data.turnoverPerPoint) })}
          </p>
          <div role="tablist" className="tabs" aria-label={t('shop.tabsLabel')}>
            {TABS.map((k) => (
              <button
                key={k}
                type="button"
                role="tab"
                id={`points-tab-${k}`}
                aria-selected={k === tab}
                aria-controls={`points-panel-${k}`}
                onClick={() => setTab(k)}
              >
                {t(TAB_LABEL[k])}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`points-panel-${tab}`} aria-labelledby={`points-tab-${tab}`}>
            {tab === 'shop' && <ShopTab shop={shop.data} />}
            {tab === 'scratch' && <ScratchTab />}
            {tab === 'history' && <HistoryTab />}
          </div>
        </>
      )}
    </section>
  );
}
