import { randomUUID } from 'node:crypto';
import { ERR } from '@casino/contracts/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rechargeOrders } from '../../db/schema';
import { caller, contractData, dbKinds, setSetting } from '../../test-support';
import { PAYOUT_PIN, startTestPlatform, type TestPlatform } from '../../testing';

const DEFAULT_KYC = {
  depositRequires: 1,
  level2AboveDepositsPhp: 100_000,
  level2AboveWithdrawalPhp: 100_000,
};

describe.each(dbKinds)('KYC levels gate the money calls on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl });
    call = caller(p.app);
  });
  afterAll(() => p?.close());

  const orders = (userId: number) =>
    p.db.select().from(rechargeOrders).where(eq(rechargeOrders.userId, userId));
  const tradeInfo = async (token: string) =>
    contractData('walletTradeInfo', await call('walletTradeInfo', {}, token)) as {
      kycLevel: number;
      depositKycLevel: number;
    };

  it('a new player cannot deposit before KYC level 1 (3007, level in the detail, no order); sign-up bonus and demo play stay', async () => {
    const player = await p.registerUser();
    expect(player.user.coin).toBeGreaterThan(0); // the sign-up bonus is given before any verification
    expect(await tradeInfo(player.token)).toMatchObject({ kycLevel: 0, depositKycLevel: 1 });
    const refused = await call('rechargeOrderCreate', { rechargeTypeId: 3, amount: 50_000 }, player.token);
    expect(refused.errcode).toBe(ERR.KYC_REQUIRED);
    expect(refused.detail).toEqual({ kycLevelRequired: 1 });
    expect(refused.msg).toMatch(/government ID and a live selfie/);
    expect(await orders(player.userId)).toEqual([]);
    // Demo play needs no verification.
    const demo = await call('startGame', { gameId: 2001, tryIt: true }, player.token);
    expect(demo.errcode).toBe(0);
    // Once verified, the same deposit makes an order.
    await p.verifyKyc(player.userId);
    expect(await tradeInfo(player.token)).toMatchObject({ kycLevel: 1, depositKycLevel: 1 });
    const ok = await call('rechargeOrderCreate', { rechargeTypeId: 3, amount: 50_000 }, player.token);
    expect(ok.errcode).toBe(0);
    expect(await orders(player.userId)).toHaveLength(1);
  });

  it('with kyc.depositRequires 0 an unverified player deposits', async () => {
    await setSetting(p.app, 'kyc', { ...DEFAULT_KYC, depositRequires: 0 });
    try {
      const { token, userId } = await p.createUserSession();
      expect(await tradeInfo(token)).toMatchObject({ kycLevel: 0, depositKycLevel: 0 });
      expect((await call('rechargeOrderCreate', { rechargeTypeId: 3, amount: 50_000 }, token)).errcode).toBe(
        0,
      );
      expect(await orders(userId)).toHaveLength(1);
    } finally {
      await setSetting(p.app, 'kyc', DEFAULT_KYC);
    }
  });

  it('deposits past kyc.level2AboveDepositsPhp in total need level 2', async () => {
    await setSetting(p.app, 'kyc', { ...DEFAULT_KYC, level2AboveDepositsPhp: 1_000 });
    try {
      const { token, userId } = await p.createUserSession();
      await p.deposit(token, 60_000, 6); // ₱600 paid: verified to level 1 by the helper
      // ₱600 + ₱500 passes ₱1,000: level 2 needed, and the page is told before the player types an amount.
      const refused = await call('rechargeOrderCreate', { rechargeTypeId: 3, amount: 50_000 }, token);
      expect([refused.errcode, refused.detail]).toEqual([ERR.KYC_REQUIRED, { kycLevelRequired: 2 }]);
      expect(refused.msg).toMatch(/address and source of funds/);
      expect(await orders(userId)).toHaveLength(1);
      // ₱400 stays within ₱1,000.
      expect((await call('rechargeOrderCreate', { rechargeTypeId: 3, amount: 40_000 }, token)).errcode).toBe(
        0,
      );
      await p.verifyKyc(userId, 2);
      expect((await call('rechargeOrderCreate', { rechargeTypeId: 3, amount: 50_000 }, token)).errcode).toBe(
        0,
      );
    } finally {
      await setSetting(p.app, 'kyc', DEFAULT_KYC);
    }
  });

  it('withdrawals past kyc.level2AboveWithdrawalPhp in total need level 2, holding nothing when refused', async () => {
    await setSetting(p.app, 'kyc', { ...DEFAULT_KYC, level2AboveWithdrawalPhp: 1_000 });
    try {
      const { token, userId } = await p.createUserSession();
      await p.payoutReady(userId);
      await p.credit(userId, 500_000);
      const bank = contractData(
        'addBankInfo',
        await call(
          'addBankInfo',
          { code: PAYOUT_PIN, bankId: 11, accountName: 'Juan Dela Cruz', accountNo: '0012345678' },
          token,
        ),
      ) as { id: number };
      await p.endPayoutHolds(userId);
      const withdraw = (amount: number) =>
        call('exchange', { code: PAYOUT_PIN, amount, userBankId: bank.id, requestId: randomUUID() }, token);
      expect((await withdraw(60_000)).errcode).toBe(0);
      const refused = await withdraw(50_000);
      expect([refused.errcode, refused.detail]).toEqual([ERR.KYC_REQUIRED, { kycLevelRequired: 2 }]);
      const coin = (contractData('refreshData', await call('refreshData', {}, token)) as { coin: number })
        .coin;
      expect(coin).toBe(440_000); // only the first withdrawal is held
    } finally {
      await setSetting(p.app, 'kyc', DEFAULT_KYC);
    }
  });
});
