// Compliance's side of screening hits, one set of rules for the console and the CLI: the queue with the match
// evidence beside the list entry, and the decision (confirm keeps the player blocked; false positive lifts the
// block for good). The caller writes the audit row in the same transaction.
import type { ScreeningStatus } from '@casino/contracts/exclusion-list';
import { OPS_ERR, OPS_ERROR_MESSAGE } from '@casino/contracts/ops-errors';
import { asc, count, desc, eq } from 'drizzle-orm';
import { CallError } from '../../core/call-error';
import type { Db, Tx } from '../../db/client';
import { exclusionList, screeningHits, users } from '../../db/schema';
import type { IdentityFacts } from './identity-match';

export type HitRow = typeof screeningHits.$inferSelect;

export async function screeningPage(
  db: Db,
  o: { status: ScreeningStatus; pageNum: number; pageSize: number },
) {
  const where = eq(screeningHits.status, o.status);
  const rows = await db
    .select({ hit: screeningHits, entry: exclusionList, account: users.account, nickname: users.nickname })
    .from(screeningHits)
    .innerJoin(exclusionList, eq(exclusionList.id, screeningHits.entryId))
    .leftJoin(users, eq(users.id, screeningHits.userId))
    .where(where)
    // Open hits oldest first (a blocked player waits no longer than the ones after); decided ones newest first.
    .orderBy(o.status === 'open' ? asc(screeningHits.id) : desc(screeningHits.decidedAt))
    .limit(o.pageSize)
    .offset((o.pageNum - 1) * o.pageSize);
  const [{ n = 0 } = {}] = await db.select({ n: count() }).from(screeningHits).where(where);
  return {
    list: rows.map(({ hit, entry, account, nickname }) => {
      const ev = hit.evidence as Partial<IdentityFacts>;
      return {
        id: hit.id,
        userId: hit.userId,
        account: account ?? nickname ?? '',
        trigger: hit.trigger as 'registration',
        matchedOn: hit.matchedOn as 'idNumber' | 'nameBirthday',
        player: { name: ev.name ?? '', birthday: ev.birthday ?? '', idNumber: ev.idNumber ?? '' },
        entry: {
          id: entry.id,
          name: entry.name,
          birthday: entry.birthday,
          idNumber: entry.idNumber,
          kind: entry.kind as 'self',
          source: entry.source,
          importedAt: entry.importedAt.getTime(),
        },
        status: hit.status as ScreeningStatus,
        createdAt: hit.createdAt.getTime(),
        decidedBy: hit.decidedBy,
        decidedAt: hit.decidedAt?.getTime() ?? null,
        reason: hit.reason,
      };
    }),
    pageNum: o.pageNum,
    pageSize: o.pageSize,
    pages: Math.ceil(n / o.pageSize),
    total: n,
  };
}

/** Decides an open hit; a decided one is refused (twice the same click changes nothing). */
export async function decideHit(
  tx: Tx,
  o: { hitId: number; decision: 'confirm' | 'falsePositive'; reason: string; by: string },
): Promise<{ before: HitRow; after: HitRow }> {
  const [before] = await tx.select().from(screeningHits).where(eq(screeningHits.id, o.hitId)).for('update');
  if (!before)
    throw new CallError(OPS_ERR.SCREENING_HIT_NOT_FOUND, OPS_ERROR_MESSAGE[OPS_ERR.SCREENING_HIT_NOT_FOUND]);
  if (before.status !== 'open')
    throw new CallError(OPS_ERR.SCREENING_DECIDED, OPS_ERROR_MESSAGE[OPS_ERR.SCREENING_DECIDED]);
  const [after] = await tx
    .update(screeningHits)
    .set({
      status: o.decision === 'confirm' ? 'confirmed' : 'falsePositive',
      decidedBy: o.by,
      decidedAt: new Date(),
      reason: o.reason,
    })
    .where(eq(screeningHits.id, o.hitId))
    .returning();
  return { before, after: after! };
}

/** What an audit row keeps of a hit: its state, never the ID number. */
export const hitAudit = (h: HitRow) => ({
  status: h.status,
  entryId: h.entryId,
  matchedOn: h.matchedOn,
  decidedBy: h.decidedBy,
});
