import { ERR } from '@casino/contracts/errors';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallError } from '../../core/call-error';
import { queryRows } from '../../db/client';
import { walletState } from '../../ledger/ledger';
import { reconcile } from '../../ledger/reconcile';
import { caller, contractData, dbKinds } from '../../test-support';
import { startTestPlatform, type TestPlatform } from '../../testing';
import { createSignInService, type SignInService } from './sign-in';

/** A Manila wall-clock moment as epoch ms. */
const at = (iso: string) => Date.parse(`${iso}+08:00`);
const SIGN_IN_COIN = [100, 200, 300, 500, 700, 1000, 2000];

describe.each(dbKinds)('daily sign-in and login bonus on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  let svc: SignInService;
  let call: ReturnType<typeof caller>;

  const grants = async (userId: number, source: string) =>
    Number(
      (
        await queryRows<{ n: string }>(
          p.db,
          sql`select count(*)::text as n from reward_grants where user_id = ${userId} and source = ${source}`,
        )
      )[0]?.n,
    );
  const coin = async (userId: number) => (await walletState(p.db, userId)).balance;
  const errOf = async (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (e: CallError) => e,
    );

  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl });
    svc = createSignInService({ db: p.db, catalogue: p.app.platform.catalogue });
    call = caller(p.app);
  });
  afterAll(async () => {
    expect((await reconcile(p.db)).offenders).toEqual([]);
    await p?.close();
  });

  it('moves to the next day of the cycle at 00:00:00 Manila, not at 23:59:59', async () => {
    const { userId } = await p.createUserSession();
    const first = await svc.receiveSignIn(userId, undefined, at('2026-03-01T23:59:59'));
    expect(first).toEqual({ day: 1, rewards: [{ propId: 2001, count: 100 }] });
    // One second before midnight it is still the day just claimed.
    const same = await errOf(svc.receiveSignIn(userId, undefined, at('2026-03-01T23:59:59')));
    expect(same?.errcode).toBe(ERR.ALREADY_RECEIVED);
    expect(same?.detail?.retryAfterSeconds).toBe(1);
    const before = await svc.signInInfo(userId, at('2026-03-01T23:59:59'));
    expect(before).toMatchObject({ today: 1, receivedToday: true, dayKey: '2026-03-01' });
    expect(before.nextClaimTime).toBe(at('2026-03-02T00:00:00'));

    const after = await svc.signInInfo(userId, at('2026-03-02T00:00:00'));
    expect(after).toMatchObject({ today: 2, receivedToday: false, dayKey: '2026-03-02' });
    expect(after.days.map((d) => d.status)).toEqual([2, 1, 0, 0, 0, 0, 0]);
    const second = await svc.receiveSignIn(userId, '2026-03-02', at('2026-03-02T00:00:00'));
    expect(second.day).toBe(2);
    expect(await coin(userId)).toBe(100 + 200);
  });

  it('restarts the cycle after a missed day, and after day 7', async () => {
    const { userId } = await p.createUserSession();
    await svc.receiveSignIn(userId, undefined, at('2026-04-01T10:00:00'));
    await svc.receiveSignIn(userId, undefined, at('2026-04-02T10:00:00'));
    // 2026-04-03 missed.
    const info = await svc.signInInfo(userId, at('2026-04-04T08:00:00'));
    expect(info.today).toBe(1);
    expect(info.days.map((d) => d.status)).toEqual([1, 0, 0, 0, 0, 0, 0]);
    expect((await svc.receiveSignIn(userId, undefined, at('2026-04-04T08:00:00'))).day).toBe(1);

    const { userId: steady } = await p.createUserSession();
    const days: number[] = [];
    for (let d = 1; d <= 8; d++) {
      const r = await svc.receiveSignIn(steady, undefined, at(`2026-05-0${d}T12:00:00`));
      days.push(r.day);
    }
    expect(days).toEqual([1, 2, 3, 4, 5, 6, 7, 1]);
    // Day 7 pays its coin and 20 points; coin is the configured rising amounts.
    expect(await coin(steady)).toBe(SIGN_IN_COIN.reduce((a, b) => a + b, 0) + 100);
    expect(await grants(steady, 'sign-in')).toBe(8);
  });

  it("refuses another day's sign-in with a clear errcode and grants nothing", async () => {
    const { userId } = await p.createUserSession();
    const now = at('2026-06-10T00:00:00');
    const past = await errOf(svc.receiveSignIn(userId, '2026-06-09', now));
    expect(past?.errcode).toBe(ERR.PERIOD_CLOSED);
    const future = await errOf(svc.receiveSignIn(userId, '2026-06-11', now));
    expect(future?.errcode).toBe(ERR.NOT_CLAIMABLE);
    expect(await grants(userId, 'sign-in')).toBe(0);
    expect(await coin(userId)).toBe(0);
  });

  it('twenty simultaneous claims of one day grant once; the rest answer already received', async () => {
    const { userId } = await p.createUserSession();
    const now = at('2026-07-01T09:00:00');
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => svc.receiveSignIn(userId, undefined, now)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results)
      if (r.status === 'rejected') expect((r.reason as CallError).errcode).toBe(ERR.ALREADY_RECEIVED);
    expect(await grants(userId, 'sign-in')).toBe(1);
    expect(await coin(userId)).toBe(100);
  });

  it('answers the calls through /app/v1 in the contract shape, and the red dot follows', async () => {
    const { token } = await p.createUserSession();
    const flags = async () =>
      (
        contractData('activityGetStatusList', await call('activityGetStatusList', {}, token)) as {
          signInFlag: boolean;
        }
      ).signInFlag;
    const info = contractData('signInInfo', await call('signInInfo', {}, token)) as { dayKey: string };
    expect(await flags()).toBe(true);
    const got = await call('signInReceive', { dayKey: info.dayKey }, token);
    expect(contractData('signInReceive', got)).toEqual({ day: 1, rewards: [{ propId: 2001, count: 100 }] });
    const again = await call('signInReceive', { dayKey: info.dayKey }, token);
    expect(again.errcode).toBe(ERR.ALREADY_RECEIVED);
    expect(again.detail?.retryAfterSeconds).toBeGreaterThan(0);
    // The login bonus still waits, so the dot stays until it is taken too.
    expect(await flags()).toBe(true);
    contractData('loginBonus3UserReceive', await call('loginBonus3UserReceive', {}, token));
    expect(await flags()).toBe(false);
    expect((await call('signInReceive', { dayKey: '1 May' }, token)).errcode).toBe(ERR.INVALID_REQUEST);
  });

  it('login bonus: one day per Manila day, a missed day loses nothing, three days in all', async () => {
    const { userId } = await p.createUserSession();
    expect((await svc.receiveLoginBonus(userId, at('2026-08-01T23:59:59'))).day).toBe(1);
    expect((await errOf(svc.receiveLoginBonus(userId, at('2026-08-01T23:59:59'))))?.errcode).toBe(
      ERR.ALREADY_RECEIVED,
    );
    // 2026-08-02 missed: day 2 waits for the next visit.
    const info = await svc.loginBonusInfo(userId, at('2026-08-03T00:00:00'));
    expect(info).toMatchObject({ today: 2, endTime: 0, turnoverMultiple: 1 });
    expect(info.days.map((d) => d.status)).toEqual([2, 1, 0]);
    const concurrent = await Promise.allSettled(
      Array.from({ length: 10 }, () => svc.receiveLoginBonus(userId, at('2026-08-03T00:00:00'))),
    );
    expect(concurrent.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await svc.receiveLoginBonus(userId, at('2026-08-04T12:00:00'))).day).toBe(3);
    const done = await errOf(svc.receiveLoginBonus(userId, at('2026-08-05T12:00:00')));
    expect(done?.errcode).toBe(ERR.LIMIT_REACHED);
    expect(await grants(userId, 'login-bonus-3')).toBe(3);
    expect(await coin(userId)).toBe(500 + 1000 + 2000);
    const last = await svc.loginBonusInfo(userId, at('2026-08-05T12:00:00'));
    expect(last.days.map((d) => d.status)).toEqual([2, 2, 2]);
  });
});
