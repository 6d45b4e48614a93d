import { ERR } from '@casino/contracts/errors';
import { OPS_ERR } from '@casino/contracts/ops-errors';
import { REWARD_ID, rewardDestination } from '@casino/contracts/reward-ids';
import { eq } from 'drizzle-orm';
import { CallError } from '../../core/call-error';
import type { ProposalExecutor } from '../../core/ops-handlers';
import type { Tx } from '../../db/client';
import { users, wallets } from '../../db/schema';
import { adjust, checkGrantItems, propBalance, type RewardItem } from '../../rewards';
import { opsRefusal } from './errors';

/** What an `adjustment` proposal carries. */
export interface AdjustmentPayload {
  userId: number;
  items: RewardItem[];
  reason: string;
}

/** Coin (and jackpot items, also coin) the player holds, or the prop count, for the item's destination. */
async function held(tx: Tx, userId: number, propId: number): Promise<number> {
  if (rewardDestination(propId) === 'coin') {
    const [w] = await tx.select({ balance: wallets.balance }).from(wallets).where(eq(wallets.userId, userId));
    return Number(w?.balance ?? 0);
  }
  return propBalance(tx, userId, propId);
}

/** Sum of each item's debits, by destination (coin items share the one balance). */
function debits(items: readonly RewardItem[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const { propId, count } of items) {
    if (count >= 0) continue;
    const key = rewardDestination(propId) === 'coin' ? REWARD_ID.coin : propId;
    out.set(key, (out.get(key) ?? 0) - count);
  }
  return out;
}

/** Refuses, with what the player holds, a debit larger than it: checked when proposed and again when approved. */
async function checkCovered(tx: Tx, p: AdjustmentPayload): Promise<void> {
  for (const [propId, amount] of debits(p.items)) {
    const has = await held(tx, p.userId, propId);
    if (has < amount) throw opsRefusal(OPS_ERR.ADJUSTMENT_EXCEEDS_BALANCE, { held: Math.max(0, has) });
  }
}

/**
 * Manual credit or debit of coin or props (four-eyes, DESIGN §10). Approving grants through rewards `adjust`
 * under the proposal's ref (ledger kind `manualAdjustment`, the reason shown in the player's coin log); a debit
 * never takes a balance below zero.
 */
export const adjustmentExecutor: ProposalExecutor<AdjustmentPayload> = {
  deciders: ['finance', 'admin'],
  parse(payload) {
    const p = payload as Partial<AdjustmentPayload>;
    if (!Number.isSafeInteger(p.userId) || !Array.isArray(p.items) || typeof p.reason !== 'string') {
      throw new CallError(ERR.INVALID_REQUEST, 'Invalid request: adjustment payload');
    }
    const items = p.items.map((i) => ({ propId: Number(i.propId), count: Number(i.count) }));
    checkGrantItems(items, 0);
    return { userId: p.userId as number, items, reason: p.reason };
  },
  async check(tx, p) {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, p.userId));
    if (!user) throw opsRefusal(OPS_ERR.PLAYER_NOT_FOUND);
    await checkCovered(tx, p);
  },
  async execute(tx, p, run) {
    await checkCovered(tx, p);
    try {
      const g = await adjust(tx, {
        userId: p.userId,
        items: p.items,
        ref: run.ref,
        source: 'manualAdjustment',
        reason: p.reason,
      });
      return { grantId: g.grantId, items: g.items };
    } catch (err) {
      // A debit the balance no longer covers (the player played meanwhile): nothing was taken.
      if (
        err instanceof CallError &&
        (err.errcode === ERR.INSUFFICIENT_BALANCE || err.errcode === ERR.NOT_ENOUGH_PROPS)
      ) {
        throw opsRefusal(OPS_ERR.ADJUSTMENT_EXCEEDS_BALANCE, err.detail);
      }
      throw err;
    }
  },
};
