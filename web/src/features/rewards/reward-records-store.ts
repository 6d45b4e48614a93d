// /reward/record and /bonus/record: every reward the player received (activityAwardGetLog), newest first, paged.
import type { CallAnswer } from '@casino/contracts/registry';
import { call } from '../../api/call';
import { createPagedList } from '../../stores/paged-list';

export type RewardRecord = CallAnswer<'activityAwardGetLog'>['list'][number];

/** Spec §9: record page size 20. */
export const RECORD_PAGE_SIZE = 20;

// the list's store and its loaders, as the page and its tests know them
const records = createPagedList((pageNum) =>
  call('activityAwardGetLog', { pageNum, pageSize: RECORD_PAGE_SIZE }),
);
export const $rewardRecords = records.$state;
export const loadRewardRecords = records.load;
export const loadMoreRewardRecords = records.loadMore;
