// /points: the diamond and points shop, scratch cards and their histories. Every exchange and scratch is a
// spend with its own requestId (lib/action-key): a double tap sends nothing twice, a retry after a timeout spends once.

import type { CallAnswer, CallName, CallRequest } from '@casino/contracts/registry';
import { REWARD_ID } from '@casino/contracts/reward-ids';
import { atom } from 'nanostores';
import { type CallResult, call } from '../../api/call';
import { ActionKey } from '../../lib/action-key';
import { refreshActivityFlags } from '../../stores/activity-flags';
import type { ClaimError } from '../../stores/claim';
import { createClaim } from '../../stores/claim';
import { showReward } from '../../stores/overlays';
import { createPagedList } from '../../stores/paged-list';
import { $session } from '../../stores/session';
import { refreshBalance } from '../../stores/wallet';

export type ShopData = CallAnswer<'diamondShopData'>;
export type Goods = ShopData['goods'][number];
export type ScratchInfo = CallAnswer<'getScratchCardInfo'>;
export type Scratched = CallAnswer<'scratchCardLottery'>;
export type ScratchAward = CallAnswer<'searchScratchCardAwardLog'>['list'][number];
export type PropLogRow = CallAnswer<'diamondLog'>['list'][number];
export type Order = CallAnswer<'diamondGoodsExchangeOrderLog'>['list'][number];

/** Spec §9: record page size 20. */
export const PAGE_SIZE = 20;

export interface Loaded<T> {
  status: 'idle' | 'loading' | 'ready' | 'error';
  data: T | null;
}

export const $shop = atom<Loaded<ShopData> & { visitor?: boolean }>({ status: 'idle', data: null });
export const $scratchInfo = atom<Loaded<ScratchInfo>>({ status: 'idle', data: null });

/**
 * The shop with the player's balances; a visitor's is the public shop window with none held (`visitor`: every
 * spend becomes "Log in to claim").
 */
export async function loadShop(): Promise<void> {
  $shop.set({ ...$shop.get(), status: $shop.get().data ? 'ready' : 'loading' });
  if (!$session.get()) {
    const open = await call('anonymous/shopGoods', {});
    $shop.set(
      open.ok
        ? {
            status: 'ready',
            data: { ...open.data, diamond: 0, points: 0, cards: 0, hasAddress: false },
            visitor: true,
          }
        : { status: 'error', data: null },
    );
    return;
  }
  const res = await call('diamondShopData', {});
  $shop.set(res.ok ? { status: 'ready', data: res.data } : { status: 'error', data: null });
}

export async function loadScratchInfo(): Promise<void> {
  $scratchInfo.set({ ...$scratchInfo.get(), status: $scratchInfo.get().data ? 'ready' : 'loading' });
  const res = await call('getScratchCardInfo', {});
  $scratchInfo.set(res.ok ? { status: 'ready', data: res.data } : { status: 'error', data: null });
}

// ---- spends -------------------------------------------------------------------------------------------

export interface SpendState {
  busy: boolean;
  error: ClaimError | null;
  /** What the last spend did, for the line under its button. */
  done: { kind: 'coin' | 'cards' | 'order'; amount: number; orderId?: string } | null;
}

const idle: SpendState = { busy: false, error: null, done: null };

/** One spend flow (busy, error, result) per shop action; the key keeps the requestId across retries. */
function createSpend<N extends CallName>(name: N) {
  const $state = atom<SpendState>(idle);
  const key = new ActionKey();
  return {
    $state,
    key,
    async run(
      what: string,
      body: (requestId: string) => CallRequest<N>,
    ): Promise<CallResult<CallAnswer<N>> | null> {
      if ($state.get().busy) return null;
      $state.set({ busy: true, error: null, done: null });
      const res = await call(name, body(key.take(what)));
      key.settle(res);
      if (!res.ok) {
        $state.set({
          busy: false,
          error: res.detail
            ? { code: res.errcode, msg: res.msg, detail: res.detail }
            : { code: res.errcode, msg: res.msg },
          done: null,
        });
      } else {
        $state.set({ busy: false, error: null, done: null });
      }
      return res;
    },
    done(done: SpendState['done']) {
      $state.set({ busy: false, error: null, done });
    },
    reset() {
      $state.set(idle);
    },
  };
}

export const coinExchange = createSpend('diamondExchangeCoin');
export const cardExchange = createSpend('diamondExchangeScratchcard');
export const goodsExchange = createSpend('diamondExchangeGoods');
export const scratchSpend = createSpend('scratchCardLottery');
export const addupClaim = createClaim('receiveAddupAwardById');

/** Which goods the last goods exchange was for (its error and result show on that card only). */
export const $goodsBusyId = atom<number | null>(null);

async function afterSpend(): Promise<void> {
  await Promise.all([refreshBalance(), loadShop()]);
  refreshActivityFlags();
}

