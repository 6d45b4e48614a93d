import { randomInt, randomUUID } from 'node:crypto';
import { ERR } from '@casino/contracts/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeOrders, userBanks } from '../../db/schema';
import { caller, contractData, dbKinds } from '../../test-support';
import { PAYOUT_PIN, startTestPlatform, type TestPlatform } from '../../testing';
import { approveWithdrawal } from './withdraw-approval';

const HOUR = 3_600_000;

describe.each(dbKinds)('payout security on $kind', ({ kind, databaseServerUrl }) => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl });
    call = caller(p.app);
  });
  afterAll(() => p?.close());

  const banksOf = (userId: number) => p.db.select().from(userBanks).where(eq(userBanks.userId, userId));
  const coin = async (token: string) =>
    (contractData('refreshData', await call('refreshData', {}, token)) as { coin: number }).coin;
  const account = { bankId: 11, accountName: 'Juan Dela Cruz', accountNo: '0012345678' };
  async function verifiedPlayer(money = 0) {
    const s = await p.createUserSession();
    await p.payoutReady(s.userId);
    if (money > 0) await p.credit(s.userId, money);
    return s;
  }
  async function bind(token: string, userId: number, over: Record<string, unknown> = {}) {
    const r = await call('addBankInfo', { ...account, code: PAYOUT_PIN, ...over }, token);
    expect(r.errcode, r.msg).toBe(0);
    await p.endPayoutHolds(userId);
    return r.data as { id: number };
  }

  it('binding an account needs the code, a verified identity and the holder being the player; refusals store nothing', async () => {
    const unverified = await p.createUserSession();
    const r0 = await call('addBankInfo', { ...account, code: PAYOUT_PIN }, unverified.token);
    expect([r0.errcode, r0.detail]).toEqual([ERR.KYC_REQUIRED, { kycLevelRequired: 1 }]);

    const { token, userId } = await verifiedPlayer();
    const none = await call('addBankInfo', account, token);
    expect([none.errcode, none.msg]).toEqual([
      ERR.PAYOUT_CODE_REQUIRED,
      expect.stringContaining('safebox PIN'),
    ]);
    const wrong = await call('addBankInfo', { ...account, code: '135791' }, token);
    expect(wrong.errcode).toBe(ERR.SAFEBOX_PASSWORD_WRONG);
    const other = await call(
      'addBankInfo',
      { ...account, accountName: 'Pedro Santos', code: PAYOUT_PIN },
      token,
    );
    expect([other.errcode, other.msg]).toEqual([
      ERR.ACCOUNT_NAME_MISMATCH,
      expect.stringContaining('verified name (Juan Dela Cruz)'),
    ]);
    expect(await banksOf(userId)).toEqual([]);
    // Case, accents and a middle initial are the same person.
    const ok = await call(
      'addBankInfo',
      { ...account, accountName: 'JUAN D. DELA CRUZ', code: PAYOUT_PIN },
      token,
    );
    expect(ok.errcode).toBe(0);
    const shown = (ok.data as { payoutAfter: number }).payoutAfter;
    const [row] = await banksOf(userId);
    expect(shown).toBe(row!.payoutAfter!.getTime());
    expect(row!.payoutAfter!.getTime() - row!.createdAt.getTime()).toBe(24 * HOUR);
  });

  it('with a bound mobile the code comes by SMS, works once, and a wrong one counts', async () => {
    const mobile = `+63917${String(randomInt(1_000_000, 9_999_999))}`;
    const { token, userId } = await p.createUserSession({ mobile });
    await p.verifyKyc(userId);
    const sent = contractData('payoutCodeSend', await call('payoutCodeSend', {}, token)) as {
      via: string;
      mobile: string;
    };
    expect(sent).toMatchObject({
      via: 'sms',
      mobile: `${mobile.replace('+63', '0').slice(0, 4)}****${mobile.slice(-3)}`,
    });
    const code = await p.latestSmsCode(mobile);
    expect((await p.readSmsOutbox(mobile))[0]!.text).toContain('receiving accounts');
    const wrongCode = code === '000000' ? '111111' : '000000';
    const bad = await call('addBankInfo', { ...account, code: wrongCode }, token);
    expect([bad.errcode, bad.detail]).toEqual([ERR.SMS_CODE_WRONG, { attemptsLeft: 4 }]);
    expect((await call('addBankInfo', { ...account, code }, token)).errcode).toBe(0);
    const again = await call('addBankInfo', { ...account, accountNo: '0099887766', code }, token);
    expect(again.errcode).toBe(ERR.SMS_CODE_EXPIRED);
    expect(await banksOf(userId)).toHaveLength(1);
    // No mobile: the answer says the safebox PIN is the code, and nothing is sent.
    const plain = await p.createUserSession();
    expect(contractData('payoutCodeSend', await call('payoutCodeSend', {}, plain.token))).toMatchObject({
      via: 'safebox',
    });
  });

  it('a withdrawal needs the code and waits out a new account’s hold (hours left in the detail), holding nothing when refused', async () => {
    const { token, userId } = await verifiedPlayer(100_000);
    const added = contractData(
      'addBankInfo',
      await call('addBankInfo', { ...account, code: PAYOUT_PIN }, token),
    ) as {
      id: number;
    };
    const body = { amount: 20_000, userBankId: added.id, requestId: randomUUID() };
    expect((await call('exchange', body, token)).errcode).toBe(ERR.PAYOUT_CODE_REQUIRED);
    const held = await call('exchange', { ...body, code: PAYOUT_PIN }, token);
    expect([held.errcode, held.detail]).toEqual([ERR.ACCOUNT_ON_HOLD, { holdHoursLeft: 24 }]);
    expect(held.msg).toContain('24 hours left');
    // 23 h 30 min later: half an hour left reads as 1 hour.
    await p.db
      .update(userBanks)
      .set({ payoutAfter: new Date(Date.now() + 30 * 60_000) })
      .where(eq(userBanks.id, added.id));
    expect((await call('exchange', { ...body, code: PAYOUT_PIN }, token)).detail).toEqual({
      holdHoursLeft: 1,
    });
    expect(await coin(token)).toBe(100_000);
    expect(await p.db.select().from(exchangeOrders).where(eq(exchangeOrders.userId, userId))).toEqual([]);
    await p.endPayoutHolds(userId);
    const made = await call('exchange', { ...body, code: PAYOUT_PIN }, token);
    expect(made.errcode).toBe(0);
    // A retry of the same request answers the withdrawal already made, without a code.
    const retry = await call('exchange', body, token);
    expect([retry.errcode, (retry.data as { orderId: string }).orderId]).toEqual([
      0,
      (made.data as { orderId: string }).orderId,
    ]);
    expect(await coin(token)).toBe(80_000);
  });

  it('changing an account needs the code, restarts the hold, and is refused while a withdrawal to it is pending', async () => {
    const { token, userId } = await verifiedPlayer(100_000);
    const bank = await bind(token, userId);
    expect((await call('modifyBankInfo', { id: bank.id, accountNo: '0055566677' }, token)).errcode).toBe(
      ERR.PAYOUT_CODE_REQUIRED,
    );
    expect((await banksOf(userId))[0]!.accountNo).toBe('0012345678');
    const renamed = await call(
      'modifyBankInfo',
      { id: bank.id, accountName: 'Maria Clara', code: PAYOUT_PIN },
      token,
    );
    expect(renamed.errcode).toBe(ERR.ACCOUNT_NAME_MISMATCH);
    expect(
      (await call('modifyBankInfo', { id: bank.id, accountNo: '0055566677', code: PAYOUT_PIN }, token))
        .errcode,
    ).toBe(0);
    const [changed] = await banksOf(userId);
    expect(changed!.payoutAfter!.getTime()).toBeGreaterThan(changed!.updatedAt.getTime() + 23 * HOUR);
    const onHold = await call(
      'exchange',
      { amount: 20_000, userBankId: bank.id, requestId: randomUUID(), code: PAYOUT_PIN },
      token,
    );
    expect(onHold.errcode).toBe(ERR.ACCOUNT_ON_HOLD);
    await p.endPayoutHolds(userId);
    expect(
      (
        await call(
          'exchange',
          { amount: 20_000, userBankId: bank.id, requestId: randomUUID(), code: PAYOUT_PIN },
          token,
        )
      ).errcode,
    ).toBe(0);
    const busy = await call(
      'modifyBankInfo',
      { id: bank.id, accountNo: '0011122233', code: PAYOUT_PIN },
      token,
    );
    expect(busy.errcode).toBe(ERR.BANK_IN_USE);
    expect((await banksOf(userId))[0]!.accountNo).toBe('0055566677');
  });

  it.skipIf(kind !== 'postgres')(
    'race: an account changed while a withdrawal to it is made is never paid as the new, unverified account',
    async () => {
      for (let round = 0; round < 8; round++) {
        const { token, userId } = await verifiedPlayer(100_000);
        const bank = await bind(token, userId);
        const [withdrawal, change] = await Promise.all([
          call(
            'exchange',
            { amount: 20_000, userBankId: bank.id, requestId: randomUUID(), code: PAYOUT_PIN },
            token,
          ),
          call('modifyBankInfo', { id: bank.id, accountNo: '0077788899', code: PAYOUT_PIN }, token),
        ]);
        const outcome = [withdrawal.errcode, change.errcode];
        // Either the withdrawal came first (the change waits for it) or the change did (the withdrawal waits
        // out the new number's hold): never both.
        expect([
          [0, ERR.BANK_IN_USE],
          [ERR.ACCOUNT_ON_HOLD, 0],
        ]).toContainEqual(outcome);
        if (withdrawal.errcode === 0) {
          const orderId = (withdrawal.data as { orderId: string }).orderId;
          await approveWithdrawal(p.db, orderId, 'test');
          const [paid] = await p.db.select().from(exchangeOrders).where(eq(exchangeOrders.id, orderId));
          const [to] = await p.db.select().from(userBanks).where(eq(userBanks.id, paid!.userBankId));
          expect([paid!.status, to!.accountNo, to!.payoutAfter]).toEqual(['paid', '0012345678', null]);
        } else {
          expect(await p.db.select().from(exchangeOrders).where(eq(exchangeOrders.userId, userId))).toEqual(
            [],
          );
          expect(await coin(token)).toBe(100_000);
        }
      }
    },
  );
});
