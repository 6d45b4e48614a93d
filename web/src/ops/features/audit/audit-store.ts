import { opsCall } from '../../api/ops-call';
import type { AuditRow } from '../../api/ops-calls';
import { createTable } from '../../stores/table';

/** A positive whole number typed in a filter, else undefined (the filter is then left out). */
function idOf(text: string | undefined): number | undefined {
  const n = Number(text?.trim());
  return text?.trim() && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** Newest first; filters by operator, player and action (exact, or a prefix ending in '.') are the server's. */
export const auditTable = createTable<AuditRow>(
  ({ pageNum, pageSize, filters }) => {
    const operatorId = idOf(filters.operator);
    const targetUserId = idOf(filters.player);
    return opsCall('auditLog', {
      pageNum,
      pageSize,
      ...(operatorId ? { operatorId } : {}),
      ...(targetUserId ? { targetUserId } : {}),
      ...(filters.action?.trim() ? { action: filters.action.trim() } : {}),
    });
  },
  { pageSize: 50 },
);
