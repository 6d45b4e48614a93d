// The AML queue's rules, one place for the console and the CLI: the items by status, a status change (only the
// transitions AML_TRANSITIONS allows, with a reason, audited by the caller in the same transaction), and the
// regulator's 5-working-day deadline.
import { AML_TRANSITIONS, type AmlStatus } from '@casino/contracts/aml-report';
import { OPS_ERR, OPS_ERROR_MESSAGE } from '@casino/contracts/ops-errors';
import { eq } from 'drizzle-orm';
import { CallError } from '../../core/call-error';
import type { Tx } from '../../db/client';
import { amlItems } from '../../db/schema';

export type AmlRow = typeof amlItems.$inferSelect;

const DAY_MS = 86_400_000;
const MANILA_OFFSET_MS = 8 * 3_600_000;

/**
 * Detection plus 5 working days (Monday to Friday in Manila; public holidays are not known here, so the
 * deadline shown is never later than the real one).
 */
export function reportBy(detectedAt: number): number {
  let at = detectedAt;
  let left = 5;
  while (left > 0) {
    at += DAY_MS;
    const weekday = new Date(at + MANILA_OFFSET_MS).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return at;
}

/** Moves an item; refuses a transition AML_TRANSITIONS does not allow. Answers the row before and after. */
export async function setAmlStatus(
  tx: Tx,
  o: { itemId: number; status: AmlStatus; reason: string; by: string },
): Promise<{ before: AmlRow; after: AmlRow }> {
  const [before] = await tx.select().from(amlItems).where(eq(amlItems.id, o.itemId)).for('update');
  if (!before) throw new CallError(OPS_ERR.AML_NOT_FOUND, OPS_ERROR_MESSAGE[OPS_ERR.AML_NOT_FOUND]);
  const from = before.status as AmlStatus;
  const allowed = AML_TRANSITIONS[from];
  if (!allowed.includes(o.status)) {
    throw new CallError(
      OPS_ERR.AML_TRANSITION,
      `An AML item that is ${from} cannot become ${o.status}${allowed.length ? ` (it can become ${allowed.join(', ')})` : ''}.`,
    );
  }
  const [after] = await tx
    .update(amlItems)
    .set({ status: o.status, statusReason: o.reason, statusBy: o.by, statusAt: new Date() })
    .where(eq(amlItems.id, o.itemId))
    .returning();
  return { before, after: after! };
}
