import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { bonusGrants, ledger, wallets } from '../../db/schema';

export interface Withdrawability {
  coin: number;
  withdrawable: number;
  turnoverRequired: number;
  needsTopUp: boolean;
  locked: number;
  /** Bonus money a withdrawal now would forfeit (active bonus grants, as far as the balance holds them). */
  bonusForfeit: number;
  /** What may be withdrawn once that bonus is forfeited. */
  withdrawableAfterForfeit: number;
}

export interface GrantRow {
  id: number;
  amount: number;
  required: number;
  done: number;
  source: string;
  ledgerId: number;
  createdAt: Date;
  expiresAt: Date | null;
}

export interface ForfeitPlan {
  /** Per active bonus grant, oldest first: the bonus money it still holds (0 once the balance ran out). */
  forfeits: { grant: GrantRow; amount: number }[];
  total: number;
  /**
   * Turnover the forfeited grants took from stakes made after the oldest open deposit: it is counted for the
   * deposits instead, so bets the player made with their own money are never lost with the bonus.
   */
  transfer: number;
  /** The deposits' lock once the transfer is counted (oldest first, as bets count). */
  depositLockedAfter: number;
}

/** Active grants that lock money now (not lapsed), oldest first; locked for update inside a withdrawal. */
export async function activeGrants(db: Db | Tx, userId: number, lock = false): Promise<GrantRow[]> {
  const q = db
    .select({
      id: bonusGrants.id,
      amount: bonusGrants.amount,
      required: bonusGrants.turnoverRequired,
      done: bonusGrants.turnoverDone,
      source: bonusGrants.source,
      ledgerId: bonusGrants.ledgerId,
      createdAt: bonusGrants.createdAt,
      expiresAt: bonusGrants.expiresAt,
    })
    .from(bonusGrants)
    .where(
      and(
        eq(bonusGrants.userId, userId),
        eq(bonusGrants.status, 'active'),
        sql`(${bonusGrants.expiresAt} is null or ${bonusGrants.expiresAt} > now())`,
      ),
    )
    .orderBy(asc(bonusGrants.id));
  return lock ? q.for('update') : q;
}

/**
 * Net stakes since the oldest open deposit that no deposit grant and no bonus grant completed since then
 * has counted — the most the forfeited grants may hand over to the deposits (a conservative bound).
 */
export async function uncountedStakesSinceDeposit(
  db: Db | Tx,
  userId: number,
  grants: GrantRow[],
): Promise<number> {
  const deposits = grants.filter((g) => g.source === 'deposit');
  const oldest = deposits[0];
  if (!oldest) return 0;
  const [stakes] = await db
    .select({ net: sql<string>`coalesce(sum(-${ledger.delta}), 0)::text` })
    .from(ledger)
    .where(
      and(eq(ledger.userId, userId), gt(ledger.id, oldest.ledgerId), inArray(ledger.kind, ['bet', 'refund'])),
    );
  const [completed] = await db
    .select({ done: sql<string>`coalesce(sum(${bonusGrants.turnoverDone}), 0)::text` })
    .from(bonusGrants)
    .where(
      and(
        eq(bonusGrants.userId, userId),
        eq(bonusGrants.status, 'completed'),
        gt(bonusGrants.completedAt, oldest.createdAt),
      ),
    );
  const countedForDeposits = deposits.reduce((s, g) => s + g.done, 0);
  return Math.max(0, Number(stakes?.net ?? 0) - countedForDeposits - Number(completed?.done ?? 0));
}

/**
 * What forfeiting every active bonus grant would do. Cash is taken to be played first (as the lock rule
 * below), so each bonus grant still holds its amount while the balance covers it, oldest first.
 */
export function planForfeit(coin: number, grants: GrantRow[], uncountedStakes: number): ForfeitPlan {
  let left = coin;
  const forfeits = grants
    .filter((g) => g.source !== 'deposit')
    .map((grant) => {
      const amount = Math.min(left, grant.amount);
      left -= amount;
      return { grant, amount };
    });
  const total = forfeits.reduce((s, f) => s + f.amount, 0);
  const transfer = Math.min(
    forfeits.reduce((s, f) => s + f.grant.done, 0),
    uncountedStakes,
  );
  let turnover = transfer;
  let depositLockedAfter = 0;
  for (const g of grants.filter((x) => x.source === 'deposit')) {
    const take = Math.min(turnover, g.required - g.done);
    turnover -= take;
    if (g.done + take < g.required) depositLockedAfter += g.amount;
  }
  return { forfeits, total, transfer, depositLockedAfter };
}

