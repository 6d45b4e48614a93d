// The rebate pages' logic: what each game type pays now (betBonus), receiving one type or all, and the record.
import { ERR } from '@casino/contracts/errors';
import type { CallAnswer } from '@casino/contracts/registry';
import { REWARD_ID } from '@casino/contracts/reward-ids';
import { atom } from 'nanostores';
import { call } from '../../api/call';
import { createClaim } from '../../stores/claim';
import { showReward } from '../../stores/overlays';
import { createPagedList } from '../../stores/paged-list';
import { VIP_TURNOVER_MULTIPLE } from './vip-store';

export type Rebates = CallAnswer<'betBonus'>;
export type RebateRecord = CallAnswer<'betBonusLog'>['list'][number];

export const $rebates = atom<{ status: 'idle' | 'loading' | 'ready' | 'error'; data: Rebates | null }>({
  status: 'idle',
  data: null,
});

export async function loadRebates(): Promise<void> {
  const before = $rebates.get().data;
  if (!before) $rebates.set({ status: 'loading', data: null });
  const res = await call('betBonus', { type: 0 });
  $rebates.set(
    res.ok ? { status: 'ready', data: res.data } : { status: before ? 'ready' : 'error', data: before },
  );
}

export const rebateAllClaim = createClaim('betBonusReceive');
export const rebateTypeClaim = createClaim('betBonusByTypeReceive');

/** Receives every type's rebate (type null) or one type's; the list reloads after either outcome. */
export async function receiveRebate(type: number | null): Promise<boolean> {
  const got = type === null ? await rebateAllClaim.claim({}) : await rebateTypeClaim.claim({ type });
  if (got && got.amount > 0) {
    showReward([{ propId: REWARD_ID.coin, count: got.amount }], { turnoverMultiple: VIP_TURNOVER_MULTIPLE });
  }
  await loadRebates();
  return got !== null;
}

/** Seconds until the next rebate can be received, from a NOT_CLAIMABLE refusal's typed detail. */
export function rebateWait(
  error: { code: number; detail?: { retryAfterSeconds?: number } } | null,
): number | null {
  if (error?.code !== ERR.NOT_CLAIMABLE) return null;
  return error.detail?.retryAfterSeconds ?? null;
}

export const REBATE_LOG_PAGE_SIZE = 20;

const rebateLog = createPagedList((pageNum) =>
  call('betBonusLog', { pageNum, pageSize: REBATE_LOG_PAGE_SIZE }),
);
export const $rebateLog = rebateLog.$state;
export const loadRebateLog = rebateLog.load;
export const loadMoreRebateLog = rebateLog.loadMore;
