// /reward/record and /bonus/record: every reward the player received (activityAwardGetLog), newest first, paged.
import type { CallAnswer } from '@casino/contracts/registry';
import { atom } from 'nanostores';
import { call } from '../../api/call';

export type RewardRecord = CallAnswer<'activityAwardGetLog'>['list'][number];

/** Spec §9: record page size 20. */
export const RECORD_PAGE_SIZE = 20;

export interface RecordsState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  list: RewardRecord[];
  pageNum: number;
  pages: number;
  total: number;
  more: boolean;
  moreFailed: boolean;
}

const EMPTY: RecordsState = {
  status: 'idle',
  list: [],
  pageNum: 0,
  pages: 0,
  total: 0,
  more: false,
  moreFailed: false,
};
export const $rewardRecords = atom<RecordsState>(EMPTY);

export async function loadRewardRecords(): Promise<void> {
  $rewardRecords.set({ ...$rewardRecords.get(), status: 'loading' });
  const res = await call('activityAwardGetLog', { pageNum: 1, pageSize: RECORD_PAGE_SIZE });
  if (!res.ok) {
    $rewardRecords.set({ ...EMPTY, status: 'error' });
    return;
  }
  const d = res.data;
  $rewardRecords.set({ ...EMPTY, status: 'ready', list: d.list, pageNum: 1, pages: d.pages, total: d.total });
}

export async function loadMoreRewardRecords(): Promise<void> {
  const s = $rewardRecords.get();
  if (s.status !== 'ready' || s.more || s.pageNum >= s.pages) return;
  $rewardRecords.set({ ...s, more: true, moreFailed: false });
  const res = await call('activityAwardGetLog', { pageNum: s.pageNum + 1, pageSize: RECORD_PAGE_SIZE });
  const now = $rewardRecords.get();
  if (!res.ok) {
    $rewardRecords.set({ ...now, more: false, moreFailed: true });
    return;
  }
  const seen = new Set(now.list.map((r) => r.id));
  $rewardRecords.set({
    ...now,
    list: [...now.list, ...res.data.list.filter((r) => !seen.has(r.id))],
    pageNum: s.pageNum + 1,
    pages: res.data.pages,
    total: res.data.total,
    more: false,
  });
}
