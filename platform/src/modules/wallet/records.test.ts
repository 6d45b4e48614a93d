import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyLedger } from '../../ledger/ledger';
import { reconcile } from '../../ledger/reconcile';
import { caller, contractData, dbKinds } from '../../test-support';
import { PAYOUT_PIN, startTestPlatform, type TestPlatform } from '../../testing';

interface Page<T> {
  list: T[];
  pageNum: number;
  pageSize: number;
  pages: number;
  total: number;
}
interface WalletRecord {
  kind: string;
  orderId: string;
  status: string;
  amount: number;
  channelName: string;
  createTime: number;
}

describe.each(dbKinds)('wallet records on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;
  let token: string;
  const ids: { paid: string[]; failed: string; pending: string; withdraw: string } = {
    paid: [],
    failed: '',
    pending: '',
    withdraw: '',
  };
  beforeAll(async () => {
    p = await startTestPlatform({ payoutReadyPlayers: true, databaseServerUrl });
    call = caller(p.app);
    ({ token } = await p.createUserSession());
    // InstaPay: no channel bonus, so the deposits are the only money that needs play before a withdrawal
    for (const amount of [10_000, 20_000, 30_000]) ids.paid.push((await p.deposit(token, amount, 6)).orderId);
    const failed = await p.createDeposit(token, 40_000, { rechargeTypeId: 6 });
    await p.declineDeposit(failed.orderId);
    ids.failed = failed.orderId;
    ids.pending = (await p.createDeposit(token, 50_000)).orderId;
  });
  afterAll(async () => {
    expect((await reconcile(p.db)).offenders).toEqual([]);
    await p?.close();
  });

  it('lists deposits and withdrawals newest first, with status, filters and paging', async () => {
    const all = contractData(
      'walletRecordList',
      await call('walletRecordList', { pageSize: 2 }, token),
    ) as Page<WalletRecord>;
    expect([all.total, all.pages, all.list.length]).toEqual([5, 3, 2]);
    expect(all.list.map((r) => [r.orderId, r.status])).toEqual([
      [ids.pending, 'pending'],
      [ids.failed, 'failed'],
    ]);
    const page3 = contractData(
      'walletRecordList',
      await call('walletRecordList', { pageSize: 2, pageNum: 3 }, token),
    ) as Page<WalletRecord>;
    expect(page3.list.map((r) => r.orderId)).toEqual([ids.paid[0]]);
    const paid = contractData(
      'walletRecordList',
      await call('walletRecordList', { kind: 'deposit', status: 'paid' }, token),
    ) as Page<WalletRecord>;
    expect(paid.list.map((r) => r.amount)).toEqual([30_000, 20_000, 10_000]);
    expect(paid.list[0]?.channelName).toBe('InstaPay bank transfer');

    const bank = (
      contractData(
        'addBankInfo',
        await call(
          'addBankInfo',
          { code: PAYOUT_PIN, bankId: 12, accountName: 'Juan Dela Cruz', accountNo: '1234567890' },
          token,
        ),
      ) as { id: number }
    ).id;
    // Deposit turnover first (1×): bet the 600 deposited before withdrawing.
    const user = (await call('getAfterLoginInfoWeb', {}, token)).data as { user: { id: number } };
    await applyLedger(p.db, {
      userId: user.user.id,
      delta: -60_000,
      kind: 'bet',
      refType: 'test-round',
      refId: 'rec-1',
      reason: 'Bet',
    });
    await p.credit(user.user.id, 20_000);
    const w = await call(
      'exchange',
      { code: PAYOUT_PIN, amount: 15_000, userBankId: bank, requestId: randomUUID() },
      token,
    );
    expect(w.errcode).toBe(0);
    const withdrawals = contractData(
      'walletRecordList',
      await call('walletRecordList', { kind: 'withdraw' }, token),
    ) as Page<WalletRecord>;
    expect(withdrawals.list).toEqual([
      expect.objectContaining({ kind: 'withdraw', status: 'pending', amount: 15_000, channelName: 'BPI' }),
    ]);
    const future = contractData(
      'walletRecordList',
      await call('walletRecordList', { startTime: Date.now() + 60_000 }, token),
    ) as Page<WalletRecord>;
    expect(future.total).toBe(0);
  });

  it('filters withdrawals by status, and every kind by a time window (both ends included)', async () => {
    const list = async (body: Record<string, unknown>) =>
      contractData('walletRecordList', await call('walletRecordList', body, token)) as Page<WalletRecord>;
    const [pending] = (await list({ kind: 'withdraw', status: 'pending' })).list;
    expect(pending?.orderId).toMatch(/^W/);
    expect(await p.ops('approve-withdrawal', pending!.orderId)).toMatch(/paid/i);
    expect((await list({ kind: 'withdraw', status: 'pending' })).total).toBe(0);
    const paid = await list({ kind: 'withdraw', status: 'paid' });
    expect(paid.list.map((r) => [r.orderId, r.status])).toEqual([[pending!.orderId, 'paid']]);
    // 'paid' over both kinds: the three deposits and the withdrawal
    expect((await list({ status: 'paid' })).total).toBe(4);
    expect((await list({ kind: 'deposit', status: 'failed' })).list.map((r) => r.orderId)).toEqual([
      ids.failed,
    ]);

    const everything = await list({ pageSize: 100 });
    const times = everything.list.map((r) => r.createTime);
    const [first, last] = [Math.min(...times), Math.max(...times)];
    expect((await list({ startTime: first, endTime: last })).total).toBe(everything.total);
    expect((await list({ endTime: first - 1 })).total).toBe(0);
    // a window on the newest record only: the withdrawal, created after the deposits
    const newest = await list({ startTime: last, endTime: last });
    expect(newest.list.map((r) => r.kind)).toContain('withdraw');
    expect(newest.total).toBeLessThan(everything.total);
  });

  it('coin detail lists every ledger change with its reason and the balance after', async () => {
    const d = contractData(
      'appUserCoinDetail',
      await call('appUserCoinDetail', { pageSize: 100 }, token),
    ) as Page<{
      kind: string;
      amount: number;
      balanceAfter: number;
      remark: string;
    }>;
    const oldestFirst = [...d.list].reverse();
    expect(oldestFirst.slice(0, 3).map((r) => [r.kind, r.amount, r.balanceAfter, r.remark])).toEqual([
      ['deposit', 10_000, 10_000, 'Deposit via InstaPay bank transfer'],
      ['deposit', 20_000, 30_000, 'Deposit via InstaPay bank transfer'],
      ['deposit', 30_000, 60_000, 'Deposit via InstaPay bank transfer'],
    ]);
    const deposits = contractData(
      'appUserCoinDetail',
      await call('appUserCoinDetail', { kind: 'deposit', pageSize: 1 }, token),
    ) as Page<unknown>;
    expect([deposits.total, deposits.pages, deposits.list.length]).toEqual([3, 3, 1]);
  });
});
