import { randomUUID } from 'node:crypto';
import { ERR } from '@casino/contracts/errors';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { mailStates, mails, rewardGrants } from '../../db/schema';
import { caller, contractData, dbKinds } from '../../test-support';
import { PAYOUT_PIN, startTestPlatform, type TestPlatform } from '../../testing';
import { sendMail } from './send';

interface Summary {
  id: number;
  title: string;
  preview: string;
  read: boolean;
  hasAttachment: boolean;
  received: boolean;
}
interface Inbox {
  list: Summary[];
  total: number;
  unread: number;
}

describe.each(dbKinds)('mail inbox on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;
  const inbox = async (token: string) => contractData('getMail2', await call('getMail2', {}, token)) as Inbox;
  const coin = async (token: string) =>
    (contractData('refreshData', await call('refreshData', {}, token)) as { coin: number }).coin;
  const dot = async (token: string) =>
    (
      contractData('activityGetStatusList', await call('activityGetStatusList', {}, token)) as {
        emailAwardFlag: boolean;
      }
    ).emailAwardFlag;
  const mailId = (out: string) => Number(/mail (\d+) sent/.exec(out)?.[1]);

  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl });
    call = caller(p.app);
  });
  afterAll(async () => {
    await p?.close();
  });

  it('an operator mail with ₱20: listed unread with the dot, read on opening, received once into the balance', async () => {
    const { token, userId } = await p.createUserSession();
    expect(await dot(token)).toBe(false);
    const out = await p.ops(
      'mail',
      'send',
      '--to',
      String(userId),
      '--title',
      'Weekend gift',
      '--body',
      'Enjoy ₱20 on us!\nGood luck.',
      '--reward',
      '2001:2000',
      '--turnover',
      '3',
    );
    expect(out).toBe(`mail ${mailId(out)} sent to player ${userId} with ₱20.00 (item 2001)`);
    const id = mailId(out);
    expect(await inbox(token)).toMatchObject({
      total: 1,
      unread: 1,
      list: [
        {
          id,
          title: 'Weekend gift',
          preview: 'Enjoy ₱20 on us!',
          read: false,
          hasAttachment: true,
          received: false,
        },
      ],
    });
    expect(await dot(token)).toBe(true);

    const detail = contractData('getMailDetail', await call('getMailDetail', { id }, token));
    expect(detail).toMatchObject({
      read: true,
      content: 'Enjoy ₱20 on us!\nGood luck.',
      attachments: [{ propId: 2001, count: 2000 }],
      turnoverMultiple: 3,
    });
    expect((await inbox(token)).unread).toBe(0);
    // Read, but the attachment still waits: the dot stays.
    expect(await dot(token)).toBe(true);

    const got = await call('receiveMail', { id }, token);
    expect(contractData('receiveMail', got)).toEqual({ rewards: [{ propId: 2001, count: 2000 }] });
    expect(await coin(token)).toBe(2000);
    expect(await dot(token)).toBe(false);
    const again = await call('receiveMail', { id }, token);
    expect(again.errcode).toBe(ERR.ALREADY_RECEIVED);
    expect(await coin(token)).toBe(2000);
    expect((await inbox(token)).list[0]).toMatchObject({ received: true });

    // The grant is bonus money with the mail's terms, and in the reward record.
    const exchange = contractData('getExchange', await call('getExchange', {}, token)) as {
      turnoverRequired: number;
    };
    expect(exchange.turnoverRequired).toBe(6000);
    const record = contractData('activityAwardGetLog', await call('activityAwardGetLog', {}, token)) as {
      list: { activityName: string; rewards: unknown }[];
    };
    expect(record.list[0]).toMatchObject({
      activityName: 'Mail: Weekend gift',
      rewards: [{ propId: 2001, count: 2000 }],
    });
  });

  it('a broadcast reaches players who register while it is live; an expired one reaches nobody', async () => {
    const before = await p.createUserSession();
    const out = await p.ops(
      'mail',
      'send',
      '--to',
      'all',
      '--title',
      'Fiesta week',
      '--body',
      'Diamonds for all',
      '--reward',
      '60001:5',
    );
    expect(out).toContain('sent to every player with 5 × item 60001');
    const id = mailId(out);
    await sendMail(p.db, {
      to: 'all',
      sender: 'operator',
      title: 'Old news',
      content: 'Gone',
      expiresAt: new Date(Date.now() - 1000),
    });
    const later = await p.createUserSession();
    for (const s of [before, later]) {
      const box = await inbox(s.token);
      expect(box.list.map((m) => m.title)).toContain('Fiesta week');
      expect(box.list.map((m) => m.title)).not.toContain('Old news');
    }
    expect((await call('receiveMail', { id }, later.token)).errcode).toBe(0);
    // One player's receipt is theirs only.
    expect((await inbox(before.token)).list.find((m) => m.id === id)).toMatchObject({ received: false });
    expect((await call('receiveMail', { id }, before.token)).errcode).toBe(0);
    // Gone from every inbox once it expires (and out of the other tests' inboxes).
    await p.db
      .update(mails)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(mails.id, id));
    expect((await inbox(later.token)).list.map((m) => m.id)).not.toContain(id);
  });

  it("unknown mails and another player's mail answer NOT_FOUND and write nothing", async () => {
    const owner = await p.createUserSession();
    const other = await p.createUserSession();
    const { id } = await sendMail(p.db, {
      to: owner.userId,
      sender: 'operator',
      title: 'Private',
      content: 'For you',
      attachments: [{ propId: 2001, count: 500 }],
    });
    for (const [name, body] of [
      ['getMailDetail', { id }],
      ['receiveMail', { id }],
      ['delMail', { ids: [id] }],
      ['getMailDetail', { id: 999_999 }],
      ['receiveMail', { id: 999_999 }],
    ] as const) {
      const r = await call(name, body, other.token);
      expect([name, r.errcode]).toEqual([name, ERR.NOT_FOUND]);
    }
    expect(await coin(other.token)).toBe(0);
    expect(await p.db.select().from(mailStates).where(eq(mailStates.userId, other.userId))).toEqual([]);
    expect((await inbox(other.token)).list.map((m) => m.title)).not.toContain('Private');
    // A mail without an attachment has nothing to receive.
    const plain = await sendMail(p.db, {
      to: owner.userId,
      sender: 'operator',
      title: 'Hi',
      content: 'Hello',
    });
    expect((await call('receiveMail', { id: plain.id }, owner.token)).errcode).toBe(ERR.NOT_CLAIMABLE);
  });

  it('deleting loses an unreceived attachment; a delete naming one unknown id deletes nothing', async () => {
    const { token, userId } = await p.createUserSession();
    const a = await sendMail(p.db, {
      to: userId,
      sender: 'operator',
      title: 'A',
      content: 'a',
      attachments: [{ propId: 2001, count: 100 }],
    });
    const b = await sendMail(p.db, { to: userId, sender: 'operator', title: 'B', content: 'b' });
    const refused = await call('delMail', { ids: [a.id, 999_999] }, token);
    expect(refused.errcode).toBe(ERR.NOT_FOUND);
    expect((await inbox(token)).total).toBe(2);

    expect(contractData('delMail', await call('delMail', { ids: [a.id, b.id, a.id] }, token))).toEqual({
      deleted: 2,
    });
    expect(await inbox(token)).toMatchObject({ total: 0, list: [] });
    expect((await call('receiveMail', { id: a.id }, token)).errcode).toBe(ERR.NOT_FOUND);
    expect((await call('delMail', { ids: [a.id] }, token)).errcode).toBe(ERR.NOT_FOUND);
    expect(await coin(token)).toBe(0);
    expect(await dot(token)).toBe(false);
  });

  it('an attachment whose mail expired while open cannot be received', async () => {
    const { token, userId } = await p.createUserSession();
    const { id } = await sendMail(p.db, {
      to: userId,
      sender: 'operator',
      title: 'Soon gone',
      content: 'x',
      attachments: [{ propId: 2001, count: 100 }],
    });
    await p.db
      .update(mails)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(mails.id, id));
    expect((await call('receiveMail', { id }, token)).errcode).toBe(ERR.PERIOD_CLOSED);
    expect(await coin(token)).toBe(0);
  });

  it('50 simultaneous receiveMail of one attachment give it exactly once', async () => {
    const { token, userId } = await p.createUserSession();
    const { id } = await sendMail(p.db, {
      to: userId,
      sender: 'operator',
      title: 'Race',
      content: 'Only once',
      attachments: [
        { propId: 2001, count: 2000 },
        { propId: 60001, count: 3 },
      ],
    });
    const answers = await Promise.all(Array.from({ length: 50 }, () => call('receiveMail', { id }, token)));
    const codes = answers.map((a) => a.errcode).sort((x, y) => x - y);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === ERR.ALREADY_RECEIVED)).toHaveLength(49);
    expect(await coin(token)).toBe(2000);
    expect(await p.db.select().from(rewardGrants).where(eq(rewardGrants.userId, userId))).toHaveLength(1);
    const [props] = await queryRows<{ balance: string }>(
      p.db,
      sql`select balance::text from user_props where user_id = ${userId} and prop_id = 60001`,
    );
    expect(props?.balance).toBe('3');
  });

  it('mails the player when a deposit is credited and when a withdrawal is paid or rejected, once each', async () => {
    const { token, userId } = await p.createUserSession();
    await p.payoutReady(userId);
    await p.deposit(token, 50_000, 6);
    await p.credit(userId, 100_000);
    const bank = (
      contractData(
        'addBankInfo',
        await call(
          'addBankInfo',
          { code: PAYOUT_PIN, bankId: 11, accountName: 'Juan Dela Cruz', accountNo: '09171234567' },
          token,
        ),
      ) as { id: number }
    ).id;
    await p.endPayoutHolds(userId);
    const withdraw = async () =>
      (
        contractData(
          'exchange',
          await call(
            'exchange',
            { code: PAYOUT_PIN, amount: 30_000, userBankId: bank, requestId: randomUUID() },
            token,
          ),
        ) as {
          orderId: string;
        }
      ).orderId;
    const first = await withdraw();
    await p.ops('reject-withdrawal', first, 'Name', 'mismatch');
    await p.ops('reject-withdrawal', first);
    const second = await withdraw();
    await p.ops('approve-withdrawal', second);
    await p.ops('approve-withdrawal', second);
    const box = await inbox(token);
    expect(box.list.map((m) => [m.title, m.preview])).toEqual([
      ['Withdrawal paid', 'Your withdrawal of ₱300.00 has been paid to your account.'],
      ['Withdrawal rejected', 'Your withdrawal of ₱300.00 was rejected: Name mismatch'],
      ['Deposit credited', expect.stringMatching(/^Your deposit of ₱500\.00 via .+ is in your balance\.$/)],
      ['Identity verified', expect.any(String)],
    ]);
    expect(box.list.every((m) => !m.hasAttachment)).toBe(true);
  });
});

