// Blocks an operator puts on a player (deposit, withdraw, play) — a licensee-initiated exclusion. The same
// checks that enforce the player's own limits (guard.ts: checkDeposit, checkBet, checkWithdraw) refuse while
// one is on, so every path that moves that money obeys one rule.
import { ERR } from '@casino/contracts/errors';
import type { OperatorBlockKind } from '@casino/contracts/protection-rules';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { CallError } from '../../core/call-error';
import type { Db, Tx } from '../../db/client';
import { operatorBlocks } from '../../db/schema';

export interface OperatorBlock {
  kind: OperatorBlockKind;
  reason: string;
  setBy: string;
  setAt: number;
}

const WHAT: Record<OperatorBlockKind, string> = {
  deposit: 'Deposits are',
  withdraw: 'Withdrawals are',
  play: 'Playing is',
};

/** The refusal a blocked player sees; the reason stays with the operator (it may name what is investigated). */
export function blockedError(kind: OperatorBlockKind): CallError {
  return new CallError(
    ERR.PLAYER_BLOCKED,
    `${WHAT[kind]} blocked on your account by the operator. Please contact customer service.`,
  );
}

/** The blocks on now for a player. */
export async function blocksOf(db: Db | Tx, userId: number): Promise<OperatorBlock[]> {
  const rows = await db
    .select()
    .from(operatorBlocks)
    .where(and(eq(operatorBlocks.userId, userId), isNull(operatorBlocks.liftedAt)));
  return rows.map((r) => ({
    kind: r.kind as OperatorBlockKind,
    reason: r.reason,
    setBy: r.setBy,
    setAt: r.setAt.getTime(),
  }));
}

/** Refuses when the operator blocked `kind` for the player (inside the money's own transaction). */
export async function checkBlock(tx: Db | Tx, userId: number, kind: OperatorBlockKind): Promise<void> {
  const [row] = await tx
    .select({ kind: operatorBlocks.kind })
    .from(operatorBlocks)
    .where(
      and(eq(operatorBlocks.userId, userId), eq(operatorBlocks.kind, kind), isNull(operatorBlocks.liftedAt)),
    );
  if (row) throw blockedError(kind);
}

export interface BlockChange {
  before: OperatorBlock | null;
  after: OperatorBlock | null;
}

/**
 * Puts a block on (a new reason replaces the old) or lifts it; answers the block before and after for the audit
 * row the caller writes in the same transaction. Lifting a block that is not on changes nothing.
 */
export async function setBlock(
  tx: Tx,
  input: { userId: number; kind: OperatorBlockKind; on: boolean; reason: string; by: string },
): Promise<BlockChange> {
  const [row] = await tx
    .select()
    .from(operatorBlocks)
    .where(and(eq(operatorBlocks.userId, input.userId), eq(operatorBlocks.kind, input.kind)))
    .for('update');
  const before: OperatorBlock | null =
    row && row.liftedAt === null
      ? { kind: input.kind, reason: row.reason, setBy: row.setBy, setAt: row.setAt.getTime() }
      : null;
  if (!input.on) {
    if (before)
      await tx
        .update(operatorBlocks)
        .set({ liftedAt: sql`now()`, liftedBy: input.by })
        .where(and(eq(operatorBlocks.userId, input.userId), eq(operatorBlocks.kind, input.kind)));
    return { before, after: null };
  }
  const [written] = await tx
    .insert(operatorBlocks)
    .values({ userId: input.userId, kind: input.kind, reason: input.reason, setBy: input.by })
    .onConflictDoUpdate({
      target: [operatorBlocks.userId, operatorBlocks.kind],
      set: { reason: input.reason, setBy: input.by, setAt: sql`now()`, liftedAt: null, liftedBy: null },
    })
    .returning();
  return {
    before,
    after: {
      kind: input.kind,
      reason: written!.reason,
      setBy: written!.setBy,
      setAt: written!.setAt.getTime(),
    },
  };
}
