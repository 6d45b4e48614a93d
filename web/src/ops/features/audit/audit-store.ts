import { opsCall } from '../../api/ops-call';
import type { AuditRow } from '../../api/ops-calls';
import { createTable } from '../../stores/table';

/** Newest first; filters by operator, player and action are applied by the server. */
export const auditTable = createTable<AuditRow>(
  ({ pageNum, pageSize, filters }) => {
    const targetUserId = Number(filters.player);
    return opsCall('auditLog', {
      pageNum,
      pageSize,
      ...(filters.operator?.trim() ? { operatorId: filters.operator.trim() } : {}),
      ...(filters.player?.trim() && Number.isSafeInteger(targetUserId) ? { targetUserId } : {}),
      ...(filters.action?.trim() ? { action: filters.action.trim() } : {}),
    });
  },
  { pageSize: 50 },
);
