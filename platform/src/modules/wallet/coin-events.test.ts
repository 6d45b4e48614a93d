import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, contractData, dbKinds } from '../../test-support';
import { PAYOUT_PIN, startTestPlatform, type TestPlatform } from '../../testing';
import { approveWithdrawal } from './withdraw-approval';

// The coin history reads as business events: a paid withdrawal is one row (not hold, release, payout), a
// deposit and its bonus one row, the rounds of one game session one row naming the game.
describe.each(dbKinds)('coin events on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl, payoutReadyPlayers: true });
    call = caller(p.app);
  });
  afterAll(async () => {
    await p?.close();
  });

  it('a deposit, three Color Game rounds, a paid and a cancelled withdrawal: one row each, newest first', async () => {
    const { token, userId } = await p.createUserSession();
    await p.deposit(token, 50_000, 3);
    const game = await call('startGame', { gameId: 2001 }, token);
    const { sessionId } = contractData('startGame', game) as { sessionId: string };
    for (let i = 0; i < 3; i++) {
      const r = await call(
        'gameRoundPlay',
        {
          gameId: 2001,
          sessionId,
          requestId: randomUUID(),
          play: { engine: 'color', bets: [{ color: 0, amount: 1_000 }] },
        },
        token,
      );
      expect(r.errcode).toBe(0);
    }
    await call('exitGame', { gameId: 2001, sessionId }, token);
    // ₱400 of own cash with no play requirement (the deposit's is locked), so ₱100 can leave twice
    await p.credit(userId, 40_000);
    const bank = contractData(
      'addBankInfo',
      await call(
        'addBankInfo',
        { code: PAYOUT_PIN, bankId: 11, accountName: 'Juan Dela Cruz', accountNo: '09171234567' },
        token,
      ),
    ) as { id: number };
    const withdraw = async () =>
      (
        contractData(
          'exchange',
          await call(
            'exchange',
            { code: PAYOUT_PIN, amount: 10_000, userBankId: bank.id, requestId: randomUUID() },
            token,
          ),
        ) as { orderId: string }
      ).orderId;
    const paid = await withdraw();
    await approveWithdrawal(p.db, paid);
    const cancelled = await withdraw();
    await call('exchangeOrderCancel', { orderId: cancelled }, token);

    const events = contractData(
      'coinEventList',
      await call('coinEventList', { pageNum: 1, pageSize: 20 }, token),
    ) as { list: Record<string, unknown>[]; total: number };
    expect(events.list.map((r) => r.kind)).toEqual(['withdraw', 'withdraw', 'adjust', 'game', 'deposit']);
    expect(events.total).toBe(5);
    const [back, out, , played, deposit] = events.list;
    // a cancelled withdrawal nets nothing and says so; a paid one is a single −₱100
    expect(back).toMatchObject({ orderId: cancelled, amount: 0, status: 'cancelled', orderAmount: 10_000 });
    expect(out).toMatchObject({ orderId: paid, amount: -10_000, status: 'paid', orderAmount: 10_000 });
    expect(played).toMatchObject({ title: 'Perya Color Game', gameId: 2001, rounds: 3, staked: 3_000 });
    expect(played!.amount).toBe((played!.won as number) - 3_000);
    expect(deposit).toMatchObject({ amount: 51_000, bonus: 1_000 });
    // the balance after the newest event is the wallet's
    const coin = ((await call('refreshData', {}, token)).data as { coin: number }).coin;
    expect(back!.balanceAfter).toBe(coin);

    // paging is by event: page 2 of size 2 starts at the third event
    const second = contractData(
      'coinEventList',
      await call('coinEventList', { pageNum: 2, pageSize: 2 }, token),
    ) as { list: Record<string, unknown>[] };
    expect(second.list.map((r) => r.kind)).toEqual(['adjust', 'game']);
  });

  it("one kind's raw rows name the game of each bet and win; a deposit names none", async () => {
    const { token } = await p.createUserSession();
    await p.deposit(token, 20_000, 3);
    const game = await call('startGame', { gameId: 2001 }, token);
    const { sessionId } = contractData('startGame', game) as { sessionId: string };
    const r = await call(
      'gameRoundPlay',
      {
        gameId: 2001,
        sessionId,
        requestId: randomUUID(),
        play: { engine: 'color', bets: [{ color: 0, amount: 1_000 }] },
      },
      token,
    );
    expect(r.errcode).toBe(0);
    const rows = async (kind?: string) =>
      (
        contractData(
          'appUserCoinDetail',
          await call('appUserCoinDetail', { pageNum: 1, pageSize: 20, ...(kind ? { kind } : {}) }, token),
        ) as { list: Record<string, unknown>[] }
      ).list;
    const bets = await rows('bet');
    expect(bets).toHaveLength(1);
    expect(bets[0]).toMatchObject({
      kind: 'bet',
      amount: -1_000,
      gameId: 2001,
      gameName: 'Perya Color Game',
    });
    const deposits = await rows('deposit');
    expect(deposits[0]).not.toHaveProperty('gameName');
  });
});
