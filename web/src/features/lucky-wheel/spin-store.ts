// The lucky wheel (/activity/spin and the spin modal): the server draws the segment, the wheel only turns to it.
import type { CallAnswer } from '@casino/contracts/registry';
import { atom } from 'nanostores';
import { call } from '../../api/call';
import { ActionKey } from '../../lib/action-key';
import { refreshActivityFlags } from '../../stores/activity-flags';
import { $config } from '../../stores/config';
import { showReward } from '../../stores/overlays';
import { $session } from '../../stores/session';
import { refreshBalance } from '../../stores/wallet';

export type SpinInfo = CallAnswer<'getSpinInfo'>;
export type SpinResult = CallAnswer<'spinLuckyWheel'>;
export const SPIN_MS = 4500;

export interface SpinInfoState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  data: SpinInfo | null;
  visitor?: boolean;
}
export const $spinInfo = atom<SpinInfoState>({ status: 'idle', data: null });

export interface SpinState {
  phase: 'idle' | 'requesting' | 'turning';
  result: SpinResult | null;
  /** errcode of a refused spin (negative: no connection). */
  error: number | null;
}
export const $spin = atom<SpinState>({ phase: 'idle', result: null, error: null });

/**
 * A player's wheel with the spins held; a visitor's is the public wheel with none (its odds are the same),
 * and `visitor` says SPIN becomes "Log in to claim".
 */
export async function loadSpinInfo(): Promise<void> {
  const had = $spinInfo.get().data;
  if (!had) $spinInfo.set({ status: 'loading', data: null });
  if (!$session.get()) {
    const open = await call('anonymous/spinWheel', {});
    if (open.ok) {
      const data = { segments: open.data.segments, spinCount: 0, needDeposit: 0, needTyping: 0 };
      $spinInfo.set({ status: 'ready', data, visitor: true });
    } else $spinInfo.set(had ? { status: 'ready', data: had } : { status: 'error', data: null });
    return;
  }
  const res = await call('getSpinInfo', {});
  if (res.ok) $spinInfo.set({ status: 'ready', data: res.data });
  else $spinInfo.set(had ? { status: 'ready', data: had } : { status: 'error', data: null });
}

/** Chance of each segment in percent (one decimal), from the integer weights the server uses. */
export function odds(segments: readonly { weight: number }[]): string[] {
  const total = segments.reduce((s, g) => s + g.weight, 0) || 1;
  return segments.map((g) => ((g.weight * 100) / total).toFixed(g.weight * 1000 < total ? 2 : 1));
}

/** A spin retried after a lost answer is the same spin: the server answers the segment it already drew. */
const spinKey = new ActionKey();

/** Asks the server for a spin; the wheel then turns to `result.index` and calls spinLanded. */
export async function spinWheel(): Promise<void> {
  if ($spin.get().phase !== 'idle') return;
  $spin.set({ phase: 'requesting', result: $spin.get().result, error: null });
  const res = await call('spinLuckyWheel', { requestId: spinKey.take() });
  spinKey.settle(res);
  if (!res.ok) {
    $spin.set({ phase: 'idle', result: null, error: res.errcode });
    void loadSpinInfo();
    return;
  }
  $spin.set({ phase: 'turning', result: res.data, error: null });
  const info = $spinInfo.get().data;
  if (info) $spinInfo.set({ status: 'ready', data: { ...info, spinCount: res.data.spinCount } });
}

/** The wheel stopped on the drawn segment: the reward popup, balance, dots and the fresh info. */
export function spinLanded(): void {
  const s = $spin.get();
  if (s.phase !== 'turning' || !s.result) return;
  $spin.set({ ...s, phase: 'idle' });
  showReward([{ propId: s.result.propId, count: s.result.count }], {
    turnoverMultiple: spinTurnoverMultiple(),
  });
  void refreshBalance();
  refreshActivityFlags();
  void loadSpinInfo();
}

/** The turnover multiple of coin won on the wheel, as the operator configured it (settings `spin`). */
export function spinTurnoverMultiple(): number {
  const data = $config.get().data as unknown as { spin?: { turnoverMultiple?: number } } | null;
  return data?.spin?.turnoverMultiple ?? 0;
}
