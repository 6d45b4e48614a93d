import { and, eq, sql } from 'drizzle-orm';
import { gameRefInTx } from '../../catalogue/game-ref';
import type { Db, Tx } from '../../db/client';
import { gameRounds, gameSessions } from '../../db/schema-games';
import { applyFreshLedger, applyLedger, countTurnover, type GameRef } from '../../ledger/ledger';
import { closeRound, type EngineRound, resolveRound } from './engines';
import type { RoundRow, SessionRow } from './round-rows';

/** The ledger ref of every money movement of a round: `game_round/<roundId>`. */
export const ROUND_REF = 'game_round';

/**
 * Paying rounds out as they leave `open`, bringing Crash rounds up to the clock, and closing a session with
 * its open rounds settled.
 */
export function createSettlement(deps: { db: Db; now: () => number }) {
  const { db, now } = deps;

  /**
   * Pays a round that has just left `open`: the win (or the refund) through the ledger — or into the demo
   * coins — once, by the round's ref. Answers the balance after it.
   */
  async function payOut(
    tx: Tx,
    row: Pick<RoundRow, 'status' | 'mode' | 'sessionId' | 'userId' | 'roundId' | 'balanceAfter' | 'gameId'>,
    next: EngineRound,
    /** The round was made in this transaction: its refs are new to the ledger (applyFreshLedger). */
    fresh = false,
    /** The game as the ledger records it; looked up in this transaction when the caller has not got it. */
    game?: GameRef,
  ): Promise<number> {
    if (row.status !== 'open' || next.status === 'open' || next.win <= 0) return row.balanceAfter;
    const kind = next.status === 'refunded' ? 'refund' : 'win';
    if (row.mode === 'demo') {
      const [s] = await tx
        .update(gameSessions)
        .set({ demoBalance: sql`${gameSessions.demoBalance} + ${next.win}` })
        .where(eq(gameSessions.id, row.sessionId))
        .returning({ balance: gameSessions.demoBalance });
      return s!.balance;
    }
    const credit = await (fresh ? applyFreshLedger : applyLedger)(tx, {
      userId: row.userId!,
      delta: next.win,
      kind,
      refType: ROUND_REF,
      refId: row.roundId,
      reason: kind === 'win' ? 'Game win' : 'Game round refunded',
      game: game ?? (await gameRefInTx(tx, row.gameId)),
    });
    return credit.balanceAfter;
  }

  /**
   * Writes a round's new state, paying it out when it has just left `open`. A real round that ends settled
   * (not refunded) counts its stake as bonus turnover now: its bet did not (see play).
   */
  async function saveState(tx: Tx, row: RoundRow, next: EngineRound): Promise<RoundRow> {
    const balanceAfter = await payOut(tx, row, next);
    if (row.status === 'open' && next.status === 'settled' && row.mode === 'real')
      await countTurnover(tx, row.userId!, row.bet);
    const [saved] = await tx
      .update(gameRounds)
      .set({
        state: next,
        status: next.status,
        win: next.win,
        balanceAfter,
        updatedAt: new Date(now()),
      })
      .where(eq(gameRounds.id, row.id))
      .returning();
    return saved!;
  }

  /** Brings an open Crash round up to now (auto cash-out or max win due) and settles it if it ended. */
  async function resolveDue(row: RoundRow): Promise<RoundRow> {
    if (row.status !== 'open' || row.engine !== 'crash') return row;
    // Still climbing on the row as read: nothing is due, so no transaction (a running round is polled).
    const ctx = { now: now(), demo: row.mode === 'demo' };
    if (resolveRound(row.state as EngineRound, ctx).status === 'open') return row;
    return db.transaction(async (tx) => {
      const [locked] = await tx.select().from(gameRounds).where(eq(gameRounds.id, row.id)).for('update');
      if (locked?.status !== 'open') return locked ?? row;
      const next = resolveRound(locked.state as EngineRound, { now: now(), demo: locked.mode === 'demo' });
      if (next.status === 'open') return locked;
      return saveState(tx, locked, next);
    });
  }

  /**
   * Closes the session and settles every open round of it (Mines cash out or refund, Crash plays out). Closed
   * first, so a play that starts after this is refused; a round that a play was committing meanwhile is
   * settled by the sweep (an open round of a closed session). Safe to race: each round is settled under its
   * row lock, once, and a session already closed is settled again harmlessly.
   */
  async function closeSession(session: Pick<SessionRow, 'id'>): Promise<void> {
    await db
      .update(gameSessions)
      .set({ status: 'closed', closedAt: new Date(now()) })
      .where(and(eq(gameSessions.id, session.id), eq(gameSessions.status, 'open')));
    const open = await db
      .select({ id: gameRounds.id })
      .from(gameRounds)
      .where(and(eq(gameRounds.sessionId, session.id), eq(gameRounds.status, 'open')));
    for (const { id } of open) {
      await db.transaction(async (tx) => {
        const [locked] = await tx.select().from(gameRounds).where(eq(gameRounds.id, id)).for('update');
        if (locked?.status !== 'open') return;
        await saveState(
          tx,
          locked,
          closeRound(locked.state as EngineRound, { now: now(), demo: locked.mode === 'demo' }),
        );
      });
    }
  }

  return { payOut, saveState, resolveDue, closeSession };
}

export type Settlement = ReturnType<typeof createSettlement>;
