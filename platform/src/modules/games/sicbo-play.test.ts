// Sic Bo through the generic play path: the ledger, the fairness seeds, demo coins, the VIP bet limit, a loss
// limit and a self-exclusion all apply to it as to every in-house game, with nothing Sic Bo-specific in them.
import type { GameRound } from '@casino/contracts/entities/game-round';
import { ERR } from '@casino/contracts/errors';
import { fairOutcome } from '@casino/contracts/fairness';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledger, users } from '../../db/schema';
import { reconcile } from '../../ledger/reconcile';
import { caller, contractData, dbKinds } from '../../test-support';
import { startTestPlatform, type TestPlatform } from '../../testing';
import { MACAU_SIC_BO, settleSicbo } from './engines/sicbo';
import { gamesKit, requestIds } from './games.fixture';

const SIC_BO = 5301; // ₱10.00 – ₱10,000.00 a roll, demo allowed
const rid = requestIds('req-sicbo');

describe.each(dbKinds)('Sic Bo through the generic play path on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;
  const coin = async (token: string) =>
    ((await call('refreshData', {}, token)).data as { coin: number }).coin;
  const { ledgerCount, player } = gamesKit(() => p);
  async function session(token: string) {
    return (
      contractData('startGame', await call('startGame', { gameId: SIC_BO }, token)) as { sessionId: string }
    ).sessionId;
  }
  const roll = (token: string, sessionId: string, bets: { area: string; amount: number }[]) =>
    call(
      'gameRoundPlay',
      { gameId: SIC_BO, sessionId, requestId: rid(), play: { engine: 'sicbo', bets } },
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

  it('a roll debits the total staked and credits what the dice pay; the revealed seed gives the same dice and pay', async () => {
    const { token } = await player();
    const sessionId = await session(token);
    const bets = [
      { area: 'big', amount: 2000 },
      { area: 'total-10', amount: 1000 },
      { area: 'single-6', amount: 1000 },
    ];
    const r = contractData('gameRoundPlay', await roll(token, sessionId, bets)) as GameRound;
    expect(r).toMatchObject({ engine: 'sicbo', status: 'settled', bet: 4000, balanceBefore: 100_000 });
    expect(r.balanceAfter).toBe(100_000 - 4000 + r.win);
    expect(await coin(token)).toBe(r.balanceAfter);
    const rows = await p.db.select().from(ledger).where(eq(ledger.refId, r.roundId));
    expect(rows.reduce((s, row) => s + row.delta, 0)).toBe(r.win - r.bet);

    const rotated = contractData('fairnessRotate', await call('fairnessRotate', {}, token)) as {
      previous: { serverSeed: string; clientSeed: string };
    };
    const dice = fairOutcome(
      { serverSeed: rotated.previous.serverSeed, clientSeed: rotated.previous.clientSeed, nonce: r.nonce },
      { engine: 'sicbo' },
    );
    if (dice.engine !== 'sicbo' || r.result.engine !== 'sicbo') throw new Error('not a sic bo round');
    expect(r.result.dice).toEqual(dice.dice);
    expect(settleSicbo(MACAU_SIC_BO, dice.dice, bets).win).toBe(r.win);
  });

  it('refuses a stake below the minimum, a total above the VIP bet limit and a bad area, writing nothing', async () => {
    const { token, userId } = await player(10_000_000);
    const sessionId = await session(token);
    const count = await ledgerCount();
    expect((await roll(token, sessionId, [{ area: 'big', amount: 500 }])).errcode).toBe(ERR.INVALID_REQUEST);
    expect((await roll(token, sessionId, [{ area: 'total-3', amount: 1000 }])).errcode).toBe(
      ERR.INVALID_REQUEST,
    );
    // the table allows ₱10,000.00 a roll; VIP 0's bet limit is ₱5,000.00, VIP 3's ₱30,000.00
    const big = [
      { area: 'small', amount: 300_000 },
      { area: 'big', amount: 300_000 },
    ];
    expect((await roll(token, sessionId, big)).errcode).toBe(ERR.INVALID_REQUEST);
    expect(await ledgerCount()).toBe(count);
    await p.db.update(users).set({ vip: 3 }).where(eq(users.id, userId));
    expect((await roll(token, sessionId, big)).errcode).toBe(0);
  });

  it('a loss limit and a self-exclusion stop it like every game', async () => {
    const { token } = await player(200_000);
    const sessionId = await session(token);
    expect((await call('selfLimitSet', { kind: 'loss', period: 'day', amount: 5_000 }, token)).errcode).toBe(
      0,
    );
    const over = await roll(token, sessionId, [
      { area: 'odd', amount: 3_000 },
      { area: 'even', amount: 3_000 },
    ]);
    expect(over.errcode).toBe(ERR.SELF_LIMIT_REACHED);
    expect((await call('selfExclusionSet', { months: 6 }, token)).errcode).toBe(0);
    expect((await call('startGame', { gameId: SIC_BO }, token)).errcode).toBe(ERR.SELF_RESTRICTED);
    expect((await roll(token, sessionId, [{ area: 'odd', amount: 1_000 }])).errcode).toBe(
      ERR.SELF_RESTRICTED,
    );
  });

  it('a visitor plays it on demo coins; the ledger does not move', async () => {
    const demo = contractData(
      'anonymous/startGameDemo',
      await call('anonymous/startGameDemo', { gameId: SIC_BO }),
    ) as {
      sessionId: string;
      balance: number;
      url: string;
    };
    expect(demo.url).toContain('/play/sicbo?');
    const count = await ledgerCount();
    const r = contractData(
      'anonymous/gameDemoPlay',
      await call('anonymous/gameDemoPlay', {
        gameId: SIC_BO,
        sessionId: demo.sessionId,
        requestId: rid(),
        play: { engine: 'sicbo', bets: [{ area: 'anyTriple', amount: 1000 }] },
      }),
    ) as GameRound;
    expect(r).toMatchObject({ mode: 'demo', bet: 1000, balanceBefore: demo.balance });
    expect(r.balanceAfter).toBe(demo.balance - 1000 + r.win);
    expect(await ledgerCount()).toBe(count);
  });
});
