import { randomUUID } from 'node:crypto';
import { ERR } from '@casino/contracts/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledger } from '../../db/schema';
import { reconcile } from '../../ledger/reconcile';
import { caller, contractData, dbKinds } from '../../test-support';
import { PAYOUT_PIN, startTestPlatform, type TestPlatform } from '../../testing';
import { approveWithdrawal } from './withdraw-approval';

// A player takes a pending withdrawal back: the hold returns through the ledger once, and a cancel racing an
// operator's approval either pays or returns — never both, never neither.
describe.each(dbKinds)('withdrawal cancel on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;
  const coin = async (token: string) =>
    ((await call('refreshData', {}, token)).data as { coin: number }).coin;

  /** A player with ₱1,000 of withdrawable cash, a bound GCash and a pending ₱300 withdrawal. */
  async function pending() {
    const s = await p.createUserSession();
    await p.credit(s.userId, 100_000);
    const bank = contractData(
      'addBankInfo',
      await call(
        'addBankInfo',
        { code: PAYOUT_PIN, bankId: 11, accountName: 'Juan Dela Cruz', accountNo: '09171234567' },
        s.token,
      ),
    ) as { id: number };
    const order = contractData(
      'exchange',
      await call(
        'exchange',
        { code: PAYOUT_PIN, amount: 30_000, userBankId: bank.id, requestId: randomUUID() },
        s.token,
      ),
    ) as { orderId: string; status: string };
    expect(order.status).toBe('pending');
    expect(await coin(s.token)).toBe(70_000);
    return { ...s, orderId: order.orderId };
  }
  const rowsOf = (userId: number) => p.db.select().from(ledger).where(eq(ledger.userId, userId));

  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl, payoutReadyPlayers: true });
    call = caller(p.app);
  });
  afterAll(async () => {
    expect((await reconcile(p.db)).offenders).toEqual([]);
    await p?.close();
  });

  it('cancels a pending withdrawal: the ₱300 returns through one ledger row, and a second cancel changes nothing', async () => {
    const { token, userId, orderId } = await pending();
    const first = contractData('exchangeOrderCancel', await call('exchangeOrderCancel', { orderId }, token));
    expect(first).toMatchObject({ orderId, status: 'cancelled' });
    expect(await coin(token)).toBe(100_000);
    const again = contractData('exchangeOrderCancel', await call('exchangeOrderCancel', { orderId }, token));
    expect(again).toMatchObject({ status: 'cancelled' });
    expect(await coin(token)).toBe(100_000);
    const rows = (await rowsOf(userId)).filter((r) => r.refId === orderId);
    expect(rows.map((r) => [r.kind, r.delta])).toEqual([
      ['withdrawHold', -30_000],
      ['withdrawRelease', 30_000],
    ]);
    // an operator can no longer pay it
    await expect(approveWithdrawal(p.db, orderId)).rejects.toThrow('is cancelled, not pending');
    expect(await coin(token)).toBe(100_000);
  });

  it('a paid withdrawal cannot be cancelled: answered as paid, nothing returned', async () => {
    const { token, orderId } = await pending();
    await approveWithdrawal(p.db, orderId);
    const res = contractData('exchangeOrderCancel', await call('exchangeOrderCancel', { orderId }, token));
    expect(res).toMatchObject({ status: 'paid' });
    expect(await coin(token)).toBe(70_000);
  });

  it("another player's withdrawal is not found, and stays pending", async () => {
    const { token, orderId } = await pending();
    const other = await p.createUserSession();
    const res = await call('exchangeOrderCancel', { orderId }, other.token);
    expect(res.errcode).toBe(ERR.NOT_FOUND);
    const mine = contractData('exchangeOrderStatus', await call('exchangeOrderStatus', { orderId }, token));
    expect(mine).toMatchObject({ status: 'pending' });
  });

  it('cancel and operator approval at the same time: paid or returned exactly once', async () => {
    for (let i = 0; i < 8; i++) {
      const { token, userId, orderId } = await pending();
      const [cancel, approve] = await Promise.allSettled([
        call('exchangeOrderCancel', { orderId }, token),
        approveWithdrawal(p.db, orderId),
      ]);
      expect(cancel.status).toBe('fulfilled');
      const status = (
        contractData('exchangeOrderStatus', await call('exchangeOrderStatus', { orderId }, token)) as {
          status: string;
        }
      ).status;
      const kinds = (await rowsOf(userId)).filter((r) => r.refId === orderId).map((r) => r.kind);
      if (status === 'paid') {
        // the approval won: the cancel found the order closed
        expect(approve.status).toBe('fulfilled');
        expect(kinds.sort()).toEqual(['withdraw', 'withdrawHold', 'withdrawRelease']);
        expect(await coin(token)).toBe(70_000);
      } else {
        expect(status).toBe('cancelled');
        expect(approve.status).toBe('rejected');
        expect(kinds.sort()).toEqual(['withdrawHold', 'withdrawRelease']);
        expect(await coin(token)).toBe(100_000);
      }
    }
  });
});
