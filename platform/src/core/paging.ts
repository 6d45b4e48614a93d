/** A list call's page request (pageNum from 1), as the contracts parse it. */
export interface Paging {
  pageNum: number;
  pageSize: number;
}

/** A page as list calls answer it. */
export interface Page<T> {
  list: T[];
  pageNum: number;
  pageSize: number;
  pages: number;
  total: number;
}

/** Rows to skip for a page (SQL OFFSET). */
export function pageOffset({ pageNum, pageSize }: Paging): number {
  return (pageNum - 1) * pageSize;
}

/** One page of `total` rows, `list` being that page's rows. */
export function pageOf<T>(list: T[], total: number, { pageNum, pageSize }: Paging): Page<T> {
  return { list, pageNum, pageSize, pages: Math.ceil(total / pageSize), total };
}

/** One page cut from a list held whole in memory. */
export function pageSlice<T>(all: T[], paging: Paging): Page<T> {
  const start = pageOffset(paging);
  return pageOf(all.slice(start, start + paging.pageSize), all.length, paging);
}
