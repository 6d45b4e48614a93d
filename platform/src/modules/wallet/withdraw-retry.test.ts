import { randomUUID } from 'node:crypto';
import { ERR } from '@casino/contracts/errors';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeOrders, ledger } from '../../db/schema';
import { reconcile } from '../../ledger/reconcile';
import { caller, contractData, dbKinds, setSetting } from '../../test-support';
import { PAYOUT_PIN, startTestPlatform, type TestPlatform } from '../../testing';

interface Order {
  orderId: string;
  status: string;
  amount: number;
}

// A withdrawal is keyed on (player, requestId): a network retry or a double click of one confirm answers the
// withdrawal it already made and holds nothing twice.
describe.each(dbKinds)('withdrawal retries on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;
  const coin = async (token: string) =>
    ((await call('refreshData', {}, token)).data as { coin: number }).coin;
  const ordersOf = (userId: number) =>
    p.db.select().from(exchangeOrders).where(eq(exchangeOrders.userId, userId));
  const holdsOf = (userId: number) =>
    p.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.userId, userId), eq(ledger.kind, 'withdrawHold')));
  const player = async (balance: number) => {
    const { token, userId } = await p.createUserSession();
    await p.credit(userId, balance);
    const bank = contractData(
      'addBankInfo',
      await call(
        'addBankInfo',
        { code: PAYOUT_PIN, bankId: 11, accountName: 'Juan Dela Cruz', accountNo: '09171234567' },
        token,
      ),
    ) as { id: number };
    return { token, userId, bank: bank.id };
  };

  beforeAll(async () => {
    p = await startTestPlatform({ payoutReadyPlayers: true, databaseServerUrl });
    call = caller(p.app);
    await setSetting(p.app, 'wallet,withdrawDailyCount', 100);
  });
  afterAll(async () => {
    expect((await reconcile(p.db)).offenders).toEqual([]);
    await p?.close();
  });

  it('20 simultaneous copies of one withdrawal make one order and one hold, and all answer it', async () => {
    const { token, userId, bank } = await player(100_000);
    const body = { amount: 30_000, userBankId: bank, requestId: randomUUID(), code: PAYOUT_PIN };
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('exchange', body, token)));
    expect(answers.map((a) => a.errcode)).toEqual(Array(20).fill(0));
    const ids = new Set(answers.map((a) => (contractData('exchange', a) as Order).orderId));
    expect(ids.size).toBe(1);
    expect(await ordersOf(userId)).toHaveLength(1);
    const holds = await holdsOf(userId);
    expect(holds.map((h) => [h.refId, h.delta])).toEqual([[[...ids][0], -30_000]]);
    expect(await coin(token)).toBe(70_000);
  });

  it('another requestId is another withdrawal; a later retry answers the original as it stands now', async () => {
    const { token, userId, bank } = await player(100_000);
    const first = { amount: 20_000, userBankId: bank, requestId: randomUUID(), code: PAYOUT_PIN };
    const a = contractData('exchange', await call('exchange', first, token)) as Order;
    const b = contractData(
      'exchange',
      await call('exchange', { ...first, requestId: randomUUID() }, token),
    ) as Order;
    expect(b.orderId).not.toBe(a.orderId);
    expect(await holdsOf(userId)).toHaveLength(2);
    expect(await coin(token)).toBe(60_000);

    expect(await p.ops('approve-withdrawal', a.orderId)).toContain('approved and paid');
    // paid since: the retry says so, and neither holds nor pays anything again
    const retried = contractData('exchange', await call('exchange', first, token)) as Order;
    expect([retried.orderId, retried.status]).toEqual([a.orderId, 'paid']);
    expect(await ordersOf(userId)).toHaveLength(2);
    expect(await holdsOf(userId)).toHaveLength(2);
    expect(await coin(token)).toBe(60_000);
  });

  it('a retry is answered even once the day’s count is used up; the key on another amount is refused', async () => {
    const { token, userId, bank } = await player(100_000);
    const body = { amount: 20_000, userBankId: bank, requestId: randomUUID(), code: PAYOUT_PIN };
    const first = contractData('exchange', await call('exchange', body, token)) as Order;
    await setSetting(p.app, 'wallet,withdrawDailyCount', 1);
    try {
      const again = await call('exchange', body, token);
      expect((contractData('exchange', again) as Order).orderId).toBe(first.orderId);
      expect((await call('exchange', { ...body, requestId: randomUUID() }, token)).errcode).toBe(
        ERR.WITHDRAW_DAILY_LIMIT,
      );
    } finally {
      await setSetting(p.app, 'wallet,withdrawDailyCount', 100);
    }
    const misuse = await call('exchange', { ...body, amount: 25_000 }, token);
    expect(misuse.errcode).toBe(ERR.CONFLICT);
    expect(await ordersOf(userId)).toHaveLength(1);
    expect(await coin(token)).toBe(80_000);
  });

  it('the key is the player’s own: another player with the same requestId makes their own withdrawal', async () => {
    const one = await player(50_000);
    const two = await player(50_000);
    const requestId = randomUUID();
    const a = contractData(
      'exchange',
      await call(
        'exchange',
        { code: PAYOUT_PIN, amount: 10_000, userBankId: one.bank, requestId },
        one.token,
      ),
    ) as Order;
    const b = contractData(
      'exchange',
      await call(
        'exchange',
        { code: PAYOUT_PIN, amount: 10_000, userBankId: two.bank, requestId },
        two.token,
      ),
    ) as Order;
    expect(b.orderId).not.toBe(a.orderId);
    expect([await coin(one.token), await coin(two.token)]).toEqual([40_000, 40_000]);
  });
});
