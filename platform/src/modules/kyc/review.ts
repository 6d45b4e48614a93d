import { KYC_STATUS } from '@casino/contracts/enums';
import { OPS_ERR, OPS_ERROR_MESSAGE } from '@casino/contracts/ops-errors';
import { and, eq, sql } from 'drizzle-orm';
import { CallError } from '../../core/call-error';
import type { Db, Tx } from '../../db/client';
import { kycSubmissions, users } from '../../db/schema';
import { mailKycReviewed } from '../mail';
import type { KycFlag } from './checks';

export const REASON_MAX = 300;

/**
 * The operator's decision on a pending submission: the submission, the player's state and the outcome mail in
 * one transaction. A submission already decided is refused (two operators never both decide one).
 */
export async function reviewKyc(
  db: Db,
  o: {
    submissionId: number;
    approve: boolean;
    reason?: string;
    /**
     * A compliance operator's reason for approving a submission the checks flagged (checks.ts); without it a
     * flagged submission is never approved.
     */
    override?: string;
    /** False for an operator whose roles may not override the checks (only compliance or admin may). */
    mayOverride?: boolean;
    /** Runs inside the decision's transaction (the operator's audit row: both commit or neither). */
    inTx?: (tx: Tx, before: { status: number; flags: KycFlag[] }, after: { status: number }) => Promise<void>;
  },
): Promise<{ userId: number; mailId: number; approved: boolean }> {
  const reason = (o.reason ?? '').trim();
  const override = (o.override ?? '').trim();
  if (override.length > REASON_MAX)
    throw new Error(`the override reason is longer than ${REASON_MAX} characters`);
  if (!o.approve && reason === '')
    throw new CallError(OPS_ERR.KYC_REASON_REQUIRED, 'a rejection needs a reason the player can act on');
  if (reason.length > REASON_MAX) throw new Error(`the reason is longer than ${REASON_MAX} characters`);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(kycSubmissions)
      .where(eq(kycSubmissions.id, o.submissionId))
      .for('update');
    if (!row) throw new CallError(OPS_ERR.KYC_NOT_FOUND, `no KYC submission ${o.submissionId}`);
    if (row.status !== KYC_STATUS.pending) {
      throw new CallError(
        OPS_ERR.KYC_DECIDED,
        `KYC submission ${o.submissionId} was already ${row.status === KYC_STATUS.approved ? 'approved' : 'rejected'}`,
      );
    }
    const flags = (row.flags ?? []) as KycFlag[];
    if (o.approve && flags.length > 0 && o.mayOverride === false) {
      throw new CallError(OPS_ERR.KYC_OVERRIDE_ROLE, OPS_ERROR_MESSAGE[OPS_ERR.KYC_OVERRIDE_ROLE]);
    }
    if (o.approve && flags.length > 0 && override === '') {
      throw new CallError(
        OPS_ERR.KYC_FLAGGED_NEEDS_OVERRIDE,
        `KYC submission ${o.submissionId} is flagged (${flags.map((f) => f.check).join(', ')}): approving it needs a compliance override with a reason`,
      );
    }
    const status = o.approve ? KYC_STATUS.approved : KYC_STATUS.rejected;
    await tx
      .update(kycSubmissions)
      .set({
        status,
        rejectReason: o.approve ? '' : reason,
        overrideReason: o.approve && flags.length > 0 ? override : '',
        reviewedAt: new Date(),
      })
      .where(and(eq(kycSubmissions.id, row.id), eq(kycSubmissions.status, KYC_STATUS.pending)));
    await tx
      .update(users)
      .set({
        kycStatus: status,
        // An approval raises the verified level; a rejection of a higher level keeps the one already held.
        ...(o.approve ? { kycLevel: sql`greatest(${users.kycLevel}, ${row.level})` } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, row.userId));
    const mail = await mailKycReviewed(tx, {
      userId: row.userId,
      submissionId: row.id,
      approved: o.approve,
      reason,
      level: row.level,
    });
    await o.inTx?.(tx, { status: row.status, flags }, { status });
    return { userId: row.userId, mailId: mail.id, approved: o.approve };
  });
}