describe('ops mail send refuses bad input and writes nothing', () => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await startTestPlatform();
  });
  afterAll(async () => {
    await p?.close();
  });

  it.each([
    [
      ['--to', '1', '--title', 'T', '--body', 'B', '--reward', '2001:-500'],
      /count of item 2001 must be a positive whole number/,
    ],
    [['--to', '1', '--title', 'T', '--body', 'B', '--reward', '2001:99999999999999999999'], /too large/],
    [
      ['--to', '1', '--title', 'T', '--body', 'B', '--reward', '2001:10000000000000'],
      /count 10000000000000 of item 2001/,
    ],
    [['--to', '1', '--title', 'T', '--body', 'B', '--reward', '12345:1'], /unknown reward item 12345/],
    [['--to', '1', '--title', 'T', '--body', 'B', '--reward', '2001:0'], /must be more than 0/],
    [['--to', '1', '--title', 'T', '--body', 'B', '--reward', 'coins'], /<itemId>:<count>/],
    [['--to', '424242', '--title', 'T', '--body', 'B'], /no player 424242/],
    [['--to', '-3', '--title', 'T', '--body', 'B'], /--to must be a positive whole number/],
    [['--to', 'all', '--title', '  ', '--body', 'B'], /title is empty/],
    [['--to', 'all', '--title', 'T'], /usage: mail send/],
    [['--to', 'all', '--title', 'T', '--body', 'B', '--turnover', '1000'], /turnover multiple/],
    [['--to', 'all', '--title', 'T', '--body', 'B', '--gift', 'x'], /unknown option --gift/],
  ])('mail send %j', async (args, message) => {
    const { userId } = await p.createUserSession();
    const argv = args.map((a) => (a === '1' ? String(userId) : a));
    await expect(p.ops('mail', 'send', ...argv)).rejects.toThrow(message);
    expect(await p.db.select().from(mails)).toEqual([]);
  });
});
