// A paged record list (reward records, rebate log…): the first page on open, "Load more" appends the next one
// without duplicating rows that shifted between pages, and a failed "more" keeps what is shown.
import { atom, type ReadableAtom } from 'nanostores';
import type { CallResult } from '../api/call';

export interface Page<T> {
  list: T[];
  pages: number;
  total: number;
}

export interface PagedListState<T> {
  status: 'idle' | 'loading' | 'ready' | 'error';
  list: T[];
  pageNum: number;
  pages: number;
  total: number;
  more: boolean;
  moreFailed: boolean;
}

export interface PagedList<T> {
  $state: ReadableAtom<PagedListState<T>>;
  /** The first page (again), replacing what was shown. */
  load(): Promise<void>;
  /** The next page, if any and none is on its way. */
  loadMore(): Promise<void>;
}

export function createPagedList<T extends { id: number | string }>(
  fetchPage: (pageNum: number) => Promise<CallResult<Page<T>>>,
): PagedList<T> {
  const empty: PagedListState<T> = {
    status: 'idle',
    list: [],
    pageNum: 0,
    pages: 0,
    total: 0,
    more: false,
    moreFailed: false,
  };
  const $state = atom<PagedListState<T>>(empty);
  return {
    $state,
    async load() {
      $state.set({ ...empty, status: 'loading' });
      const res = await fetchPage(1);
      if (!res.ok) {
        $state.set({ ...empty, status: 'error' });
        return;
      }
      const d = res.data;
      $state.set({ ...empty, status: 'ready', list: d.list, pageNum: 1, pages: d.pages, total: d.total });
    },
    async loadMore() {
      const s = $state.get();
      if (s.status !== 'ready' || s.more || s.pageNum >= s.pages) return;
      $state.set({ ...s, more: true, moreFailed: false });
      const res = await fetchPage(s.pageNum + 1);
      const now = $state.get();
      if (!res.ok) {
        $state.set({ ...now, more: false, moreFailed: true });
        return;
      }
      const seen = new Set(now.list.map((r) => r.id));
      $state.set({
        ...now,
        list: [...now.list, ...res.data.list.filter((r) => !seen.has(r.id))],
        pageNum: s.pageNum + 1,
        pages: res.data.pages,
        total: res.data.total,
        more: false,
      });
    },
  };
}
