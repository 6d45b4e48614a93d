import { randomUUID } from 'node:crypto';
import { ERR } from '@casino/contracts/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledger, userBanks, users } from '../../db/schema';
import { applyLedger } from '../../ledger/ledger';
import { reconcile } from '../../ledger/reconcile';
import { caller, contractData, dbKinds, setSetting } from '../../test-support';
import { PAYOUT_PIN, startTestPlatform, type TestPlatform } from '../../testing';

interface ExchangeInfo {
  coin: number;
  withdrawable: number;
  turnoverRequired: number;
  needsTopUp: boolean;
  kycRequired: boolean;
  banks: { id: number; accountNo: string; isDefault: boolean }[];
}
interface Order {
  orderId: string;
  status: string;
  amount: number;
  fee: number;
  netAmount: number;
  rejectReason: string;
}

describe.each(dbKinds)('withdrawals and receiving accounts on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;
  let bet: (userId: number, amount: number) => Promise<unknown>;
  const state = async (token: string) => {
    const r = await call('refreshData', {}, token);
    const u = (await call('getAfterLoginInfoWeb', {}, token)).data as {
      user: { exchange: number; coin: number };
    };
    return { coin: (r.data as { coin: number }).coin, exchange: u.user.exchange };
  };
  const info = async (token: string) =>
    contractData('getExchange', await call('getExchange', {}, token)) as ExchangeInfo;
  const bindBank = async (token: string, accountNo = '09171234567') =>
    (
      contractData(
        'addBankInfo',
        await call(
          'addBankInfo',
          { code: PAYOUT_PIN, bankId: 11, accountName: 'Juan Dela Cruz', accountNo },
          token,
        ),
      ) as { id: number }
    ).id;
  let betN = 0;
  beforeAll(async () => {
    p = await startTestPlatform({ payoutReadyPlayers: true, databaseServerUrl });
    call = caller(p.app);
    bet = (userId, amount) =>
      applyLedger(p.db, {
        userId,
        delta: -amount,
        kind: 'bet',
        refType: 'test-round',
        refId: `r${betN++}`,
        reason: 'Bet',
      });
  });
  afterAll(async () => {
    expect((await reconcile(p.db)).offenders).toEqual([]);
    await p?.close();
  });

  it('binds receiving accounts with the number masked, from the bank list, within the config length', async () => {
    const { token } = await p.createUserSession();
    const first = contractData(
      'addBankInfo',
      await call(
        'addBankInfo',
        { code: PAYOUT_PIN, bankId: 11, accountName: 'Juan  Dela Cruz', accountNo: '001234567890' },
        token,
      ),
    );
    expect(first).toMatchObject({
      bankName: 'BDO Unibank',
      kind: 'bank',
      accountName: 'Juan Dela Cruz',
      accountNo: '********7890',
      isDefault: true,
    });
    const second = await bindBank(token);
    const list = contractData('bankInfoList', await call('bankInfoList', {}, token)) as {
      list: { id: number; isDefault: boolean; accountNo: string }[];
    };
    expect(list.list.map((b) => [b.accountNo, b.isDefault])).toEqual([
      ['********7890', true],
      ['*******4567', false],
    ]);
    expect(JSON.stringify(list)).not.toContain('09171234567');
    const modified = contractData(
      'modifyBankInfo',
      await call('modifyBankInfo', { code: PAYOUT_PIN, id: second, isDefault: true }, token),
    );
    expect(modified).toMatchObject({ isDefault: true });
    expect(
      (
        await call(
          'addBankInfo',
          { code: PAYOUT_PIN, bankId: 11, accountName: 'Juan', accountNo: '123' },
          token,
        )
      ).msg,
    ).toBe('Invalid request: accountNo: must be 10-20 characters');
    expect(
      (
        await call(
          'addBankInfo',
          { code: PAYOUT_PIN, bankId: 999, accountName: 'Juan', accountNo: '09171234567' },
          token,
        )
      ).errcode,
    ).toBe(400);
    expect(
      (
        await call(
          'addBankInfo',
          { code: PAYOUT_PIN, bankId: 11, accountName: 'Juan Dela Cruz', accountNo: '09171234567' },
          token,
        )
      ).errcode,
    ).toBe(ERR.CONFLICT);
    const { token: other } = await p.createUserSession();
    expect(
      (await call('modifyBankInfo', { code: PAYOUT_PIN, id: second, accountName: 'Thief' }, other)).errcode,
    ).toBe(400);
    expect((await call('delBankInfo', { id: second }, other)).errcode).toBe(400);
    const after = contractData('delBankInfo', await call('delBankInfo', { id: second }, token)) as {
      list: { isDefault: boolean }[];
    };
    expect(after.list).toHaveLength(1);
    expect(after.list[0]?.isDefault).toBe(true);
  });

  it('refuses a withdrawal while deposit turnover is unmet, naming what is still owed', async () => {
    const { token, userId } = await p.createUserSession();
    await p.deposit(token, 50_000, 6);
    const bank = await bindBank(token);
    const before = await info(token);
    expect(before).toMatchObject({
      coin: 50_000,
      withdrawable: 0,
      turnoverRequired: 50_000,
      needsTopUp: false,
    });
    const refused = await call(
      'exchange',
      { code: PAYOUT_PIN, amount: 20_000, userBankId: bank, requestId: randomUUID() },
      token,
    );
    expect([refused.errcode, refused.msg]).toEqual([
      ERR.TURNOVER_UNMET,
      'Bet ₱500.00 more before withdrawing this amount (withdrawable now: ₱0.00).',
    ]);
    expect(refused.detail).toEqual({ turnoverLeft: 50_000, withdrawable: 0 });
    await bet(userId, 30_000);
    expect(await info(token)).toMatchObject({ coin: 20_000, turnoverRequired: 20_000, withdrawable: 0 });
    await bet(userId, 20_000);
    await p.credit(userId, 40_000);
    // Turnover met: the whole balance is withdrawable.
    expect(await info(token)).toMatchObject({ coin: 40_000, turnoverRequired: 0, withdrawable: 40_000 });
    expect(
      (
        await call(
          'exchange',
          { code: PAYOUT_PIN, amount: 40_000, userBankId: bank, requestId: randomUUID() },
          token,
        )
      ).errcode,
    ).toBe(0);
  });

  it('free bonus money needs a top-up first', async () => {
    const reg = await p.registerUser();
    await p.payoutReady(reg.userId);
    const i = await info(reg.token);
    expect(i).toMatchObject({ coin: 5_000, withdrawable: 0, needsTopUp: true });
    const bank = await bindBank(reg.token);
    await p.credit(reg.userId, 20_000);
    const refused = await call(
      'exchange',
      { code: PAYOUT_PIN, amount: 10_000, userBankId: bank, requestId: randomUUID() },
      reg.token,
    );
    expect(refused.errcode).toBe(ERR.NEEDS_TOP_UP);
  });

  it('holds a withdrawal, returns it on rejection once, and pays it on approval with lifetime exchange updated', async () => {
    const { token, userId } = await p.createUserSession();
    await p.credit(userId, 100_000);
    const bank = await bindBank(token);
    const order = contractData(
      'exchange',
      await call(
        'exchange',
        { code: PAYOUT_PIN, amount: 30_000, userBankId: bank, requestId: randomUUID() },
        token,
      ),
    ) as Order;
    expect(order).toMatchObject({ status: 'pending', amount: 30_000, fee: 0, netAmount: 30_000 });
    expect(await state(token)).toEqual({ coin: 70_000, exchange: 0 });
    expect((await call('delBankInfo', { id: bank }, token)).errcode).toBe(ERR.BANK_IN_USE);
    expect(await p.ops('withdrawals')).toContain(order.orderId);

    expect(await p.ops('reject-withdrawal', order.orderId, 'Name', 'mismatch')).toContain('returned');
    expect(await p.ops('reject-withdrawal', order.orderId)).toContain('already rejected');
    expect(await state(token)).toEqual({ coin: 100_000, exchange: 0 });
    const rejected = contractData(
      'exchangeOrderStatus',
      await call('exchangeOrderStatus', { orderId: order.orderId }, token),
    ) as Order;
    expect(rejected).toMatchObject({ status: 'rejected', rejectReason: 'Name mismatch' });
    await expect(p.ops('approve-withdrawal', order.orderId)).rejects.toThrow('is rejected, not pending');

    const paid = contractData(
      'exchange',
      await call(
        'exchange',
        { code: PAYOUT_PIN, amount: 40_000, userBankId: bank, requestId: randomUUID() },
        token,
      ),
    ) as Order;
    expect(await p.ops('approve-withdrawal', paid.orderId)).toContain('approved and paid');
    expect(await p.ops('approve-withdrawal', paid.orderId)).toContain('already paid');
    expect(await state(token)).toEqual({ coin: 60_000, exchange: 40_000 });
    const list = contractData('exchangeOrderList', await call('exchangeOrderList', {}, token)) as {
      list: Order[];
      total: number;
    };
    expect(list.list.map((o) => [o.orderId, o.status])).toEqual([
      [paid.orderId, 'paid'],
      [order.orderId, 'rejected'],
    ]);
    const kinds = (await p.db.select().from(ledger).where(eq(ledger.userId, userId))).map(
      (r) => `${r.kind}:${r.delta}`,
    );
    expect(kinds).toEqual([
      'adjust:100000',
      'withdrawHold:-30000',
      'withdrawRelease:30000',
      'withdrawHold:-40000',
      'withdrawRelease:40000',
      'withdraw:-40000',
    ]);
  });

  it('applies limits, fee, daily count and the KYC switch', async () => {
    const { token, userId } = await p.createUserSession();
    await p.credit(userId, 10_000_000);
    const bank = await bindBank(token);
    expect(
      (
        await call(
          'exchange',
          { code: PAYOUT_PIN, amount: 5_000, userBankId: bank, requestId: randomUUID() },
          token,
        )
      ).errcode,
    ).toBe(ERR.AMOUNT_OUT_OF_RANGE);
    expect(
      (
        await call(
          'exchange',
          { code: PAYOUT_PIN, amount: 6_000_000, userBankId: bank, requestId: randomUUID() },
          token,
        )
      ).msg,
    ).toBe('Withdraw between ₱100.00 and ₱50,000.00.');
    expect(
      (
        await call(
          'exchange',
          { code: PAYOUT_PIN, amount: 20_000, userBankId: 999_999, requestId: randomUUID() },
          token,
        )
      ).errcode,
    ).toBe(400);
    expect(
      (
        await call(
          'exchange',
          { code: PAYOUT_PIN, amount: -1, userBankId: bank, requestId: randomUUID() },
          token,
        )
      ).errcode,
    ).toBe(400);
    await setSetting(p.app, 'wallet,withdrawFeeRateBp', 150);
    await setSetting(p.app, 'wallet,withdrawDailyCount', 2);
    try {
      const o = contractData(
        'exchange',
        await call(
          'exchange',
          { code: PAYOUT_PIN, amount: 20_000, userBankId: bank, requestId: randomUUID() },
          token,
        ),
      ) as Order;
      expect([o.fee, o.netAmount]).toEqual([300, 19_700]);
      await call(
        'exchange',
        { code: PAYOUT_PIN, amount: 20_000, userBankId: bank, requestId: randomUUID() },
        token,
      );
      expect(
        (
          await call(
            'exchange',
            { code: PAYOUT_PIN, amount: 20_000, userBankId: bank, requestId: randomUUID() },
            token,
          )
        ).errcode,
      ).toBe(ERR.WITHDRAW_DAILY_LIMIT);
    } finally {
      await setSetting(p.app, 'wallet,withdrawFeeRateBp', 0);
      await setSetting(p.app, 'wallet,withdrawDailyCount', 5);
    }
    await setSetting(p.app, 'kycRequired', 1);
    await setSetting(p.app, 'kycWithdrawThreshold', 0);
    // the switch asks for a verified level: this player's is taken back to see it refuse
    await p.db.update(users).set({ kycLevel: 0 }).where(eq(users.id, userId));
    try {
      expect(await info(token)).toMatchObject({ kycRequired: true });
      expect(
        (
          await call(
            'exchange',
            { code: PAYOUT_PIN, amount: 20_000, userBankId: bank, requestId: randomUUID() },
            token,
          )
        ).errcode,
      ).toBe(ERR.KYC_REQUIRED);
    } finally {
      await setSetting(p.app, 'kycWithdrawThreshold', 2_000_000);
    }
  });

  it('concurrent withdrawals of the whole balance: exactly one is held, the balance never goes negative', async () => {
    const { token, userId } = await p.createUserSession();
    await p.credit(userId, 50_000);
    const bank = await bindBank(token);
    await setSetting(p.app, 'wallet,withdrawDailyCount', 100);
    try {
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          call(
            'exchange',
            { code: PAYOUT_PIN, amount: 50_000, userBankId: bank, requestId: randomUUID() },
            token,
          ),
        ),
      );
      expect(results.filter((r) => r.errcode === 0)).toHaveLength(1);
      expect(results.filter((r) => r.errcode === ERR.INSUFFICIENT_BALANCE)).toHaveLength(19);
      expect((await state(token)).coin).toBe(0);
    } finally {
      await setSetting(p.app, 'wallet,withdrawDailyCount', 5);
    }
    expect(await p.db.select().from(userBanks).where(eq(userBanks.userId, userId))).toHaveLength(1);
  });
});

describe('sandbox auto-approve', () => {
  it('pays a withdrawal after the configured delay', async () => {
    const p = await startTestPlatform({
      payoutReadyPlayers: true,
      databaseServerUrl: null,
      payments: { withdrawAutoApproveMs: 50 },
    });
    try {
      const call = caller(p.app);
      const { token, userId } = await p.createUserSession();
      await p.credit(userId, 20_000);
      const bank = (
        contractData(
          'addBankInfo',
          await call(
            'addBankInfo',
            { code: PAYOUT_PIN, bankId: 12, accountName: 'Juan Dela Cruz', accountNo: '09181234567' },
            token,
          ),
        ) as { id: number }
      ).id;
      const o = contractData(
        'exchange',
        await call(
          'exchange',
          { code: PAYOUT_PIN, amount: 10_000, userBankId: bank, requestId: randomUUID() },
          token,
        ),
      ) as Order;
      await expect
        .poll(
          async () =>
            ((await call('exchangeOrderStatus', { orderId: o.orderId }, token)).data as Order).status,
        )
        .toBe('paid');
    } finally {
      await p.close();
    }
  });
});
