import { randomBytes } from 'node:crypto';
import { ERR } from '@casino/contracts/errors';
import { hashServerSeed } from '@casino/contracts/fairness';
import type { CallAnswer } from '@casino/contracts/registry';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { fairnessSeeds, gameRounds } from '../../db/schema-games';
import { CallError } from '../../http/call-error';
import type { SessionInfo } from '../auth/sessions';
import type { CallInput } from '../games/call-input';

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

/**
 * Takes the next nonce of the player's active pair inside the caller's transaction. One UPDATE … RETURNING:
 * the row lock holds until the round commits, so concurrent rounds queue and never share a nonce; a rolled
 * back round gives its nonce back.
 */
export async function claimNonce(tx: Tx, userId: number): Promise<ClaimedNonce> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const [row] = await tx
      .update(fairnessSeeds)
      .set({ nonce: sql`${fairnessSeeds.nonce} + 1` })
      .where(and(eq(fairnessSeeds.userId, userId), eq(fairnessSeeds.status, 'active')))
      .returning({
        seedId: fairnessSeeds.id,
        serverSeed: fairnessSeeds.serverSeed,
        serverSeedHash: fairnessSeeds.serverSeedHash,
        clientSeed: fairnessSeeds.clientSeed,
        next: fairnessSeeds.nonce,
      });
    if (row) {
      const { next, ...rest } = row;
      return { ...rest, nonce: next - 1 };
    }
    await ensureActive(tx, userId);
  }
  throw new Error(`no active seed pair for user ${userId}`);
}

export function createFairnessService(deps: { db: Db }) {
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
    await ensureActive(db, userId);
    await db.transaction(async (tx) => {
      const [active] = await tx
        .select()
        .from(fairnessSeeds)
        .where(and(eq(fairnessSeeds.userId, userId), eq(fairnessSeeds.status, 'active')))
        .for('update');
      if (!active) throw new Error(`no active seed pair for user ${userId}`);
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

  return {
    current,
    rotate,
    fairnessSeed: (session: SessionInfo) => current(session.userId),
    fairnessSetClientSeed: (session: SessionInfo, input: CallInput<'fairnessSetClientSeed'>) =>
      rotate(session.userId, input.clientSeed),
    fairnessRotate: (session: SessionInfo, input: CallInput<'fairnessRotate'>) =>
      rotate(session.userId, input.clientSeed),
  };
}

export type FairnessService = ReturnType<typeof createFairnessService>;
