import { type ReactNode, useEffect, useRef } from 'react';
import { ErrorState, Skeleton } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import type { PagedList } from '../../stores/paged-list';

/**
 * A paged list that loads the next page as its end scrolls into view (an IntersectionObserver on a sentinel)
 * and says "No more" once the last page is shown.
 */
export function InfiniteList<T extends { id: number | string }>({
  list,
  empty,
  head,
  row,
}: {
  list: PagedList<T>;
  empty: string;
  head: ReactNode;
  row: (item: T, index: number) => ReactNode;
}) {
  const s = useStore(list.$state);
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    void list.load();
  }, [list]);
  // observed again after every page: a sentinel still in view after a page arrived asks for the next one
  // biome-ignore lint/correctness/useExhaustiveDependencies: the length and status re-arm the observer.
  useEffect(() => {
    const el = end.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void list.loadMore();
    });
    io.observe(el);
    return () => io.disconnect();
  }, [list, s.list.length, s.status]);
  if (s.status === 'loading' || s.status === 'idle') return <Skeleton lines={4} />;
  if (s.status === 'error') return <ErrorState onRetry={() => void list.load()} />;
  if (s.list.length === 0) return <p className="jp-empty">{empty}</p>;
  const done = s.pageNum >= s.pages;
  return (
    <div className="jp-list">
      <table>
        <thead>{head}</thead>
        <tbody>{s.list.map(row)}</tbody>
      </table>
      <div ref={end} className="jp-list__end">
        {s.moreFailed ? (
          <button type="button" className="btn btn-ghost" onClick={() => void list.loadMore()}>
            {t('jackpot.retry')}
          </button>
        ) : done ? (
          t('jackpot.noMore')
        ) : (
          <Skeleton lines={1} />
        )}
      </div>
    </div>
  );
}
