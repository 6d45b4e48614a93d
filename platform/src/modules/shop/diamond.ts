import { ERR } from '@casino/contracts/errors';
import type { CallAnswer } from '@casino/contracts/registry';
import { REWARD_ID } from '@casino/contracts/reward-ids';
import { sql } from 'drizzle-orm';
import { CallError } from '../../core/call-error';
import { type Paging, pageOf, pageOffset } from '../../core/paging';
import { queryRows, type Tx } from '../../db/client';
import { walletState } from '../../ledger/ledger';
import { grant, propBalance, type RewardItem, spend } from '../../rewards';
import type { ModuleContext } from '../module';
import { deliveryAddress } from '../profile';
import { readScratchCard } from '../scratch-cards';
import { type GoodsConfig, readDiamondShop, readPoints } from './config';

type ShopData = CallAnswer<'diamondShopData'>;
type OrderLog = CallAnswer<'diamondGoodsExchangeOrderLog'>;
type PropLog = CallAnswer<'diamondLog'>;

const CURRENCY_PROP = { diamond: REWARD_ID.diamond, points: REWARD_ID.points } as const;

/** An order number a player can read out to support: D + Manila-free UTC date + 10 random digits. */
function newOrderId(now = new Date()): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  const rand = String(Math.floor(Math.random() * 1e10)).padStart(10, '0');
  return `D${day}${rand}`;
}

interface OrderRow {
  order_id: string;
  goods_id: number;
  goods_name: string;
  count: number;
  price: string;
  currency: 'diamond' | 'points';
  status: 'pending' | 'shipped' | 'delivered' | 'cancelled';
  created_ms: string;
}

const orderColumns = sql`order_id, goods_id, goods_name, count, price::text, currency, status,
  floor(extract(epoch from created_at) * 1000)::text as created_ms`;

/**
 * Takes `units` of a limited goods' stock in one conditional statement (none when sold out); unlimited
 * goods (-1) take nothing.
 */
async function takeStock(tx: Tx, goods: GoodsConfig, units: number): Promise<void> {
  if (goods.stock < 0) return;
  const taken = await queryRows<{ sold: number }>(
    tx,
    sql`insert into shop_goods_sold (goods_id, sold) select ${goods.id}::int, ${units}::int
         where ${units}::int <= ${goods.stock}::int
        on conflict (goods_id) do update set sold = shop_goods_sold.sold + excluded.sold
         where shop_goods_sold.sold + excluded.sold <= ${goods.stock}::int
        returning sold`,
  );
  if (taken.length === 0) throw new CallError(ERR.OUT_OF_STOCK, `${goods.name} is sold out.`);
}

