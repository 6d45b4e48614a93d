// The balance: one applyBalance for every answer that carries it, one refreshBalance that asks for it. $wallet
// (the header, member page, games) and $user.coin move together, so neither goes stale.
import type { CallAnswer } from '@casino/contracts/registry';
import { call } from '../api/call';
import { openOverlay } from './overlays';
import { $user, $vip, $wallet } from './session';

export interface Balance {
  /** Minor units. */
  coin: number;
  lottery?: number;
  bet?: number;
}

export function applyBalance(b: Balance): void {
  const w = $wallet.get();
  const next = {
    coin: b.coin,
    lottery: b.lottery ?? w.lottery,
    bet: b.bet ?? w.bet,
    status: 'ready' as const,
  };
  if (w.status !== 'ready' || w.coin !== next.coin || w.lottery !== next.lottery || w.bet !== next.bet) {
    $wallet.set(next);
  }
  const user = $user.get();
  if (user && (user.coin !== next.coin || user.lottery !== next.lottery || user.bet !== next.bet)) {
    $user.set({ ...user, coin: next.coin, lottery: next.lottery, bet: next.bet });
  }
}

/** refreshData's answer: the balance, VIP standing and password flag. */
export function applyRefresh(r: CallAnswer<'refreshData'>): void {
  applyBalance(r);
  const before = $vip.get();
  $vip.set({ vip: r.vip, vipExp: r.vipExp, userLevel: r.userLevel });
  // A level reached while playing: the VIP gift popup leads to the level bonus waiting on /vip.
  if (before && r.vip > before.vip) openOverlay('vipGift', { level: r.vip });
  const user = $user.get();
  if (user && (user.vip !== r.vip || user.vipExp !== r.vipExp || user.hasPassword !== r.hasPassword)) {
    $user.set({ ...user, vip: r.vip, vipExp: r.vipExp, hasPassword: r.hasPassword });
  }
}

let running: Promise<boolean> | null = null;
let next: Promise<boolean> | null = null;

function fetchBalance(): Promise<boolean> {
  return call('refreshData', {}, { tips: false }).then((res) => {
    if (res.ok) applyRefresh(res.data);
    return res.ok;
  });
}

/**
 * Asks the server for the balance; false when it failed. An ask while one is on its way is answered by one
 * more request after it (shared by every such ask): an answer never predates the money move that asked.
 */
export function refreshBalance(): Promise<boolean> {
  if (!running) {
    running = fetchBalance().finally(() => {
      running = null;
    });
    return running;
  }
  next ??= running.then(() => {
    next = null;
    return refreshBalance();
  });
  return next;
}
