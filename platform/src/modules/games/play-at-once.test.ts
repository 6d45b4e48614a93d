// A plain real round is settled by one statement with no transaction around it (settleAtOnce); everything
// else goes the transaction way. These prove which way a round went, and that the money rules hold on both.
import type { GameRound } from '@casino/contracts/entities/game-round';
import { ERR } from '@casino/contracts/errors';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { fairnessSeeds } from '../../db/schema-games';
import { reconcile } from '../../ledger/reconcile';
import { caller, contractData, dbKinds } from '../../test-support';
import { startTestPlatform, type TestPlatform } from '../../testing';
import { gamesKit, requestIds, SLOTS } from './games.fixture';
import { createGamesService } from './service';

const rid = requestIds('at-once');

describe.each(dbKinds)('a real round settled at once on $kind', ({ databaseServerUrl, kind }) => {
  let p: TestPlatform;
  const kit = gamesKit(() => p);
  /** A games service whose database counts the transactions it opens. */
  function counted() {
    const seen = { transactions: 0 };
    const db = new Proxy(p.db, {
      get(target, key, receiver) {
        if (key === 'transaction') {
          return (...args: Parameters<Db['transaction']>) => {
            seen.transactions += 1;
            return target.transaction(...args);
          };
        }
        return Reflect.get(target, key, receiver);
      },
    });
    const games = createGamesService({ db, catalogue: p.app.platform.catalogue, now: () => Date.now() });
    return { seen, games };
  }
  const slots = (sessionId: string, bet = 1_000, requestId = rid()) => ({
    gameId: SLOTS,
    sessionId,
    requestId,
    play: { engine: 'slots' as const, bet },
  });
  async function seated(coin = 100_000) {
    const { userId } = await kit.player(coin);
    const { games } = counted();
    const { sessionId } = (await games.startGame(kit.auth(userId), { gameId: SLOTS })) as {
      sessionId: string;
    };
    return { userId, sessionId };
  }

  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl });
  });
  afterAll(async () => {
    expect((await reconcile(p.db)).offenders).toEqual([]);
    await p?.close();
  });

  it('opens no transaction for a plain spin, and writes the round, the ledger rows and the nonce as usual', async () => {
    const { userId, sessionId } = await seated();
    const { seen, games } = counted();
    await games.gameRoundPlay(kit.auth(userId), slots(sessionId)); // the first spin may open the seed pair
    seen.transactions = 0;
    const round = (await games.gameRoundPlay(kit.auth(userId), slots(sessionId))) as GameRound;
    expect(seen.transactions).toBe(0);
    expect(round.nonce).toBe(1);
    expect(await kit.roundLedger(round.roundId)).toEqual(round.win > 0 ? ['bet', 'win'] : ['bet']);
    const row = await kit.roundRow(round.roundId);
    expect(row).toMatchObject({ status: 'settled', bet: 1_000, win: round.win, nonce: 1 });
    expect(row.balanceAfter).toBe(await kit.balance(userId));
    expect(row.balanceBefore).toBe(row.balanceAfter + 1_000 - round.win);
    const [seed] = await p.db.select().from(fairnessSeeds).where(eq(fairnessSeeds.userId, userId));
    expect(seed!.nonce).toBe(2);
  });

  it('goes the transaction way for a player with a loss limit, and the limit still refuses', async () => {
    const { userId, sessionId } = await seated();
    await p.db.execute(
      sql`insert into self_limits (user_id, kind, period, amount) values (${userId}, 'loss', 'day', 1500)`,
    );
    const { seen, games } = counted();
    await games.gameRoundPlay(kit.auth(userId), slots(sessionId, 1_000));
    expect(seen.transactions).toBe(1);
    // The first stake may have won enough back; a second only fits when the net loss stays within 1,500. The
    // balance is read before the second stake is sent: read beside it, a quick refusal had no handler yet.
    const lostSoFar = 100_000 - (await kit.balance(userId));
    const over = games.gameRoundPlay(kit.auth(userId), slots(sessionId, 1_000));
    if (lostSoFar + 1_000 > 1_500)
      await expect(over).rejects.toMatchObject({ errcode: ERR.SELF_LIMIT_REACHED });
    else await over;
  });

  it('refuses a stake the balance does not cover, writing nothing, with the balance in the message', async () => {
    const { userId, sessionId } = await seated(500);
    const before = await kit.ledgerCount();
    const { games } = counted();
    await expect(games.gameRoundPlay(kit.auth(userId), slots(sessionId, 1_000))).rejects.toMatchObject({
      errcode: ERR.INSUFFICIENT_BALANCE,
      message: expect.stringContaining('5.00'),
    });
    expect(await kit.ledgerCount()).toBe(before);
    expect(await kit.balance(userId)).toBe(500);
  });

  it('refuses a round on a session closed after it was opened, writing nothing', async () => {
    const { userId, sessionId } = await seated();
    const { games } = counted();
    await games.exitGame(kit.auth(userId), { gameId: SLOTS, sessionId });
    const before = await kit.ledgerCount();
    await expect(games.gameRoundPlay(kit.auth(userId), slots(sessionId))).rejects.toMatchObject({
      errcode: ERR.CONFLICT,
    });
    expect(await kit.ledgerCount()).toBe(before);
  });

  // Over HTTP the spin reads its own session in its first statement (readsSession): dispatch's checks still hold.
  describe('the session read in the first statement', () => {
    const call = (name: string, body: unknown, token?: string) => caller(p.app)(name, body, token);
    async function httpSeated() {
      const { userId, token } = await kit.player();
      const started = await call('startGame', { gameId: SLOTS }, token);
      return {
        userId,
        token,
        sessionId: (contractData('startGame', started) as { sessionId: string }).sessionId,
      };
    }

    it('plays with a live token, the balance answered as the wallet holds it', async () => {
      const { userId, token, sessionId } = await httpSeated();
      const r = await call('gameRoundPlay', slots(sessionId), token);
      expect(r.errcode).toBe(0);
      expect((r.data as GameRound).balanceAfter).toBe(await kit.balance(userId));
    });

    it('answers 401 without a token, with a made-up one and after logout, writing nothing', async () => {
      const { userId, token, sessionId } = await httpSeated();
      const before = await kit.ledgerCount();
      expect((await call('gameRoundPlay', slots(sessionId))).status).toBe(401);
      expect((await call('gameRoundPlay', slots(sessionId), 'x'.repeat(43))).status).toBe(401);
      expect((await call('logout', {}, token)).errcode).toBe(0);
      expect((await call('gameRoundPlay', slots(sessionId), token)).status).toBe(401);
      expect(await kit.ledgerCount()).toBe(before);
      expect(await kit.balance(userId)).toBe(100_000);
    });

    it("answers 503 during maintenance, and 403 for another player's session", async () => {
      const { token, sessionId } = await httpSeated();
      const other = await httpSeated();
      await p.setMaintenance(1, { title: 'Upgrading the games' });
      try {
        const r = await call('gameRoundPlay', slots(sessionId), token);
        expect([r.status, r.errcode, r.msg]).toEqual([503, ERR.MAINTENANCE, 'Upgrading the games']);
      } finally {
        await p.setMaintenance(0);
      }
      expect((await call('gameRoundPlay', slots(other.sessionId), token)).errcode).toBe(ERR.FORBIDDEN);
    });

    it('refuses a self-excluded player with the restriction, as the dispatch gate would', async () => {
      const { userId, token, sessionId } = await httpSeated();
      await p.db.execute(
        sql`insert into self_restrictions (user_id, kind, started_at, until)
            values (${userId}, 'exclusion', now(), now() + interval '30 days')`,
      );
      const r = await call('gameRoundPlay', slots(sessionId), token);
      expect(r.errcode).toBe(ERR.SELF_RESTRICTED);
      expect(await kit.balance(userId)).toBe(100_000);
    });
  });

  it.runIf(kind === 'postgres')(
    'many spins of one player at once: each its own nonce, the balance never below zero, the books close',
    async () => {
      // Coin for 12 stakes of 1,000 (more if some win); 30 spins race for it on the pool's connections.
      const { userId, sessionId } = await seated(12_000);
      const { games } = counted();
      const answers = await Promise.allSettled(
        Array.from({ length: 30 }, () => games.gameRoundPlay(kit.auth(userId), slots(sessionId))),
      );
      const played = answers.flatMap((a) => (a.status === 'fulfilled' ? [a.value as GameRound] : []));
      const refused = answers.flatMap((a) => (a.status === 'rejected' ? [a.reason] : []));
      for (const r of refused) expect(r).toMatchObject({ errcode: ERR.INSUFFICIENT_BALANCE });
      expect(played.length).toBeGreaterThanOrEqual(12);
      const nonces = played.map((r) => r.nonce).sort((a, b) => a - b);
      expect(nonces).toEqual(Array.from({ length: played.length }, (_, i) => i));
      const net = played.reduce((s, r) => s + r.win - r.bet, 0);
      expect(await kit.balance(userId)).toBe(12_000 + net);
      // Each round's balances chain: ordered by nonce, one's balance after is the next one's before.
      const rows = await Promise.all(played.map((r) => kit.roundRow(r.roundId)));
      rows.sort((a, b) => a.nonce - b.nonce);
      for (let i = 1; i < rows.length; i++) expect(rows[i]!.balanceBefore).toBe(rows[i - 1]!.balanceAfter);
      for (const r of rows) expect(r.balanceAfter).toBeGreaterThanOrEqual(0);
      const [seed] = await p.db.select().from(fairnessSeeds).where(eq(fairnessSeeds.userId, userId));
      expect(seed!.nonce).toBe(played.length);
    },
  );

  it.runIf(kind === 'postgres')(
    'the same request sent 10 times at once makes one round and one debit',
    async () => {
      const { userId, sessionId } = await seated();
      const { games } = counted();
      const requestId = rid();
      const rounds = (await Promise.all(
        Array.from({ length: 10 }, () =>
          games.gameRoundPlay(kit.auth(userId), slots(sessionId, 1_000, requestId)),
        ),
      )) as GameRound[];
      expect(new Set(rounds.map((r) => r.roundId)).size).toBe(1);
      expect(await kit.balance(userId)).toBe(100_000 - 1_000 + rounds[0]!.win);
      expect(await kit.roundLedger(rounds[0]!.roundId)).toEqual(
        rounds[0]!.win > 0 ? ['bet', 'win'] : ['bet'],
      );
    },
  );
});
