import { and, count, desc, eq, like, type SQL } from 'drizzle-orm';
import { type Paging, pageOf, pageOffset } from '../../core/paging';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface AuditFilter {
  targetUserId?: number | undefined;
  operatorId?: number | undefined;
  /** Exact action, or a prefix ending in a dot (`kyc.`). */
  action?: string | undefined;
}

/** The audit trail, newest first (player 360's audit tab, the operator's own history, one action's rows). */
export async function auditPage(db: Db, filter: AuditFilter, paging: Paging) {
  const where: SQL[] = [];
  if (filter.targetUserId !== undefined) where.push(eq(auditLog.targetUserId, filter.targetUserId));
  if (filter.operatorId !== undefined) where.push(eq(auditLog.operatorId, filter.operatorId));
  if (filter.action !== undefined) {
    where.push(
      filter.action.endsWith('.')
        ? like(auditLog.action, `${filter.action.replace(/[\\%_]/g, '\\$&')}%`)
        : eq(auditLog.action, filter.action),
    );
  }
  const cond = where.length > 0 ? and(...where) : undefined;
  const [total] = await db.select({ n: count() }).from(auditLog).where(cond);
  const rows = await db
    .select()
    .from(auditLog)
    .where(cond)
    .orderBy(desc(auditLog.id))
    .limit(paging.pageSize)
    .offset(pageOffset(paging));
  return pageOf(
    rows.map((r) => ({
      id: r.id,
      operatorId: r.operatorId,
      operatorLogin: r.operatorLogin,
      role: r.role,
      action: r.action,
      targetType: r.targetType,
      targetId: r.targetId,
      targetUserId: r.targetUserId,
      before: r.before,
      after: r.after,
      reason: r.reason,
      requestId: r.requestId,
      ip: r.ip,
      at: r.at.getTime(),
    })),
    total?.n ?? 0,
    paging,
  );
}