export async function exchangeCoin(diamond: number): Promise<boolean> {
  const res = await coinExchange.run(`coin:${diamond}`, (requestId) => ({ diamond, requestId }));
  if (!res?.ok) return false;
  coinExchange.done({ kind: 'coin', amount: res.data.amount });
  showReward([{ propId: REWARD_ID.coin, count: res.data.amount }], {
    turnoverMultiple: $shop.get().data?.coinTurnoverMultiple ?? 0,
  });
  await afterSpend();
  return true;
}

export async function exchangeCards(count: number): Promise<boolean> {
  const res = await cardExchange.run(`cards:${count}`, (requestId) => ({ count, requestId }));
  if (!res?.ok) return false;
  cardExchange.done({ kind: 'cards', amount: count });
  showReward([{ propId: REWARD_ID.scratchCard, count }]);
  await Promise.all([afterSpend(), loadScratchInfo()]);
  return true;
}

export async function exchangeGoods(goods: Goods): Promise<boolean> {
  $goodsBusyId.set(goods.id);
  const res = await goodsExchange.run(`goods:${goods.id}`, (requestId) => ({
    goodsId: goods.id,
    count: 1,
    requestId,
  }));
  if (!res?.ok) {
    // Sold out or gone meanwhile: show the shop as it is now.
    await loadShop();
    return false;
  }
  if (goods.kind === 'goods') {
    goodsExchange.done({ kind: 'order', amount: 1, orderId: res.data.orderId });
  } else {
    const item =
      goods.kind === 'coin'
        ? { propId: REWARD_ID.coin, count: goods.count }
        : { propId: REWARD_ID.scratchCard, count: goods.count };
    goodsExchange.done({ kind: goods.kind === 'coin' ? 'coin' : 'cards', amount: item.count });
    showReward(
      [item],
      goods.kind === 'coin' ? { turnoverMultiple: $shop.get().data?.coinTurnoverMultiple ?? 0 } : {},
    );
  }
  await Promise.all([afterSpend(), loadScratchInfo(), orders.load()]);
  return true;
}

// ---- scratching ---------------------------------------------------------------------------------------

/** The card being scratched: drawn (and credited) by the platform before the player rubs it. */
export const $card = atom<Scratched | null>(null);
/** The card on show has been uncovered (rubbed past the threshold, or revealed at once). */
export const $cardRevealed = atom(false);

/** Takes one card: the server draws and credits the prize; the surface then lets the player uncover it. */
export async function drawCard(): Promise<boolean> {
  const res = await scratchSpend.run('scratch', (requestId) => ({ requestId }));
  if (!res?.ok) return false;
  $cardRevealed.set(false);
  $card.set(res.data);
  const info = $scratchInfo.get().data;
  if (info)
    $scratchInfo.set({
      status: 'ready',
      data: { ...info, cards: res.data.cards, scratched: info.scratched + 1 },
    });
  return true;
}

/** The card is uncovered: the balance and lists show what it already credited. */
export async function cardRevealed(): Promise<void> {
  $cardRevealed.set(true);
  await Promise.all([refreshBalance(), loadScratchInfo(), loadShop(), awards.load()]);
  refreshActivityFlags();
}

export function nextCard(): void {
  $card.set(null);
  $cardRevealed.set(false);
  scratchSpend.reset();
}

export async function receiveAddup(id: number): Promise<void> {
  const got = await addupClaim.claim({ id });
  if (got) await Promise.all([loadScratchInfo(), loadShop()]);
}

// ---- histories ----------------------------------------------------------------------------------------

const withId = <T extends { orderId: string }>(r: T) => ({ ...r, id: r.orderId });

export const awards = createPagedList((pageNum) =>
  call('searchScratchCardAwardLog', { pageNum, pageSize: PAGE_SIZE }),
);
export const diamondHistory = createPagedList((pageNum) =>
  call('diamondLog', { pageNum, pageSize: PAGE_SIZE, item: 'diamond' }),
);
export const pointsHistory = createPagedList((pageNum) =>
  call('diamondLog', { pageNum, pageSize: PAGE_SIZE, item: 'points' }),
);
export const orders = createPagedList(async (pageNum) => {
  const res = await call('diamondGoodsExchangeOrderLog', { pageNum, pageSize: PAGE_SIZE });
  return res.ok ? { ...res, data: { ...res.data, list: res.data.list.map(withId) } } : res;
});

/** The page on open: balances and goods, the card info and the prize log. */
export async function loadPointsPage(): Promise<void> {
  coinExchange.reset();
  cardExchange.reset();
  goodsExchange.reset();
  addupClaim.reset();
  await Promise.all([loadShop(), $session.get() ? loadScratchInfo() : Promise.resolve()]);
}

/** A prize's chance in percent, one decimal where it matters ("0.1", "40"). */
export function chancePercent(weights: readonly number[], i: number): string {
  const total = weights.reduce((a, b) => a + b, 0);
  if (total <= 0) return '0';
  const p = ((weights[i] ?? 0) / total) * 100;
  return p >= 10 || Number.isInteger(p) ? String(Math.round(p * 10) / 10) : p.toFixed(p < 0.1 ? 2 : 1);
}
