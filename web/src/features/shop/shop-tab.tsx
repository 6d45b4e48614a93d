import { ERR } from '@casino/contracts/errors';
import { formatMoney } from '@casino/contracts/money';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { ShopErrorText } from './shop-error';
import {
  $goodsBusyId,
  cardExchange,
  coinExchange,
  exchangeCards,
  exchangeCoin,
  exchangeGoods,
  type Goods,
  goodsExchange,
  type ShopData,
} from './shop-store';

const PROFILE_INFO = '/member/profile/info';

function CoinExchange({ shop }: { shop: ShopData }) {
  const state = useStore(coinExchange.$state);
  const [diamond, setDiamond] = useState(Math.min(shop.diamond, 10) || 1);
  const coin = diamond * shop.coinPerDiamond;
  const valid = Number.isInteger(diamond) && diamond >= 1 && diamond <= shop.diamond;
  return (
    <div className="card card-raised shop-box">
      <h2 className="card-title">{t('shop.coinTitle')}</h2>
      <p className="small muted">{t('shop.coinRate', { coin: formatMoney(shop.coinPerDiamond) })}</p>
      <label className="field">
        <span>{t('shop.coinInput')}</span>
        <span className="field-row">
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={Math.max(1, shop.diamond)}
            value={Number.isFinite(diamond) ? diamond : ''}
            onChange={(e) => setDiamond(Math.floor(Number(e.target.value)))}
          />
          <button type="button" className="field-btn" onClick={() => setDiamond(Math.max(1, shop.diamond))}>
            {t('shop.coinAll')}
          </button>
        </span>
      </label>
      <p className="shop-get">{t('shop.coinYouGet', { coin: formatMoney(valid ? coin : 0) })}</p>
      <p className="small muted">
        {shop.coinTurnoverMultiple > 0
          ? t('shop.coinTurnover', {
              multiple: shop.coinTurnoverMultiple,
              turnover: formatMoney(coin * shop.coinTurnoverMultiple),
            })
          : t('shop.coinFree')}
      </p>
      <ShopErrorText error={state.error} />
      <button
        type="button"
        className="btn btn-primary btn-block"
        disabled={state.busy || !valid}
        onClick={() => void exchangeCoin(diamond)}
      >
        {state.busy ? t('shop.exchanging') : t('shop.exchange')}
      </button>
    </div>
  );
}

function CardExchange({ shop }: { shop: ShopData }) {
  const state = useStore(cardExchange.$state);
  const [count, setCount] = useState(1);
  const total = count * shop.cardPrice;
  return (
    <div className="card card-raised shop-box">
      <h2 className="card-title">{t('shop.cardsTitle')}</h2>
      <p className="small muted">{t('shop.cardPrice', { price: shop.cardPrice })}</p>
      <fieldset className="shop-stepper" aria-label={t('shop.cardCount')}>
        <button
          type="button"
          className="btn btn-outline btn-small"
          aria-label={t('shop.fewer')}
          disabled={count <= 1}
          onClick={() => setCount((c) => Math.max(1, c - 1))}
        >
          −
        </button>
        <output aria-live="polite">{count}</output>
        <button
          type="button"
          className="btn btn-outline btn-small"
          aria-label={t('shop.more')}
          disabled={count >= 100}
          onClick={() => setCount((c) => Math.min(100, c + 1))}
        >
          +
        </button>
      </fieldset>
      <p className="shop-get">{t('shop.cardsTotal', { price: total })}</p>
      <ShopErrorText error={state.error} />
      <button
        type="button"
        className="btn btn-primary btn-block"
        disabled={state.busy || total > shop.diamond}
        onClick={() => void exchangeCards(count)}
      >
        {state.busy ? t('shop.exchanging') : t('shop.buyCards')}
      </button>
    </div>
  );
}

function priceText(g: Goods): string {
  return g.currency === 'points'
    ? t('shop.price_points', { price: g.price })
    : t('shop.price_diamond', { price: g.price });
}

function kindText(g: Goods): string {
  if (g.kind === 'coin') return t('shop.kind_coin', { amount: formatMoney(g.count) });
  if (g.kind === 'scratchcard') return t('shop.kindCards', { count: g.count });
  return t('shop.kind_goods');
}

function GoodsFace({ goods }: { goods: Goods }) {
  return (
    <>
      <img src={goods.img} width="72" height="72" alt="" loading="lazy" />
      <strong className="shop-goods-name">{goods.name}</strong>
      <span className="small muted">{kindText(goods)}</span>
      <span className={`shop-price shop-price-${goods.currency}`}>
        <img
          src={`/img/reward/${goods.currency === 'points' ? 'points' : 'diamond'}.svg`}
          width="18"
          height="18"
          alt=""
        />
        {priceText(goods)}
      </span>
      <span className="small muted">
        {goods.stock === 0
          ? t('shop.soldOut')
          : goods.stock < 0
            ? t('shop.stockUnlimited')
            : t('shop.stockLeft', { count: goods.stock })}
      </span>
    </>
  );
}

/** A goods card as a visitor sees it: the same face, no exchange button. */
export function GoodsWindow({ goods }: { goods: Goods }) {
  return (
    <li className="shop-goods">
      <GoodsFace goods={goods} />
    </li>
  );
}

function GoodsCard({ goods, shop }: { goods: Goods; shop: ShopData }) {
  const state = useStore(goodsExchange.$state);
  const busyId = useStore($goodsBusyId);
  const mine = busyId === goods.id;
  const held = goods.currency === 'points' ? shop.points : shop.diamond;
  const soldOut = goods.stock === 0;
  const needsAddress = goods.kind === 'goods' && !shop.hasAddress;
  const error = mine ? state.error : null;
  return (
    <li className="shop-goods">
      <GoodsFace goods={goods} />
      {needsAddress && (
        <span className="small shop-address">
          {t('shop.needsAddress')} <Link to={PROFILE_INFO}>{t('shop.setAddress')}</Link>
        </span>
      )}
      <ShopErrorText error={error} />
      {error?.code === ERR.ADDRESS_REQUIRED && !needsAddress && (
        <Link className="small" to={PROFILE_INFO}>
          {t('shop.setAddress')}
        </Link>
      )}
      {mine && state.done?.kind === 'order' && (
        <p className="small shop-done" role="status">
          {t('shop.ordered', { orderId: state.done.orderId ?? '' })}
        </p>
      )}
      <button
        type="button"
        className="btn btn-gold btn-small btn-block"
        disabled={(mine && state.busy) || soldOut || held < goods.price || needsAddress}
        onClick={() => void exchangeGoods(goods)}
      >
        {mine && state.busy ? t('shop.exchanging') : t('shop.exchange')}
      </button>
    </li>
  );
}

/** The Shop tab: diamonds to coin, scratch cards, and the goods list. */
export function ShopTab({ shop }: { shop: ShopData }) {
  return (
    <div className="shop-tab">
      <div className="shop-boxes">
        <CoinExchange shop={shop} />
        <CardExchange shop={shop} />
      </div>
      <h2 className="shop-heading">{t('shop.goodsTitle')}</h2>
      {shop.goods.length === 0 ? (
        <EmptyState message={t('shop.goodsEmpty')} />
      ) : (
        <ul className="shop-goods-grid">
          {shop.goods.map((g) => (
            <GoodsCard key={g.id} goods={g} shop={shop} />
          ))}
        </ul>
      )}
    </div>
  );
}
