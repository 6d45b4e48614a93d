import { ERR } from '@casino/contracts/errors';
import { hashServerSeed } from '@casino/contracts/fairness';
import type { CallAnswer } from '@casino/contracts/registry';
import { and, eq } from 'drizzle-orm';
import { CallError } from '../../core/call-error';
import type { CallInput } from '../../core/handlers';
import type { Db } from '../../db/client';
import { gameRounds, gameSessions } from '../../db/schema-games';
import { newSeed } from '../fairness';

type SeedInfo = CallAnswer<'anonymous/gameDemoSeed'>;

/**
 * The seeds of a demo session, shown and rotated like a player's pair (fairness panel in every game, demo
 * included). They live on the session row; a rotation reveals the old server seed in its answer only, as a
 * demo session has no history to keep.
 */
export function createDemoSeeds(deps: { db: Db; now: () => number }) {
  const { db, now } = deps;

  async function demoSession(sessionId: string) {
    const [s] = await db.select().from(gameSessions).where(eq(gameSessions.id, sessionId));
    if (s?.mode !== 'demo' || !s.demoServerSeed || !s.demoClientSeed)
      throw new CallError(ERR.NOT_FOUND, 'No such demo session; open the game again');
    if (s.status !== 'open' || s.expiresAt.getTime() <= now())
      throw new CallError(ERR.CONFLICT, 'This game session has ended; open the game again');
    return s;
  }

  const info = (serverSeed: string, clientSeed: string, nonce: number): SeedInfo => ({
    serverSeedHash: hashServerSeed(serverSeed),
    clientSeed,
    nonce,
    previous: null,
  });

  return {
    async gameDemoSeed(input: CallInput<'anonymous/gameDemoSeed'>): Promise<SeedInfo> {
      const s = await demoSession(input.sessionId);
      return info(s.demoServerSeed!, s.demoClientSeed!, s.demoNonce);
    },

    /** Refused while a demo round is open: its seed would give the mines or the crash point away. */
    async gameDemoRotate(input: CallInput<'anonymous/gameDemoRotate'>): Promise<SeedInfo> {
      await demoSession(input.sessionId);
      return db.transaction(async (tx) => {
        // the session row's lock queues this behind a demo play of the same session
        const [s] = await tx
          .select()
          .from(gameSessions)
          .where(eq(gameSessions.id, input.sessionId))
          .for('update');
        const [open] = await tx
          .select({ id: gameRounds.id })
          .from(gameRounds)
          .where(and(eq(gameRounds.sessionId, input.sessionId), eq(gameRounds.status, 'open')))
          .limit(1);
        if (open) throw new CallError(ERR.CONFLICT, 'Finish your open round before changing seeds');
        const serverSeed = newSeed();
        const clientSeed = input.clientSeed ?? s!.demoClientSeed!;
        await tx
          .update(gameSessions)
          .set({ demoServerSeed: serverSeed, demoClientSeed: clientSeed, demoNonce: 0 })
          .where(eq(gameSessions.id, input.sessionId));
        return {
          ...info(serverSeed, clientSeed, 0),
          previous: {
            serverSeed: s!.demoServerSeed!,
            serverSeedHash: hashServerSeed(s!.demoServerSeed!),
            clientSeed: s!.demoClientSeed!,
            lastNonce: s!.demoNonce - 1,
          },
        };
      });
    },
  };
}
