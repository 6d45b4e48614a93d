import { randomUUID } from 'node:crypto';
import { ERR } from '@casino/contracts/errors';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { periodEnd, periodStart } from '../../core/periods';
import { selfLimits, selfRestrictions } from '../../db/schema';
import { applyLedger } from '../../ledger/ledger';
import { reconcile } from '../../ledger/reconcile';
import { caller, contractData, dbKinds } from '../../test-support';
import { PAYOUT_PIN, startTestPlatform, type TestPlatform } from '../../testing';
import { ProviderTestClient } from '../provider-wallet/provider-client';
import { loadProviders } from '../provider-wallet/providers';
import { checkBet } from './guard';

const SLOTS = 1001;
const BACCARAT = 5001; // an outside provider's game: its bets arrive at the seamless wallet
const HOUR = 3_600_000;
let seq = 0;
const txId = (what: string) => `${what}-${Date.now().toString(36)}-${++seq}`;

interface Info {
  limits: {
    kind: string;
    period: string;
    amount: number | null;
    pending: { amount: number | null; from: number } | null;
    used: number;
    resetsAt: number;
  }[];
  restriction: { kind: string; until: number; irrevocableUntil: number; revoked: boolean } | null;
  play: { since: number; wagered: number; net: number } | null;
}

describe.each(dbKinds)('player protection on $kind', ({ kind, databaseServerUrl }) => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;
  let isla: ProviderTestClient;

  beforeAll(async () => {
    p = await startTestPlatform({ payoutReadyPlayers: true, databaseServerUrl });
    call = caller(p.app);
    const provider = loadProviders().find((x) => x.id === 'isla-gaming')!;
    isla = new ProviderTestClient(p.url, provider.id, provider.secret);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    expect((await reconcile(p.db)).offenders).toEqual([]);
    await p?.close();
  });

  const info = async (token: string, since?: number) =>
    contractData('selfLimitInfo', await call('selfLimitInfo', since ? { since } : {}, token)) as Info;
  const setLimit = (token: string, kind: string, period: string, amount: number | null) =>
    call('selfLimitSet', { kind, period, amount }, token);
  const limitOf = (i: Info, kind: string, period: string) =>
    i.limits.find((l) => l.kind === kind && l.period === period);
  async function player(amount = 100_000) {
    const s = await p.createUserSession();
    await p.verifyKyc(s.userId); // deposits need KYC level 1
    if (amount > 0) await p.credit(s.userId, amount);
    return s;
  }
  /** A lost stake written straight to the ledger (a round with no win), dated now. */
  async function lost(userId: number, stake: number) {
    const refId = randomUUID();
    await applyLedger(p.db, {
      userId,
      delta: -stake,
      kind: 'bet',
      refType: 'test-round',
      refId,
      reason: 'Bet: test',
      game: { id: SLOTS, type: 1 },
    });
    return refId;
  }
  async function spin(token: string, bet: number) {
    const started = await call('startGame', { gameId: SLOTS }, token);
    if (started.errcode !== 0) return started;
    const s = contractData('startGame', started) as { sessionId: string };
    return call(
      'gameRoundPlay',
      { gameId: SLOTS, sessionId: s.sessionId, requestId: randomUUID(), play: { engine: 'slots', bet } },
      token,
    );
  }
  async function providerToken(token: string) {
    const launch = contractData('startGame', await call('startGame', { gameId: BACCARAT }, token)) as {
      url: string;
    };
    return new URL(launch.url, p.url).searchParams.get('token')!;
  }

  it('refuses limits of zero, negative or absurd size, bad periods and short pauses, storing nothing', async () => {
    const { token, userId } = await player();
    const bad: [string, unknown][] = [
      ['selfLimitSet', { kind: 'deposit', period: 'day', amount: 0 }],
      ['selfLimitSet', { kind: 'deposit', period: 'day', amount: -500 }],
      ['selfLimitSet', { kind: 'loss', period: 'week', amount: 1e12 }],
      ['selfLimitSet', { kind: 'loss', period: 'week', amount: 12.5 }],
      ['selfLimitSet', { kind: 'deposit', period: 'day', amount: 50 }], // under ₱1
      ['selfLimitSet', { kind: 'session', period: 'day', amount: 2 }], // under 5 minutes
      ['selfLimitSet', { kind: 'session', period: 'day', amount: 1500 }], // more minutes than a day has
      ['selfLimitSet', { kind: 'wager', period: 'day', amount: 1000 }],
      ['selfLimitSet', { kind: 'deposit', period: 'year', amount: 1000 }],
      ['coolOffSet', { hours: 2 }],
      ['coolOffSet', { hours: 24 * 7 * 7 }],
      ['selfExclusionSet', { months: 1 }],
      ['selfExclusionSet', { months: 3 }],
    ];
    for (const [name, body] of bad) {
      const r = await call(name, body, token);
      expect([name, r.errcode], JSON.stringify(body)).toEqual([name, ERR.INVALID_REQUEST]);
      expect((r.body.issues as { path: string }[])[0]!.path).toMatch(/^(amount|kind|period|hours|months)$/);
    }
    expect(await p.db.select().from(selfLimits).where(eq(selfLimits.userId, userId))).toEqual([]);
    expect(await p.db.select().from(selfRestrictions).where(eq(selfRestrictions.userId, userId))).toEqual([]);
    expect((await info(token)).limits).toEqual([]);
  });

  it('a deposit over the daily limit is refused with the limit, what is used and when it resets', async () => {
    const { token } = await player(0);
    contractData('selfLimitSet', await setLimit(token, 'deposit', 'day', 100_000));
    await p.deposit(token, 50_000);
    // a pending (still payable) order counts too: two open orders cannot both slip under the limit
    await p.createDeposit(token, 30_000);
    const refused = await call('rechargeOrderCreate', { rechargeTypeId: 3, amount: 30_000 }, token);
    expect(refused.errcode).toBe(ERR.SELF_LIMIT_REACHED);
    expect(refused.msg).toContain('daily deposit limit of ₱1,000.00');
    expect(refused.detail).toMatchObject({ limit: 100_000, held: 80_000 });
    expect(refused.detail!.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.detail!.retryAfterSeconds).toBeLessThanOrEqual(24 * 3600);
    // what still fits goes through
    expect((await call('rechargeOrderCreate', { rechargeTypeId: 3, amount: 20_000 }, token)).errcode).toBe(0);
    expect(limitOf(await info(token), 'deposit', 'day')).toMatchObject({ amount: 100_000, used: 100_000 });
  });

  it('lowering applies at once, raising or removing only after 24 hours and the current period', async () => {
    const { token } = await player(0);
    // the clock is the test's: every "now" the platform reads in this test is t0 until the test moves it
    const t0 = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(t0);
    await setLimit(token, 'deposit', 'day', 200_000);
    // lower: at once
    const lowered = contractData('selfLimitSet', await setLimit(token, 'deposit', 'day', 50_000)) as Info;
    expect(limitOf(lowered, 'deposit', 'day')).toMatchObject({ amount: 50_000, pending: null });
    expect((await call('rechargeOrderCreate', { rechargeTypeId: 3, amount: 60_000 }, token)).errcode).toBe(
      ERR.SELF_LIMIT_REACHED,
    );
    // raise: waits 24 h; the lower limit still holds meanwhile
    const raised = contractData('selfLimitSet', await setLimit(token, 'deposit', 'day', 150_000)) as Info;
    const day = limitOf(raised, 'deposit', 'day')!;
    expect(day.amount).toBe(50_000);
    expect(day.pending!.amount).toBe(150_000);
    expect(day.pending!.from).toBe(t0 + 24 * HOUR);
    expect((await call('rechargeOrderCreate', { rechargeTypeId: 3, amount: 60_000 }, token)).errcode).toBe(
      ERR.SELF_LIMIT_REACHED,
    );
    // a week limit raised waits for the end of the week as well
    await setLimit(token, 'deposit', 'week', 500_000);
    const weekRaised = contractData(
      'selfLimitSet',
      await setLimit(token, 'deposit', 'week', 900_000),
    ) as Info;
    const week = limitOf(weekRaised, 'deposit', 'week')!;
    expect(week.pending!.from).toBe(Math.max(t0 + 24 * HOUR, periodEnd('week', t0).getTime()));

    vi.setSystemTime(t0 + 23 * HOUR);
    expect(limitOf(await info(token), 'deposit', 'day')!.amount).toBe(50_000);
    vi.setSystemTime(day.pending!.from + 1000);
    const later = limitOf(await info(token), 'deposit', 'day')!;
    expect([later.amount, later.pending]).toEqual([150_000, null]);
    expect((await call('rechargeOrderCreate', { rechargeTypeId: 3, amount: 60_000 }, token)).errcode).toBe(0);
    // removing is loosening too: it waits, and the limit holds until then
    const removing = limitOf(
      contractData('selfLimitSet', await setLimit(token, 'deposit', 'day', null)) as Info,
      'deposit',
      'day',
    )!;
    expect(removing).toMatchObject({ amount: 150_000, pending: { amount: null } });
    vi.setSystemTime(removing.pending!.from + 1000);
    expect(limitOf(await info(token), 'deposit', 'day')).toBeUndefined();
  });

  it('a loss limit stops bets once reached, in-house and at a provider, and resets at the Manila day boundary', async () => {
    const { token, userId } = await player(200_000);
    await setLimit(token, 'loss', 'day', 5_000);
    const ref = await lost(userId, 4_000);
    expect(limitOf(await info(token), 'loss', 'day')!.used).toBe(4_000);
    // ₱20 more could take the day's loss to ₱60: refused before any money moves
    const before = await p.db.select().from(selfLimits).where(eq(selfLimits.userId, userId));
    const refused = await spin(token, 2_000);
    expect(refused.errcode).toBe(ERR.SELF_LIMIT_REACHED);
    expect(refused.msg).toContain('daily loss limit of ₱50.00');
    expect(refused.detail).toMatchObject({ limit: 5_000, held: 4_000 });
    expect(await p.db.select().from(selfLimits).where(eq(selfLimits.userId, userId))).toEqual(before);
    const pt = await providerToken(token);
    const providerBet = await isla.bet(pt, txId('bet'), 2_000);
    expect(providerBet.body).toMatchObject({ status: 'PLAYER_LIMITED', balance: 196_000 });
    // exactly up to the limit is allowed
    expect((await isla.bet(pt, txId('bet'), 1_000)).body.status).toBe('OK');
    expect((await isla.bet(pt, txId('bet'), 1)).body.status).toBe('PLAYER_LIMITED');
    // the day's losses were made before today's 00:00 Manila: the limit starts again
    const boundary = periodStart('day').getTime();
    await p.db.execute(
      sql`update ledger set created_at = ${new Date(boundary - 1000).toISOString()}::timestamptz
          where user_id = ${userId}::int and kind = 'bet'`,
    );
    expect(limitOf(await info(token), 'loss', 'day')!.used).toBe(0);
    expect((await spin(token, 2_000)).errcode).toBe(0);
    const netToday = (await info(token, boundary)).play!.net;
    // one second after the boundary counts for the new day
    await p.db.execute(
      sql`update ledger set created_at = ${new Date(boundary + 1000).toISOString()}::timestamptz
          where ref_id = ${ref}`,
    );
    const usedNow = limitOf(await info(token), 'loss', 'day')!.used;
    expect(usedNow).toBe(Math.max(0, 4_000 - netToday));
    // the guard itself on an injected clock: at 23:59:59 a stake one centavo past the room left is refused,
    // at 00:00:01 the next day the whole limit is free again
    const dayEnd = periodEnd('day').getTime();
    const late = await p.db
      .transaction((tx) => checkBet(tx, userId, 5_000 - usedNow + 1, dayEnd - 1000))
      .then(
        () => 0,
        (e: { errcode: number }) => e.errcode,
      );
    expect(late).toBe(ERR.SELF_LIMIT_REACHED);
    await p.db.transaction((tx) => checkBet(tx, userId, 5_000, dayEnd + 1000));
  });

  it('a play-time limit stops bets once the period has that many minutes of play', async () => {
    const { token, userId } = await player();
    await setLimit(token, 'session', 'day', 30);
    const t0 = periodStart('day').getTime() + 2 * HOUR;
    const bet = (at: number) =>
      p.db
        .transaction((tx) => checkBet(tx, userId, 100, at))
        .then(
          () => 0,
          (e: { errcode: number }) => e.errcode,
        );
    // a bet a minute for 30 minutes
    for (let m = 0; m < 30; m++) expect(await bet(t0 + m * 60_000)).toBe(0);
    expect(await bet(t0 + 30 * 60_000)).toBe(ERR.SELF_LIMIT_REACHED);
    // a pause is not play: 29 minutes were played between the 30 bets, so one more minute is left
    expect(await bet(t0 + 3 * HOUR)).toBe(0);
    expect(await bet(t0 + 3 * HOUR + 60_000)).toBe(ERR.SELF_LIMIT_REACHED);
    expect(limitOf(await info(token), 'session', 'day')).toBeDefined();
    expect(await bet(periodEnd('day', t0).getTime() + 60_000)).toBe(0);
  });

  it('an excluded player cannot deposit, play or claim, but can log in, withdraw and see history', async () => {
    const reg = { account: `excl${randomUUID().slice(0, 6)}`, password: 'Secret123' };
    const { token, userId } = await p.createUserSession(reg);
    await p.credit(userId, 100_000);
    const pt = await providerToken(token);
    const excluded = contractData(
      'selfExclusionSet',
      await call('selfExclusionSet', { months: 6 }, token),
    ) as Info;
    expect(excluded.restriction).toMatchObject({ kind: 'exclusion', revoked: false });
    expect(excluded.restriction!.until).toBe(excluded.restriction!.irrevocableUntil);
    const refused = async (name: string, body: unknown = {}) => {
      const r = await call(name, body, token);
      expect([name, r.errcode]).toEqual([name, ERR.SELF_RESTRICTED]);
      expect(r.detail!.retryAfterSeconds).toBeGreaterThan(170 * 24 * 3600);
    };
    await refused('rechargeOrderCreate', { rechargeTypeId: 3, amount: 10_000 });
    await refused('startGame', { gameId: SLOTS });
    await refused('gameRoundPlay', {
      gameId: SLOTS,
      sessionId: 'x',
      requestId: randomUUID(),
      play: { engine: 'slots', bet: 100 },
    });
    await refused('signInReceive');
    await refused('receiveTaskAward', { id: 1 });
    await refused('betBonusReceive');
    await refused('receiveVipBonusUser', { level: 1 });
    // a provider game still open in another tab: its bets are refused at the wallet
    expect((await isla.bet(pt, txId('bet'), 1_000)).body.status).toBe('PLAYER_LIMITED');
    // the paths that never pass dispatch refuse too
    const deposit = await p.db
      .transaction(async (tx) => (await import('./guard')).checkDeposit(tx, userId, 10_000))
      .catch((e: { errcode: number }) => e.errcode);
    expect(deposit).toBe(ERR.SELF_RESTRICTED);

    // logging in still works, and so do withdrawal and history
    const login = await call('accountLogin', { account: reg.account, password: reg.password });
    expect(login.errcode).toBe(0);
    const again = (login.data as { token: string }).token;
    expect((await call('refreshData', {}, again)).errcode).toBe(0);
    expect((await call('walletRecordList', { kind: 'all', pageNum: 1, pageSize: 10 }, again)).errcode).toBe(
      0,
    );
    expect((await call('appUserCoinDetail', { pageNum: 1, pageSize: 10 }, again)).errcode).toBe(0);
    const bank = contractData(
      'addBankInfo',
      await call(
        'addBankInfo',
        { code: PAYOUT_PIN, bankId: 11, accountName: 'Juan Dela Cruz', accountNo: '09171234567' },
        again,
      ),
    ) as { id: number };
    const ex = contractData('getExchange', await call('getExchange', {}, again)) as { withdrawable: number };
    expect(ex.withdrawable).toBeGreaterThanOrEqual(10_000);
    const paid = await call(
      'exchange',
      { code: PAYOUT_PIN, amount: 10_000, userBankId: bank.id, requestId: randomUUID() },
      again,
    );
    expect(paid.errcode).toBe(0);

    // the irrevocable part cannot be undone, nor shortened by a new pause
    const revoke = await call('selfExclusionRevoke', {}, token);
    expect(revoke.errcode).toBe(ERR.EXCLUSION_IRREVOCABLE);
    expect(revoke.msg).toMatch(
      /^The first 6 months of a self-exclusion cannot be revoked\. You can ask to end it from /,
    );
    expect(revoke.detail!.retryAfterSeconds).toBeGreaterThan(170 * 24 * 3600);
    expect((await call('coolOffSet', { hours: 48 }, token)).errcode).toBe(ERR.SELF_LIMIT_LOCKED);
    // a limit may be tightened, never loosened, while it runs
    expect((await setLimit(token, 'deposit', 'day', 10_000)).errcode).toBe(0);
    const raise = await setLimit(token, 'deposit', 'day', 20_000);
    expect(raise.errcode).toBe(ERR.SELF_LIMIT_LOCKED);
    expect(limitOf(await info(token), 'deposit', 'day')).toMatchObject({ amount: 10_000, pending: null });
    // longer is allowed: 1 year
    expect((await call('selfExclusionSet', { months: 12 }, token)).errcode).toBe(0);
    // the operator sees it, read-only
    const shown = await p.ops('protection', String(userId));
    expect(shown).toContain(`player ${userId}`);
    expect(shown).toMatch(/pause: self-exclusion until .*, irrevocable until /);
    expect(shown).toMatch(/deposit per day: ₱100\.00, used ₱0\.00 until /);
    await expect(p.ops('protection', 'x')).rejects.toThrow('usage: protection <userId>');

    // past the irrevocable part the player may ask to end it: it lifts 24 hours later
    vi.useFakeTimers({ toFake: ['Date'] });
    const after = excluded.restriction!.irrevocableUntil + HOUR;
    vi.setSystemTime(after);
    // months later: a new login (the old one has long expired)
    const back = (contractData('accountLogin', await call('accountLogin', reg)) as { token: string }).token;
    const revoked = contractData('selfExclusionRevoke', await call('selfExclusionRevoke', {}, back)) as Info;
    expect(revoked.restriction).toMatchObject({ revoked: true, until: after + 24 * HOUR });
    expect((await call('startGame', { gameId: SLOTS }, back)).errcode).toBe(ERR.SELF_RESTRICTED);
    vi.setSystemTime(after + 25 * HOUR);
    expect((await info(back)).restriction).toBeNull();
    expect((await call('startGame', { gameId: SLOTS }, back)).errcode).toBe(0);
  });

  it('a cool-off runs 24 hours to 6 weeks, refuses a raise and ends by itself', async () => {
    const { token } = await player();
    await setLimit(token, 'loss', 'week', 10_000);
    // the clock is the test's (DESIGN §12): the cool-off starts at t0
    const t0 = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(t0);
    const cool = contractData('coolOffSet', await call('coolOffSet', { hours: 24 }, token)) as Info;
    expect(cool.restriction!.kind).toBe('coolOff');
    expect(cool.restriction!.until).toBe(t0 + 24 * HOUR);
    const raise = await setLimit(token, 'loss', 'week', 20_000);
    expect(raise.errcode).toBe(ERR.SELF_LIMIT_LOCKED);
    expect(raise.msg).toContain('while you are cooling off');
    expect((await call('selfExclusionRevoke', {}, token)).errcode).toBe(ERR.SELF_LIMIT_LOCKED);
    expect((await spin(token, 100)).errcode).toBe(ERR.SELF_RESTRICTED);
    // longer is fine; an exclusion replaces it
    expect((await call('coolOffSet', { hours: 72 }, token)).errcode).toBe(0);
    vi.setSystemTime(t0 + 73 * HOUR);
    expect((await info(token)).restriction).toBeNull();
    expect((await spin(token, 100)).errcode).toBe(0);
  });

  it('bets racing past a loss limit: only those that fit are taken', async () => {
    const { token, userId } = await player(200_000);
    await setLimit(token, 'loss', 'day', 10_000);
    await lost(userId, 5_000);
    const pt = await providerToken(token);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => isla.bet(pt, txId('race'), 1_000).then((r) => r.body.status)),
    );
    expect(answers.filter((s) => s === 'OK')).toHaveLength(5);
    expect(answers.filter((s) => s === 'PLAYER_LIMITED')).toHaveLength(7);
    expect(limitOf(await info(token), 'loss', 'day')!.used).toBe(10_000);
    // two at once with room for one
    const other = await player(200_000);
    await setLimit(other.token, 'loss', 'day', 5_000);
    await lost(other.userId, 3_000);
    const pt2 = await providerToken(other.token);
    const two = await Promise.all([isla.bet(pt2, txId('a'), 2_000), isla.bet(pt2, txId('b'), 2_000)]);
    expect(two.map((r) => r.body.status).sort()).toEqual(['OK', 'PLAYER_LIMITED']);
  });

  it('deposits racing past a deposit limit: only those that fit make orders', async () => {
    const { token, userId } = await player(0);
    await setLimit(token, 'deposit', 'day', 50_000);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        call('rechargeOrderCreate', { rechargeTypeId: 3, amount: 20_000 }, token),
      ),
    );
    expect(answers.filter((a) => a.errcode === 0)).toHaveLength(2);
    expect(answers.filter((a) => a.errcode === ERR.SELF_LIMIT_REACHED)).toHaveLength(4);
    const rows = await p.db.execute(
      sql`select count(*)::int as n from recharge_orders where user_id = ${userId}::int`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(2);
  });

  it('the reality check figures: stakes and net result since the player sat down', async () => {
    const { token, userId } = await player(50_000);
    const since = Date.now() - 1000;
    await lost(userId, 3_000);
    const pt = await providerToken(token);
    const betId = txId('bet');
    await isla.bet(pt, betId, 2_000);
    await isla.win(pt, txId('win'), betId, 5_000);
    const i = await info(token, since);
    expect(i.play).toMatchObject({ since, wagered: 5_000, net: 0 });
    expect(kind).toBeDefined();
  });
});
