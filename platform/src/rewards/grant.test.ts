import { ERR } from '@casino/contracts/errors';
import { REWARD_ID } from '@casino/contracts/reward-ids';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallError } from '../core/call-error';
import { queryRows } from '../db/client';
import { bonusGrants, ledger, propLedger, rewardGrants } from '../db/schema';
import { walletState } from '../ledger/ledger';
import { reconcile } from '../ledger/reconcile';
import { caller, contractData, dbKinds } from '../test-support';
import { startTestPlatform, type TestPlatform } from '../testing';
import { AlreadyReceivedError, claimOnce, grant, spend } from './grant';
import { lotteryTickets, propBalance } from './props';
import { reconcileProps } from './reconcile-props';

const { coin: COIN, diamond: DIAMOND, points: POINTS } = REWARD_ID;

describe.each(dbKinds)('rewards grant, claim and spend on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl });
  });
  afterAll(async () => {
    await p?.close();
  });

  it('gives coin as bonus money with its turnover and props through the prop ledger, once per ref', async () => {
    const { userId } = await p.createUserSession();
    const input = {
      userId,
      items: [
        { propId: COIN, count: 2_000 },
        { propId: DIAMOND, count: 5 },
        { propId: 80001, count: 2 },
      ],
      ref: `test:${userId}:a`,
      source: 'test',
      reason: 'Welcome pack',
      terms: { turnoverMultiple: 3 },
    };
    const first = await grant(p.db, input);
    const again = await grant(p.db, input);
    expect(first.duplicate).toBe(false);
    expect(again).toMatchObject({ duplicate: true, grantId: first.grantId });
    expect((await walletState(p.db, userId)).balance).toBe(2_000);
    expect(await propBalance(p.db, userId, DIAMOND)).toBe(5);
    expect(await lotteryTickets(p.db, userId)).toBe(2);
    const [bonus] = await p.db.select().from(bonusGrants).where(eq(bonusGrants.userId, userId));
    expect(bonus).toMatchObject({ amount: 2_000, turnoverRequired: 6_000, status: 'active' });
    const rows = await p.db.select().from(propLedger).where(eq(propLedger.userId, userId));
    expect(rows.map((r) => [r.propId, r.delta, r.balanceAfter]).sort()).toEqual([
      [60001, 5, 5],
      [80001, 2, 2],
    ]);
  });

  it('claimOnce answers ALREADY_RECEIVED the second time and gives nothing more', async () => {
    const { userId } = await p.createUserSession();
    const claim = () =>
      claimOnce(p.db, {
        source: 'signIn',
        userId,
        periodKey: '2026-11-25',
        items: [{ propId: POINTS, count: 10 }],
        reason: 'Sign-in day 1',
      });
    await claim();
    const err = await claim().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AlreadyReceivedError);
    expect((err as CallError).errcode).toBe(ERR.ALREADY_RECEIVED);
    expect(await propBalance(p.db, userId, POINTS)).toBe(10);
  });

  it('spends once per requestId and refuses more than held, writing nothing', async () => {
    const { userId } = await p.createUserSession();
    await grant(p.db, {
      userId,
      items: [{ propId: DIAMOND, count: 10 }],
      ref: `test:${userId}:d`,
      source: 'test',
      reason: 'Diamonds',
    });
    const buy = (requestId: string, count: number) =>
      spend(p.db, { userId, items: [{ propId: DIAMOND, count }], requestId, source: 'shop', reason: 'Shop' });
    await buy('r1', 4);
    expect((await buy('r1', 4)).duplicate).toBe(true);
    expect(await propBalance(p.db, userId, DIAMOND)).toBe(6);
    // the same requestId for another amount is refused, never answered as the first spend
    const reused = await buy('r1', 1).catch((e: unknown) => e);
    expect((reused as CallError).errcode).toBe(ERR.CONFLICT);
    expect(await propBalance(p.db, userId, DIAMOND)).toBe(6);
    const err = await buy('r2', 7).catch((e: unknown) => e);
    expect((err as CallError).errcode).toBe(ERR.NOT_ENOUGH_PROPS);
    expect((err as CallError).detail).toEqual({ held: 6 });
    expect(await propBalance(p.db, userId, DIAMOND)).toBe(6);
    const refs = await p.db
      .select()
      .from(rewardGrants)
      .where(eq(rewardGrants.ref, `shop:${userId}:r2`));
    expect(refs).toEqual([]);
  });

  it('a spend of coin and props together is all or nothing', async () => {
    const { userId } = await p.createUserSession();
    await p.credit(userId, 500);
    await grant(p.db, {
      userId,
      items: [{ propId: POINTS, count: 3 }],
      ref: `test:${userId}:p`,
      source: 'test',
      reason: 'Points',
    });
    const err = await spend(p.db, {
      userId,
      items: [
        { propId: POINTS, count: 3 },
        { propId: COIN, count: 600 },
      ],
      requestId: 'x',
      source: 'lottery',
      reason: 'Ticket',
    }).catch((e: unknown) => e);
    expect((err as CallError).errcode).toBe(ERR.INSUFFICIENT_BALANCE);
    expect(await propBalance(p.db, userId, POINTS)).toBe(3);
    expect((await walletState(p.db, userId)).balance).toBe(500);
  });

  it('refuses unknown items, zero, negative and huge counts with a clear errcode', async () => {
    const { userId } = await p.createUserSession();
    for (const items of [
      [{ propId: 12345, count: 1 }],
      [{ propId: DIAMOND, count: 0 }],
      [{ propId: DIAMOND, count: -1 }],
      [{ propId: DIAMOND, count: 1e15 }],
      [],
    ]) {
      const err = await grant(p.db, {
        userId,
        items,
        ref: `bad:${userId}:${items.length}`,
        source: 'x',
        reason: 'x',
      }).catch((e: unknown) => e);
      expect((err as CallError).errcode, JSON.stringify(items)).toBe(ERR.INVALID_REQUEST);
    }
    const [n] = await queryRows<{ n: string }>(
      p.db,
      sql`select count(*)::text as n from reward_grants where user_id = ${userId}`,
    );
    expect(n?.n).toBe('0');
  });

  it('lists every grant in activityAwardGetLog, newest first, paged, without spends', async () => {
    const { userId, token } = await p.createUserSession();
    for (let i = 1; i <= 3; i++) {
      await grant(p.db, {
        userId,
        items: [{ propId: COIN, count: i * 100 }],
        ref: `log:${userId}:${i}`,
        source: 'quest:test',
        activityType: 42,
        reason: `Task ${i}`,
      });
    }
    await spend(p.db, {
      userId,
      items: [{ propId: COIN, count: 50 }],
      requestId: 's',
      source: 'shop',
      reason: 'Shop',
    });
    const call = caller(p.app);
    const page1 = contractData(
      'activityAwardGetLog',
      await call('activityAwardGetLog', { pageNum: 1, pageSize: 2 }, token),
    );
    expect(page1).toMatchObject({ total: 3, pages: 2, pageNum: 1 });
    expect(
      (page1 as { list: { activityName: string; rewards: unknown; activityType: number }[] }).list,
    ).toEqual([
      expect.objectContaining({
        activityName: 'Task 3',
        activityType: 42,
        rewards: [{ propId: COIN, count: 300 }],
      }),
      expect.objectContaining({ activityName: 'Task 2' }),
    ]);
    const other = contractData(
      'activityAwardGetLog',
      await call('activityAwardGetLog', { activityType: 9 }, token),
    );
    expect(other).toMatchObject({ total: 0, list: [] });
  });

  it('reconcile covers props: a holding changed behind the ledger is reported', async () => {
    const { userId } = await p.createUserSession();
    await grant(p.db, {
      userId,
      items: [{ propId: DIAMOND, count: 3 }],
      ref: `rc:${userId}`,
      source: 't',
      reason: 't',
    });
    expect((await reconcileProps(p.db)).offenders).toEqual([]);
    await p.db.execute(
      sql`update user_props set balance = 99 where user_id = ${userId} and prop_id = ${DIAMOND}`,
    );
    const report = await reconcileProps(p.db);
    expect(report.offenders).toEqual([
      {
        userId,
        propId: DIAMOND,
        problems: ['balance 99 ≠ ledger sum 3', 'balance 99 ≠ last balance_after 3'],
      },
    ]);
    await expect(p.ops('reconcile')).rejects.toThrow(/prop 60001/);
    await p.db.execute(
      sql`update user_props set balance = 3 where user_id = ${userId} and prop_id = ${DIAMOND}`,
    );
    expect((await reconcile(p.db)).offenders).toEqual([]);
    const rows = await p.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.userId, userId)));
    expect(rows).toEqual([]);
  });
});
