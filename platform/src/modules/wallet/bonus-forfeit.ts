import { formatMoney } from '@casino/contracts/money';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bonusGrants, wallets } from '../../db/schema';
import { applyLedger, countTurnover } from '../../ledger/ledger';
import { activeGrants, planForfeit, uncountedStakesSinceDeposit } from './withdrawability';

export interface ForfeitResult {
  /** Bonus money taken back through the ledger (0 when the balance no longer held any). */
  forfeited: number;
  /** Grants closed as forfeited. */
  grants: number;
}

/**
 * Gives up every active bonus grant so the player's own cash can leave (DESIGN §9 "Fair terms"). Call inside
 * the withdrawal's transaction with the wallet row locked. Each grant's remaining bonus money leaves through
 * one ledger row keyed by the grant (`bonusGrant`/<id>/`bonusForfeit`), so no grant is ever forfeited twice,
 * and the amount never exceeds the bonus grants' own amounts: the deposit is never touched. Turnover those
 * grants took from bets made since the player's open deposit is counted for the deposit instead.
 */
export async function forfeitBonus(tx: Tx, userId: number, why: string): Promise<ForfeitResult> {
  const grants = await activeGrants(tx, userId, true);
  if (!grants.some((g) => g.source !== 'deposit')) return { forfeited: 0, grants: 0 };
  const [wallet] = await tx
    .select({ balance: wallets.balance })
    .from(wallets)
    .where(eq(wallets.userId, userId));
  const coin = wallet?.balance ?? 0;
  const plan = planForfeit(coin, grants, await uncountedStakesSinceDeposit(tx, userId, grants));
  let closed = 0;
  for (const { grant, amount } of plan.forfeits) {
    const [row] = await tx
      .update(bonusGrants)
      .set({ status: 'forfeited' })
      .where(and(eq(bonusGrants.id, grant.id), eq(bonusGrants.status, 'active')))
      .returning({ id: bonusGrants.id });
    if (!row) continue;
    closed++;
    if (amount > 0) {
      await applyLedger(tx, {
        userId,
        delta: -amount,
        kind: 'bonusForfeit',
        refType: 'bonusGrant',
        refId: grant.id,
        reason: `Bonus of ${formatMoney(amount)} forfeited (${why})`,
      });
    }
  }
  // With the bonus grants closed, the deposits are the only open grants left to count it.
  if (plan.transfer > 0) await countTurnover(tx, userId, plan.transfer);
  return { forfeited: plan.total, grants: closed };
}
