import { ERR } from '@casino/contracts/errors';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodEnd, periodStart } from '../../core/periods';
import { queryRows } from '../../db/client';
import { caller, contractData, dbKinds, playRound } from '../../test-support';
import { startTestPlatform, type TestPlatform } from '../../testing';
import { reviewLevels } from './keeping';

const SLOTS = 1;
const CRASH = 3;
const TABLE = 5;

describe.each(dbKinds)('VIP and rebates on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl });
    call = caller(p.app);
  });
  afterAll(async () => {
    await p?.close();
  });

  /** A real-money stake (or its refund) of a game type, optionally dated yesterday (Manila). */
  const play = (userId: number, delta: number, type: number, yesterday = false) =>
    playRound(p.db, userId, delta, type, yesterday ? 'yesterday' : undefined);
  const coin = async (token: string) =>
    (contractData('refreshData', await call('refreshData', {}, token)) as { coin: number }).coin;
  const grants = async (userId: number) =>
    Number(
      (
        await queryRows<{ n: string }>(
          p.db,
          sql`select count(*)::text as n from reward_grants where user_id = ${userId}::int`,
        )
      )[0]?.n,
    );
  async function player(stake: number) {
    const { token, userId } = await p.createUserSession();
    await p.credit(userId, stake + 100_000);
    return { token, userId };
  }

  it('a visitor sees the same ladder and tasks as a player, with nothing claimed and no progress', async () => {
    const { token } = await player(0);
    const mine = contractData('getVipInfo', await call('getVipInfo', {}, token)) as {
      levels: { level: number; upgradeBonus: number; dailyBonus: number; rebateRateBp: number }[];
      tasks: { id: number; target: number }[];
    };
    const open = contractData('anonymous/vipLevels', await call('anonymous/vipLevels', {})) as {
      levels: { level: number; upgradeBonus: number; dailyBonus: number; upgradeReceived: boolean }[];
      tasks: { id: number; target: number; progress: number; status: number }[];
    };
    const benefits = (ls: { level: number; upgradeBonus: number; dailyBonus: number }[]) =>
      ls.map((l) => [l.level, l.upgradeBonus, l.dailyBonus]);
    expect(benefits(open.levels)).toEqual(benefits(mine.levels));
    expect(open.levels.every((l) => !l.upgradeReceived)).toBe(true);
    expect(open.tasks.map((t) => t.id)).toEqual(mine.tasks.map((t) => t.id));
    expect(open.tasks.every((t) => t.progress === 0 && t.status === 0)).toBe(true);
  });

  it('experience, VIP level and userLevel follow valid turnover: refunded stakes do not count', async () => {
    const { token, userId } = await player(200_000);
    await play(userId, -60_000, SLOTS);
    await play(userId, -50_000, TABLE);
    await play(userId, -10_000, CRASH);
    await play(userId, 10_000, CRASH); // the crash stake refunded
    await play(userId, -9_999, SLOTS); // ₱99.99 more: 0.99 of a point is no point
    const info = contractData('getVipInfo', await call('getVipInfo', {}, token)) as {
      vip: number;
      vipExp: number;
      nextLevelExp: number;
      levels: { level: number; upgradeBonus: number; upgradeReceived: boolean }[];
    };
    expect([info.vip, info.vipExp, info.nextLevelExp]).toEqual([1, 1_199, 5_000]);
    expect(info.levels).toHaveLength(11);
    // the seeded VIP tasks by level count the same valid bets (₱1,199.99 of ₱5,000; the VIP 2 one is done)
    expect((info as unknown as { tasks: unknown[] }).tasks).toEqual([
      {
        id: 101,
        name: 'VIP 1: bet ₱5,000 this week',
        level: 1,
        metric: 'bet',
        unit: 'minor',
        route: expect.any(String),
        target: 500_000,
        progress: 119_999,
        status: 0,
        rewards: [{ propId: 2001, count: 2_000 }],
      },
      {
        id: 102,
        name: 'VIP 2: bet ₱1,000 today',
        level: 2,
        metric: 'bet',
        unit: 'minor',
        route: expect.any(String),
        target: 100_000,
        progress: 100_000,
        status: 1,
        rewards: [{ propId: 2001, count: 1_000 }],
      },
      {
        id: 103,
        name: 'VIP 3: deposit ₱5,000 this week',
        level: 3,
        metric: 'deposit',
        unit: 'minor',
        route: expect.any(String),
        target: 500_000,
        progress: 0,
        status: 0,
        rewards: [{ propId: 2001, count: 10_000 }],
      },
    ]);
    expect(info.levels[1]).toMatchObject({
      level: 1,
      upgradeBonus: 5_000,
      upgradeReceived: false,
      signInRewards: [{ propId: 2002, count: 10 }],
    });
    const fresh = contractData('refreshData', await call('refreshData', {}, token)) as {
      vip: number;
      vipExp: number;
      userLevel: number;
    };
    // userLevel from appUserLevelConfigList: ₱1,199.99 valid turnover reaches level 3 (₱1,000)
    expect([fresh.vip, fresh.vipExp, fresh.userLevel]).toEqual([1, 1_199, 3]);
    const flags = contractData('activityGetStatusList', await call('activityGetStatusList', {}, token)) as {
      vipAwardFlag: boolean;
    };
    expect(flags.vipAwardFlag).toBe(true);
  });

  it('the level bonus: 20 claims at once give one grant; never again; a level not reached gives nothing', async () => {
    const { token, userId } = await player(100_000);
    await play(userId, -100_000, SLOTS);
    expect((contractData('getVipInfo', await call('getVipInfo', {}, token)) as { vip: number }).vip).toBe(1);
    const before = await coin(token);
    const grantsBefore = await grants(userId);

    const notYet = await call('receiveVipBonusUser', { level: 2 }, token);
    expect([notYet.errcode, notYet.msg]).toEqual([ERR.NOT_CLAIMABLE, 'You have not reached VIP 2 yet.']);
    const noSuch = await call('receiveVipBonusUser', { level: 99 }, token);
    expect(noSuch.errcode).toBe(ERR.INVALID_REQUEST);
    const zero = await call('receiveVipBonusUser', { level: 0 }, token);
    expect(zero.errcode).toBe(ERR.NOT_CLAIMABLE);
    expect([await coin(token), await grants(userId)]).toEqual([before, grantsBefore]);

    const all = await Promise.all(
      Array.from({ length: 20 }, () => call('receiveVipBonusUser', { level: 1 }, token)),
    );
    const ok = all.filter((r) => r.errcode === 0);
    expect(ok).toHaveLength(1);
    expect(all.filter((r) => r.errcode === ERR.ALREADY_RECEIVED)).toHaveLength(19);
    expect(ok[0]!.data).toEqual({ amount: 5_000, coin: before + 5_000 });
    expect([await coin(token), await grants(userId)]).toEqual([before + 5_000, grantsBefore + 1]);
    expect((await call('receiveVipBonusUser', { level: 1 }, token)).errcode).toBe(ERR.ALREADY_RECEIVED);
    const info = contractData('getVipInfo', await call('getVipInfo', {}, token)) as {
      levels: { upgradeReceived: boolean }[];
    };
    expect(info.levels[1]!.upgradeReceived).toBe(true);
    // the bonus is bonus money with its 1× turnover, in the reward record as a VIP award
    const [grant] = await queryRows<{ turnover_required: string }>(
      p.db,
      sql`select turnover_required::text from bonus_grants where user_id = ${userId}::int and amount = 5000`,
    );
    expect(grant?.turnover_required).toBe('5000');
  });

  it('daily bonus and sign-in award once per Manila day, only at a level that has them', async () => {
    const { token, userId } = await player(100_000);
    expect((await call('appVipUserReceiveDaily', {}, token)).errcode).toBe(ERR.NOT_CLAIMABLE);
    expect((await call('appVipUserReceiveSignInAward', {}, token)).errcode).toBe(ERR.NOT_CLAIMABLE);
    await play(userId, -100_000, SLOTS);
    const before = await coin(token);
    const daily = await Promise.all([1, 2, 3].map(() => call('appVipUserReceiveDaily', {}, token)));
    expect(daily.map((r) => r.errcode).sort()).toEqual([0, ERR.ALREADY_RECEIVED, ERR.ALREADY_RECEIVED]);
    expect(await coin(token)).toBe(before + 100);
    const signs = await Promise.all([1, 2, 3].map(() => call('appVipUserReceiveSignInAward', {}, token)));
    expect(signs.map((r) => r.errcode).sort()).toEqual([0, ERR.ALREADY_RECEIVED, ERR.ALREADY_RECEIVED]);
    const sign = signs.find((r) => r.errcode === 0)!;
    expect(contractData('appVipUserReceiveSignInAward', sign)).toEqual({
      day: 1,
      rewards: [{ propId: 2002, count: 10 }],
    });
    expect((await call('appVipUserReceiveSignInAward', {}, token)).errcode).toBe(ERR.ALREADY_RECEIVED);
    const info = contractData('getVipInfo', await call('getVipInfo', {}, token)) as {
      dailyReceived: boolean;
      signInReceived: boolean;
    };
    expect([info.dailyReceived, info.signInReceived]).toEqual([true, true]);
  });

  it('level keeping: the period experience against the level, never a demotion in the period it was reached', async () => {
    const { token, userId } = await player(100_000);
    await play(userId, -100_000, SLOTS);
    const asking = Date.now();
    const audit = contractData('getVipLevelAudit', await call('getVipLevelAudit', {}, token)) as {
      vip: number;
      periodExp: number;
      keepExp: number;
      periodEnd: number;
      projectedVip: number;
    };
    expect(audit).toMatchObject({ vip: 1, periodExp: 1_000, keepExp: 500, projectedVip: 1 });
    expect(audit.periodEnd).toBeGreaterThan(asking);
    // reached in an earlier period and short of keepExp now: one level down at the period's end
    await p.db.execute(
      sql`update vip_levels_reached set reached_at = now() - interval '70 days' where user_id = ${userId}::int`,
    );
    await p.db.execute(sql`update vip_rebate_days set day = '2020-01-01' where user_id = ${userId}::int`);
    const short = contractData('getVipLevelAudit', await call('getVipLevelAudit', {}, token)) as {
      periodExp: number;
      projectedVip: number;
    };
    expect([short.periodExp, short.projectedVip]).toEqual([0, 0]);
  });

  it('a level reached for the first time sends one mail naming its bonus; a level won back sends none', async () => {
    // the VIP page brings the player's accruals up to date (the job does the same in the background)
    const titles = async (token: string) => {
      await call('getVipInfo', {}, token);
      return (
        contractData('getMail2', await call('getMail2', {}, token)) as {
          list: { title: string; preview: string }[];
        }
      ).list.filter((m) => m.title.startsWith('Welcome to VIP'));
    };
    const { token, userId } = await player(600_000);
    await play(userId, -500_000, SLOTS);
    const mails = await titles(token);
    expect(mails.map((m) => m.title).sort()).toEqual(['Welcome to VIP 1', 'Welcome to VIP 2']);
    expect(mails.find((m) => m.title === 'Welcome to VIP 2')?.preview).toMatch(/level-up bonus of ₱[\d,.]+/);
    // the same levels met again (a second accrual pass, or a level regained after a demotion) mail nothing
    await p.db.execute(sql`update users set vip = 0 where id = ${userId}::int`);
    await play(userId, -10_000, SLOTS);
    expect(await titles(token)).toHaveLength(2);
  });

  it('level keeping review: one level down when short, once per period, and the old experience does not promote again', async () => {
    const info = async (token: string) =>
      contractData('getVipInfo', await call('getVipInfo', {}, token)) as { vip: number; vipExp: number };
    // reached VIP 2 long ago, nothing played in the period under review
    const { token, userId } = await player(600_000);
    await play(userId, -500_000, SLOTS);
    expect(await info(token)).toMatchObject({ vip: 2, vipExp: 5_000 });
    await p.db.execute(
      sql`update vip_levels_reached set reached_at = now() - interval '70 days' where user_id = ${userId}::int`,
    );
    // kept: VIP 1 since long ago with ₱600 (≥ ₱500) played in the period under review
    const keeper = await player(100_000);
    await play(keeper.userId, -100_000, SLOTS);
    await info(keeper.token);
    await p.db.execute(
      sql`update vip_levels_reached set reached_at = now() - interval '70 days' where user_id = ${keeper.userId}::int`,
    );
    const lastMonthDay = new Date(periodStart('month').getTime() - 86_400_000).toISOString().slice(0, 10);
    await p.db.execute(
      sql`update vip_rebate_days set day = ${lastMonthDay}, valid_bet = 60000 where user_id = ${keeper.userId}::int`,
    );

    await Promise.all([reviewLevels(p.db), reviewLevels(p.db)]);
    await reviewLevels(p.db);
    const [audits] = await queryRows<{ n: string }>(
      p.db,
      sql`select count(*)::text as n from vip_audits where user_id = ${userId}::int`,
    );
    expect(audits?.n).toBe('1');
    // down one level, not two, and promotion counts from VIP 1's threshold again
    expect(await info(token)).toMatchObject({ vip: 1, vipExp: 1_000 });
    await play(userId, -10_000, SLOTS);
    expect(await info(token)).toMatchObject({ vip: 1, vipExp: 1_100 });
    expect((await info(keeper.token)).vip).toBe(1);
    // the level bonus of VIP 2, reached before the demotion, is still the player's
    expect((await call('receiveVipBonusUser', { level: 2 }, token)).errcode).toBe(0);

    // reached in the period under review: kept whatever was played
    const fresh = await player(500_000);
    await play(fresh.userId, -500_000, SLOTS);
    expect((await info(fresh.token)).vip).toBe(2);
    await p.db.execute(
      sql`update vip_rebate_days set day = '2020-01-01' where user_id = ${fresh.userId}::int`,
    );
    await reviewLevels(p.db, periodEnd('month').getTime() + 60_000);
    expect((await info(fresh.token)).vip).toBe(2);
  });

  it('rebate of a mixed-game day: per type, floored, claimable the next day, recorded; unknown type refused', async () => {
    const { token, userId } = await player(400_000);
    await play(userId, -12_345, SLOTS, true);
    await play(userId, -33_333, SLOTS, true);
    await play(userId, -99_999, TABLE, true);
    await play(userId, -55_555, CRASH, true);
    await play(userId, 5_555, CRASH, true); // refunded stake
    await play(userId, -10_000, SLOTS); // today: pays tomorrow
    // 195,677 valid yesterday → VIP 1: 0.30 %, table games 0.15 %
    const expected = {
      [SLOTS]: Math.floor((45_678 * 30) / 10_000), // 137
      [TABLE]: Math.floor((99_999 * 15) / 10_000), // 149
      [CRASH]: Math.floor((50_000 * 30) / 10_000), // 150
    };
    const listed = contractData('betBonus', await call('betBonus', { type: 0 }, token)) as {
      total: number;
      list: { type: number; betAmount: number; rateBp: number; bonus: number }[];
    };
    expect(listed.total).toBe(137 + 149 + 150);
    expect((listed as { autoCreditDays?: number }).autoCreditDays).toBe(3);
    // today's ₱100 on slots shows as pending: 0.30 % = 30, paid from tomorrow
    expect(listed.list.find((r) => r.type === SLOTS)).toEqual({
      type: SLOTS,
      betAmount: 45_678,
      rateBp: 30,
      bonus: expected[SLOTS],
      todayBetAmount: 10_000,
      todayBonus: 30,
    });
    expect(listed.list.find((r) => r.type === TABLE)).toMatchObject({
      betAmount: 99_999,
      rateBp: 15,
      bonus: 149,
    });

    const before = await coin(token);
    const grantsBefore = await grants(userId);
    const unknown = await call('betBonusByTypeReceive', { type: 99 }, token);
    expect(unknown.errcode).toBe(ERR.INVALID_REQUEST);
    expect((await call('betBonus', { type: 99 }, token)).errcode).toBe(ERR.INVALID_REQUEST);
    expect([await coin(token), await grants(userId)]).toEqual([before, grantsBefore]);

    const table = await Promise.all([1, 2].map(() => call('betBonusByTypeReceive', { type: TABLE }, token)));
    expect(table.map((r) => r.errcode).sort()).toEqual([0, ERR.NOT_CLAIMABLE]);
    expect(table.find((r) => r.errcode === 0)!.data).toEqual({ amount: 149, coin: before + 149 });
    const rest = await Promise.all([1, 2, 3].map(() => call('betBonusReceive', {}, token)));
    expect(rest.map((r) => r.errcode).sort()).toEqual([0, ERR.NOT_CLAIMABLE, ERR.NOT_CLAIMABLE]);
    expect(rest.find((r) => r.errcode === 0)!.data).toEqual({ amount: 287, coin: before + 436 });
    const again = await call('betBonusReceive', {}, token);
    expect(again.errcode).toBe(ERR.NOT_CLAIMABLE);
    expect(again.detail?.retryAfterSeconds).toBeGreaterThan(0);
    expect([await coin(token), await grants(userId)]).toEqual([before + 436, grantsBefore + 3]);

    const log = contractData('betBonusLog', await call('betBonusLog', { pageNum: 1 }, token)) as {
      total: number;
      list: { type: number; bonus: number; betAmount: number; rateBp: number }[];
    };
    expect(log.total).toBe(3);
    const yesterday = new Date(Date.now() + 8 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
    expect(log.list.map((r) => (r as { day?: string }).day)).toEqual([yesterday, yesterday, yesterday]);
    expect(log.list.map((r) => [r.type, r.bonus]).sort((a, b) => a[0]! - b[0]!)).toEqual([
      [SLOTS, 137],
      [CRASH, 150],
      [TABLE, 149],
    ]);
  });

  it("ops vip: the player's level, experience, keeping and open rebates; a bad id is refused", async () => {
    const { userId } = await player(100_000);
    await play(userId, -100_000, SLOTS, true);
    await play(userId, -20_000, TABLE);
    await p.app.platform.accruals.catchUp(userId);
    const out = await p.ops('vip', String(userId));
    expect(out).toContain(`player ${userId}: VIP 1`);
    expect(out).toContain('experience: 1200 lifetime, 1200 counting toward promotion');
    expect(out).toContain('levels reached: 1 (');
    expect(out).toMatch(/rebate open \d{4}-\d{2}-\d{2} type 1: ₱1,000\.00 × 30 bp = ₱3\.00\n/);
    expect(out).toContain('type 5: ₱200.00 × 15 bp = ₱0.30 (today, pays tomorrow)');
    await expect(p.ops('vip', 'abc')).rejects.toThrow('usage: vip <userId>');
  });

  it('rebates left unclaimed are credited automatically after the configured days', async () => {
    const { token, userId } = await player(100_000);
    await play(userId, -50_000, SLOTS, true);
    await call('betBonus', { type: 0 }, token); // accrues
    await p.db.execute(sql`update vip_rebate_days set day = '2020-01-01' where user_id = ${userId}::int`);
    const before = await coin(token);
    const { createRebateService } = await import('./rebate');
    const rebate = createRebateService({
      db: p.db,
      catalogue: p.app.platform.catalogue,
      accruals: p.app.platform.accruals,
      log: p.app.log,
      production: false,
      awardFlags: async () => ({}),
    });
    expect(await rebate.autoCredit()).toBeGreaterThanOrEqual(1);
    // VIP 0 (₱500 valid): 0.20 % of 50,000 = 100
    expect(await coin(token)).toBe(before + 100);
    expect(await rebate.autoCredit()).toBe(0);
  });
});

describe('VIP bet limits', () => {
  const levels = [
    { level: 0, betLimit: 500_000 },
    { level: 1, betLimit: 1_000_000 },
    { level: 3, betLimit: 3_000_000 },
  ];
  it("a level's own limit, the highest level below a missing one, 0 with no table", async () => {
    const { vipBetLimit } = await import('./bet-limit');
    expect([0, 1, 2, 3, 9].map((v) => vipBetLimit(levels, v))).toEqual([
      500_000, 1_000_000, 1_000_000, 3_000_000, 3_000_000,
    ]);
    expect(vipBetLimit([], 2)).toBe(0);
  });
});
