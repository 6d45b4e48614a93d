import { randomBytes } from 'node:crypto';
import { ERR } from '@casino/contracts/errors';
import { hashServerSeed } from '@casino/contracts/fairness';
import type { CallAnswer } from '@casino/contracts/registry';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { CallError } from '../../core/call-error';
import type { CallInput, SessionInfo } from '../../core/handlers';
import { pageOf, pageOffset } from '../../core/paging';
import { type Db, queryRows, type Tx } from '../../db/client';
import { hotSql } from '../../db/hot-query';
import { fairnessSeeds, gameRounds } from '../../db/schema-games';

type SeedInfo = CallAnswer<'fairnessSeed'>;

/** What a round takes from the player's active pair: its seeds and the nonce it now owns. */
export interface ClaimedNonce {
  seedId: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

/** 32 random bytes as hex (node:crypto: the server's CSPRNG). */
export function newSeed(): string {
  return randomBytes(32).toString('hex');
}

/** A default client seed the player may change: random, so two players never start on the same pair. */
function defaultClientSeed(): string {
  return randomBytes(8).toString('hex');
}

async function ensureActive(db: Db | Tx, userId: number): Promise<void> {
  const serverSeed = newSeed();
  await db
    .insert(fairnessSeeds)
    .values({
      userId,
      serverSeed,
      serverSeedHash: hashServerSeed(serverSeed),
      clientSeed: defaultClientSeed(),
    })
    .onConflictDoNothing();
}

/** The columns the nonce claim answers, as the driver gives them. */
export interface ClaimRow {
  seed_id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  /** The nonce after the claim: the round owns the one before it. */
  next_nonce: number;
}

/**
 * The nonce claim as one statement, `UPDATE … RETURNING` the ClaimRow columns: the row lock holds until the
 * round commits, so concurrent rounds queue and never share a nonce; a rolled back round gives its nonce back.
 * A caller may send it as a CTE of its own first statement (games: with the session read) to save a round
 * trip. SQL text, not the query builder: it runs on every real round, where the builder's CPU showed in the
 * rounds bench profile.
 */
export function claimNonceStatement(userId: number): SQL {
  return hotSql`update fairness_seeds set nonce = nonce + 1
              where user_id = ${userId}::int and status = 'active'
             returning id as seed_id, server_seed, server_seed_hash, client_seed, nonce as next_nonce`;
}

/**
 * The active pair and its next nonce, read without claiming it (ClaimRow's columns: `next_nonce` is the one
 * after the round's); `user` is an SQL expression for the player's id (the caller's statement finds the player). For a round settled in one statement with no transaction around it: the read takes no
 * lock, and that statement claims the nonce with claimNonceAtStatement, which matches only if no other round
 * took it meanwhile and the pair is still the active one.
 */
export function peekNonceStatement(user: SQL): SQL {
  return hotSql`select id as seed_id, server_seed, server_seed_hash, client_seed, nonce + 1 as next_nonce
               from fairness_seeds where user_id = ${user} and status = 'active'`;
}

/**
 * The claim of one peeked nonce, `UPDATE … RETURNING id`: nothing when a rotation revealed the pair or
 * another round took the nonce since the peek (the caller then plays the round the locking way). `also` is
 * more of the caller's conditions, checked in the same WHERE.
 */
export function claimNonceAtStatement(claimed: ClaimedNonce, also: SQL): SQL {
  return hotSql`update fairness_seeds set nonce = nonce + 1
              where id = ${claimed.seedId}::int and status = 'active' and nonce = ${claimed.nonce}::int and ${also}
             returning id`;
}

export function claimedNonce(row: ClaimRow): ClaimedNonce {
  return {
    seedId: Number(row.seed_id),
    serverSeed: row.server_seed,
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    nonce: Number(row.next_nonce) - 1,
  };
}

/**
 * Takes the next nonce of the player's active pair inside the caller's transaction (claimNonceStatement),
 * opening the player's first pair when there is none.
 */
export async function claimNonce(tx: Tx, userId: number): Promise<ClaimedNonce> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const [row] = await queryRows<ClaimRow>(tx, claimNonceStatement(userId), { prepared: true });
    if (row) return claimedNonce(row);
    await ensureActive(tx, userId);
  }
  throw new Error(`no active seed pair for user ${userId}`);
}

export interface FairnessDeps {
  db: Db;
  /**
   * Before a seed change: settles the player's rounds that can no longer be played (games: rounds of ended
   * sessions, Crash rounds already over), so only a round really in play refuses the change. A callback, as
   * the games module imports this one.
   */
  settleStaleRounds?: (userId: number) => Promise<void>;
}

