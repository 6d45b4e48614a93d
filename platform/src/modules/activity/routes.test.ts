import { randomUUID } from 'node:crypto';
import { ACTIVITY_TYPE, ERR } from '@casino/contracts';
import { REWARD_ID } from '@casino/contracts/reward-ids';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { applyLedger } from '../../ledger/ledger';
import { grant } from '../../rewards';
import { caller, contractData } from '../../test-support';
import { startTestPlatform, type TestPlatform } from '../../testing';

type Ids = {
  activityIds: number[];
  activityMap: Record<string, { unloginShowStatus: number; target: string; activityType: number }>;
};

describe('activity catalogue, red dots and reward record', () => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    p = await startTestPlatform();
    call = caller(p.app);
  });
  afterAll(async () => {
    await p?.close();
  });

  it('shows a visitor only the entries open to visitors, a player all of them, each with its route', async () => {
    const visitor = contractData('getActivityIds', await call('getActivityIds')) as Ids;
    const { token } = await p.createUserSession();
    const player = contractData('getActivityIds', await call('getActivityIds', {}, token)) as Ids;
    // every seeded entry is switched on and unscheduled: a player sees them all
    const [seeded] = await queryRows<{ n: string }>(p.db, sql`select count(*)::text as n from activities`);
    expect(player.activityIds.length).toBe(Number(seeded?.n));
    expect(visitor.activityIds.length).toBeGreaterThan(0);
    expect(visitor.activityIds.length).toBeLessThan(player.activityIds.length);
    for (const id of visitor.activityIds) expect(visitor.activityMap[id]?.unloginShowStatus).toBe(1);
    const signIn = Object.values(player.activityMap).find((a) => a.target === '/activity/sign-in');
    expect(signIn).toMatchObject({ unloginShowStatus: 0 });
    // the after-login answer carries the same list
    const after = contractData('getAfterLoginInfoWeb', await call('getAfterLoginInfoWeb', {}, token)) as {
      activityIds: Ids;
    };
    expect(after.activityIds.activityIds).toEqual(player.activityIds);
  });

  it('drops the first-deposit offer for a player who has deposited: its banner and popup no longer show', async () => {
    const types = (ids: Ids) => Object.values(ids.activityMap).map((a) => a.activityType);
    const visitor = contractData('getActivityIds', await call('getActivityIds')) as Ids;
    expect(types(visitor)).toContain(ACTIVITY_TYPE.FirstDeposit);
    const { token } = await p.createUserSession();
    const before = contractData('getActivityIds', await call('getActivityIds', {}, token)) as Ids;
    expect(types(before)).toContain(ACTIVITY_TYPE.FirstDeposit);
    await p.deposit(token, 20_000);
    const after = contractData('getActivityIds', await call('getActivityIds', {}, token)) as Ids;
    expect(types(after)).not.toContain(ACTIVITY_TYPE.FirstDeposit);
    expect(after.activityIds.length).toBe(before.activityIds.length - 1);
    const login = contractData('getAfterLoginInfoWeb', await call('getAfterLoginInfoWeb', {}, token)) as {
      activityIds: Ids;
    };
    expect(login.activityIds.activityIds).toEqual(after.activityIds);
  });

  it('shows a visitor every entry whose unloginShowStatus is not 0', async () => {
    const [hidden] = await queryRows<{ id: number }>(
      p.db,
      sql`select id from activities where unlogin_show_status = 0 order by id limit 1`,
    );
    expect((contractData('getActivityIds', await call('getActivityIds')) as Ids).activityIds).not.toContain(
      hidden!.id,
    );
    // an operator value other than 0 or 1 (written by hand) still means "shown"
    await p.db.execute(sql`update activities set unlogin_show_status = 2 where id = ${hidden!.id}`);
    const seen = contractData('getActivityIds', await call('getActivityIds')) as Ids;
    expect(seen.activityIds).toContain(hidden!.id);
    expect(seen.activityMap[hidden!.id]?.unloginShowStatus).toBe(1);
    await p.db.execute(sql`update activities set unlogin_show_status = 0 where id = ${hidden!.id}`);
  });

  it('hides entries outside their schedule or switched off', async () => {
    await p.db.execute(sql`update activities set end_time = now() - interval '1 minute' where id = 13`);
    await p.db.execute(sql`update activities set start_time = now() + interval '1 day' where id = 12`);
    await p.db.execute(sql`update activities set status = 0 where id = 9`);
    const ids = (contractData('getActivityIds', await call('getActivityIds')) as Ids).activityIds;
    expect(ids).not.toContain(13);
    expect(ids).not.toContain(12);
    expect(ids).not.toContain(9);
    await p.db.execute(sql`update activities set end_time = null, start_time = null, status = 1`);
  });

  it('only built features pop up at start: the seeded popups all point at pages that exist', async () => {
    const rows = await queryRows<{ target: string }>(p.db, sql`select target from activities where type = 1`);
    expect(rows.map((r) => r.target)).toEqual(['/download']);
  });

  it('lights the tasks dot when a task quest is claimable and refuses a visitor', async () => {
    expect((await call('activityGetStatusList')).errcode).toBe(ERR.UNAUTHORIZED);
    await p.db.execute(
      sql`update catalogue set doc = ${JSON.stringify({
        quests: [
          {
            id: 'bet-once',
            name: 'Play one round',
            metric: 'betCount',
            period: 'day',
            target: 1,
            rewards: [{ propId: REWARD_ID.points, count: 5 }],
            activityType: ACTIVITY_TYPE.Tasks,
          },
        ],
      })}::jsonb where key = 'quests'`,
    );
    const { token, userId } = await p.createUserSession();
    const flags = async () =>
      contractData('activityGetStatusList', await call('activityGetStatusList', {}, token)) as Record<
        string,
        unknown
      >;
    // (signInFlag is the daily sign-in's own: a new player may sign in today)
    expect(await flags()).toMatchObject({ taskAwardFlag: false, totalRecharge: 0 });
    await p.credit(userId, 5_000);
    await applyLedger(p.db, {
      userId,
      delta: -1_000,
      kind: 'bet',
      refType: 'test_round',
      refId: randomUUID(),
      reason: 'bet',
      game: { id: 1001, type: 1 },
    });
    // no job ran: asking for the flags brought the quest up to date
    expect(await flags()).toMatchObject({ taskAwardFlag: true, vipAwardFlag: false });
    await p.app.platform.quests.claim(userId, 'bet-once');
    expect(await flags()).toMatchObject({ taskAwardFlag: false });
    const log = contractData('activityAwardGetLog', await call('activityAwardGetLog', {}, token)) as {
      list: { activityName: string; activityType: number }[];
    };
    expect(log.list[0]).toMatchObject({ activityName: 'Play one round', activityType: ACTIVITY_TYPE.Tasks });
  });

  it('ORs the dots of every module: a claimable quest and a mail gift light their own flags together', async () => {
    const { token, userId } = await p.createUserSession();
    const flags = async () =>
      contractData('activityGetStatusList', await call('activityGetStatusList', {}, token)) as Record<
        string,
        unknown
      >;
    await p.credit(userId, 5_000);
    await applyLedger(p.db, {
      userId,
      delta: -1_000,
      kind: 'bet',
      refType: 'test_round',
      refId: randomUUID(),
      reason: 'bet',
      game: { id: 1001, type: 1 },
    });
    await p.ops(
      'mail',
      'send',
      '--to',
      String(userId),
      '--title',
      'Gift',
      '--body',
      'Hi',
      '--reward',
      '2001:100',
    );
    // the quest of the test above (one round a day) is claimable, and the mail holds an unreceived gift
    expect(await flags()).toMatchObject({ taskAwardFlag: true, emailAwardFlag: true, vipAwardFlag: false });
    await p.app.platform.quests.claim(userId, 'bet-once');
    expect(await flags()).toMatchObject({ taskAwardFlag: false, emailAwardFlag: true });
  });

  it('the reward record is a player’s own', async () => {
    const a = await p.createUserSession();
    const b = await p.createUserSession();
    await grant(p.db, {
      userId: a.userId,
      items: [{ propId: 2001, count: 100 }],
      ref: `o:${a.userId}`,
      source: 't',
      reason: 'Gift',
    });
    const seen = contractData('activityAwardGetLog', await call('activityAwardGetLog', {}, b.token)) as {
      total: number;
    };
    expect(seen.total).toBe(0);
  });
});
