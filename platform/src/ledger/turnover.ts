import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { bonusGrants } from '../db/schema';
import { LedgerInputError } from './ledger-input-error';

// Bonus-money turnover (wagering): what a stake counts toward the player's active bonus grants.

/**
 * Counts a stake as wagered turnover when it was not counted at its bet (kind 'bet' with turnoverWeightBp 0):
 * a game round that may still be refunded (Mines, Crash) counts its stake only once it is settled, so a
 * refunded round never wagers a bonus or a deposit off.
 */
export async function countTurnover(tx: Tx, userId: number, amount: number): Promise<void> {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new LedgerInputError('turnover must be ≥ 0');
  if (amount > 0) await consumeTurnover(tx, userId, amount);
}

/**
 * Takes back the turnover a stake counted when that stake is refunded (an outside provider's rollback of a
 * bet that already counted at its bet): from the active grants, oldest first — the ones it went to, as long as
 * none completed in between (a completed grant is not reopened).
 */
export async function uncountTurnover(tx: Tx, userId: number, amount: number): Promise<void> {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new LedgerInputError('turnover must be ≥ 0');
  if (amount === 0) return;
  const grants = await tx
    .select({ id: bonusGrants.id, done: bonusGrants.turnoverDone })
    .from(bonusGrants)
    .where(and(eq(bonusGrants.userId, userId), eq(bonusGrants.status, 'active')))
    .orderBy(asc(bonusGrants.id))
    .for('update');
  let left = amount;
  for (const g of grants) {
    if (left <= 0) break;
    const back = Math.min(left, g.done);
    if (back <= 0) continue;
    left -= back;
    await tx
      .update(bonusGrants)
      .set({ turnoverDone: g.done - back })
      .where(eq(bonusGrants.id, g.id));
  }
}

/** Counts wagered turnover toward the player's active bonus grants, oldest first. */
export async function consumeTurnover(tx: Tx, userId: number, amount: number): Promise<void> {
  const grants = await tx
    .select({
      id: bonusGrants.id,
      required: bonusGrants.turnoverRequired,
      done: bonusGrants.turnoverDone,
      expiresAt: bonusGrants.expiresAt,
    })
    .from(bonusGrants)
    .where(and(eq(bonusGrants.userId, userId), eq(bonusGrants.status, 'active')))
    .orderBy(asc(bonusGrants.id))
    .for('update');
  let left = amount;
  const now = Date.now();
  for (const g of grants) {
    if (left <= 0) break;
    if (g.expiresAt && g.expiresAt.getTime() <= now) continue;
    const take = Math.min(left, g.required - g.done);
    if (take <= 0) continue;
    left -= take;
    const completed = g.done + take >= g.required;
    await tx
      .update(bonusGrants)
      .set({
        turnoverDone: g.done + take,
        ...(completed ? { status: 'completed', completedAt: new Date() } : {}),
      })
      .where(eq(bonusGrants.id, g.id));
  }
}