export function createDiamondService(deps: Pick<ModuleContext, 'db' | 'catalogue'>) {
  const { db } = deps;
  const settings = async () => (await deps.catalogue.snapshot()).docs.settings;

  const balances = async (d: typeof db | Tx, userId: number) => {
    const [diamond, points, cards] = await Promise.all([
      propBalance(d, userId, REWARD_ID.diamond),
      propBalance(d, userId, REWARD_ID.points),
      propBalance(d, userId, REWARD_ID.scratchCard),
    ]);
    return { diamond, points, cards };
  };

  async function sold(): Promise<Map<number, number>> {
    const rows = await queryRows<{ goods_id: number; sold: number }>(
      db,
      sql`select goods_id, sold from shop_goods_sold`,
    );
    return new Map(rows.map((r) => [r.goods_id, r.sold]));
  }

  /** Gives what a coin or scratch-card goods is, under the exchange's own ref. */
  async function giveGoods(
    tx: Tx,
    userId: number,
    goods: GoodsConfig,
    units: number,
    requestId: string,
    multiple: number,
  ) {
    const item: RewardItem =
      goods.kind === 'coin'
        ? { propId: REWARD_ID.coin, count: goods.count * units }
        : { propId: REWARD_ID.scratchCard, count: goods.count * units };
    await grant(tx, {
      userId,
      items: [item],
      ref: `shop-goods:${userId}:${requestId}`,
      source: 'shop',
      reason: `Shop: ${goods.name}`,
      ...(goods.kind === 'coin' && multiple > 0 ? { terms: { turnoverMultiple: multiple } } : {}),
    });
  }

  return {
    /** The shop with the player's balances; a visitor (null) gets the same window with none. */
    async shopData(userId: number | null): Promise<ShopData> {
      const s = await settings();
      const shop = readDiamondShop(s);
      const [held, soldNow, address] = await Promise.all([
        userId === null ? { diamond: 0, points: 0, cards: 0 } : balances(db, userId),
        sold(),
        userId === null ? null : deliveryAddress(db, userId),
      ]);
      return {
        diamond: held.diamond,
        points: held.points,
        cards: held.cards,
        cardPrice: readScratchCard(s).cardPrice,
        coinPerDiamond: shop.coinPerDiamond,
        coinTurnoverMultiple: shop.coinTurnoverMultiple,
        turnoverPerPoint: readPoints(s).turnoverPerPoint,
        hasAddress: address !== null,
        goods: shop.goods.map((g) => ({
          id: g.id,
          name: g.name,
          img: g.img,
          kind: g.kind,
          price: g.price,
          currency: g.currency,
          count: g.count,
          stock: g.stock < 0 ? -1 : Math.max(0, g.stock - (soldNow.get(g.id) ?? 0)),
        })),
      };
    },

    /** Diamonds → coin at the configured rate; the coin carries the configured turnover. */
    async exchangeCoin(
      userId: number,
      diamond: number,
      requestId: string,
    ): Promise<CallAnswer<'diamondExchangeCoin'>> {
      const shop = readDiamondShop(await settings());
      const amount = diamond * shop.coinPerDiamond;
      if (!Number.isSafeInteger(amount))
        throw new CallError(ERR.INVALID_REQUEST, 'Invalid request: diamond: too many');
      return db.transaction(async (tx) => {
        const spent = await spend(tx, {
          userId,
          items: [{ propId: REWARD_ID.diamond, count: diamond }],
          requestId,
          source: 'diamond-coin',
          reason: 'Diamonds exchanged for coin',
        });
        if (!spent.duplicate) {
          await grant(tx, {
            userId,
            items: [{ propId: REWARD_ID.coin, count: amount }],
            ref: `diamond-coin-credit:${userId}:${requestId}`,
            source: 'diamond-coin',
            reason: 'Coin from diamonds',
            ...(shop.coinTurnoverMultiple > 0
              ? { terms: { turnoverMultiple: shop.coinTurnoverMultiple } }
              : {}),
          });
        }
        const [held, wallet] = await Promise.all([
          propBalance(tx, userId, REWARD_ID.diamond),
          walletState(tx, userId),
        ]);
        return { diamond: held, amount, coin: wallet.balance };
      });
    },

    /** Diamonds → scratch cards at the card price. */
    async exchangeScratchcard(
      userId: number,
      count: number,
      requestId: string,
    ): Promise<CallAnswer<'diamondExchangeScratchcard'>> {
      const price = readScratchCard(await settings()).cardPrice;
      return db.transaction(async (tx) => {
        const spent = await spend(tx, {
          userId,
          items: [{ propId: REWARD_ID.diamond, count: price * count }],
          requestId,
          source: 'diamond-card',
          reason: 'Diamonds exchanged for scratch cards',
        });
        if (!spent.duplicate) {
          await grant(tx, {
            userId,
            items: [{ propId: REWARD_ID.scratchCard, count }],
            ref: `diamond-card-credit:${userId}:${requestId}`,
            source: 'diamond-card',
            reason: 'Scratch cards from diamonds',
          });
        }
        const held = await balances(tx, userId);
        return { diamond: held.diamond, cards: held.cards };
      });
    },

    /**
     * Any shop goods for its price in diamonds or points. A physical parcel needs the saved delivery address
     * (read through the profile module's door) and becomes an order the operator ships; coin and card goods
     * are given at once. Refusals (no address, sold out, too few diamonds) write nothing.
     */
    async exchangeGoods(
      userId: number,
      goodsId: number,
      units: number,
      requestId: string,
    ): Promise<CallAnswer<'diamondExchangeGoods'>> {
      const shop = readDiamondShop(await settings());
      const goods = shop.goods.find((g) => g.id === goodsId);
      if (!goods) throw new CallError(ERR.NOT_FOUND, 'There is no such item in the shop.');
      const prop = CURRENCY_PROP[goods.currency];
      return db.transaction(async (tx) => {
        const [existing] = await queryRows<{ order_id: string; goods_id: number; count: number }>(
          tx,
          sql`select order_id, goods_id, count from shop_orders
               where user_id = ${userId}::int and request_id = ${requestId}::text`,
        );
        if (existing && (existing.goods_id !== goods.id || existing.count !== units)) {
          throw new CallError(ERR.CONFLICT, 'This request was already used for a different exchange.');
        }
        const address = goods.kind === 'goods' ? await deliveryAddress(tx, userId) : null;
        if (!existing && goods.kind === 'goods' && !address) {
          throw new CallError(ERR.ADDRESS_REQUIRED, 'Save your delivery address in your profile first.');
        }
        const spent = await spend(tx, {
          userId,
          items: [{ propId: prop, count: goods.price * units }],
          requestId,
          source: 'shop',
          reason: `Shop: ${goods.name}`,
        });
        let orderId = existing?.order_id ?? '';
        if (!spent.duplicate) {
          await takeStock(tx, goods, units);
          orderId = newOrderId();
          await tx.execute(
            sql`insert into shop_orders (order_id, user_id, request_id, goods_id, goods_name, count, price, currency,
                                         status, address)
                values (${orderId}::text, ${userId}::int, ${requestId}::text, ${goods.id}::int, ${goods.name}::text,
                        ${units}::int, ${goods.price * units}::bigint, ${goods.currency}::text,
                        ${goods.kind === 'goods' ? 'pending' : 'delivered'}::text,
                        ${address ? JSON.stringify(address) : null}::jsonb)`,
          );
          if (goods.kind !== 'goods')
            await giveGoods(tx, userId, goods, units, requestId, shop.coinTurnoverMultiple);
        } else if (!orderId) {
          const [twin] = await queryRows<{ order_id: string }>(
            tx,
            sql`select order_id from shop_orders where user_id = ${userId}::int and request_id = ${requestId}::text`,
          );
          orderId = twin?.order_id ?? '';
        }
        return { diamond: await propBalance(tx, userId, REWARD_ID.diamond), orderId };
      });
    },

    async orderLog(userId: number, paging: Paging): Promise<OrderLog> {
      const [total] = await queryRows<{ n: string }>(
        db,
        sql`select count(*)::text as n from shop_orders where user_id = ${userId}::int`,
      );
      const rows = await queryRows<OrderRow>(
        db,
        sql`select ${orderColumns} from shop_orders where user_id = ${userId}::int order by id desc
             limit ${paging.pageSize}::int offset ${pageOffset(paging)}::int`,
      );
      return pageOf(
        rows.map((r) => ({
          orderId: r.order_id,
          goodsId: r.goods_id,
          goodsName: r.goods_name,
          count: r.count,
          diamond: Number(r.price),
          currency: r.currency,
          status: r.status,
          createTime: Number(r.created_ms),
        })),
        Number(total?.n ?? 0),
        paging,
      );
    },

    /** The diamond or the reward-point history: every change of the holding, newest first. */
    async propLog(userId: number, item: 'diamond' | 'points', paging: Paging): Promise<PropLog> {
      const prop = CURRENCY_PROP[item];
      const [total] = await queryRows<{ n: string }>(
        db,
        sql`select count(*)::text as n from prop_ledger where user_id = ${userId}::int and prop_id = ${prop}::int`,
      );
      const rows = await queryRows<{
        id: number;
        delta: string;
        balance_after: string;
        reason: string;
        created_ms: string;
      }>(
        db,
        sql`select id, delta::text, balance_after::text, reason,
                   floor(extract(epoch from created_at) * 1000)::text as created_ms
              from prop_ledger where user_id = ${userId}::int and prop_id = ${prop}::int
             order by id desc limit ${paging.pageSize}::int offset ${pageOffset(paging)}::int`,
      );
      return pageOf(
        rows.map((r) => ({
          id: Number(r.id),
          amount: Number(r.delta),
          balanceAfter: Number(r.balance_after),
          reason: r.reason,
          createTime: Number(r.created_ms),
        })),
        Number(total?.n ?? 0),
        paging,
      );
    },
  };
}

export type DiamondService = ReturnType<typeof createDiamondService>;
