import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyLedger } from '../../ledger/ledger';
import { grant } from '../../rewards';
import { caller, contractData, dbKinds, setSetting } from '../../test-support';
import { PAYOUT_PIN, startTestPlatform, type TestPlatform } from '../../testing';
import { approveWithdrawal } from './withdraw-approval';
import type { WithdrawalQueueItem } from './withdrawal-queue';
import { withdrawalQueue } from './withdrawal-queue';

const PAGE = { pageNum: 1, pageSize: 20, status: 'pending', sort: 'oldest' } as const;

describe.each(dbKinds)('withdrawal queue and its risk flags on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;
  let accountNo = 9_170_000_000;

  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl, payoutReadyPlayers: true });
    call = caller(p.app);
  });
  afterAll(async () => {
    await p?.close();
  });

  /** A player holding cash (an operator credit), with a receiving account added two days ago. */
  async function player(opts: { accountNo?: string; accountName?: string; fresh?: boolean } = {}) {
    const s = await p.createUserSession();
    await p.credit(s.userId, 500_000);
    const no = opts.accountNo ?? `0${accountNo++}`;
    const bank = contractData(
      'addBankInfo',
      await call(
        'addBankInfo',
        { code: PAYOUT_PIN, bankId: 11, accountName: opts.accountName ?? 'Juan Dela Cruz', accountNo: no },
        s.token,
      ),
    ) as { id: number };
    if (!opts.fresh)
      await p.db.execute(
        sql`update user_banks set created_at = now() - interval '2 days' where id = ${bank.id}::int`,
      );
    const withdraw = async (amount = 20_000) =>
      (
        contractData(
          'exchange',
          await call(
            'exchange',
            { code: PAYOUT_PIN, amount, userBankId: bank.id, requestId: randomUUID() },
            s.token,
          ),
        ) as { orderId: string }
      ).orderId;
    return { ...s, bankId: bank.id, accountNo: no, withdraw };
  }

  const queued = async (userId: number): Promise<WithdrawalQueueItem[]> =>
    (await withdrawalQueue(p.db, p.app.platform.catalogue, { ...PAGE, userId })).list;
  const flagsOf = async (userId: number) => (await queued(userId)).map((i) => i.flags);

  it('lists a pending withdrawal with its channel, holder name, KYC state and turnover', async () => {
    const a = await player({ accountName: 'Juan Dela Cruz' });
    const id = await a.withdraw(25_000);
    const [item] = await queued(a.userId);
    expect(item).toMatchObject({
      id,
      userId: a.userId,
      amount: 25_000,
      status: 'pending',
      channel: { bankId: 11, bankName: 'BDO Unibank', accountName: 'Juan Dela Cruz', accountNo: a.accountNo },
      kycName: 'Juan Dela Cruz',
      kycStatus: 2,
      turnoverOwed: 0,
      needsSecondApproval: false,
    });
    // Nothing suspicious but that it is the first.
    expect(item!.flags).toEqual(['firstWithdrawal']);
  });

  it('firstWithdrawal: gone once an earlier withdrawal was paid', async () => {
    const a = await player();
    const first = await a.withdraw();
    await approveWithdrawal(p.db, first);
    await a.withdraw();
    expect(await flagsOf(a.userId)).toEqual([[]]);
  });

  it('newReceivingAccount: the account was added less than 24 h before', async () => {
    const a = await player({ fresh: true });
    await a.withdraw();
    expect(await flagsOf(a.userId)).toEqual([['firstWithdrawal', 'newReceivingAccount']]);
  });

  it('littlePlay: deposits in the last 7 days staked less than once', async () => {
    const a = await player();
    const deposit = (amount: number) =>
      applyLedger(p.db, {
        userId: a.userId,
        delta: amount,
        kind: 'deposit',
        refType: 'test-deposit',
        refId: randomUUID(),
        reason: 'Deposit',
      });
    const stake = (amount: number) =>
      applyLedger(p.db, {
        userId: a.userId,
        delta: -amount,
        kind: 'bet',
        refType: 'test-round',
        refId: randomUUID(),
        reason: 'Bet',
      });
    await deposit(100_000);
    await stake(40_000);
    const first = await a.withdraw();
    expect(await flagsOf(a.userId)).toEqual([['firstWithdrawal', 'littlePlay']]);
    await approveWithdrawal(p.db, first);
    await stake(60_000);
    await a.withdraw();
    expect(await flagsOf(a.userId)).toEqual([[]]);
  });

  it('sharedAccount: another player has the same receiving-account number', async () => {
    const a = await player();
    await player({ accountNo: a.accountNo });
    await a.withdraw();
    const [item] = await queued(a.userId);
    expect(item!.flags).toEqual(['firstWithdrawal', 'sharedAccount']);
    expect(item!.sharedWith).toHaveLength(1);
  });

  it('sharedDevice: another player signed up from the same device', async () => {
    const a = await player();
    const b = await player();
    for (const id of [a.userId, b.userId])
      await p.db.execute(
        sql`insert into agent_signups (user_id, device_id, ip) values (${id}::int, 'dev-shared-1', '')`,
      );
    await a.withdraw();
    const [item] = await queued(a.userId);
    expect(item!.flags).toEqual(['firstWithdrawal', 'sharedDevice']);
    expect(item!.sharedWith).toEqual([b.userId]);
  });

  it('sharedIp: a public address used by another player; private addresses never match', async () => {
    const a = await player();
    const b = await player();
    const c = await player();
    await p.db.execute(
      sql`update sessions set ip = '10.1.2.3' where user_id in (${a.userId}::int, ${c.userId}::int)`,
    );
    await a.withdraw();
    expect(await flagsOf(a.userId)).toEqual([['firstWithdrawal']]);
    await p.db.execute(
      sql`update sessions set ip = '203.0.113.77' where user_id in (${a.userId}::int, ${b.userId}::int)`,
    );
    const [item] = await queued(a.userId);
    expect(item!.flags).toEqual(['firstWithdrawal', 'sharedIp']);
    expect(item!.sharedWith).toEqual([b.userId]);
  });

  it('mostlyBonus: bonuses credited exceed deposits', async () => {
    const a = await player();
    await grant(p.db, {
      userId: a.userId,
      items: [{ propId: 2001, count: 30_000 }],
      ref: `test-bonus:${a.userId}`,
      source: 'test-bonus',
      reason: 'Bonus',
    });
    await a.withdraw();
    expect(await flagsOf(a.userId)).toEqual([['firstWithdrawal', 'mostlyBonus']]);
  });

  it('nameMismatch: the holder name differs from the verified KYC name, by the payout rule (case, spacing, middle initial tolerated)', async () => {
    // The doors refuse an account or a withdrawal in another name, so a mismatch can only come from a
    // re-verification under a different name while the withdrawal waits: the queue still flags what it finds.
    const a = await player({ accountName: 'Juan  dela cruz' });
    const b = await player({ accountName: 'Juan Dela Cruz' });
    const c = await player({ accountName: 'Juan Dela Cruz' });
    await a.withdraw();
    await b.withdraw();
    await c.withdraw();
    for (const [u, name] of [
      [a.userId, 'JUAN DELA CRUZ'],
      [b.userId, 'Maria Cruz'],
      [c.userId, 'JUAN D. DELA CRUZ'],
    ] as const) {
      await p.db.execute(
        sql`insert into kyc_submissions (user_id, id_type, id_number, real_name, birthday, id_front, selfie, status)
            values (${u}::int, 'passport', ${`P${u}X`}, ${name}, '1990-01-01', 'up_x', 'up_y', 2)`,
      );
      await p.db.execute(sql`update users set kyc_status = 2 where id = ${u}::int`);
    }
    const [ia] = await queued(a.userId);
    const [ib] = await queued(b.userId);
    expect(ia).toMatchObject({ kycName: 'JUAN DELA CRUZ', kycStatus: 2, flags: ['firstWithdrawal'] });
    expect(ib).toMatchObject({ kycName: 'Maria Cruz', flags: ['firstWithdrawal', 'nameMismatch'] });
    // The payout door accepts a middle initial the account leaves out, so the queue does not flag it either.
    const [ic] = await queued(c.userId);
    expect(ic).toMatchObject({ kycName: 'JUAN D. DELA CRUZ', flags: ['firstWithdrawal'] });
  });

  it('pages, sorts by amount and filters by a flag; above the four-eyes line it says so', async () => {
    const a = await player();
    await a.withdraw(30_000);
    await a.withdraw(12_000);
    const big = await player();
    await big.withdraw(20_000);
    expect((await queued(big.userId))[0]!.needsSecondApproval).toBe(false);
    await setSetting(p.app, 'ops', { fourEyesAbovePhp: 19_999 });
    const byAmount = await withdrawalQueue(p.db, p.app.platform.catalogue, {
      ...PAGE,
      userId: a.userId,
      sort: 'amountAsc',
      pageSize: 1,
    });
    expect(byAmount.total).toBe(2);
    expect(byAmount.list.map((i) => i.amount)).toEqual([12_000]);
    const flagged = await withdrawalQueue(p.db, p.app.platform.catalogue, { ...PAGE, flag: 'sharedDevice' });
    expect(flagged.list.every((i) => i.flags.includes('sharedDevice'))).toBe(true);
    expect(flagged.total).toBeGreaterThan(0);
    const [bigItem] = await queued(big.userId);
    expect(bigItem!.needsSecondApproval).toBe(true);
  });
});
