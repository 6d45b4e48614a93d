// My Feedback (feedbackList): newest first, paged.
import type { CallAnswer } from '@casino/contracts/registry';
import { call } from '../../api/call';
import { newActionKey } from '../../lib/action-key';
import { createPagedList } from '../../stores/paged-list';

export type FeedbackSummary = CallAnswer<'feedbackList'>['list'][number];
export const FEEDBACK_PAGE_SIZE = 20;

const records = createPagedList((pageNum) => call('feedbackList', { pageNum, pageSize: FEEDBACK_PAGE_SIZE }));
export const $feedbackRecords = records.$state;
export const loadFeedbackRecords = records.load;
export const loadMoreFeedbackRecords = records.loadMore;

/** One id per form submission: a double tap or a retry after a timeout stores one feedback. */
export function newFeedbackRequestId(): string {
  return `fb-${newActionKey()}`;
}
