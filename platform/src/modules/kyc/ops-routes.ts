// The KYC module's operator calls: the queue (oldest first, with the checks' flags), a document's bytes for the
// reviewer, and the decision through review.ts (the one rule), audited in the decision's transaction.
import { KYC_STATUS } from '@casino/contracts/enums';
import { KYC_DOCUMENTS } from '@casino/contracts/ops-calls/kyc-review';
import { OPS_ERR, OPS_ERROR_MESSAGE } from '@casino/contracts/ops-errors';
import { asc, count, eq } from 'drizzle-orm';
import { CallError } from '../../core/call-error';
import { defineOpsHandlers } from '../../core/ops-handlers';
import type { Db } from '../../db/client';
import { kycSubmissions, userProfiles } from '../../db/schema';
import type { UploadService } from '../uploads';
import type { KycFlag } from './checks';
import { reviewKyc } from './review';

const STATUS_OF = {
  pending: KYC_STATUS.pending,
  approved: KYC_STATUS.approved,
  rejected: KYC_STATUS.rejected,
};
const NAME_OF: Record<number, 'pending' | 'approved' | 'rejected'> = {
  [KYC_STATUS.pending]: 'pending',
  [KYC_STATUS.approved]: 'approved',
  [KYC_STATUS.rejected]: 'rejected',
};
/** A level-2 address in one line, as a reviewer reads it (null on level 1). */
function addressLine(a: unknown): string | null {
  if (!a || typeof a !== 'object') return null;
  const { street, barangay, city, province, postalCode } = a as Record<string, string>;
  return [street, barangay && `Brgy. ${barangay}`, city, province, postalCode].filter(Boolean).join(', ');
}

/** Roles whose call it is to approve a submission the checks flagged. */
const OVERRIDE_ROLES = new Set(['compliance', 'admin']);

export function kycOpsHandlers(db: Db, uploads: UploadService) {
  return defineOpsHandlers({
    kycQueue: {
      async handle(input) {
        const status = STATUS_OF[input.status];
        const where = eq(kycSubmissions.status, status);
        const rows = await db
          .select({
            s: kycSubmissions,
            profileName: userProfiles.realName,
            profileBirthday: userProfiles.birthday,
          })
          .from(kycSubmissions)
          .leftJoin(userProfiles, eq(userProfiles.userId, kycSubmissions.userId))
          // Oldest first: a submission waits no longer than the ones after it.
          .where(where)
          .orderBy(asc(kycSubmissions.createdAt), asc(kycSubmissions.id))
          .limit(input.pageSize)
          .offset((input.pageNum - 1) * input.pageSize);
        const [{ n = 0 } = {}] = await db.select({ n: count() }).from(kycSubmissions).where(where);
        return {
          list: rows.map(({ s, profileName, profileBirthday }) => {
            const flags = (s.flags ?? []) as KycFlag[];
            return {
              id: s.id,
              userId: s.userId,
              name: s.realName,
              profileName: profileName || null,
              birthday: s.birthday,
              profileBirthday: profileBirthday || null,
              idType: s.idType,
              idNumber: s.idNumber,
              status: NAME_OF[s.status] ?? 'pending',
              submittedAt: s.createdAt.getTime(),
              documents: KYC_DOCUMENTS.filter((k) => Boolean(s[k])),
              flags: flags.map((f) => f.check),
              flagDetails: flags.map((f) => f.detail),
              level: s.level === 2 ? (2 as const) : (1 as const),
              address: addressLine(s.address),
              sourceOfFunds: s.level === 2 ? s.sourceOfFunds : null,
              sourceDetail: s.level === 2 ? s.sourceDetail : null,
            };
          }),
          pageNum: input.pageNum,
          pageSize: input.pageSize,
          pages: Math.ceil(n / input.pageSize),
          total: n,
        };
      },
    },
    kycDocument: {
      async handle(input) {
        const [s] = await db.select().from(kycSubmissions).where(eq(kycSubmissions.id, input.submissionId));
        const fileId = s?.[input.which];
        if (!s || !fileId)
          throw new CallError(OPS_ERR.KYC_NOT_FOUND, OPS_ERROR_MESSAGE[OPS_ERR.KYC_NOT_FOUND]);
        return uploads.read(s.userId, fileId);
      },
    },
    kycDecide: {
      async handle(input, ctx) {
        const me = ctx.operator();
        const approve = input.decision === 'approve';
        if (!approve && input.reason.length < 3) {
          throw new CallError(OPS_ERR.KYC_REASON_REQUIRED, OPS_ERROR_MESSAGE[OPS_ERR.KYC_REASON_REQUIRED]);
        }
        const out = await reviewKyc(db, {
          submissionId: input.id,
          approve,
          reason: input.reason,
          ...(input.override ? { override: input.override } : {}),
          mayOverride: me.roles.some((r) => OVERRIDE_ROLES.has(r)),
          inTx: async (tx, before, after) => {
            const [row] = await tx
              .select({ userId: kycSubmissions.userId })
              .from(kycSubmissions)
              .where(eq(kycSubmissions.id, input.id));
            await ctx.audit(tx, {
              action: approve ? 'kyc.approve' : input.decision === 'moreDocs' ? 'kyc.moreDocs' : 'kyc.reject',
              targetType: 'kycSubmission',
              targetId: String(input.id),
              targetUserId: row?.userId ?? null,
              before: { status: NAME_OF[before.status], flags: before.flags.map((f) => f.check) },
              after: { status: NAME_OF[after.status] },
              reason: approve && before.flags.length > 0 ? (input.override ?? '') : input.reason,
            });
          },
        });
        return { state: out.approved ? ('approved' as const) : ('rejected' as const), userId: out.userId };
      },
    },
  });
}
