import { atom } from 'nanostores';
import type { Table } from './table';

export type RowId = number | string;

/**
 * A work queue over a server-side table (oldest first): the item open on the right, "open next", and the
 * rows ticked for a decision on several at once. `actionable` says which rows this operator may decide
 * (a four-eyes proposal they made themselves is not theirs to approve).
 */
export function createQueue<Row extends { id: RowId }>(
  table: Table<Row>,
  actionable: (row: Row) => boolean = () => true,
) {
  const $openId = atom<RowId | null>(null);
  const $selected = atom<ReadonlySet<RowId>>(new Set());

  const rows = () => table.$state.get().rows;

  /** The next actionable row after the open one (wrapping to the oldest); null when nothing is left to do. */
  function nextRow(): Row | null {
    const list = rows();
    const at = list.findIndex((r) => r.id === $openId.get());
    const order = at === -1 ? list : [...list.slice(at + 1), ...list.slice(0, at)];
    return order.find(actionable) ?? null;
  }

  return {
    $openId,
    $selected,
    open: (id: RowId | null) => $openId.set(id),
    openRow: (): Row | null => rows().find((r) => r.id === $openId.get()) ?? null,
    openNext: (): Row | null => {
      const row = nextRow();
      $openId.set(row?.id ?? null);
      return row;
    },
    toggle: (id: RowId) => {
      const next = new Set($selected.get());
      if (next.has(id)) next.delete(id);
      else next.add(id);
      $selected.set(next);
    },
    /** Ticks every actionable row of the page, or clears when all of them are ticked already. */
    toggleAll: () => {
      const ids = rows()
        .filter(actionable)
        .map((r) => r.id);
      const all = ids.length > 0 && ids.every((id) => $selected.get().has(id));
      $selected.set(all ? new Set() : new Set(ids));
    },
    /** After a decision: the decided rows leave the selection and, if open, the detail pane. */
    settled: (ids: readonly RowId[]) => {
      const next = new Set($selected.get());
      for (const id of ids) next.delete(id);
      $selected.set(next);
      const open = $openId.get();
      if (open !== null && ids.includes(open)) $openId.set(null);
    },
    actionable,
  };
}
export type Queue<Row extends { id: RowId }> = ReturnType<typeof createQueue<Row>>;
