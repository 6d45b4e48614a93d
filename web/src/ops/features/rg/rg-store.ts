import { opsCall } from '../../api/ops-call';
import type { RgRow } from '../../api/ops-calls';
import { createTable } from '../../stores/table';

export const RG_KINDS = ['all', 'limit', 'coolOff', 'exclusion', 'block'] as const;
export type RgKind = (typeof RG_KINDS)[number];

/** Players with limits, a cool-off or exclusion, or an operator block in force; filtered by the server. */
export const rgTable = createTable<RgRow & { id: number }>(async ({ pageNum, pageSize, filters }) => {
  const kind = (RG_KINDS as readonly string[]).includes(filters.kind ?? '')
    ? (filters.kind as RgKind)
    : 'all';
  const res = await opsCall('rgList', { pageNum, pageSize, kind });
  // rows keyed by player: one row per player
  return res.ok
    ? { ok: true, data: { ...res.data, list: res.data.list.map((r) => ({ ...r, id: r.userId })) } }
    : res;
});
