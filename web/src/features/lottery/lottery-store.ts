// The weekend lottery's pages: the current draw and products, buying entries (one requestId per purchase
// until it has a definitive answer, so a retry after a timeout never buys twice), the player's orders and
// prizes, and the public draw record with its in-browser verification.
import { ERR } from '@casino/contracts/errors';
import { type DrawCheck, verifyDraw } from '@casino/contracts/lottery-draw';
import type { CallAnswer } from '@casino/contracts/registry';
import { atom } from 'nanostores';
import { call } from '../../api/call';
import { ActionKey } from '../../lib/action-key';
import { createPagedList } from '../../stores/paged-list';
import { refreshBalance } from '../../stores/wallet';

export type LotteryInfo = CallAnswer<'anonymous/lotteryInfo'>;
export type Product = LotteryInfo['products'][number];
export type DrawSummary = NonNullable<LotteryInfo['draw']>;
export type Order = CallAnswer<'lotteryOrderList'>['list'][number];
export type DrawDetail = CallAnswer<'anonymous/lotteryDrawDetail'>;

export interface InfoState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  data: LotteryInfo | null;
}
export const $lottery = atom<InfoState>({ status: 'idle', data: null });

export async function loadLottery(): Promise<void> {
  const before = $lottery.get();
  // a reload after a purchase keeps the page on screen
  if (before.status !== 'ready') $lottery.set({ status: 'loading', data: null });
  const res = await call('anonymous/lotteryInfo', {});
  $lottery.set(res.ok ? { status: 'ready', data: res.data } : { status: 'error', data: before.data });
}

export interface BuyState {
  busy: boolean;
  /** The product of the purchase in flight or last answered. */
  productId: number | null;
  error: { code: number; held?: number; limit?: number } | null;
  done: Order | null;
}
export const $buy = atom<BuyState>({ busy: false, productId: null, error: null, done: null });

/** The requestId of a purchase: a retry of the same purchase (product and quantity) reuses it until answered. */
const purchaseKey = new ActionKey();

export async function buy(productId: number, quantity: number): Promise<boolean> {
  if ($buy.get().busy) return false;
  const requestId = purchaseKey.take(`${productId}:${quantity}`);
  $buy.set({ busy: true, productId, error: null, done: null });
  const res = await call('lotteryBuy', { productId, quantity, requestId });
  purchaseKey.settle(res);
  if (!res.ok) {
    $buy.set({
      busy: false,
      productId,
      error: { code: res.errcode, held: res.detail?.held, limit: res.detail?.limit },
      done: null,
    });
    // sales closed or the draw moved: show what the server says now
    if (res.errcode === ERR.PERIOD_CLOSED || res.errcode === ERR.NOT_FOUND) void loadLottery();
    return false;
  }
  $buy.set({ busy: false, productId, error: null, done: res.data.order });
  await Promise.all([loadLottery(), refreshBalance()]);
  return true;
}

export function resetBuy(): void {
  $buy.set({ busy: false, productId: null, error: null, done: null });
}

const ordersPage = (pageNum: number) => call('lotteryOrderList', { pageNum, pageSize: 20 });
const prizesPage = (pageNum: number) => call('lotteryPrizeList', { pageNum, pageSize: 20 });
const drawsPage = (pageNum: number) => call('anonymous/lotteryDrawList', { pageNum, pageSize: 20 });

export const orders = createPagedList(ordersPage);

export const prizes = createPagedList(async (pageNum) => {
  const res = await prizesPage(pageNum);
  if (!res.ok) return res;
  return {
    ...res,
    data: { ...res.data, list: res.data.list.map((p) => ({ ...p, id: `${p.drawId}:${p.no}` })) },
  };
});

export const draws = createPagedList(drawsPage);

export interface DetailState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  drawId: number | null;
  data: DrawDetail | null;
  /** The in-browser check of the published draw (null until run). */
  check: DrawCheck | null;
}
export const $detail = atom<DetailState>({ status: 'idle', drawId: null, data: null, check: null });

export async function openDraw(drawId: number): Promise<void> {
  $detail.set({ status: 'loading', drawId, data: null, check: null });
  const res = await call('anonymous/lotteryDrawDetail', { drawId });
  if ($detail.get().drawId !== drawId) return;
  $detail.set(
    res.ok
      ? { status: 'ready', drawId, data: res.data, check: null }
      : { status: 'error', drawId, data: null, check: null },
  );
}

/** Recomputes the open draw's winners here, from the published seed and list, with the platform's own code. */
export function verifyOpenDraw(): DrawCheck | null {
  const s = $detail.get();
  const d = s.data;
  if (d?.status !== 'drawn' || d.serverSeed === null || d.ticketListHash === null) return null;
  const check = verifyDraw({
    serverSeed: d.serverSeed,
    serverSeedHash: d.serverSeedHash,
    ticketListHash: d.ticketListHash,
    tickets: d.tickets,
    prizes: d.prizes,
    winners: d.winners,
  });
  $detail.set({ ...s, check });
  return check;
}

/** All three checks hold: the seed is the committed one, the list is the committed one, the winners follow. */
export const verified = (c: DrawCheck) => c.seedMatches && c.listMatches && c.winnersMatch;
