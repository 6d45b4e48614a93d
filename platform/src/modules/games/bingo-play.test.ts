// Bingo through the generic play path: the ledger, the limits (game and VIP), demo coins, recall and the bet
// record's verifier inputs. The math itself is proved in engines/bingo.test.ts.
import type { GameRound } from '@casino/contracts/entities/game-round';
import { ERR } from '@casino/contracts/errors';
import { fairOutcome } from '@casino/contracts/fairness';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { reconcile } from '../../ledger/reconcile';
import { caller, contractData, dbKinds } from '../../test-support';
import { startTestPlatform, type TestPlatform } from '../../testing';
import { gamesKit, requestIds } from './games.fixture';

const BINGO = 7001; // Bingo Fiesta: ₱1.00 a card at least, ₱10,000.00 a round at most
const rid = requestIds('bingo');

describe.each(dbKinds)('Bingo through the ledger on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;
  const coin = async (token: string) =>
    ((await call('refreshData', {}, token)).data as { coin: number }).coin;
  const { ledgerCount } = gamesKit(() => p);
  const play = (token: string, sessionId: string, bet: number, cards: number) =>
    call(
      'gameRoundPlay',
      { gameId: BINGO, sessionId, requestId: rid(), play: { engine: 'bingo', bet, cards } },
      token,
    );

  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl });
    call = caller(p.app);
  });
  afterAll(async () => {
    expect((await reconcile(p.db)).offenders).toEqual([]);
    await p?.close();
  });

  it('2 cards: the balance moves by win − bet, the round is the one the revealed seed recomputes, the bet record links it', async () => {
    const { token, userId } = await p.createUserSession();
    await p.credit(userId, 100_000);
    const { sessionId } = contractData('startGame', await call('startGame', { gameId: BINGO }, token)) as {
      sessionId: string;
    };
    const round = contractData('gameRoundPlay', await play(token, sessionId, 500, 2)) as GameRound;
    expect(round).toMatchObject({ engine: 'bingo', status: 'settled', bet: 1000, balanceBefore: 100_000 });
    expect(round.balanceAfter).toBe(100_000 - 1000 + round.win);
    expect(await coin(token)).toBe(round.balanceAfter);
    if (round.result.engine !== 'bingo') throw new Error('not a bingo round');
    expect(round.result.cards).toHaveLength(2);
    expect(round.win).toBe(round.result.cards.reduce((s, c) => s + c.win, 0));

    const rotated = contractData('fairnessRotate', await call('fairnessRotate', {}, token)) as {
      previous: { serverSeed: string; clientSeed: string };
    };
    const fair = fairOutcome(
      {
        serverSeed: rotated.previous.serverSeed,
        clientSeed: rotated.previous.clientSeed,
        nonce: round.nonce,
      },
      { engine: 'bingo', cards: 2 },
    );
    expect(fair).toEqual({
      engine: 'bingo',
      balls: round.result.balls,
      cards: round.result.cards.map((c) => c.numbers),
    });

    const rec = contractData('betRecord', await call('betRecord', { gameId: BINGO }, token)) as {
      list: { roundId: string; fair?: { engine: string; cards?: number } }[];
    };
    expect(rec.list.find((r) => r.roundId === round.roundId)?.fair).toMatchObject({
      engine: 'bingo',
      cards: 2,
    });
    const recall = contractData(
      'gameRoundRecall',
      await call('gameRoundRecall', { gameId: BINGO }, token),
    ) as {
      list: GameRound[];
    };
    expect(recall.list[0]).toMatchObject({ roundId: round.roundId, bet: 1000, win: round.win });
  });

  it('refuses a card below the min, a round above the game max or the VIP bet limit, and a round above the balance', async () => {
    const { token, userId } = await p.createUserSession();
    await p.credit(userId, 3_000_000);
    const { sessionId } = contractData('startGame', await call('startGame', { gameId: BINGO }, token)) as {
      sessionId: string;
    };
    const count = await ledgerCount();
    expect((await play(token, sessionId, 50, 2)).errcode).toBe(ERR.INVALID_REQUEST);
    expect((await play(token, sessionId, 300_000, 4)).errcode).toBe(ERR.INVALID_REQUEST); // 12,000.00 > game max
    // VIP 0's bet limit is 5,000.00 on the round's total: 4 × 1,500.00 is over it, 3 × 1,500.00 is not
    expect((await play(token, sessionId, 150_000, 4)).errcode).toBe(ERR.INVALID_REQUEST);
    expect((await play(token, sessionId, 5, 5)).errcode).toBe(ERR.INVALID_REQUEST);
    expect(await ledgerCount()).toBe(count);
    await p.db.update(users).set({ vip: 3 }).where(eq(users.id, userId));
    expect((await play(token, sessionId, 150_000, 4)).errcode).toBe(0);
    const poor = await p.createUserSession();
    await p.credit(poor.userId, 300);
    const s2 = contractData('startGame', await call('startGame', { gameId: BINGO }, poor.token)) as {
      sessionId: string;
    };
    expect((await play(poor.token, s2.sessionId, 100, 4)).errcode).toBe(ERR.INSUFFICIENT_BALANCE);
  });

  it("a player's loss limit and self-exclusion refuse a Bingo round before any money moves", async () => {
    const { token, userId } = await p.createUserSession();
    await p.credit(userId, 100_000);
    const { sessionId } = contractData('startGame', await call('startGame', { gameId: BINGO }, token)) as {
      sessionId: string;
    };
    expect((await call('selfLimitSet', { kind: 'loss', period: 'day', amount: 500 }, token)).errcode).toBe(0);
    const count = await ledgerCount();
    // 4 cards × ₱2.00 could lose ₱8.00, over the day's ₱5.00
    expect((await play(token, sessionId, 200, 4)).errcode).toBe(ERR.SELF_LIMIT_REACHED);
    expect(await ledgerCount()).toBe(count);
    expect((await call('selfExclusionSet', { months: 6 }, token)).errcode).toBe(0);
    expect((await play(token, sessionId, 100, 1)).errcode).toBe(ERR.SELF_RESTRICTED);
    expect(await ledgerCount()).toBe(count);
    expect(await coin(token)).toBe(100_000);
  });

  it('demo Bingo moves demo coins only', async () => {
    const count = await ledgerCount();
    const demo = contractData(
      'anonymous/startGameDemo',
      await call('anonymous/startGameDemo', { gameId: BINGO }),
    ) as {
      sessionId: string;
      balance: number;
    };
    const r = contractData(
      'anonymous/gameDemoPlay',
      await call('anonymous/gameDemoPlay', {
        gameId: BINGO,
        sessionId: demo.sessionId,
        requestId: rid(),
        play: { engine: 'bingo', bet: 1000, cards: 3 },
      }),
    ) as GameRound;
    expect(r).toMatchObject({ mode: 'demo', bet: 3000, balanceBefore: demo.balance });
    expect(r.balanceAfter).toBe(demo.balance - 3000 + r.win);
    expect(await ledgerCount()).toBe(count);
  });
});
