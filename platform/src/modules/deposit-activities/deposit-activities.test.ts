import { randomUUID } from 'node:crypto';
import { ERR } from '@casino/contracts/errors';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallError } from '../../core/call-error';
import { queryRows } from '../../db/client';
import { applyLedger, walletState } from '../../ledger/ledger';
import { reconcile } from '../../ledger/reconcile';
import { caller, contractData, dbKinds } from '../../test-support';
import { startTestPlatform, type TestPlatform } from '../../testing';
import { createDepositActivityService, type DepositActivityService } from './service';

/** A Manila wall-clock moment as epoch ms. */
const at = (iso: string) => Date.parse(`${iso}+08:00`);

describe.each(dbKinds)('deposit activities on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  let svc: DepositActivityService;
  let call: ReturnType<typeof caller>;

  const errOf = async (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (e: CallError) => e,
    );
  const grants = async (userId: number) =>
    Number(
      (
        await queryRows<{ n: string }>(
          p.db,
          sql`select count(*)::text as n from reward_grants
               where user_id = ${userId}::int and source = 'deposit-reward'`,
        )
      )[0]?.n,
    );

  /** A deposit credited at a Manila moment, as the webhook writes it (kind deposit, ref recharge). */
  async function depositAt(userId: number, amount: number, iso: string) {
    const refId = `T${randomUUID()}`;
    await applyLedger(p.db, {
      userId,
      delta: amount,
      kind: 'deposit',
      refType: 'recharge',
      refId,
      reason: 'test',
    });
    await p.db.execute(
      sql`update ledger set created_at = ${new Date(at(iso)).toISOString()}::timestamptz
           where ref_type = 'recharge' and ref_id = ${refId}`,
    );
  }

  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl });
    svc = createDepositActivityService({
      db: p.db,
      catalogue: p.app.platform.catalogue,
      accruals: p.app.platform.accruals,
    });
    call = caller(p.app);
  });
  afterAll(async () => {
    expect((await reconcile(p.db)).offenders).toEqual([]);
    await p?.close();
  });

  it('pays the first deposit bonus once however often and however concurrently the webhook is replayed', async () => {
    const { token, userId } = await p.createUserSession();
    // InstaPay (6) pays no channel bonus, so the balance is the deposit plus the first deposit bonus alone.
    const order = await p.createDeposit(token, 30000, { rechargeTypeId: 6 });
    const body = p.webhookBody(order.orderId, 30000);
    const deliveries = await Promise.all(
      Array.from({ length: 12 }, () => p.postWebhook(body, p.signWebhook(body))),
    );
    expect(deliveries.every((d) => d.status === 200)).toBe(true);
    // Every player-facing read runs the accruals: concurrent reads must not earn twice either.
    await Promise.all(Array.from({ length: 6 }, () => svc.info(userId)));
    const info = contractData('depositActivityInfo', await call('depositActivityInfo', {}, token)) as Awaited<
      ReturnType<DepositActivityService['info']>
    >;
    expect(info.depositCount).toBe(1);
    expect(info.firstDeposit).toMatchObject({ status: 1, bonus: 30000, rateBp: 10000, cap: 50000 });
    expect(info.turnoverMultiple).toBe(10);
    expect(info.rewards).toHaveLength(1);
    const reward = info.rewards[0];
    if (!reward) throw new Error('no reward');
    expect(reward).toMatchObject({ activityType: 44, bonus: 30000, baseAmount: 30000, status: 1 });

    const claims = await Promise.all(
      Array.from({ length: 10 }, () => call('depositActivityReceive', { id: reward.id }, token)),
    );
    expect(claims.filter((c) => c.errcode === 0)).toHaveLength(1);
    expect(claims.filter((c) => c.errcode === ERR.ALREADY_RECEIVED)).toHaveLength(9);
    expect(await grants(userId)).toBe(1);
    const wallet = await walletState(p.db, userId);
    expect(wallet.balance).toBe(60000);
    // The bonus is bonus money: 10× of it in valid bets before it can leave (the terms the page showed).
    const [grant] = await queryRows<{ turnover_required: string }>(
      p.db,
      sql`select turnover_required::text from bonus_grants
           where user_id = ${userId}::int and source <> 'deposit' order by id desc limit 1`,
    );
    expect(Number(grant?.turnover_required)).toBe(300000);

    // A replay after the claim changes nothing.
    await p.postWebhook(body, p.signWebhook(body));
    const after = await svc.info(userId);
    expect(after.firstDeposit).toMatchObject({ status: 2, bonus: 30000 });
    expect(after.rewards.filter((r) => r.status === 1)).toEqual([]);
    expect((await walletState(p.db, userId)).balance).toBe(60000);
    const log = contractData(
      'activityAwardGetLog',
      await call('activityAwardGetLog', { activityType: 44 }, token),
    ) as {
      list: { activityName: string; rewards: unknown }[];
    };
    expect(log.list).toEqual([
      expect.objectContaining({
        activityName: 'First deposit bonus',
        rewards: [{ propId: 2001, count: 30000 }],
      }),
    ]);
  });

  it('pays ladder, accumulated and continuous rewards exactly for a deposit history across Manila days', async () => {
    const { userId } = await p.createUserSession();
    await depositAt(userId, 20000, '2026-03-01T23:59:59'); // #1: first deposit 100 % → ₱200; day 1 of a streak
    await depositAt(userId, 100000, '2026-03-02T00:00:00'); // #2: ladder 50 % capped ₱300; day total ₱1,000 tier; streak 2
    await depositAt(userId, 400000, '2026-03-02T18:00:00'); // #3: ladder 30 % capped ₱300; day total ₱5,000 tier
    await depositAt(userId, 15000, '2026-03-03T09:00:00'); // #4: under the ladder minimum; day below the streak minimum
    await depositAt(userId, 10000, '2026-03-03T21:00:00'); // #5: the day reaches ₱250 ≥ ₱200: streak 3
    await depositAt(userId, 30000, '2026-03-05T10:00:00'); // #6: 4 March missed: streak starts again at 1
    const info = await svc.info(userId, at('2026-03-05T12:00:00'));
    expect(info.depositCount).toBe(6);
    const earned = info.rewards
      .map((r) => ({ type: r.activityType, step: r.step, bonus: r.bonus, day: r.dayKey }))
      .sort((a, b) => a.day.localeCompare(b.day) || a.type - b.type || a.step - b.step);
    expect(earned).toEqual(
      [
        { type: 43, step: 2, bonus: 1000, day: '2026-03-02' },
        { type: 17, step: 2, bonus: 30000, day: '2026-03-02' },
        { type: 17, step: 3, bonus: 30000, day: '2026-03-02' },
        { type: 28, step: 100000, bonus: 2000, day: '2026-03-02' },
        { type: 28, step: 500000, bonus: 12000, day: '2026-03-02' },
        { type: 43, step: 3, bonus: 2000, day: '2026-03-03' },
        { type: 44, step: 1, bonus: 20000, day: '2026-03-01' },
      ].sort((a, b) => a.day.localeCompare(b.day) || a.type - b.type || a.step - b.step),
    );
    expect(info.firstDeposit.status).toBe(1);
    expect(info.ladder.map((s) => [s.depositNo, s.status, s.bonus])).toEqual([
      [2, 1, 30000],
      [3, 1, 30000],
      [4, 3, 0],
    ]);
    expect(info.continuous).toMatchObject({ streak: 1, todayCounted: true });
    expect(info.accumulated).toMatchObject({ dayKey: '2026-03-05', total: 30000 });
    expect(info.accumulated.tiers.map((t) => t.status)).toEqual([0, 0, 0]);
    // Seen on 2 March the accumulated tiers and the streak are that day's.
    const onDay2 = await svc.info(userId, at('2026-03-02T20:00:00'));
    expect(onDay2.accumulated.tiers.map((t) => t.status)).toEqual([1, 1, 0]);

    // Every claim pays once, all together worth what the rewards say.
    const before = (await walletState(p.db, userId)).balance;
    for (const r of info.rewards) await svc.receive(userId, r.id);
    const total = info.rewards.reduce((n, r) => n + r.bonus, 0);
    expect(total).toBe(20000 + 30000 + 30000 + 2000 + 12000 + 1000 + 2000);
    expect((await walletState(p.db, userId)).balance - before).toBe(total);
    expect(await grants(userId)).toBe(7);
  });

  it('refuses a reward not earned or not the player own, and a second claim, with a clear errcode', async () => {
    const a = await p.createUserSession();
    const b = await p.createUserSession();
    await depositAt(a.userId, 50000, '2026-03-01T10:00:00');
    const [reward] = (await svc.info(a.userId)).rewards;
    if (!reward) throw new Error('no reward');
    // Someone else's reward and an unknown id are not found; nothing is granted.
    expect((await call('depositActivityReceive', { id: reward.id }, b.token)).errcode).toBe(ERR.NOT_FOUND);
    expect((await call('depositActivityReceive', { id: 2_000_000_000 }, a.token)).errcode).toBe(
      ERR.NOT_FOUND,
    );
    expect((await call('depositActivityReceive', { id: 0 }, a.token)).errcode).toBe(ERR.INVALID_REQUEST);
    expect(await grants(b.userId)).toBe(0);
    expect((await call('depositActivityReceive', { id: reward.id }, a.token)).errcode).toBe(0);
    const again = await errOf(svc.receive(a.userId, reward.id));
    expect(again?.errcode).toBe(ERR.ALREADY_RECEIVED);
    expect(await grants(a.userId)).toBe(1);
    // A deposit below the first-deposit minimum earns nothing, and the first deposit cannot come later.
    const c = await p.createUserSession();
    await depositAt(c.userId, 5000, '2026-03-01T10:00:00');
    await depositAt(c.userId, 50000, '2026-03-01T11:00:00');
    const info = await svc.info(c.userId);
    expect(info.firstDeposit).toMatchObject({ status: 3, bonus: 0 });
    expect(info.rewards.filter((r) => r.activityType === 44)).toEqual([]);
  });

  it('shows a visitor every offer with its terms and no player state', async () => {
    const rules = contractData(
      'anonymous/depositActivityRules',
      await call('anonymous/depositActivityRules', {}),
    ) as Awaited<ReturnType<DepositActivityService['rules']>>;
    expect(rules.depositCount).toBeNull();
    expect(rules.firstDeposit).toMatchObject({ minDeposit: 10000, rateBp: 10000, cap: 50000, status: 0 });
    expect(rules.ladder).toHaveLength(3);
    expect(rules.bonusKinds.map((k) => k.kind)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(rules.rewards).toEqual([]);
    // The deposit page reads the same kinds from the app config.
    const config = contractData('anonymous/appConfig', await call('anonymous/appConfig', {})) as {
      rechargeBonusKinds?: { kind: number }[];
    };
    expect(config.rechargeBonusKinds?.map((k) => k.kind)).toEqual(rules.bonusKinds.map((k) => k.kind));
    expect((await call('depositActivityInfo', {})).errcode).toBe(401);
  });
});
