import { useState } from 'react';
import { Link } from 'react-router';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { $loggedIn } from '../../stores/session';
import { priceText } from './lottery-parts';
import { $buy, buy, type Product } from './lottery-store';

const MAX_QUANTITY = 100;

function buyError(e: NonNullable<ReturnType<typeof $buy.get>['error']>): string {
  if (e.code === 5004)
    return e.held === undefined ? t('lottery.errors.5004plain') : t('lottery.errors.5004', { held: e.held });
  if (e.code === 5005) return t('lottery.errors.5005', { limit: e.limit ?? '' });
  if ([404, 409, 3001, 5003].includes(e.code)) return t(`lottery.errors.${e.code}`);
  return t('lottery.errors.generic', { code: e.code });
}

/** One product: its price and entries, a quantity, the total and the terms, then Buy. */
export function ProductCard({
  product,
  open,
  detailLink,
}: {
  product: Product;
  open: boolean;
  detailLink?: boolean;
}) {
  const [quantity, setQuantity] = useState(1);
  const state = useStore($buy);
  const loggedIn = useStore($loggedIn);
  const mine = state.productId === product.id;
  const entries = product.entries * quantity;
  const total = { propId: product.price.propId, count: product.price.count * quantity };
  const done = mine ? state.done : null;
  return (
    <li className="card lottery-product">
      <div className="lottery-product-head">
        <img src={product.img} width="48" height="48" alt="" />
        <div>
          <h3 className="lottery-product-name">{product.name}</h3>
          <p className="small muted">
            {t('lottery.priceLine', {
              price: priceText(product.price),
              entries: t('lottery.entries', { count: product.entries }),
            })}
          </p>
        </div>
      </div>
      {product.description && <p className="small">{product.description}</p>}
      <fieldset className="lottery-qty">
        <legend className="lottery-legend">{t('lottery.quantity')}</legend>
        <button
          type="button"
          className="btn btn-small"
          aria-label={t('lottery.fewer')}
          disabled={quantity <= 1}
          onClick={() => setQuantity((q) => Math.max(1, q - 1))}
        >
          −
        </button>
        <output aria-live="polite">{quantity}</output>
        <button
          type="button"
          className="btn btn-small"
          aria-label={t('lottery.more')}
          disabled={quantity >= MAX_QUANTITY}
          onClick={() => setQuantity((q) => Math.min(MAX_QUANTITY, q + 1))}
        >
          +
        </button>
        <span className="lottery-total">
          {t('lottery.total', { price: priceText(total), entries: t('lottery.entries', { count: entries }) })}
        </span>
      </fieldset>
      <p className="small muted">{t('lottery.terms')}</p>
      {mine && state.error && (
        <p className="form-alert" role="alert">
          {buyError(state.error)}
        </p>
      )}
      {done && (
        <p className="lottery-success" role="status">
          {done.firstTicket === done.lastTicket
            ? t('lottery.boughtOne', { drawId: done.drawId, first: done.firstTicket })
            : t('lottery.bought', {
                drawId: done.drawId,
                first: done.firstTicket,
                last: done.lastTicket,
                entries: t('lottery.entries', { count: done.lastTicket - done.firstTicket + 1 }),
              })}
        </p>
      )}
      <div className="lottery-product-actions">
        {detailLink && (
          <Link className="btn btn-ghost" to={`/activity/lottery/product?id=${product.id}`}>
            {t('lottery.details')}
          </Link>
        )}
        {loggedIn ? (
          <button
            type="button"
            className="btn btn-primary"
            disabled={!open || state.busy}
            onClick={() => void buy(product.id, quantity)}
          >
            {state.busy && mine ? t('lottery.buying') : t('lottery.buy')}
          </button>
        ) : (
          <Link
            className="btn btn-primary"
            to={`/auth/login?redirect=${encodeURIComponent('/activity/lottery')}`}
          >
            {t('lottery.loginToBuy')}
          </Link>
        )}
      </div>
    </li>
  );
}
