import { randomUUID } from 'node:crypto';
import { ERR } from '@casino/contracts/errors';
import { luckyDrawCell } from '@casino/contracts/fairness';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayKey, dayStartOf } from '../../core/periods';
import { queryRows } from '../../db/client';
import { caller, contractData, dbKinds, playRound } from '../../test-support';
import { PAYOUT_PIN, startTestPlatform, type TestPlatform } from '../../testing';
import { settleThrough } from './commission';
import { DEFAULT_AGENT } from './config';

const SLOTS = 1;
const CRASH = 3;
const TABLE = 5;

type Overview = {
  invitedCount: number;
  validCount: number;
  balance: number;
  spinCount: number;
  totalReward: number;
};
type Statement = {
  days: { day: string; opening: number; commission: number; held: number; closing: number }[];
  day: string;
  rows: {
    id: number;
    member: string;
    level: number;
    gameType: number;
    turnover: number;
    betCount: number;
    rateBp: number;
    commission: number;
    status: string;
  }[];
};

describe.each(dbKinds)('invite friends and agent commission on $kind', ({ kind, databaseServerUrl }) => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;
  let ipNo = 10;

  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl });
    call = caller(p.app);
  });
  afterAll(async () => {
    await p?.close();
  });

  /** Signs up through the real call from its own public address and device (or the ones given). */
  async function signUp(opts: { pid?: number; deviceId?: string; ip?: string; nickname?: string } = {}) {
    const account = opts.nickname ?? `agt${randomUUID().slice(0, 8)}`;
    const ip = opts.ip ?? `203.0.113.${ipNo++}`;
    const r = await call(
      'accountRegist',
      {
        account,
        password: 'secret123',
        eligibilityAccepted: true,
        deviceId: opts.deviceId ?? randomUUID(),
        ...(opts.pid ? { pid: opts.pid } : {}),
      },
      undefined,
      { 'x-forwarded-for': ip },
    );
    const data = contractData('accountRegist', r) as { token: string; user: { id: number } };
    return { token: data.token, userId: data.user.id, ip };
  }

  /** A real-money stake (negative) or refund of a game type at a given moment (default now). */
  const play = (userId: number, delta: number, type: number, at?: Date) =>
    playRound(p.db, userId, delta, type, at);
  const overview = async (token: string) =>
    contractData('actInviteUser', await call('actInviteUser', {}, token)) as Overview;
  const statementOf = async (token: string, day?: string) =>
    contractData(
      'appAgent5UserStatement',
      await call('appAgent5UserStatement', day ? { day } : {}, token),
    ) as Statement;
  const flagsOf = async (token: string) =>
    contractData('activityGetStatusList', await call('activityGetStatusList', {}, token)) as {
      hasTurntable: boolean;
      spinAwardFlag: boolean;
    };
  const grantsOf = async (userId: number, source: string) =>
    Number(
      (
        await queryRows<{ n: string }>(
          p.db,
          sql`select count(*)::text as n from reward_grants where user_id = ${userId}::int and source = ${source}`,
        )
      )[0]?.n,
    );

  it('the programme terms anyone may read are the ones the player pages and payouts use', async () => {
    const terms = contractData('anonymous/inviteTerms', await call('anonymous/inviteTerms', {})) as {
      rewardPerValid: number;
      spinsPerValid: number;
      validRule: { minDeposit: number; minTurnover: number };
      milestones: { validInvites: number; reward: number }[];
      levels: { level: number; rateBp: number }[];
    };
    const a = await signUp();
    const overview = contractData('appAgent5User', await call('appAgent5User', {}, a.token)) as {
      tiers: { validInvites: number; reward: number }[];
      levels: { level: number; rateBp: number }[];
      validRule: { minDeposit: number; minTurnover: number };
    };
    const invite = contractData('actInviteUser', await call('actInviteUser', {}, a.token)) as {
      rewardPerValid: number;
    };
    expect(terms.rewardPerValid).toBe(invite.rewardPerValid);
    expect(terms.rewardPerValid).toBe(DEFAULT_AGENT.invite.rewardPerValid);
    expect(terms.spinsPerValid).toBe(DEFAULT_AGENT.invite.spinsPerValid);
    expect(terms.milestones).toEqual(
      overview.tiers.map((t) => ({ validInvites: t.validInvites, reward: t.reward })),
    );
    expect(terms.levels).toEqual(overview.levels);
    expect(terms.validRule).toEqual(overview.validRule);
  });

  it('counts an invitee as valid once deposit and turnover are reached; same device and no deposit never count', async () => {
    const device = randomUUID();
    const a = await signUp({ deviceId: device });
    const b = await signUp({ pid: a.userId });
    const twin = await signUp({ pid: a.userId, deviceId: device });
    const noDeposit = await signUp({ pid: a.userId });
    const sameWallet = await signUp({ pid: a.userId });
    // the inviter's bank account number, bound by the invitee too: one payment account, one person
    const gcash = {
      bankId: 11,
      accountName: 'Juan Dela Cruz',
      accountNo: `0917${String(ipNo).padStart(7, '0')}`,
    };
    for (const who of [a, sameWallet]) {
      await p.payoutReady(who.userId);
      expect((await call('addBankInfo', { ...gcash, code: PAYOUT_PIN }, who.token)).errcode).toBe(0);
    }

    await p.deposit(b.token, 10_000);
    await play(b.userId, -9_999, SLOTS);
    expect((await overview(a.token)).validCount).toBe(0); // ₱99.99 of ₱100 turnover
    // no invite spin yet: no wheel to offer (though the lucky wheel's activity is on)
    expect(await flagsOf(a.token)).toMatchObject({ hasTurntable: false, spinAwardFlag: false });
    await play(b.userId, -1, SLOTS);
    // the twin deposits and plays the same, and the other bets twice the turnover without a deposit
    await p.deposit(twin.token, 10_000);
    await play(twin.userId, -10_000, SLOTS);
    await p.credit(noDeposit.userId, 50_000);
    await play(noDeposit.userId, -20_000, SLOTS);
    await p.deposit(sameWallet.token, 10_000);
    await play(sameWallet.userId, -10_000, SLOTS);
    for (const u of [b, twin, noDeposit, sameWallet]) await p.app.platform.accruals.catchUp(u.userId);

    const o = await overview(a.token);
    expect(o).toMatchObject({
      invitedCount: 4,
      validCount: 1,
      balance: 5_000,
      spinCount: 1,
      totalReward: 5_000,
    });
    const record = contractData(
      'actInviteUserRecord',
      await call('actInviteUserRecord', { pageNum: 1 }, a.token),
    ) as {
      list: { userId: number; nickname: string; valid: boolean; excluded?: string; turnover: number }[];
    };
    const byId = new Map(record.list.map((r) => [r.userId, r]));
    expect(byId.get(b.userId)).toMatchObject({ valid: true, turnover: 10_000 });
    expect(byId.get(twin.userId)).toMatchObject({ valid: false, excluded: 'sameDevice' });
    expect(byId.get(sameWallet.userId)).toMatchObject({ valid: false, excluded: 'samePayment' });
    expect(byId.get(noDeposit.userId)).toMatchObject({ valid: false, turnover: 20_000 });
    expect(byId.get(noDeposit.userId)?.excluded).toBeUndefined();
    for (const r of record.list) expect(r.nickname).toMatch(/\*\*\*/);
    // the valid invite's spin waits: the wheel is offered
    expect(await flagsOf(a.token)).toMatchObject({ hasTurntable: true, spinAwardFlag: true });
    // the records name the friend, masked, and the Manila day they became valid
    const log = contractData('appAgent5UserLog', await call('appAgent5UserLog', { pageNum: 1 }, a.token)) as {
      list: { kind: string; fromUserId: number; member: string; day: string }[];
    };
    expect(log.list.filter((l) => l.kind === 'inviteReward')).toEqual([
      expect.objectContaining({ fromUserId: b.userId, member: byId.get(b.userId)!.nickname, day: dayKey() }),
    ]);

    // the first tier (1 valid invite) is claimable once, through the quests
    const tier = await call('appAgent5UserInviteValidReceive', { tier: 1 }, a.token);
    expect(contractData('appAgent5UserInviteValidReceive', tier)).toMatchObject({ amount: 2_000 });
    expect((await call('appAgent5UserInviteValidReceive', { tier: 1 }, a.token)).errcode).toBe(
      ERR.ALREADY_RECEIVED,
    );
    expect((await call('appAgent5UserInviteValidReceive', { tier: 2 }, a.token)).errcode).toBe(
      ERR.NOT_CLAIMABLE,
    );
    expect((await call('appAgent5UserInviteValidReceive', { tier: 99 }, a.token)).errcode).toBe(
      ERR.INVALID_REQUEST,
    );

    // the spin: drawn from the player's seeds, once per requestId, never without a spin
    const requestId = `spin-${randomUUID()}`;
    const spin = contractData(
      'actInviteUserSpin',
      await call('actInviteUserSpin', { requestId }, a.token),
    ) as {
      cell: number;
      amount: number;
      balance: number;
      spinCount: number;
      serverSeedHash: string;
      clientSeed: string;
      nonce: number;
    };
    const [seed] = await queryRows<{ server_seed: string }>(
      p.db,
      sql`select server_seed from fairness_seeds where server_seed_hash = ${spin.serverSeedHash}`,
    );
    const weights = DEFAULT_AGENT.invite.wheel.map((c) => c.weight);
    expect(
      luckyDrawCell(
        { serverSeed: seed!.server_seed, clientSeed: spin.clientSeed, nonce: spin.nonce },
        weights,
      ),
    ).toBe(spin.cell);
    expect(spin.amount).toBe(DEFAULT_AGENT.invite.wheel[spin.cell]!.amount);
    expect(spin).toMatchObject({ balance: 5_000 + spin.amount, spinCount: 0 });
    expect((await flagsOf(a.token)).hasTurntable).toBe(false); // the spin is used
    const again = contractData('actInviteUserSpin', await call('actInviteUserSpin', { requestId }, a.token));
    expect(again).toEqual(spin);
    const none = await call('actInviteUserSpin', { requestId: `spin-${randomUUID()}` }, a.token);
    expect(none.errcode).toBe(ERR.NOT_ENOUGH_PROPS);

    // the exchange moves the whole invite balance into coin once
    const before = (contractData('refreshData', await call('refreshData', {}, a.token)) as { coin: number })
      .coin;
    const ex = contractData('actInviteUserExchange', await call('actInviteUserExchange', {}, a.token)) as {
      amount: number;
      coin: number;
    };
    expect(ex).toEqual({ amount: 5_000 + spin.amount, coin: before + 5_000 + spin.amount });
    const twice = await call('actInviteUserExchange', {}, a.token);
    expect(twice.errcode).toBe(ERR.NOT_CLAIMABLE);
    expect(await grantsOf(a.userId, 'invite-exchange')).toBe(1);
    expect((await overview(a.token)).balance).toBe(0);
  });

  it('pays exact commission over a two-level team across a Manila midnight, settled once however often the job runs', async () => {
    const a = await signUp({ nickname: `alpha${randomUUID().slice(0, 6)}` });
    const b = await signUp({ pid: a.userId, nickname: `bravo${randomUUID().slice(0, 6)}` });
    const c = await signUp({ pid: b.userId, nickname: `charl${randomUUID().slice(0, 6)}` });
    await p.credit(b.userId, 100_000);
    await p.credit(c.userId, 100_000);
    // two closed days: d1 ends at the Manila midnight into d2
    const today = dayStartOf(dayKey())!.getTime();
    const d1 = dayKey(today - 2 * 86_400_000);
    const d2 = dayKey(today - 86_400_000);
    const d2Start = dayStartOf(d2)!.getTime();
    await play(b.userId, -12_345, SLOTS, new Date(d2Start - 1)); // d1 23:59:59.999 Manila
    await play(b.userId, 1_000, SLOTS, new Date(d2Start - 1)); // a refund that day
    await play(b.userId, -10_001, TABLE, new Date(d2Start)); // d2 00:00:00.000
    await play(c.userId, -33_333, CRASH, new Date(d2Start + 3_600_000));
    await play(c.userId, -5, CRASH); // today: stays open
    for (const u of [b, c]) await p.app.platform.accruals.catchUp(u.userId);

    // the job twice at once, then again: each line settled once
    await Promise.all([settleThrough(p.db, d2), settleThrough(p.db, d2)]);
    await settleThrough(p.db, d2);

    const s1 = await statementOf(a.token, d1);
    expect(
      s1.rows.map((r) => [r.level, r.gameType, r.turnover, r.betCount, r.rateBp, r.commission, r.status]),
    ).toEqual([
      [1, SLOTS, 11_345, 1, 80, 90, 'payable'], // floor(90.76)
    ]);
    const s2 = await statementOf(a.token, d2);
    expect(s2.rows.map((r) => [r.level, r.gameType, r.turnover, r.rateBp, r.commission])).toEqual([
      [1, TABLE, 10_001, 80, 80], // floor(80.008)
      [2, CRASH, 33_333, 20, 66], // floor(66.666)
    ]);
    expect(s2.rows[0]!.member).toMatch(/^br\*\*\*/);
    // carried forward: d1 closes at 90, d2 opens at 90
    expect(s2.days.map((d) => [d.day, d.opening, d.commission, d.held, d.closing])).toEqual([
      [d2, 90, 146, 0, 236],
      [d1, 0, 90, 0, 90],
    ]);
    // B is C's direct agent
    const sb = await statementOf(b.token, d2);
    expect(sb.rows.map((r) => [r.level, r.turnover, r.commission])).toEqual([[1, 33_333, 266]]);
    // today's line is open, its commission only an estimate
    const open = await statementOf(a.token);
    expect(open.rows.map((r) => [r.level, r.turnover, r.status])).toEqual([[2, 5, 'open']]);

    const info = contractData('appAgent5User', await call('appAgent5User', {}, a.token)) as {
      claimable: number;
      totalCommission: number;
      directCount: number;
      teamCount: number;
    };
    expect(info).toMatchObject({ claimable: 236, totalCommission: 236, directCount: 1, teamCount: 2 });

    // 20 claims at once: one grant
    const claims = await Promise.all(
      Array.from({ length: 20 }, () => call('appAgent5UserReceive', {}, a.token)),
    );
    expect(claims.filter((r) => r.errcode === 0).map((r) => (r.data as { amount: number }).amount)).toEqual([
      236,
    ]);
    expect(claims.filter((r) => r.errcode !== 0).every((r) => r.errcode === ERR.NOT_CLAIMABLE)).toBe(true);
    expect(await grantsOf(a.userId, 'agent5')).toBe(1);
    const nothing = await call('appAgent5UserReceive', {}, a.token);
    expect(nothing.errcode).toBe(ERR.NOT_CLAIMABLE);
    expect(nothing.detail?.retryAfterSeconds).toBeGreaterThan(0);

    // the log lists the commission lines and the claim
    const log = contractData('appAgent5UserLog', await call('appAgent5UserLog', { pageNum: 1 }, a.token)) as {
      list: { kind: string; amount: number; member: string; day: string }[];
    };
    expect(log.list.filter((l) => l.kind === 'receive').map((l) => [l.amount, l.member])).toEqual([
      [236, ''],
    ]);
    expect(log.list.filter((l) => l.kind === 'commission').reduce((s, l) => s + l.amount, 0)).toBe(236);
    // each commission line names the friend (masked) and the Manila day of the play it came from
    expect(
      log.list
        .filter((l) => l.kind === 'commission')
        .map((l) => [l.member.slice(0, 5), l.day, l.amount])
        .sort((x, y) => String(x[1]).localeCompare(String(y[1])) || Number(x[2]) - Number(y[2])),
    ).toEqual([
      ['br***', d1, 90],
      ['ch***', d2, 66],
      ['br***', d2, 80],
    ]);

    // every figure traces to the bet records behind it
    const traced = await p.ops('agent', 'trace', String(s1.rows[0]!.id));
    expect(traced).toContain('sum ₱113.45 = turnover');
  });

  it('holds commission from a member sharing the agent’s device until an operator releases it', async () => {
    const device = randomUUID();
    const a = await signUp({ deviceId: device });
    const twin = await signUp({ pid: a.userId, deviceId: device });
    const other = await signUp({ pid: a.userId });
    await p.credit(twin.userId, 100_000);
    await p.credit(other.userId, 100_000);
    const yesterday = dayKey(Date.now() - 86_400_000);
    const at = new Date(dayStartOf(yesterday)!.getTime() + 3_600_000);
    await play(twin.userId, -50_000, SLOTS, at);
    await play(other.userId, -10_000, SLOTS, at);
    for (const u of [twin, other]) await p.app.platform.accruals.catchUp(u.userId);
    await settleThrough(p.db, yesterday);

    const s = await statementOf(a.token, yesterday);
    const held = s.rows.find((r) => r.status === 'held');
    expect(held).toMatchObject({ turnover: 50_000, commission: 400 });
    expect(s.days[0]).toMatchObject({ commission: 80, held: 400, closing: 80 });
    expect(await p.ops('agent', 'holds')).toContain(`line ${held!.id}: agent ${a.userId}`);

    const first = contractData('appAgent5UserReceive', await call('appAgent5UserReceive', {}, a.token));
    expect(first).toMatchObject({ amount: 80 });
    expect((await call('appAgent5UserReceive', {}, a.token)).errcode).toBe(ERR.NOT_CLAIMABLE);
    await p.ops('agent', 'release', String(held!.id));
    const released = contractData('appAgent5UserReceive', await call('appAgent5UserReceive', {}, a.token));
    expect(released).toMatchObject({ amount: 400 });
    // a decided line is decided: releasing or rejecting it again is refused
    await expect(p.ops('agent', 'reject', String(held!.id))).rejects.toThrow();
  });

  it('an address shared with the agent only holds the commission: the invitee still counts as valid', async () => {
    const ip = `198.51.100.${ipNo++}`;
    const a = await signUp({ ip });
    const b = await signUp({ pid: a.userId, ip });
    await p.deposit(b.token, 10_000);
    const yesterday = dayKey(Date.now() - 86_400_000);
    await play(b.userId, -10_000, SLOTS, new Date(dayStartOf(yesterday)!.getTime() + 3_600_000));
    await p.app.platform.accruals.catchUp(b.userId);
    expect((await overview(a.token)).validCount).toBe(1);
    await settleThrough(p.db, yesterday);
    const s = await statementOf(a.token, yesterday);
    expect(s.rows.map((r) => [r.commission, r.status])).toEqual([[80, 'held']]);
    expect(await p.ops('agent', 'holds')).toMatch(/sameIp/);
    await p.ops('agent', 'reject', String(s.rows[0]!.id));
    expect((await call('appAgent5UserReceive', {}, a.token)).errcode).toBe(ERR.NOT_CLAIMABLE);
    expect((await statementOf(a.token, yesterday)).rows[0]!.status).toBe('rejected');
  });

  it('refuses bad input with an errcode and writes nothing', async () => {
    const a = await signUp();
    const b = await signUp();
    const code = async (userId: number) =>
      (
        await queryRows<{ invite_code: string }>(
          p.db,
          sql`select invite_code from users where id = ${userId}::int`,
        )
      )[0]!.invite_code;
    expect((await call('agentFill', { inviteCode: 'NOSUCH99' }, b.token)).errcode).toBe(ERR.PARENT_INVALID);
    expect((await call('agentFill', { inviteCode: await code(b.userId) }, b.token)).errcode).toBe(
      ERR.PARENT_INVALID,
    );
    expect((await call('agentFill', {}, b.token)).errcode).toBe(ERR.INVALID_REQUEST);
    expect((await call('agentFill', { inviteCode: await code(a.userId) }, b.token)).errcode).toBe(0);
    // the loop: A cannot take B (whom A invited) as inviter
    expect((await call('agentFill', { inviteCode: await code(b.userId) }, a.token)).errcode).toBe(
      ERR.PARENT_INVALID,
    );
    expect((await call('agentFill', { inviteCode: await code(a.userId) }, b.token)).errcode).toBe(
      ERR.PARENT_ALREADY_SET,
    );

    expect((await call('actInviteUserExchange', {}, a.token)).errcode).toBe(ERR.NOT_CLAIMABLE);
    expect((await call('actInviteUserSpin', { requestId: 'spin-0000-none' }, a.token)).errcode).toBe(
      ERR.NOT_ENOUGH_PROPS,
    );
    expect((await call('appAgent5UserReceive', {}, a.token)).errcode).toBe(ERR.NOT_CLAIMABLE);
    expect((await call('appAgent5UserInviteValidReceive', { tier: 1 }, a.token)).errcode).toBe(
      ERR.NOT_CLAIMABLE,
    );
    expect((await call('appAgent5UserStatement', { day: '2026-13-45x' }, a.token)).errcode).toBe(
      ERR.INVALID_REQUEST,
    );
    expect((await call('actInviteUserSpin', { requestId: 'x' }, a.token)).errcode).toBe(ERR.INVALID_REQUEST);
    const [spins] = await queryRows<{ n: string }>(
      p.db,
      sql`select count(*)::text as n from invite_spins where user_id = ${a.userId}::int`,
    );
    expect(spins?.n).toBe('0');
    expect(await grantsOf(a.userId, 'agent5')).toBe(0);
    expect(kind).toBeTruthy();
  });
});
