import type { ReactNode } from 'react';
import { t } from '../i18n';
import { pageCount, type Table } from '../stores/table';
import { Empty, Failure, Loading } from './states';
import { useStore } from './use-store';

export interface Column<Row> {
  key: string;
  label: string;
  /** The server's sort key; unset = not sortable. */
  sort?: string;
  numeric?: boolean;
  /** Hidden while the detail pane is open on a narrower screen: the pane shows it. */
  secondary?: boolean;
  render: (row: Row) => ReactNode;
}

interface Props<Row> {
  table: Table<Row>;
  columns: Column<Row>[];
  rowKey: (row: Row) => string | number;
  emptyMessage?: string;
  onOpen?: (row: Row) => void;
  openKey?: string | number | null;
  rowClass?: (row: Row) => string;
  selection?: {
    isSelected: (row: Row) => boolean;
    canSelect: (row: Row) => boolean;
    toggle: (row: Row) => void;
    toggleAll: () => void;
  };
  caption: string;
}

function colClass(c: { numeric?: boolean; secondary?: boolean }): string | undefined {
  return [c.numeric ? 'num' : '', c.secondary ? 'ops-secondary' : ''].join(' ').trim() || undefined;
}

/** A dense server-side table: sortable headers, paging, and its own loading, empty and error states. */
export function DataTable<Row>(p: Props<Row>) {
  const s = useStore(p.table.$state);
  const pages = pageCount(s);
  const { pageNum, sort, order } = s.query;
  const first = s.rows.length > 0;
  return (
    <div className="ops-table-wrap">
      {s.status === 'error' || s.status === 'forbidden' ? (
        <Failure forbidden={s.status === 'forbidden'} msg={s.msg} onRetry={() => void p.table.reload()} />
      ) : s.status === 'loading' && !first ? (
        <Loading />
      ) : s.rows.length === 0 ? (
        <Empty message={p.emptyMessage} />
      ) : (
        <table
          className={s.status === 'loading' ? 'ops-table is-stale' : 'ops-table'}
          aria-busy={s.status === 'loading'}
        >
          <caption className="ops-sr">{p.caption}</caption>
          <thead>
            <tr>
              {p.selection && (
                <th className="ops-check">
                  <input
                    type="checkbox"
                    aria-label={t('ops.table.selectAll')}
                    onChange={p.selection.toggleAll}
                    checked={
                      s.rows.some(p.selection.canSelect) &&
                      s.rows.filter(p.selection.canSelect).every(p.selection.isSelected)
                    }
                  />
                </th>
              )}
              {p.columns.map((c) => (
                <th
                  key={c.key}
                  className={colClass(c)}
                  aria-sort={
                    c.sort && sort === c.sort ? (order === 'asc' ? 'ascending' : 'descending') : undefined
                  }
                >
                  {c.sort ? (
                    <button
                      type="button"
                      className="ops-sort"
                      onClick={() => void p.table.setSort(c.sort as string)}
                    >
                      {c.label}
                      <span aria-hidden="true">{sort === c.sort ? (order === 'asc' ? ' ▲' : ' ▼') : ''}</span>
                    </button>
                  ) : (
                    c.label
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {s.rows.map((row) => {
              const key = p.rowKey(row);
              const cls = [p.rowClass?.(row) ?? '', p.openKey === key ? 'is-open' : ''].join(' ').trim();
              return (
                <tr
                  key={key}
                  className={cls || undefined}
                  tabIndex={p.onOpen ? 0 : undefined}
                  onClick={
                    p.onOpen
                      ? (e) => {
                          // ticking a row's box or following its link is not opening it
                          if ((e.target as HTMLElement).closest('input, a, button')) return;
                          p.onOpen?.(row);
                        }
                      : undefined
                  }
                  onKeyDown={
                    p.onOpen
                      ? (e) => {
                          if (e.key === 'Enter' && e.target === e.currentTarget) p.onOpen?.(row);
                        }
                      : undefined
                  }
                >
                  {p.selection && (
                    <td className="ops-check">
                      <input
                        type="checkbox"
                        aria-label={t('ops.table.select', { id: String(key) })}
                        disabled={!p.selection.canSelect(row)}
                        checked={p.selection.isSelected(row)}
                        onChange={() => p.selection?.toggle(row)}
                      />
                    </td>
                  )}
                  {p.columns.map((c) => (
                    <td key={c.key} className={colClass(c)}>
                      {c.render(row)}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {(first || pageNum > 1) && (
        <nav className="ops-pager" aria-label={t('ops.table.paging')}>
          <span className="ops-muted">{t('ops.table.total', { count: s.total })}</span>
          <button
            type="button"
            className="ops-btn"
            disabled={pageNum <= 1}
            onClick={() => void p.table.setPage(pageNum - 1)}
          >
            {t('ops.table.prev')}
          </button>
          <span>{t('ops.table.page', { page: pageNum, pages })}</span>
          <button
            type="button"
            className="ops-btn"
            disabled={pageNum >= pages}
            onClick={() => void p.table.setPage(pageNum + 1)}
          >
            {t('ops.table.next')}
          </button>
          <label className="ops-muted">
            {t('ops.table.pageSize')}{' '}
            <select
              value={s.query.pageSize}
              onChange={(e) => void p.table.setPageSize(Number(e.target.value))}
            >
              {[25, 50, 100].map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        </nav>
      )}
    </div>
  );
}
