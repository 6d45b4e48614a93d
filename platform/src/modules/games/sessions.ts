import { randomBytes } from 'node:crypto';
import { ERR } from '@casino/contracts/errors';
import type { CallAnswer } from '@casino/contracts/registry';
import { eq } from 'drizzle-orm';
import { CallError } from '../../core/call-error';
import { sha256 } from '../../core/hash';
import type { Db } from '../../db/client';
import { gameHistory, gameSessions } from '../../db/schema-games';
import { walletState } from '../../ledger/ledger';
import { newSeed } from '../fairness';
import type { ExternalLauncher } from '../provider-wallet';
import { type CatalogueGame, isInHouse } from './game-config';
import { newId, type SessionRow } from './round-rows';

/** Demo coins a demo session starts with (₱10,000). */
export const DEMO_COINS = 1_000_000;
/** A game session ends this long after it opened; the sweep then settles its open rounds. */
export const SESSION_MS = 12 * 60 * 60 * 1000;

/** Opening a game: a session row (in-house, demo with its own seeds and coins, or an outside provider's). */
export function createGameSessions(deps: {
  db: Db;
  now: () => number;
  external?: ExternalLauncher | undefined;
}) {
  const { db, now } = deps;

  async function openSession(
    game: CatalogueGame,
    userId: number | null,
    mode: 'real' | 'demo',
  ): Promise<CallAnswer<'startGame'>> {
    const expiresAt = new Date(now() + SESSION_MS);
    if (!isInHouse(game.engine)) {
      if (mode === 'demo' || userId === null) throw new CallError(ERR.FORBIDDEN, 'This game has no demo');
      const token = randomBytes(24).toString('base64url');
      const target = deps.external?.launch(game, token) ?? null;
      if (!target) throw new CallError(ERR.NOT_AVAILABLE, 'This game provider is not connected');
      const id = newId('gx');
      await db.insert(gameSessions).values({
        id,
        userId,
        gameId: game.id,
        engine: 'external',
        mode,
        tokenHash: sha256(token),
        providerId: target.providerId,
        expiresAt,
      });
      const { balance } = await walletState(db, userId);
      return { gameId: game.id, engine: 'external', url: target.url, sessionId: id, mode, balance };
    }
    const id = newId(mode === 'demo' ? 'demo' : 'gs');
    const demoSeed = mode === 'demo' ? newSeed() : null;
    await db.insert(gameSessions).values({
      id,
      userId,
      gameId: game.id,
      engine: game.engine,
      mode,
      demoBalance: mode === 'demo' ? DEMO_COINS : 0,
      demoServerSeed: demoSeed,
      demoClientSeed: demoSeed ? randomBytes(8).toString('hex') : null,
      expiresAt,
    });
    const balance = mode === 'demo' ? DEMO_COINS : (await walletState(db, userId!)).balance;
    const url = `/play/${game.engine}?session=${encodeURIComponent(id)}&gameId=${game.id}${mode === 'demo' ? '&mode=demo' : ''}`;
    return { gameId: game.id, engine: game.engine, url, sessionId: id, mode, balance };
  }

  async function loadSession(sessionId: string): Promise<SessionRow> {
    const [s] = await db.select().from(gameSessions).where(eq(gameSessions.id, sessionId));
    if (!s) throw new CallError(ERR.NOT_FOUND, 'No such game session; open the game again');
    return s;
  }

  async function recordHistory(userId: number, gameId: number): Promise<void> {
    await db
      .insert(gameHistory)
      .values({ userId, gameId, lastStartedAt: new Date(now()) })
      .onConflictDoUpdate({
        target: [gameHistory.userId, gameHistory.gameId],
        set: { lastStartedAt: new Date(now()) },
      });
  }

  return { openSession, loadSession, recordHistory };
}
