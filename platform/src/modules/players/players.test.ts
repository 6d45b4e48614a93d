import { randomUUID } from 'node:crypto';
import { ERR } from '@casino/contracts/errors';
import { PLAYER_360_TABS, player360Answer, rgListAnswer } from '@casino/contracts/ops-calls/players';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyLedger } from '../../ledger/ledger';
import { caller, contractData, dbKinds } from '../../test-support';
import { PAYOUT_PIN, startTestPlatform, type TestPlatform } from '../../testing';
import { checkBet, rgList, setBlock } from '../protection';
import { addNote, player360Tab, playerHeader, searchPlayers } from '.';

const PAGE = { pageNum: 1, pageSize: 20 };

describe.each(dbKinds)('player search, player 360 and operator blocks on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl, payoutReadyPlayers: true });
    call = caller(p.app);
  });
  afterAll(async () => {
    await p?.close();
  });

  it('finds a player by id, account, mobile in any typed form, nick or real name, and KYC ID number', async () => {
    const tag = randomUUID().slice(0, 6);
    const s = await p.createUserSession({
      account: `maria${tag}`,
      nickname: `Mimi${tag}`,
      mobile: '+639171234599',
    });
    await p.db.execute(
      sql`insert into user_profiles (user_id, real_name) values (${s.userId}::int, ${`Maria Clara ${tag}`})`,
    );
    await p.db.execute(
      sql`insert into kyc_submissions (user_id, id_type, id_number, real_name, birthday, id_front, selfie)
          values (${s.userId}::int, 'philsys', '1234567890123456', 'Maria Clara', '1990-01-01', 'up_a', 'up_b')`,
    );
    const find = async (q: string) =>
      (await searchPlayers(p.db, q, PAGE)).list.find((r) => r.id === s.userId);
    expect(await find(String(s.userId))).toMatchObject({ matched: 'id', account: `maria${tag}` });
    expect(await find(`MARIA${tag}`)).toMatchObject({ matched: 'account' });
    expect(await find('0917 123 4599')).toMatchObject({ matched: 'mobile', mobile: '+639171234599' });
    expect(await find(`mimi${tag}`)).toMatchObject({ matched: 'name' });
    expect(await find(`clara ${tag}`)).toMatchObject({ matched: 'name', realName: `Maria Clara ${tag}` });
    expect(await find('1234-5678-9012-3456')).toMatchObject({ matched: 'idNumber' });
    expect(await find('no-such-person-xyz')).toBeUndefined();
    // A LIKE wildcard typed by the operator is searched for literally.
    expect((await searchPlayers(p.db, '%%', PAGE)).list).toEqual([]);
  });

  it('answers every tab of player 360 in the contract shape, the coin log with its running balance', async () => {
    const s = await p.createUserSession({ password: 'secret123' });
    await p.credit(s.userId, 50_000);
    await p.bet(s.userId, 5_000);
    const deposit = await p.createDeposit(s.token, 20_000);
    await p.db.transaction((tx) =>
      addNote(tx, { userId: s.userId, author: 'op:1', text: 'Called about bonus' }),
    );
    for (const tab of PLAYER_360_TABS) {
      const answer = {
        header: await playerHeader(p.db, s.userId),
        tab: await player360Tab(p.db, s.userId, tab, PAGE),
      };
      expect(() => player360Answer.parse(answer), tab).not.toThrow();
    }
    const wallet = await player360Tab(p.db, s.userId, 'wallet', PAGE);
    if (wallet.tab !== 'wallet') throw new Error('wallet tab');
    expect(wallet.page.list.map((r) => [r.kind, r.delta, r.balanceAfter])).toEqual([
      ['bet', -5_000, 45_000],
      ['adjust', 50_000, 50_000],
    ]);
    const payments = await player360Tab(p.db, s.userId, 'payments', PAGE);
    if (payments.tab !== 'payments') throw new Error('payments tab');
    expect(payments.page.list[0]).toMatchObject({ kind: 'deposit', id: deposit.orderId, amount: 20_000 });
    const notes = await player360Tab(p.db, s.userId, 'notes', PAGE);
    if (notes.tab !== 'notes') throw new Error('notes tab');
    expect(notes.page.list).toEqual([
      expect.objectContaining({ author: 'op:1', text: 'Called about bonus' }),
    ]);
    await expect(playerHeader(p.db, 999_999)).rejects.toMatchObject({ errcode: ERR.NOT_FOUND });
  });

  it('operator blocks stop deposits, withdrawals and play where they are checked, and lift cleanly', async () => {
    const s = await p.createUserSession();
    await p.credit(s.userId, 200_000);
    const bank = contractData(
      'addBankInfo',
      await call(
        'addBankInfo',
        { code: PAYOUT_PIN, bankId: 11, accountName: 'Juan Dela Cruz', accountNo: '09175550000' },
        s.token,
      ),
    ) as { id: number };
    const block = (kind: 'deposit' | 'withdraw' | 'play', on: boolean) =>
      p.db.transaction((tx) =>
        setBlock(tx, { userId: s.userId, kind, on, reason: 'Chargeback under review', by: 'op:7' }),
      );

    const change = await block('deposit', true);
    expect(change.before).toBeNull();
    expect(change.after).toMatchObject({ kind: 'deposit', reason: 'Chargeback under review', setBy: 'op:7' });
    const dep = await call('rechargeOrderCreate', { rechargeTypeId: 3, amount: 20_000 }, s.token);
    expect(dep.errcode).toBe(ERR.PLAYER_BLOCKED);
    expect(dep.msg).toMatch(/Deposits are blocked/);

    await block('withdraw', true);
    const w = await call(
      'exchange',
      { code: PAYOUT_PIN, amount: 20_000, userBankId: bank.id, requestId: randomUUID() },
      s.token,
    );
    expect(w.errcode).toBe(ERR.PLAYER_BLOCKED);

    await block('play', true);
    await expect(p.db.transaction((tx) => checkBet(tx, s.userId, 1_000))).rejects.toMatchObject({
      errcode: ERR.PLAYER_BLOCKED,
    });
    expect((await playerHeader(p.db, s.userId)).blocks.sort()).toEqual(['deposit', 'play', 'withdraw']);

    const rg = await rgList(p.db, 'block', { pageNum: 1, pageSize: 100 });
    expect(() => rgListAnswer.parse(rg)).not.toThrow();
    expect(
      rg.list
        .find((r) => r.userId === s.userId)
        ?.blocks.map((b) => b.kind)
        .sort(),
    ).toEqual(['deposit', 'play', 'withdraw']);

    const lifted = await block('withdraw', false);
    expect(lifted.after).toBeNull();
    expect(lifted.before).toMatchObject({ kind: 'withdraw' });
    const again = await call(
      'exchange',
      { code: PAYOUT_PIN, amount: 20_000, userBankId: bank.id, requestId: randomUUID() },
      s.token,
    );
    expect(again.errcode).toBe(0);
    await block('play', false);
    await p.db.transaction((tx) => checkBet(tx, s.userId, 1_000));
    // A stake after lifting goes through the ledger as any other.
    await applyLedger(p.db, {
      userId: s.userId,
      delta: -1_000,
      kind: 'bet',
      refType: 'test-round',
      refId: randomUUID(),
      reason: 'Bet',
    });
    const protection = await player360Tab(p.db, s.userId, 'protection', PAGE);
    if (protection.tab !== 'protection') throw new Error('protection tab');
    // Blocks on now first, then the lifted ones, newest first.
    expect(protection.blocks.map((b) => [b.kind, b.liftedAt === null])).toEqual([
      ['deposit', true],
      ['play', false],
      ['withdraw', false],
    ]);
  });

  it('the responsible-gaming list shows self limits and pauses beside operator blocks', async () => {
    const s = await p.createUserSession();
    contractData(
      'selfLimitSet',
      await call('selfLimitSet', { kind: 'deposit', period: 'day', amount: 100_000 }, s.token),
    );
    const t = await p.createUserSession();
    contractData('coolOffSet', await call('coolOffSet', { hours: 24 }, t.token));
    const limits = await rgList(p.db, 'limit', { pageNum: 1, pageSize: 100 });
    expect(limits.list.find((r) => r.userId === s.userId)?.limits).toEqual([
      { kind: 'deposit', period: 'day', amount: 100_000 },
    ]);
    const cool = await rgList(p.db, 'coolOff', { pageNum: 1, pageSize: 100 });
    expect(cool.list.find((r) => r.userId === t.userId)?.restriction).toMatchObject({ kind: 'coolOff' });
    expect(cool.list.find((r) => r.userId === s.userId)).toBeUndefined();
    const all = await rgList(p.db, 'all', { pageNum: 1, pageSize: 100 });
    expect(all.list.map((r) => r.userId)).toEqual(expect.arrayContaining([s.userId, t.userId]));
  });
});
