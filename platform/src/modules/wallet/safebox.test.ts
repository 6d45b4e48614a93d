import { ERR } from '@casino/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyLedger, InsufficientFundsError } from '../../ledger/ledger';
import { reconcile } from '../../ledger/reconcile';
import { caller, contractData, dbKinds } from '../../test-support';
import { startTestPlatform, type TestPlatform } from '../../testing';

describe.each(dbKinds)('safebox on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;
  const user = async (token: string) =>
    (
      (await call('getAfterLoginInfoWeb', {}, token)).data as {
        user: { coin: number; safebox: number; hasSafeboxPassword: boolean };
      }
    ).user;
  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl });
    call = caller(p.app);
  });
  afterAll(async () => {
    expect((await reconcile(p.db)).offenders).toEqual([]);
    await p?.close();
  });

  it('moves coin in and out with the password; safebox coin cannot be bet', async () => {
    const { token, userId } = await p.createUserSession();
    await p.credit(userId, 50_000);
    expect((await call('safeboxDeposit', { amount: 10_000 }, token)).errcode).toBe(
      ERR.SAFEBOX_PASSWORD_NOT_SET,
    );
    expect((await call('safeboxSetPassword', { password: '1234' }, token)).msg).toBe(
      'Invalid request: password: must be 6 digits',
    );
    contractData('safeboxSetPassword', await call('safeboxSetPassword', { password: '246810' }, token));
    expect(await user(token)).toMatchObject({ hasSafeboxPassword: true, safebox: 0 });

    const inBox = contractData('safeboxDeposit', await call('safeboxDeposit', { amount: 30_000 }, token));
    expect(inBox).toEqual({ coin: 20_000, safebox: 30_000 });
    expect(await user(token)).toMatchObject({ coin: 20_000, safebox: 30_000 });
    // A bet can only use the balance.
    await expect(
      applyLedger(p.db, {
        userId,
        delta: -25_000,
        kind: 'bet',
        refType: 'test-round',
        refId: `sb-${userId}`,
        reason: 'Bet',
      }),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    expect((await call('safeboxDeposit', { amount: 30_000 }, token)).errcode).toBe(ERR.INSUFFICIENT_BALANCE);

    expect((await call('safeboxWithdraw', { amount: 10_000, password: '000000' }, token)).errcode).toBe(
      ERR.SAFEBOX_PASSWORD_WRONG,
    );
    const out = contractData(
      'safeboxWithdraw',
      await call('safeboxWithdraw', { amount: 10_000, password: '246810' }, token),
    );
    expect(out).toEqual({ coin: 30_000, safebox: 20_000 });
    expect((await call('safeboxWithdraw', { amount: 50_000, password: '246810' }, token)).errcode).toBe(
      ERR.INSUFFICIENT_BALANCE,
    );
    const detail = contractData(
      'appUserCoinDetail',
      await call('appUserCoinDetail', { kind: 'safeboxIn' }, token),
    ) as {
      list: { amount: number; remark: string }[];
    };
    expect(detail.list).toEqual([
      expect.objectContaining({ amount: -30_000, remark: 'Moved to the safebox' }),
    ]);
  });

  it('locks after 5 wrong passwords; changing the password needs the old one', async () => {
    const { token, userId } = await p.createUserSession();
    await p.credit(userId, 10_000);
    await call('safeboxSetPassword', { password: '111111' }, token);
    await call('safeboxDeposit', { amount: 10_000 }, token);
    expect((await call('safeboxSetPassword', { password: '222222' }, token)).errcode).toBe(400);
    const wrong = [];
    for (let i = 0; i < 5; i++)
      wrong.push(await call('safeboxWithdraw', { amount: 100, password: '999999' }, token));
    expect(wrong.map((r) => r.errcode)).toEqual([3009, 3009, 3009, 3009, ERR.SAFEBOX_LOCKED]);
    expect(wrong[0]?.msg).toBe('Wrong safebox password. 4 attempts left.');
    expect(wrong.map((r) => r.detail)).toEqual([
      { attemptsLeft: 4 },
      { attemptsLeft: 3 },
      { attemptsLeft: 2 },
      { attemptsLeft: 1 },
      { retryAfterSeconds: 15 * 60 },
    ]);
    // Even the right password waits out the lock.
    const locked = await call('safeboxWithdraw', { amount: 100, password: '111111' }, token);
    expect([locked.errcode, locked.msg]).toEqual([
      ERR.SAFEBOX_LOCKED,
      'Too many wrong safebox passwords. Try again in 15 min.',
    ]);
    expect(locked.detail?.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(locked.detail?.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    expect(await user(token)).toMatchObject({ coin: 0, safebox: 10_000 });
  });

  it('retrieveBalance answers the wallet with nothing retrieved: games hold no balance of their own', async () => {
    const { token, userId } = await p.createUserSession();
    await p.credit(userId, 1_234);
    expect(contractData('retrieveBalance', await call('retrieveBalance', {}, token))).toEqual({
      retrieved: 0,
      sessions: 0,
      coin: 1_234,
    });
  });
});
