import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERR } from '@casino/contracts/errors';
import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback, uploads } from '../../db/schema';
import { caller, contractData, dbKinds, setSetting } from '../../test-support';
import { startTestPlatform, type TestPlatform } from '../../testing';
import { localStorage, pruneOrphanUploads } from '../uploads';

const png = async () =>
  (
    await sharp({ create: { width: 200, height: 120, channels: 3, background: '#123456' } })
      .png()
      .toBuffer()
  ).toString('base64');

interface Detail {
  id: number;
  status: number;
  imageIds: string[];
  replyCount: number;
  replies: { from: string; content: string; imageIds: string[] }[];
}

describe.each(dbKinds)('feedback on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;
  let dir: string;
  const uploadImage = async (token: string) =>
    (
      contractData(
        'feedbackUpload',
        await call('feedbackUpload', { contentType: 'image/png', dataBase64: await png() }, token),
      ) as {
        fileId: string;
      }
    ).fileId;
  const dot = async (token: string) =>
    (
      contractData('activityGetStatusList', await call('activityGetStatusList', {}, token)) as {
        emailAwardFlag: boolean;
      }
    ).emailAwardFlag;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'feedback-uploads-'));
    process.env.UPLOAD_DIR = dir;
    p = await startTestPlatform({ databaseServerUrl });
    call = caller(p.app);
  });
  afterAll(async () => {
    await p?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('feedback with an image, stored once under a double tap; the ops reply arrives as a mail with the inbox dot', async () => {
    const { token, userId } = await p.createUserSession();
    const image = await uploadImage(token);
    const body = {
      category: 'withdrawal',
      content: 'My GCash withdrawal is still pending.',
      imageIds: [image],
      requestId: randomUUID(),
    };
    const [a, b] = await Promise.all([
      call('feedbackSubmit', body, token),
      call('feedbackSubmit', body, token),
    ]);
    const first = contractData('feedbackSubmit', a) as Detail;
    expect((contractData('feedbackSubmit', b) as Detail).id).toBe(first.id);
    expect(first).toMatchObject({ status: 0, imageIds: [image], replies: [], replyTime: 0 });
    expect(await p.db.select().from(feedback).where(eq(feedback.userId, userId))).toHaveLength(1);
    expect(await dot(token)).toBe(false);

    expect(await p.ops('feedback', 'list')).toContain(`#${first.id} player ${userId} open [withdrawal]`);
    expect(await p.ops('feedback', 'show', String(first.id))).toMatch(
      /image: .*feedback\/\d+\/up_[a-f0-9]{24}\.png/,
    );
    expect(
      await p.ops('feedback', 'reply', String(first.id), 'It', 'was', 'paid', 'this', 'morning.'),
    ).toMatch(new RegExp(`reply to feedback #${first.id} sent to player ${userId} as mail \\d+`));
    expect(await p.ops('feedback', 'list')).not.toContain(`#${first.id} `);
    expect(await dot(token)).toBe(true);
    const detail = contractData(
      'feedbackDetail',
      await call('feedbackDetail', { id: first.id }, token),
    ) as Detail;
    expect(detail).toMatchObject({
      status: 1,
      replyCount: 1,
      replies: [{ content: 'It was paid this morning.' }],
    });
    const list = contractData('feedbackList', await call('feedbackList', {}, token)) as {
      list: unknown[];
      total: number;
    };
    expect(list).toMatchObject({
      total: 1,
      list: [{ id: first.id, status: 1, imageCount: 1, replyCount: 1 }],
    });
    const inbox = contractData('getMail2', await call('getMail2', {}, token)) as {
      list: { title: string }[];
    };
    expect(inbox.list[0]?.title).toBe(`Reply to your feedback #${first.id}`);

    // Another player sees neither the feedback nor its image.
    const other = await p.createUserSession();
    expect((await call('feedbackDetail', { id: first.id }, other.token)).errcode).toBe(
      ERR.FEEDBACK_NOT_FOUND,
    );
    expect((await call('feedbackDetail', { id: 999_999 }, token)).errcode).toBe(ERR.FEEDBACK_NOT_FOUND);
    expect((await call('uploadedImage', { fileId: image }, other.token)).errcode).toBe(ERR.NOT_FOUND);
    expect(
      (contractData('feedbackList', await call('feedbackList', {}, other.token)) as { total: number }).total,
    ).toBe(0);
  });

  it('the player follows up in the thread (with an image, once per requestId, even while self-excluded); it waits for support again', async () => {
    const { token, userId } = await p.createUserSession();
    const first = contractData(
      'feedbackSubmit',
      await call(
        'feedbackSubmit',
        { category: 'withdrawal', content: 'Withdrawal still pending.', requestId: randomUUID() },
        token,
      ),
    ) as Detail;
    await p.ops('feedback', 'reply', String(first.id), 'It', 'was', 'paid.');
    // Excluded players keep their way to a person.
    expect((await call('selfExclusionSet', { months: 6 }, token)).errcode).toBe(0);
    const image = await uploadImage(token);
    const body = { id: first.id, text: 'Not in my GCash yet.', imageIds: [image], requestId: randomUUID() };
    const [a, b] = await Promise.all([
      call('feedbackReply', body, token),
      call('feedbackReply', body, token),
    ]);
    const thread = contractData('feedbackReply', a) as Detail;
    expect(contractData('feedbackReply', b)).toEqual(thread);
    expect(thread).toMatchObject({
      status: 0,
      replyCount: 1,
      replies: [
        { from: 'support', content: 'It was paid.', imageIds: [] },
        { from: 'player', content: 'Not in my GCash yet.', imageIds: [image] },
      ],
    });
    // A retry after the fact adds nothing either.
    expect(
      (contractData('feedbackReply', await call('feedbackReply', body, token)) as Detail).replies,
    ).toHaveLength(2);
    expect(await p.ops('feedback', 'list')).toContain(`#${first.id} player ${userId} open`);

    const show = await p.ops('feedback', 'show', String(first.id));
    const lines = show.split('\n');
    expect(lines[1]).toBe('Withdrawal still pending.');
    expect(lines[2]).toMatch(/^reply .*: It was paid\.$/);
    expect(lines[3]).toMatch(/^player .*: Not in my GCash yet\.$/);
    expect(lines[4]).toMatch(/^image: .*feedback\/\d+\/up_[a-f0-9]{24}\.png$/);

    await p.ops('feedback', 'reply', String(first.id), 'Found', 'it,', 'sent', 'again.');
    const after = contractData(
      'feedbackDetail',
      await call('feedbackDetail', { id: first.id }, token),
    ) as Detail;
    expect(after).toMatchObject({ status: 1, replyCount: 2 });
    expect(after.replies.map((r) => r.from)).toEqual(['support', 'player', 'support']);

    // Another player's thread answers not-found and stores nothing; so does a follow-up with someone else's image.
    const other = await p.createUserSession();
    const foreign = await call('feedbackReply', { ...body, requestId: randomUUID() }, other.token);
    expect(foreign.errcode).toBe(ERR.FEEDBACK_NOT_FOUND);
    const theirs = await uploadImage(other.token);
    const stolen = await call(
      'feedbackReply',
      { id: first.id, text: 'Look at this one.', imageIds: [theirs], requestId: randomUUID() },
      token,
    );
    expect((stolen.body.issues as { path: string }[])[0]?.path).toBe('imageIds.0');
    const tooShort = await call('feedbackReply', { ...body, text: 'ok', requestId: randomUUID() }, token);
    expect(tooShort.status).toBe(400);
    expect(
      (contractData('feedbackDetail', await call('feedbackDetail', { id: first.id }, token)) as Detail)
        .replies,
    ).toHaveLength(3);
  });

  it('refuses more images than feedbackConfig.imagesLimit, someone else’s image, control characters and empty text', async () => {
    const { token, userId } = await p.createUserSession();
    const other = await p.createUserSession();
    await setSetting(p.app, 'feedbackConfig', { imagesLimit: 2 });
    try {
      const mine = [await uploadImage(token), await uploadImage(token), await uploadImage(token)];
      const theirs = await uploadImage(other.token);
      const send = (over: Record<string, unknown>) =>
        call(
          'feedbackSubmit',
          { category: 'games', content: 'The slots froze.', imageIds: [], requestId: randomUUID(), ...over },
          token,
        );
      const cases: [Record<string, unknown>, string][] = [
        [{ imageIds: mine }, 'imageIds'],
        [{ imageIds: [mine[0], mine[0]] }, 'imageIds'],
        [{ imageIds: [theirs] }, 'imageIds.0'],
        [{ content: '   ' }, 'content'],
        [{ content: 'Hi\u0000there' }, 'content'],
      ];
      for (const [over, path] of cases) {
        const r = await send(over);
        expect({ over, status: r.status }).toEqual({ over, status: 400 });
        expect((r.body.issues as { path: string }[])[0]?.path).toBe(path);
      }
      expect(await p.db.select().from(feedback).where(eq(feedback.userId, userId))).toEqual([]);
      expect((await send({ imageIds: mine.slice(0, 2) })).errcode).toBe(0);
      await setSetting(p.app, 'feedbackConfig', { imagesLimit: 0 });
      const refused = await call(
        'feedbackUpload',
        { contentType: 'image/png', dataBase64: await png() },
        token,
      );
      expect(refused.errcode).toBe(ERR.FORBIDDEN);
    } finally {
      await setSetting(p.app, 'feedbackConfig', { imagesLimit: 3 });
    }
  });

  it('images never attached are removed after a week, row and file; attached and recent ones stay', async () => {
    const { token, userId } = await p.createUserSession();
    const [attached, orphan, recent] = [
      await uploadImage(token),
      await uploadImage(token),
      await uploadImage(token),
    ];
    await call(
      'feedbackSubmit',
      { category: 'games', content: 'The slots froze.', imageIds: [attached], requestId: randomUUID() },
      token,
    );
    const [thread] = await p.db.select().from(feedback).where(eq(feedback.userId, userId));
    const followUp = await uploadImage(token);
    await call(
      'feedbackReply',
      { id: thread!.id, text: 'Still frozen.', imageIds: [followUp], requestId: randomUUID() },
      token,
    );
    await p.db
      .update(uploads)
      .set({ createdAt: sql`now() - interval '8 days'` })
      .where(inArray(uploads.id, [attached, orphan, followUp]));
    const rows = await p.db.select().from(uploads).where(eq(uploads.userId, userId));
    const file = (id: string) => join(dir, rows.find((r) => r.id === id)!.storageKey);
    expect(existsSync(file(orphan))).toBe(true);
    expect(await pruneOrphanUploads(p.db, localStorage(dir))).toBe(1);
    const left = await p.db.select({ id: uploads.id }).from(uploads).where(eq(uploads.userId, userId));
    expect(left.map((r) => r.id).sort()).toEqual([attached, recent, followUp].sort());
    expect(existsSync(file(orphan))).toBe(false);
    expect(existsSync(file(attached))).toBe(true);
    expect(await pruneOrphanUploads(p.db, localStorage(dir))).toBe(0);
  });
});
