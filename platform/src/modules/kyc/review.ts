import { KYC_STATUS } from '@casino/contracts/enums';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { kycSubmissions, users } from '../../db/schema';
import { mailKycReviewed } from '../mail';

export const REASON_MAX = 300;

/**
 * The operator's decision on a pending submission: the submission, the player's state and the outcome mail in
 * one transaction. A submission already decided is refused (two operators never both decide one).
 */
export async function reviewKyc(
  db: Db,
  o: { submissionId: number; approve: boolean; reason?: string },
): Promise<{ userId: number; mailId: number }> {
  const reason = (o.reason ?? '').trim();
  if (!o.approve && reason === '') throw new Error('a rejection needs a reason the player can act on');
  if (reason.length > REASON_MAX) throw new Error(`the reason is longer than ${REASON_MAX} characters`);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(kycSubmissions)
      .where(eq(kycSubmissions.id, o.submissionId))
      .for('update');
    if (!row) throw new Error(`no KYC submission ${o.submissionId}`);
    if (row.status !== KYC_STATUS.pending) {
      throw new Error(
        `KYC submission ${o.submissionId} was already ${row.status === KYC_STATUS.approved ? 'approved' : 'rejected'}`,
      );
    }
    const status = o.approve ? KYC_STATUS.approved : KYC_STATUS.rejected;
    await tx
      .update(kycSubmissions)
      .set({ status, rejectReason: o.approve ? '' : reason, reviewedAt: new Date() })
      .where(and(eq(kycSubmissions.id, row.id), eq(kycSubmissions.status, KYC_STATUS.pending)));
    await tx.update(users).set({ kycStatus: status, updatedAt: new Date() }).where(eq(users.id, row.userId));
    const mail = await mailKycReviewed(tx, {
      userId: row.userId,
      submissionId: row.id,
      approved: o.approve,
      reason,
    });
    return { userId: row.userId, mailId: mail.id };
  });
}
