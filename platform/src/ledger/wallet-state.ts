import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { bonusGrants, wallets } from '../db/schema';

/** Opens the player's wallet (balance 0); part of creating a user. */
export async function openWallet(db: Db | Tx, userId: number): Promise<void> {
  await db.insert(wallets).values({ userId }).onConflictDoNothing();
}

export interface WalletState {
  balance: number;
  bet: number;
  totalRecharge: number;
  exchange: number;
  safebox: number;
  hasSafeboxPassword: boolean;
  /** Bonus money still locked by turnover, and the turnover it still needs. */
  activeBonus: number;
  turnoverRemaining: number;
}

/** The wallet as the user info shows it; zeros for a player without a wallet row yet. */
export async function walletState(db: Db | Tx, userId: number): Promise<WalletState> {
  const [w] = await db
    .select({
      balance: wallets.balance,
      bet: wallets.betTotal,
      totalRecharge: wallets.rechargeTotal,
      exchange: wallets.exchangeTotal,
      safebox: wallets.safebox,
      hasSafeboxPassword: sql<boolean>`${wallets.safeboxPasswordHash} is not null`,
    })
    .from(wallets)
    .where(eq(wallets.userId, userId));
  const [b] = await db
    .select({
      activeBonus: sql<string>`coalesce(sum(${bonusGrants.amount}), 0)::text`,
      turnoverRemaining: sql<string>`coalesce(sum(${bonusGrants.turnoverRequired} - ${bonusGrants.turnoverDone}), 0)::text`,
    })
    .from(bonusGrants)
    .where(
      and(
        eq(bonusGrants.userId, userId),
        eq(bonusGrants.status, 'active'),
        or(isNull(bonusGrants.expiresAt), gt(bonusGrants.expiresAt, sql`now()`)),
      ),
    );
  return {
    balance: w?.balance ?? 0,
    bet: w?.bet ?? 0,
    totalRecharge: w?.totalRecharge ?? 0,
    exchange: w?.exchange ?? 0,
    safebox: w?.safebox ?? 0,
    hasSafeboxPassword: w?.hasSafeboxPassword === true,
    activeBonus: Number(b?.activeBonus ?? 0),
    turnoverRemaining: Number(b?.turnoverRemaining ?? 0),
  };
}
