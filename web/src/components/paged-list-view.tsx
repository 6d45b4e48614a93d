import type { ReactNode } from 'react';
import { t } from '../i18n';
import type { PagedListState } from '../stores/paged-list';
import { ErrorState, Skeleton } from './states';

/**
 * What every paged record page shows around its rows (stores/paged-list.ts): a skeleton while the first page
 * loads, an error with retry, the page's own empty state, then the rows with "Load more" and its failure.
 */
export function PagedListView<T>({
  state,
  onRetry,
  onMore,
  empty,
  moreLabel,
  moreFailed,
  children,
}: {
  state: PagedListState<T>;
  onRetry: () => void;
  onMore: () => void;
  empty: ReactNode;
  moreLabel: string;
  moreFailed: string;
  children: (list: T[]) => ReactNode;
}) {
  if (state.status === 'loading' || state.status === 'idle') return <Skeleton lines={6} />;
  if (state.status === 'error') return <ErrorState onRetry={onRetry} />;
  if (state.list.length === 0) return <>{empty}</>;
  return (
    <>
      {children(state.list)}
      <LoadMore state={state} onMore={onMore} label={moreLabel} failed={moreFailed} />
    </>
  );
}

/** Under a paged list: "Load more" while pages remain (off while one is on its way), and a failed one said. */
export function LoadMore({
  state,
  onMore,
  label,
  failed,
}: {
  state: Pick<PagedListState<unknown>, 'pageNum' | 'pages' | 'more' | 'moreFailed'>;
  onMore: () => void;
  label: string;
  failed: string;
}) {
  return (
    <>
      {state.moreFailed && (
        <p className="form-alert" role="alert">
          {failed}
        </p>
      )}
      {state.pageNum < state.pages && (
        <button type="button" className="btn btn-outline btn-block" disabled={state.more} onClick={onMore}>
          {state.more ? t('common.loading') : label}
        </button>
      )}
    </>
  );
}
