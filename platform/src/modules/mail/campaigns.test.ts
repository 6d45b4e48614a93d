import { randomUUID } from 'node:crypto';
import { mailSentListAnswer } from '@casino/contracts/ops-calls/content';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { applyLedger } from '../../ledger/ledger';
import { caller, contractData, dbKinds } from '../../test-support';
import { startTestPlatform, type TestPlatform } from '../../testing';
import { deliverDueSends, type SendRequest, scheduleSend, sentList } from './campaigns';

// The sends' clock: read once, then every moment is NOW + an offset the test chooses (mails must be live for the
// inbox, which reads the database's clock, so NOW cannot be a fixed past date).
const NOW = Date.now();
const base = {
  title: 'Weekend boost',
  body: 'A gift for you',
  rewards: [],
  turnoverMultiple: 0,
  days: 30,
  by: 'op:3',
};

describe.each(dbKinds)('mail sends to players and segments on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;
  const send = (input: Partial<SendRequest> & Pick<SendRequest, 'to'>, now = NOW) =>
    p.db.transaction((tx) => scheduleSend(tx, { ...base, ...input }, now));
  const inbox = async (token: string) =>
    (
      contractData('getMail2', await call('getMail2', { pageNum: 1, pageSize: 50 }, token)) as {
        list: { id: number; title: string }[];
      }
    ).list;

  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl });
    call = caller(p.app);
  });
  afterAll(async () => {
    await p?.close();
  });

  it('sends to one player now, with a reward the player receives once through the inbox', async () => {
    const s = await p.createUserSession();
    const row = await send({ to: { userId: s.userId }, rewards: [{ propId: 2001, count: 5_000 }] });
    expect(row).toMatchObject({ status: 'sent', recipients: 1, sentBy: 'op:3', to: { userId: s.userId } });
    const [mail] = await inbox(s.token);
    expect(mail!.title).toBe('Weekend boost');
    expect((await call('receiveMail', { id: mail!.id }, s.token)).errcode).toBe(0);
    expect((await call('receiveMail', { id: mail!.id }, s.token)).errcode).toBe(5001);
  });

  it('reaches a segment as it stands when the send goes out: VIP level, recent deposits, sign-up days', async () => {
    const tag = randomUUID();
    const vip = await p.createUserSession();
    const low = await p.createUserSession();
    await p.db.execute(sql`update users set vip = 7 where id = ${vip.userId}::int`);
    const vipSend = await send({ to: { segment: { kind: 'vipMin', level: 7 } }, title: `VIP ${tag}` });
    expect(vipSend.recipients).toBeGreaterThanOrEqual(1);
    expect((await inbox(vip.token)).map((m) => m.title)).toContain(`VIP ${tag}`);
    expect((await inbox(low.token)).map((m) => m.title)).not.toContain(`VIP ${tag}`);

    const depositor = await p.createUserSession();
    await applyLedger(p.db, {
      userId: depositor.userId,
      delta: 10_000,
      kind: 'deposit',
      refType: 'test-deposit',
      refId: randomUUID(),
      reason: 'Deposit',
    });
    await p.db.execute(
      sql`update ledger set created_at = ${new Date(NOW - 2 * 86_400_000).toISOString()}::timestamptz
           where user_id = ${depositor.userId}::int`,
    );
    await send({ to: { segment: { kind: 'depositedWithinDays', days: 3 } }, title: `Dep3 ${tag}` });
    await send({ to: { segment: { kind: 'depositedWithinDays', days: 1 } }, title: `Dep1 ${tag}` });
    const titles = (await inbox(depositor.token)).map((m) => m.title);
    expect(titles).toContain(`Dep3 ${tag}`);
    expect(titles).not.toContain(`Dep1 ${tag}`);

    const early = await p.createUserSession();
    await p.db.execute(
      sql`update users set created_at = '2026-04-01T23:30:00+08:00'::timestamptz where id = ${early.userId}::int`,
    );
    const reg = await send({
      to: { segment: { kind: 'registered', from: '2026-04-01', to: '2026-04-01' } },
      title: `Reg ${tag}`,
    });
    expect(reg.recipients).toBe(1);
    expect((await inbox(early.token)).map((m) => m.title)).toContain(`Reg ${tag}`);
  });

  it('a scheduled send waits for its time, goes out once however often the job runs, and is listed', async () => {
    const s = await p.createUserSession();
    const tag = randomUUID();
    const later = await send({
      to: { segment: { kind: 'all' } },
      title: `Later ${tag}`,
      sendAt: NOW + 3_600_000,
    });
    expect(later).toMatchObject({ status: 'scheduled', sentAt: null, recipients: 0 });
    expect((await inbox(s.token)).map((m) => m.title)).not.toContain(`Later ${tag}`);
    expect(await deliverDueSends(p.db, NOW + 60_000)).toBe(0);
    await Promise.all([deliverDueSends(p.db, NOW + 3_600_000), deliverDueSends(p.db, NOW + 3_600_000)]);
    expect(await deliverDueSends(p.db, NOW + 3_700_000)).toBe(0);
    const [mails] = await queryRows<{ n: number }>(
      p.db,
      sql`select count(*)::int as n from mails where title = ${`Later ${tag}`}`,
    );
    expect(mails!.n).toBe(1);
    expect((await inbox(s.token)).map((m) => m.title)).toContain(`Later ${tag}`);
    const list = await sentList(p.db, { pageNum: 1, pageSize: 50 });
    expect(() => mailSentListAnswer.parse(list)).not.toThrow();
    expect(list.list.find((r) => r.id === later.id)).toMatchObject({
      status: 'sent',
      sentBy: 'op:3',
      recipients: 1,
    });
  });

  it('refuses an unknown player, an empty title or an unknown reward, writing nothing', async () => {
    const before = (await sentList(p.db, { pageNum: 1, pageSize: 1 })).total;
    await expect(send({ to: { userId: 999_999 } })).rejects.toMatchObject({ errcode: 400 });
    await expect(send({ to: { segment: { kind: 'all' } }, title: '  ' })).rejects.toMatchObject({
      errcode: 400,
    });
    await expect(
      send({ to: { segment: { kind: 'all' } }, rewards: [{ propId: 123_456, count: 1 }] }),
    ).rejects.toMatchObject({ errcode: 400 });
    expect((await sentList(p.db, { pageNum: 1, pageSize: 1 })).total).toBe(before);
  });
});
