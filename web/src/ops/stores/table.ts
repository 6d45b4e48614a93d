import { map } from 'nanostores';
import type { OpsResult } from '../api/ops-call';
import type { Page } from '../api/ops-calls';

export type Filters = Record<string, string>;
export interface TableQuery {
  pageNum: number;
  pageSize: number;
  sort?: string;
  order?: 'asc' | 'desc';
  filters: Filters;
}
export interface TableState<Row> {
  status: 'loading' | 'ready' | 'error' | 'forbidden';
  rows: Row[];
  total: number;
  query: TableQuery;
  /** The server's words when it refused (shown under the generic "could not load"). */
  msg: string;
}

export type TableLoader<Row> = (query: TableQuery) => Promise<OpsResult<Page<Row>>>;

/**
 * A server-side table: the page, sort and filters live here and every change asks the server again (the
 * console never sorts or filters a page it happens to hold). An answer that arrives after a newer request
 * is dropped, so fast paging never shows an older page.
 */
export function createTable<Row>(load: TableLoader<Row>, initial: Partial<TableQuery> = {}) {
  const $state = map<TableState<Row>>({
    status: 'loading',
    rows: [],
    total: 0,
    query: { pageNum: 1, pageSize: 25, filters: {}, ...initial },
    msg: '',
  });
  let seq = 0;

  async function fetchPage(query: TableQuery): Promise<void> {
    const mine = ++seq;
    $state.set({ ...$state.get(), status: 'loading', query });
    const res = await load(query);
    if (mine !== seq) return;
    if (res.ok) {
      const list = Array.isArray(res.data?.list) ? res.data.list : [];
      $state.set({ status: 'ready', rows: list, total: res.data?.total ?? list.length, query, msg: '' });
    } else {
      $state.set({ ...$state.get(), status: res.forbidden ? 'forbidden' : 'error', rows: [], msg: res.msg });
    }
  }

  const q = () => $state.get().query;
  return {
    $state,
    reload: () => fetchPage(q()),
    setPage: (pageNum: number) => fetchPage({ ...q(), pageNum: Math.max(1, pageNum) }),
    setPageSize: (pageSize: number) => fetchPage({ ...q(), pageSize, pageNum: 1 }),
    /** A second click on the same column flips the order; a new column starts descending… or as given. */
    setSort: (sort: string, first: 'asc' | 'desc' = 'desc') => {
      const cur = q();
      const order = cur.sort === sort ? (cur.order === 'asc' ? 'desc' : 'asc') : first;
      return fetchPage({ ...cur, sort, order, pageNum: 1 });
    },
    setFilters: (filters: Filters) => fetchPage({ ...q(), filters, pageNum: 1 }),
  };
}
export type Table<Row> = ReturnType<typeof createTable<Row>>;

export function pageCount(state: { total: number; query: { pageSize: number } }): number {
  return Math.max(1, Math.ceil(state.total / state.query.pageSize));
}
