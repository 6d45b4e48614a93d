import { opsCall } from '../../api/ops-call';
import type { PlayerRow } from '../../api/ops-calls';
import { createTable } from '../../stores/table';

/** Search by id, account, mobile, name or ID number (the platform says which one matched). */
export const playerTable = createTable<PlayerRow>(async ({ pageNum, pageSize, filters }) => {
  const q = filters.q?.trim() ?? '';
  // nothing asked yet: an empty page, not the whole player base
  if (!q) return { ok: true, data: { list: [], total: 0 } };
  return opsCall('playerSearch', { q, pageNum, pageSize });
});