export function createFairnessService(deps: FairnessDeps) {
  const { db } = deps;

  async function current(userId: number): Promise<SeedInfo> {
    await ensureActive(db, userId);
    const rows = await db
      .select()
      .from(fairnessSeeds)
      .where(eq(fairnessSeeds.userId, userId))
      .orderBy(desc(fairnessSeeds.id))
      .limit(2);
    const active = rows.find((r) => r.status === 'active')!;
    const prev = rows.find((r) => r.status === 'revealed');
    return {
      serverSeedHash: active.serverSeedHash,
      clientSeed: active.clientSeed,
      nonce: active.nonce,
      previous: prev
        ? {
            serverSeed: prev.serverSeed,
            serverSeedHash: prev.serverSeedHash,
            clientSeed: prev.clientSeed,
            lastNonce: prev.nonce - 1,
          }
        : null,
    };
  }

  /** Reveals the active pair and opens a new one (nonce 0); refused while a round of the pair is open. */
  async function rotate(userId: number, clientSeed?: string): Promise<SeedInfo> {
    await deps.settleStaleRounds?.(userId);
    await ensureActive(db, userId);
    await db.transaction(async (tx) => {
      // A change racing this one holds the row; once it commits, the row we waited for is revealed and no
      // longer matches, so read again: the next statement sees the pair that change opened, and acts on it.
      let active: typeof fairnessSeeds.$inferSelect | undefined;
      for (let attempt = 0; attempt < 50 && !active; attempt++) {
        [active] = await tx
          .select()
          .from(fairnessSeeds)
          .where(and(eq(fairnessSeeds.userId, userId), eq(fairnessSeeds.status, 'active')))
          .for('update');
      }
      if (!active) throw new CallError(ERR.CONFLICT, 'Your seeds are being changed elsewhere; try again');
      // Revealing the seed of an open Mines/Crash round would give its mines or crash point away.
      const [open] = await tx
        .select({ roundId: gameRounds.roundId })
        .from(gameRounds)
        .where(and(eq(gameRounds.seedId, active.id), eq(gameRounds.status, 'open')))
        .limit(1);
      if (open) {
        throw new CallError(ERR.CONFLICT, 'Finish or leave your open game round before changing seeds');
      }
      await tx
        .update(fairnessSeeds)
        .set({ status: 'revealed', revealedAt: new Date() })
        .where(eq(fairnessSeeds.id, active.id));
      const serverSeed = newSeed();
      await tx.insert(fairnessSeeds).values({
        userId,
        serverSeed,
        serverSeedHash: hashServerSeed(serverSeed),
        clientSeed: clientSeed ?? active.clientSeed,
      });
    });
    return current(userId);
  }

  /** Revealed pairs, newest first (the partial `revealed` rows of the player's index). */
  async function history(
    userId: number,
    input: CallInput<'fairnessSeedHistory'>,
  ): Promise<CallAnswer<'fairnessSeedHistory'>> {
    const where = and(
      eq(fairnessSeeds.userId, userId),
      eq(fairnessSeeds.status, 'revealed'),
      input.serverSeedHash ? eq(fairnessSeeds.serverSeedHash, input.serverSeedHash) : undefined,
    );
    const [rows, [count]] = await Promise.all([
      db
        .select()
        .from(fairnessSeeds)
        .where(where)
        .orderBy(desc(fairnessSeeds.id))
        .limit(input.pageSize)
        .offset(pageOffset(input)),
      db.select({ n: sql<string>`count(*)::text` }).from(fairnessSeeds).where(where),
    ]);
    const total = Number(count?.n ?? 0);
    const list = rows.map((r) => ({
      serverSeed: r.serverSeed,
      serverSeedHash: r.serverSeedHash,
      clientSeed: r.clientSeed,
      lastNonce: r.nonce - 1,
      revealedAt: (r.revealedAt ?? r.createdAt).getTime(),
    }));
    return pageOf(list, total, input);
  }

  return {
    current,
    rotate,
    fairnessSeedHistory: (session: SessionInfo, input: CallInput<'fairnessSeedHistory'>) =>
      history(session.userId, input),
    fairnessSeed: (session: SessionInfo) => current(session.userId),
    fairnessSetClientSeed: (session: SessionInfo, input: CallInput<'fairnessSetClientSeed'>) =>
      rotate(session.userId, input.clientSeed),
    fairnessRotate: (session: SessionInfo, input: CallInput<'fairnessRotate'>) =>
      rotate(session.userId, input.clientSeed),
  };
}

export type FairnessService = ReturnType<typeof createFairnessService>;