/**
 * What may be withdrawn (platform/README.md "Payments"): every active grant — bonus money and each deposit's
 * turnover — locks its amount until its turnover is met; a player who got a free bonus and never
 * deposited may withdraw nothing (spec §5: bonuses from free bonuses require at least one valid top-up).
 * With bonus turnover unmet the player may still take their own cash by forfeiting the bonus (DESIGN §9).
 */
export async function withdrawability(db: Db | Tx, userId: number, lock = false): Promise<Withdrawability> {
  const [w] = await db
    .select({ balance: wallets.balance, recharge: wallets.rechargeTotal })
    .from(wallets)
    .where(eq(wallets.userId, userId));
  const grants = await activeGrants(db, userId, lock);
  const [free] = await db
    .select({ n: sql<string>`count(*)::text` })
    .from(bonusGrants)
    .where(and(eq(bonusGrants.userId, userId), eq(bonusGrants.source, 'bonus')));
  const coin = w?.balance ?? 0;
  const held = grants.reduce((s, g) => s + g.amount, 0);
  const locked = Math.min(coin, held);
  const needsTopUp = (w?.recharge ?? 0) === 0 && Number(free?.n ?? 0) > 0;
  const plan = planForfeit(coin, grants, await uncountedStakesSinceDeposit(db, userId, grants));
  const afterCoin = coin - plan.total;
  const withdrawable = needsTopUp ? 0 : coin - locked;
  return {
    coin,
    locked,
    turnoverRequired: grants.reduce((s, g) => s + Math.max(0, g.required - g.done), 0),
    needsTopUp,
    withdrawable,
    bonusForfeit: needsTopUp ? 0 : plan.total,
    withdrawableAfterForfeit: needsTopUp
      ? 0
      : Math.max(withdrawable, afterCoin - Math.min(afterCoin, plan.depositLockedAfter)),
  };
}

/** One active bonus as the player sees it on Withdraw: its turnover progress and what withdrawing now costs. */
export interface BonusBucket {
  grantId: number;
  /** The ledger kind that credited it (depositBonus, claim, bonus, rebate…) and its reason, to name it. */
  kind: string;
  label: string;
  /** What was granted, and what of it the balance still holds. */
  amount: number;
  held: number;
  turnoverRequired: number;
  turnoverDone: number;
  /** Epoch ms, null when it never lapses. */
  expiresAt: number | null;
  /** Bonus money that a withdrawal past the withdrawable amount would forfeit now. */
  forfeitNow: number;
}

export interface WithdrawBuckets {
  /** The player's own money: the balance less the bonus money it holds, and the deposits' 1× play. */
  cash: { amount: number; turnoverRequired: number; turnoverDone: number; withdrawable: number };
  bonuses: BonusBucket[];
}

/**
 * The balance split the way a player thinks of it (DESIGN §9 "Fair terms"): own cash with its deposits' 1×
 * play, then each active bonus with its own turnover. The figures come from the same grants and the same
 * forfeit plan as `withdrawability`, so the parts always add up to the rule that decides a withdrawal.
 */
export async function withdrawBuckets(db: Db | Tx, userId: number): Promise<WithdrawBuckets> {
  const w = await withdrawability(db, userId);
  const grants = await activeGrants(db, userId);
  const plan = planForfeit(w.coin, grants, await uncountedStakesSinceDeposit(db, userId, grants));
  const ids = grants.map((g) => g.ledgerId);
  const names = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: ledger.id, kind: ledger.kind, reason: ledger.reason })
            .from(ledger)
            .where(inArray(ledger.id, ids))
        ).map((r) => [r.id, r] as const),
  );
  const deposits = grants.filter((g) => g.source === 'deposit');
  return {
    cash: {
      amount: w.coin - plan.total,
      turnoverRequired: deposits.reduce((s, g) => s + g.required, 0),
      turnoverDone: deposits.reduce((s, g) => s + g.done, 0),
      withdrawable: w.withdrawable,
    },
    bonuses: plan.forfeits.map(({ grant, amount }) => ({
      grantId: grant.id,
      kind: names.get(grant.ledgerId)?.kind ?? 'bonus',
      label: names.get(grant.ledgerId)?.reason ?? '',
      amount: grant.amount,
      held: amount,
      turnoverRequired: grant.required,
      turnoverDone: grant.done,
      expiresAt: grant.expiresAt?.getTime() ?? null,
      forfeitNow: w.needsTopUp ? 0 : amount,
    })),
  };
}
