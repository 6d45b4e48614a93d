import { and, eq, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameRounds, gameSessions } from '../../db/schema-games';

type RoundRow = typeof gameRounds.$inferSelect;

/** The money-safe closing and the Crash catch-up of the games service (closeSession, resolveDue). */
export interface SessionEndDeps {
  db: Db;
  now: () => number;
  closeSession(session: { id: string }): Promise<void>;
  resolveDue(row: RoundRow): Promise<RoundRow>;
}

/**
 * How many ended sessions one sweep statement picks up, and how many batches one sweep runs at most (the next
 * sweep goes on), so a backlog after downtime never holds the process in one long loop.
 */
const SWEEP_BATCH = 100;
const SWEEP_MAX_BATCHES = 10;

/**
 * When a game session ends besides exitGame, so that no bet is held by a session nobody plays any more:
 * a new session of the same game, logout, expiry (the sweep) and — lazily — a seed change. Every path settles
 * through closeSession, whose round lock and status check settle a round once whoever races for it (and the
 * round's ledger ref could not pay twice anyway).
 */
export function createSessionEnd(deps: SessionEndDeps) {
  const { db, now } = deps;

  /** Ended = closed, or past its expiry: a round of it can no longer be played (assertPlayable). */
  const ended = () => or(ne(gameSessions.status, 'open'), lte(gameSessions.expiresAt, new Date(now())));

  async function closeAll(sessions: { id: string }[]): Promise<number> {
    for (const s of sessions) await deps.closeSession(s);
    return sessions.length;
  }

  return {
    /**
     * Before a player opens a game: their open sessions of that game in that mode end first. One live
     * session per player and game, because a tab closed mid-round never calls exitGame, and its bet would
     * be held for ever (and block the player's seed rotation).
     */
    async closeOlderSessions(userId: number, gameId: number, mode: 'real' | 'demo'): Promise<number> {
      const open = await db
        .select({ id: gameSessions.id })
        .from(gameSessions)
        .where(
          and(
            eq(gameSessions.userId, userId),
            eq(gameSessions.gameId, gameId),
            eq(gameSessions.status, 'open'),
            eq(gameSessions.mode, mode),
          ),
        );
      return closeAll(open);
    },

    /** Logout: every open session of the player (real and demo, every game) ends. */
    async closePlayerSessions(userId: number): Promise<number> {
      const open = await db
        .select({ id: gameSessions.id })
        .from(gameSessions)
        .where(and(eq(gameSessions.userId, userId), eq(gameSessions.status, 'open')));
      return closeAll(open);
    },

    /**
     * The periodic sweep. First every session with an open round that has ended — expired, or closed while a
     * play was still committing its round — is closed with its rounds settled, starting from the open rounds
     * (a small partial index). Then expired sessions that hold no open round are marked closed in one
     * statement (partial index on the open sessions' expiry): they hold no money, but an operator counting
     * live sessions, and a visitor's demo session nobody will ever close, must not read them as open.
     * Answers how many sessions it closed.
     */
    async sweepEndedSessions(): Promise<number> {
      let total = 0;
      for (let i = 0; i < SWEEP_MAX_BATCHES; i++) {
        const batch = await db
          .selectDistinct({ id: gameSessions.id })
          .from(gameRounds)
          .innerJoin(gameSessions, eq(gameSessions.id, gameRounds.sessionId))
          .where(and(eq(gameRounds.status, 'open'), ended()))
          .limit(SWEEP_BATCH);
        total += await closeAll(batch);
        if (batch.length < SWEEP_BATCH) break;
      }
      const at = new Date(now());
      const expired = await db
        .update(gameSessions)
        .set({ status: 'closed', closedAt: at })
        .where(
          and(
            eq(gameSessions.status, 'open'),
            lte(gameSessions.expiresAt, at),
            // one with an open round is the first step's (its round is settled before it closes)
            sql`not exists (select 1 from ${gameRounds} where ${gameRounds.sessionId} = ${gameSessions.id} and ${gameRounds.status} = 'open')`,
          ),
        )
        .returning({ id: gameSessions.id });
      return total + expired.length;
    },

    /**
     * Before a seed change (rotate, new client seed), which is refused while a round of the pair is open:
     * the player's open rounds of ended sessions are settled, and open Crash rounds of live sessions are
     * brought up to now (one that busted or hit its auto cash-out is over). So a refusal means a live
     * session really has a round in play.
     */
    async settleStaleRounds(userId: number): Promise<void> {
      const open = await db
        .select({ round: gameRounds, sessionEnded: sql<boolean>`${ended()}` })
        .from(gameRounds)
        .innerJoin(gameSessions, eq(gameSessions.id, gameRounds.sessionId))
        .where(
          and(eq(gameRounds.userId, userId), eq(gameRounds.status, 'open'), eq(gameRounds.mode, 'real')),
        );
      const closing = new Set<string>();
      for (const { round, sessionEnded } of open) {
        if (sessionEnded) closing.add(round.sessionId);
        else await deps.resolveDue(round);
      }
      await closeAll([...closing].map((id) => ({ id })));
    },
  };
}

export type SessionEnd = ReturnType<typeof createSessionEnd>;
