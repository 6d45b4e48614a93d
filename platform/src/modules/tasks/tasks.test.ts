import { ERR } from '@casino/contracts/errors';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { reconcile } from '../../ledger/reconcile';
import { caller, contractData, dbKinds } from '../../test-support';
import { startTestPlatform, type TestPlatform } from '../../testing';

const SLOTS = 1001;
let seq = 0;
const rid = () => `task-${Date.now().toString(36)}-${++seq}`;

type Task = { id: number; status: number; progress: number; target: number; reportable: boolean };

describe.each(dbKinds)('tasks and VIP tasks on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;

  const tasks = async (token: string) =>
    (contractData('getTaskUser', await call('getTaskUser', {}, token)) as { list: Task[] }).list;
  const task = async (token: string, id: number) => (await tasks(token)).find((t) => t.id === id) as Task;
  const grants = async (userId: number, source: string) =>
    Number(
      (
        await queryRows<{ n: string }>(
          p.db,
          sql`select count(*)::text as n from reward_grants where user_id = ${userId} and source = ${source}`,
        )
      )[0]?.n,
    );
  const coin = async (token: string) =>
    ((await call('refreshData', {}, token)).data as { coin: number }).coin;
  async function spins(token: string, n: number, bet = 2000) {
    const launch = (await call('startGame', { gameId: SLOTS }, token)).data as { sessionId: string };
    for (let i = 0; i < n; i++) {
      const r = await call(
        'gameRoundPlay',
        { gameId: SLOTS, sessionId: launch.sessionId, requestId: rid(), play: { engine: 'slots', bet } },
        token,
      );
      expect(r.errcode).toBe(0);
    }
  }

  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl });
    call = caller(p.app);
  });
  afterAll(async () => {
    expect((await reconcile(p.db)).offenders).toEqual([]);
    await p?.close();
  });

  it('real rounds move the daily tasks; the finished one is claimed once under 10 simultaneous claims', async () => {
    const { token, userId } = await p.createUserSession();
    await p.credit(userId, 100_000);
    expect(await task(token, 1)).toMatchObject({ status: 0, progress: 0, target: 5 });
    await spins(token, 4);
    expect(await task(token, 1)).toMatchObject({ status: 0, progress: 4 });
    const early = await call('receiveTaskAward', { id: 1 }, token);
    expect(early.errcode).toBe(ERR.NOT_CLAIMABLE);
    expect(await grants(userId, 'quest:daily-spins')).toBe(0);

    await spins(token, 1);
    expect(await task(token, 1)).toMatchObject({ status: 1, progress: 5 });
    // Valid stake counts too: 5 × ₱20.00 toward the ₱200 daily bet.
    expect(await task(token, 2)).toMatchObject({ status: 0, progress: 10_000 });
    const flags = contractData('activityGetStatusList', await call('activityGetStatusList', {}, token)) as {
      taskAwardFlag: boolean;
    };
    expect(flags.taskAwardFlag).toBe(true);

    const before = await coin(token);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => call('receiveTaskAward', { id: 1 }, token)),
    );
    expect(results.filter((r) => r.errcode === 0)).toHaveLength(1);
    expect(results.filter((r) => r.errcode === ERR.ALREADY_RECEIVED)).toHaveLength(9);
    expect(contractData('receiveTaskAward', results.find((r) => r.errcode === 0)!)).toEqual({
      rewards: [{ propId: 2001, count: 500 }],
    });
    expect(await grants(userId, 'quest:daily-spins')).toBe(1);
    expect((await coin(token)) - before).toBe(500);
    expect(await task(token, 1)).toMatchObject({ status: 2 });
  });

  it("ops quests: the player's progress and status per quest; a bad or unknown id is refused", async () => {
    const { token, userId } = await p.createUserSession();
    await p.credit(userId, 100_000);
    await spins(token, 5);
    await p.app.platform.accruals.catchUp(userId);
    const out = await p.ops('quests', String(userId));
    expect(out).toContain(`player ${userId} (VIP 0): `);
    expect(out).toMatch(
      /vip2-daily-bet \(task 102\) \d{4}-\d{2}-\d{2}: ₱100\.00 \/ ₱1,000\.00, in progress, locked until VIP 2/,
    );
    expect(out).toMatch(/daily-spins \(task 1\) \d{4}-\d{2}-\d{2}: 5 \/ 5, claimable/);
    expect(out).toMatch(/\(task 2\) \d{4}-\d{2}-\d{2}: ₱100\.00 \/ ₱200\.00, in progress/);
    await expect(p.ops('quests', 'abc')).rejects.toThrow('usage: quests <userId>');
    await expect(p.ops('quests', '999999999')).rejects.toThrow('no player 999999999');
  });

  it('a deposit finishes the weekly deposit and first-deposit tasks', async () => {
    const { token, userId } = await p.createUserSession();
    expect(await task(token, 9)).toMatchObject({ status: 0 });
    await p.deposit(token, 50_000);
    expect(await task(token, 4)).toMatchObject({ status: 1, progress: 50_000, target: 50_000 });
    expect(await task(token, 9)).toMatchObject({ status: 1, progress: 1 });
    const both = await Promise.all([
      call('receiveTaskAward', { id: 9 }, token),
      call('receiveTaskAward', { id: 9 }, token),
    ]);
    expect(both.map((r) => r.errcode).sort()).toEqual([0, ERR.ALREADY_RECEIVED]);
    expect(contractData('receiveTaskAward', await call('receiveTaskAward', { id: 4 }, token))).toEqual({
      rewards: [{ propId: 2001, count: 2000 }],
    });
    expect(await grants(userId, 'quest:newbie-first-deposit')).toBe(1);
  });

  it('finishTask counts client actions only; account actions come from the account', async () => {
    const { token, userId } = await p.createUserSession({ mobile: '+639171234599' });
    // The phone is bound: the platform counts it, the app cannot.
    expect(await task(token, 7)).toMatchObject({ status: 1, reportable: false });
    const forged = await call('finishTask', { id: 8 }, token);
    expect(forged.errcode).toBe(ERR.INVALID_REQUEST);
    expect(forged.body.issues).toEqual([expect.objectContaining({ path: 'id' })]);
    expect(await task(token, 8)).toMatchObject({ status: 0 });
    const notDone = await call('receiveTaskAward', { id: 8 }, token);
    expect(notDone.errcode).toBe(ERR.NOT_CLAIMABLE);
    expect(await grants(userId, 'quest:newbie-set-password')).toBe(0);

    const visited = contractData('finishTask', await call('finishTask', { id: 3 }, token)) as Task;
    expect(visited).toMatchObject({ id: 3, status: 1, progress: 1, reportable: true });
    // Reported again: still one, still claimable.
    expect(contractData('finishTask', await call('finishTask', { id: 3 }, token))).toMatchObject({
      progress: 1,
    });
    expect((await call('receiveTaskAward', { id: 3 }, token)).errcode).toBe(0);
    expect((await call('receiveTaskAward', { id: 7 }, token)).errcode).toBe(0);
    expect((await call('finishTask', { id: 3 }, token)).data).toMatchObject({ status: 2 });

    expect((await call('receiveTaskAward', { id: 999 }, token)).errcode).toBe(ERR.NOT_FOUND);
    expect((await call('finishTask', { id: 999 }, token)).errcode).toBe(ERR.NOT_FOUND);
    expect((await call('receiveTaskAward', { id: 1.5 }, token)).errcode).toBe(ERR.INVALID_REQUEST);
  });

  it('VIP tasks: not finished → not claimable; all-at-once answers what it gave', async () => {
    const { token, userId } = await p.createUserSession();
    expect((await call('receiveVipTask', { id: 101 }, token)).errcode).toBe(ERR.NOT_CLAIMABLE);
    expect((await call('receiveVipTask', { id: 1 }, token)).errcode).toBe(ERR.NOT_FOUND);
    expect(
      contractData('receiveVipTaskUnReceiveBonus', await call('receiveVipTaskUnReceiveBonus', {}, token)),
    ).toEqual({ rewards: [] });
    await p.credit(userId, 600_000);
    await spins(token, 1, 500_000);
    const all = await Promise.all([
      call('receiveVipTaskUnReceiveBonus', {}, token),
      call('receiveVipTaskUnReceiveBonus', {}, token),
    ]);
    const given = all.flatMap((r) => (r.data as { rewards: unknown[] }).rewards);
    // ₱5,000 of bets reach VIP 2: the VIP 1 weekly task and the VIP 2 daily one, each once
    expect(given).toHaveLength(2);
    expect(given).toEqual(
      expect.arrayContaining([
        { propId: 2001, count: 2000 },
        { propId: 2001, count: 1000 },
      ]),
    );
    expect(await grants(userId, 'quest:vip-weekly-bet')).toBe(1);
    expect(await grants(userId, 'quest:vip2-daily-bet')).toBe(1);
  });

  it('a VIP 2 task: done at VIP 1 it stays locked (refused, no red dot); at VIP 2 two claims at once pay once', async () => {
    const { token, userId } = await p.createUserSession();
    await p.credit(userId, 700_000);
    const vipFlag = async () =>
      (
        contractData('activityGetStatusList', await call('activityGetStatusList', {}, token)) as {
          vipAwardFlag: boolean;
        }
      ).vipAwardFlag;
    const vipTask = async (id: number) =>
      (
        contractData('getVipInfo', await call('getVipInfo', {}, token)) as {
          vip: number;
          tasks: { id: number; level: number; status: number; progress: number }[];
        }
      ).tasks.find((t) => t.id === id);

    await spins(token, 1, 120_000); // ₱1,200: VIP 1, and the VIP 2 task's ₱1,000 of bets today
    // what VIP 1 itself gives, taken, so only the tasks could light the VIP dot
    for (const [name, input] of [
      ['receiveVipBonusUser', { level: 1 }],
      ['appVipUserReceiveDaily', {}],
      ['appVipUserReceiveSignInAward', {}],
    ] as const)
      await call(name, input, token);
    expect(await vipTask(102)).toMatchObject({ level: 2, status: 1, progress: 100_000 });
    const before = await coin(token);
    const locked = await call('receiveVipTask', { id: 102 }, token);
    expect(locked.errcode).toBe(ERR.NOT_CLAIMABLE);
    expect(locked.msg).toMatch(/Reach VIP 2/);
    expect(
      contractData('receiveVipTaskUnReceiveBonus', await call('receiveVipTaskUnReceiveBonus', {}, token)),
    ).toEqual({ rewards: [] });
    expect(await grants(userId, 'quest:vip2-daily-bet')).toBe(0);
    expect(await coin(token)).toBe(before);
    expect(await vipFlag()).toBe(false);

    await spins(token, 1, 380_000); // ₱5,000 in all: VIP 2
    expect((await call('receiveVipBonusUser', { level: 2 }, token)).errcode).toBe(0);
    expect(await vipFlag()).toBe(true);
    const both = await Promise.all([
      call('receiveVipTask', { id: 102 }, token),
      call('receiveVipTask', { id: 102 }, token),
    ]);
    expect(both.map((r) => r.errcode).sort()).toEqual([0, ERR.ALREADY_RECEIVED]);
    expect(await grants(userId, 'quest:vip2-daily-bet')).toBe(1);
    expect(await vipTask(102)).toMatchObject({ status: 2 });
    expect((await call('receiveVipTask', { id: 101 }, token)).errcode).toBe(0);
    expect(await vipFlag()).toBe(false);
  });
});
