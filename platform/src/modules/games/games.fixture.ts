// Test helpers the games test files share (not a test file itself): reads of the rows a round leaves, a
// funded player, and a games service on a clock the test moves.
import { eq, sql } from 'drizzle-orm';
import { ledger } from '../../db/schema';
import { gameRounds } from '../../db/schema-games';
import { walletState } from '../../ledger/ledger';
import type { TestPlatform } from '../../testing';
import { createGamesService } from './service';

/** Seed catalogue games the tests play. */
export const SLOTS = 1001;
export const CRASH = 3001;
export const MINES = 4001;

/** A fresh requestId per call (`prefix` tells the test files' rounds apart in a shared database). */
export function requestIds(prefix: string): () => string {
  let seq = 0;
  return () => `${prefix}-${Date.now().toString(36)}-${++seq}`;
}

/** Helpers over the platform the suite's beforeAll starts (`platform()` is read at call time). */
export function gamesKit(platform: () => TestPlatform) {
  const db = () => platform().db;
  return {
    balance: async (userId: number) => (await walletState(db(), userId)).balance,
    ledgerCount: async () =>
      Number((await db().select({ n: sql<string>`count(*)::text` }).from(ledger))[0]!.n),
    /** The ledger kinds written for a round, sorted ('bet', 'win', 'refund'). */
    roundLedger: async (roundId: string) =>
      (await db().select().from(ledger).where(eq(ledger.refId, roundId))).map((r) => r.kind).sort(),
    roundRow: async (roundId: string) =>
      (await db().select().from(gameRounds).where(eq(gameRounds.roundId, roundId)))[0]!,
    /** A platform session for calling the service directly. */
    auth: (userId: number) => ({ sessionId: 0, userId, expiresAt: new Date(Date.now() + 3_600_000) }),
    async player(amount = 100_000) {
      const s = await platform().createUserSession();
      await platform().credit(s.userId, amount);
      return s;
    },
    /** A games service on a clock the test moves (sessions expire, Crash rounds run out). */
    clocked(at = Date.now()) {
      /** `slept`: each wait the service asked for, in order; a wait moves the clock instead of the test waiting. */
      const clock = { at, slept: [] as number[] };
      const games = createGamesService({
        db: db(),
        catalogue: platform().app.platform.catalogue,
        now: () => clock.at,
        sleep: async (ms) => {
          clock.slept.push(ms);
          clock.at += ms;
        },
      });
      return { clock, games };
    },
  };
}
