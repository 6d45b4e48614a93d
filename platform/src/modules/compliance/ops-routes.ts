// Compliance's operator calls: the exclusion list (import, look-up), the screening hits and the AML queue with
// its export. Every change writes its audit row in its own transaction (DESIGN §10).
import type { AmlStatus } from '@casino/contracts/aml-report';
import { maskIdNumber } from '@casino/contracts/kyc-rules';
import { OPS_ERR, OPS_ERROR_MESSAGE } from '@casino/contracts/ops-errors';
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { CallError } from '../../core/call-error';
import { defineOpsHandlers } from '../../core/ops-handlers';
import type { Db } from '../../db/client';
import { amlItems, exclusionList } from '../../db/schema';
import { amlExport } from './aml-export';
import { reportBy, setAmlStatus } from './aml-queue';
import { ExclusionHeaderError } from './exclusion-csv';
import { importExclusions } from './exclusion-import';
import { nameKey } from './identity-match';
import { decideHit, hitAudit, screeningPage } from './screening-queue';

const headerError = () =>
  new CallError(OPS_ERR.EXCLUSION_CSV_HEADER, OPS_ERROR_MESSAGE[OPS_ERR.EXCLUSION_CSV_HEADER]);

export function complianceOpsHandlers(db: Db) {
  return defineOpsHandlers({
    exclusionImport: {
      async handle(input, ctx) {
        return db.transaction(async (tx) => {
          let result: Awaited<ReturnType<typeof importExclusions>>;
          try {
            result = await importExclusions(tx, input.csv, input.source);
          } catch (err) {
            if (err instanceof ExclusionHeaderError) throw headerError();
            throw err;
          }
          await ctx.audit(tx, {
            action: 'exclusion.import',
            targetType: 'exclusionList',
            targetId: input.source,
            after: { ...result, invalidRows: result.invalidRows.length },
          });
          return result;
        });
      },
    },
    exclusionList: {
      async handle(input) {
        const q = input.q.trim();
        const where: SQL | undefined =
          q === ''
            ? undefined
            : or(
                ilike(exclusionList.nameKey, `%${nameKey(q).replace(/[%_\\]/g, '\\$&')}%`),
                eq(exclusionList.idNumber, q.replace(/[\s-]/g, '').toUpperCase()),
              );
        const rows = await db
          .select()
          .from(exclusionList)
          .where(where)
          .orderBy(desc(exclusionList.importedAt), desc(exclusionList.id))
          .limit(input.pageSize)
          .offset((input.pageNum - 1) * input.pageSize);
        const [{ n = 0 } = {}] = await db.select({ n: count() }).from(exclusionList).where(where);
        return {
          list: rows.map((r) => ({
            id: r.id,
            name: r.name,
            birthday: r.birthday,
            idNumber: r.idNumber,
            kind: r.kind as 'self',
            source: r.source,
            importedAt: r.importedAt.getTime(),
          })),
          pageNum: input.pageNum,
          pageSize: input.pageSize,
          pages: Math.ceil(n / input.pageSize),
          total: n,
        };
      },
    },
    screeningQueue: {
      handle: (input) => screeningPage(db, input),
    },
    screeningDecide: {
      async handle(input, ctx) {
        const me = ctx.operator();
        return db.transaction(async (tx) => {
          const { before, after } = await decideHit(tx, { ...input, by: me.login });
          await ctx.audit(tx, {
            action: input.decision === 'confirm' ? 'screening.confirm' : 'screening.falsePositive',
            targetType: 'screeningHit',
            targetId: input.hitId,
            targetUserId: after.userId,
            before: hitAudit(before),
            after: hitAudit(after),
            reason: input.reason,
          });
          return { status: after.status as 'open', userId: after.userId };
        });
      },
    },
    amlQueue: {
      async handle(input) {
        const where = and(
          eq(amlItems.status, input.status),
          input.kind ? eq(amlItems.kind, input.kind) : undefined,
        );
        const rows = await db
          .select()
          .from(amlItems)
          .where(where)
          .orderBy(asc(amlItems.detectedAt), asc(amlItems.id))
          .limit(input.pageSize)
          .offset((input.pageNum - 1) * input.pageSize);
        const [{ n = 0 } = {}] = await db.select({ n: count() }).from(amlItems).where(where);
        return {
          list: rows.map((r) => ({
            id: r.id,
            kind: r.kind as 'covered',
            userId: r.userId,
            relatedUserIds: (r.relatedUserIds ?? []) as number[],
            amount: r.amount,
            txType: r.txType as 'deposit',
            txRef: r.txRef,
            txAt: r.txAt.getTime(),
            narrative: r.narrative,
            status: r.status as AmlStatus,
            statusReason: r.statusReason,
            statusBy: r.statusBy,
            detectedAt: r.detectedAt.getTime(),
            reportBy: reportBy(r.detectedAt.getTime()),
          })),
          pageNum: input.pageNum,
          pageSize: input.pageSize,
          pages: Math.ceil(n / input.pageSize),
          total: n,
        };
      },
    },
    amlSetStatus: {
      async handle(input, ctx) {
        const me = ctx.operator();
        return db.transaction(async (tx) => {
          const { before, after } = await setAmlStatus(tx, { ...input, by: me.login });
          await ctx.audit(tx, {
            action: `aml.${input.status}`,
            targetType: 'amlItem',
            targetId: input.itemId,
            targetUserId: after.userId,
            before: { status: before.status },
            after: { status: after.status },
            reason: input.reason,
          });
          return { status: after.status as AmlStatus };
        });
      },
    },
    amlExport: {
      handle: (input) => amlExport(db, input),
    },
  });
}

/** The ID number as the CLI prints it in a list (whole numbers only in `show`). */
export const idShown = (n: string) => (n === '' ? '—' : maskIdNumber(n));
