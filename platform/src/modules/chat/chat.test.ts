import { randomUUID } from 'node:crypto';
import { ERR } from '@casino/contracts/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, chatThreads, feedback, mails, users } from '../../db/schema';
import { caller, contractData, dbKinds, setSetting } from '../../test-support';
import { createTestOperator, postOpsCall, startTestPlatform, type TestPlatform } from '../../testing';
import { closeFeedback, replyToFeedback } from '../feedback';
import {
  chatInbox,
  claimChat,
  closeChat,
  playerChatHistory,
  replyInChat,
  sweepUnansweredChats,
  touchAgentPresence,
} from '.';
import type { ChatThread } from './messages';
import { createChatService } from './service';

const MIN = 60_000;

describe.each(dbKinds)('live chat on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;
  const open = async (token: string, requestId = randomUUID()) =>
    contractData('chatOpen', await call('chatOpen', { requestId }, token)) as ChatThread;
  const say = (token: string, chatId: number, text: string, requestId = randomUUID()) =>
    call('chatSend', { chatId, text, requestId }, token);
  const tx = <T>(fn: Parameters<TestPlatform['db']['transaction']>[0]) => p.db.transaction(fn) as Promise<T>;

  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl });
    call = caller(p.app);
  });
  afterAll(async () => {
    await p?.close();
  });

  it('one open chat per player (a second tab joins it), one line per requestId, nobody else’s chat', async () => {
    const { token, userId } = await p.createUserSession();
    const [a, b] = await Promise.all([open(token), open(token)]);
    expect(b.id).toBe(a.id);
    expect(a).toMatchObject({ status: 'waiting', messages: [], feedbackId: 0 });

    const requestId = randomUUID();
    const [x, y] = await Promise.all([
      say(token, a.id, 'Hi, my deposit is missing', requestId),
      say(token, a.id, 'Hi, my deposit is missing', requestId),
    ]);
    expect(x.errcode).toBe(0);
    expect((y.data as { id: number }).id).toBe((x.data as { id: number }).id);
    const history = contractData('chatHistory', await call('chatHistory', {}, token)) as {
      chat: ChatThread;
    };
    expect(history.chat.messages.map((m) => [m.from, m.text])).toEqual([
      ['player', 'Hi, my deposit is missing'],
    ]);
    expect(await p.db.select().from(chatThreads).where(eq(chatThreads.userId, userId))).toHaveLength(1);

    const other = await p.createUserSession();
    expect((await say(other.token, a.id, 'let me in')).errcode).toBe(ERR.CHAT_NOT_FOUND);
    expect((await say(token, a.id, 'bad\u0007bell')).status).toBe(400);
    expect((await say(token, a.id, '   ')).status).toBe(400);
    expect(
      (contractData('chatHistory', await call('chatHistory', {}, other.token)) as { chat: null }).chat,
    ).toBeNull();
  });

  it('an agent claims, answers and closes; a second agent cannot take it; the ended chat refuses new lines', async () => {
    const { token, userId } = await p.createUserSession();
    const chat = await open(token);
    await say(token, chat.id, 'Where is my withdrawal?');
    const inbox = await chatInbox(p.db, { scope: 'open' });
    expect(inbox.find((c) => c.id === chat.id)).toMatchObject({
      userId,
      status: 'waiting',
      operatorId: null,
      lastText: 'Where is my withdrawal?',
      unanswered: 1,
    });

    await tx(async (t) => claimChat(t, { chatId: chat.id, operatorId: 101, agentName: 'Ana' }));
    await expect(
      tx(async (t) => claimChat(t, { chatId: chat.id, operatorId: 102, agentName: 'Ben' })),
    ).rejects.toMatchObject({ errcode: ERR.CHAT_TAKEN });
    const reply = { chatId: chat.id, operatorId: 101, agentName: 'Ana', text: 'It was paid at 10:02.' };
    const rid = randomUUID();
    await tx(async (t) => replyInChat(t, { ...reply, requestId: rid }));
    await tx(async (t) => replyInChat(t, { ...reply, requestId: rid }));

    const seen = (contractData('chatHistory', await call('chatHistory', {}, token)) as { chat: ChatThread })
      .chat;
    expect(seen.status).toBe('active');
    expect(seen.messages.map((m) => [m.from, m.event, m.text])).toEqual([
      ['player', null, 'Where is my withdrawal?'],
      ['system', 'claimed', 'Ana joined the chat.'],
      ['agent', null, 'It was paid at 10:02.'],
    ]);
    expect((await chatInbox(p.db, { scope: 'open' })).find((c) => c.id === chat.id)?.unanswered).toBe(0);

    await tx(async (t) => closeChat(t, { chatId: chat.id, operatorId: 101 }));
    const ended = await say(token, chat.id, 'Thanks!');
    expect(ended.errcode).toBe(ERR.CHAT_ENDED);
    await expect(
      tx(async (t) => replyInChat(t, { ...reply, requestId: randomUUID() })),
    ).rejects.toMatchObject({
      errcode: ERR.CHAT_ENDED,
    });
    // A new chat starts fresh; the old one stays in the player's history for support to read.
    const next = await open(token);
    expect(next.id).not.toBe(chat.id);
    const kept = await playerChatHistory(p.db, userId);
    expect(kept.map((c) => [c.id, c.status])).toEqual([
      [next.id, 'waiting'],
      [chat.id, 'closed'],
    ]);
    expect(kept[1]!.messages.at(-1)).toMatchObject({ from: 'system', event: 'closed' });
    expect(kept[1]!.operatorId).toBe(101);
  });

  it('agents online and the expected wait: none online says 0; online, the median first answer of the day', async () => {
    const T = new Date('2026-03-02T02:00:00Z');
    const clock = { now: T };
    const svc = createChatService({ db: p.db, catalogue: p.app.platform.catalogue, now: () => clock.now });
    // Earlier tests' agents are long gone at T + 1 day.
    clock.now = new Date(T.getTime() + 24 * 60 * MIN);
    expect(await svc.status()).toEqual({ agentsOnline: 0, expectedReplySeconds: 0, inboxAfterMinutes: 5 });

    await touchAgentPresence(p.db, 201, new Date(clock.now.getTime() - 30_000));
    const waitNow = await svc.status();
    expect(waitNow.agentsOnline).toBe(1);
    // No chat answered in the last day of the fake clock: the operator's default.
    expect(waitNow.expectedReplySeconds).toBe(120);

    for (const seconds of [40, 60, 300]) {
      const { userId } = await p.createUserSession();
      const chat = await svc.open(userId, randomUUID());
      await tx(async (t) =>
        replyInChat(t, {
          chatId: chat.id,
          operatorId: 201,
          agentName: 'Ana',
          text: 'Hello!',
          requestId: randomUUID(),
          at: new Date(clock.now.getTime() + seconds * 1000),
        }),
      );
    }
    expect((await svc.status()).expectedReplySeconds).toBe(60);
    // Seen more than agentOnlineSeconds ago: offline again.
    clock.now = new Date(clock.now.getTime() + 2 * MIN);
    expect((await svc.status()).agentsOnline).toBe(0);
  });

  it('a chat nobody answers in inboxAfterMinutes goes on in the inbox: a feedback thread, a mail, a note; answered chats stay', async () => {
    await setSetting(p.app, 'chat', {
      inboxAfterMinutes: 5,
      defaultReplySeconds: 120,
      agentOnlineSeconds: 60,
    });
    const { token, userId } = await p.createUserSession();
    const chat = await open(token);
    await say(token, chat.id, 'My bonus did not arrive.');
    await say(token, chat.id, 'Hello? Anyone?');
    const answered = await p.createUserSession();
    const busy = await open(answered.token);
    await tx(async (t) =>
      replyInChat(t, {
        chatId: busy.id,
        operatorId: 301,
        agentName: 'Cy',
        text: 'Hi!',
        requestId: randomUUID(),
      }),
    );
    const [row] = await p.db.select().from(chatThreads).where(eq(chatThreads.id, chat.id));
    const opened = row!.createdAt.getTime();
    const deps = { db: p.db, catalogue: p.app.platform.catalogue };

    const statusOf = async (id: number) =>
      (await p.db.select().from(chatThreads).where(eq(chatThreads.id, id)))[0]!.status;
    // (Chats other tests left waiting move too; this one is what the assertions watch.)
    await sweepUnansweredChats(deps, new Date(opened + 4 * MIN + 59_000));
    expect(await statusOf(chat.id)).toBe('waiting');
    expect(await sweepUnansweredChats(deps, new Date(opened + 5 * MIN))).toBeGreaterThanOrEqual(1);
    expect(await statusOf(chat.id)).toBe('inbox');
    expect(await sweepUnansweredChats(deps, new Date(opened + 6 * MIN))).toBe(0);

    const seen = (contractData('chatHistory', await call('chatHistory', {}, token)) as { chat: ChatThread })
      .chat;
    expect(seen.status).toBe('inbox');
    expect(seen.messages.at(-1)).toMatchObject({ from: 'system', event: 'inbox' });
    expect(seen.messages.at(-1)!.text).toContain('reply in your inbox');
    const [thread] = await p.db.select().from(feedback).where(eq(feedback.id, seen.feedbackId));
    expect(thread).toMatchObject({
      userId,
      status: 0,
      category: 'other',
      content: 'My bonus did not arrive.\nHello? Anyone?',
    });
    const mine = await p.db.select().from(mails).where(eq(mails.userId, userId));
    expect(mine.map((m) => m.title)).toEqual(['We received your chat message']);
    expect((await say(token, chat.id, 'still there?')).errcode).toBe(ERR.CHAT_ENDED);
    const [stillBusy] = await p.db.select().from(chatThreads).where(eq(chatThreads.id, busy.id));
    expect(stillBusy!.status).toBe('active');

    // The team answers it like any feedback: the answer is mailed; closing it ends the thread until the player writes.
    await tx(async (t) =>
      replyToFeedback(t, { id: seen.feedbackId, text: 'Your bonus is credited now.', operatorId: 7 }),
    );
    const inbox = contractData('getMail2', await call('getMail2', {}, token)) as {
      list: { title: string }[];
    };
    expect(inbox.list[0]!.title).toBe(`Reply to your feedback #${seen.feedbackId}`);
    await tx(async (t) => closeFeedback(t, { id: seen.feedbackId }));
    const detail = contractData(
      'feedbackDetail',
      await call('feedbackDetail', { id: seen.feedbackId }, token),
    ) as {
      status: number;
    };
    expect(detail.status).toBe(2);
    const [assigned] = await p.db.select().from(feedback).where(eq(feedback.id, seen.feedbackId));
    expect(assigned!.assignedOperatorId).toBe(7);
  });

  it('the support desk over /ops/v1: VIP chats first, answer and close audited; other roles and player tokens refused', async () => {
    const agent = await createTestOperator(p.db, ['support']);
    const kyc = await createTestOperator(p.db, ['kyc']);
    const plain = await p.createUserSession();
    const vip = await p.createUserSession();
    await p.db.update(users).set({ vip: 4 }).where(eq(users.id, vip.userId));
    const plainChat = await open(plain.token);
    await say(plain.token, plainChat.id, 'I wrote first');
    const vipChat = await open(vip.token);
    await say(vip.token, vipChat.id, 'VIP here');

    const inbox = await postOpsCall(p.app, 'chatInbox', { scope: 'open' }, agent.token);
    expect(inbox.errcode).toBe(0);
    const ids = (inbox.data as { list: { id: number }[] }).list.map((c) => c.id);
    expect(ids.indexOf(vipChat.id)).toBeLessThan(ids.indexOf(plainChat.id));
    // Showing the inbox counts the agent online.
    expect((inbox.data as { agentsOnline: number }).agentsOnline).toBeGreaterThanOrEqual(1);

    expect((await postOpsCall(p.app, 'chatInbox', { scope: 'open' }, kyc.token)).status).toBe(403);
    expect((await postOpsCall(p.app, 'chatInbox', { scope: 'open' }, plain.token)).status).toBe(401);

    const reply = await postOpsCall(
      p.app,
      'chatReply',
      { chatId: vipChat.id, text: 'Hello, VIP!', requestId: randomUUID() },
      agent.token,
    );
    expect(reply.errcode).toBe(0);
    const rows = await p.db.select().from(auditLog).where(eq(auditLog.requestId, reply.requestId));
    expect(rows).toMatchObject([{ action: 'chat.reply', operatorId: agent.id, targetUserId: vip.userId }]);
    const seen = (
      contractData('chatHistory', await call('chatHistory', {}, vip.token)) as { chat: ChatThread }
    ).chat;
    expect(seen.messages.map((m) => m.text)).toEqual([
      'VIP here',
      `Agent ${agent.id} joined the chat.`,
      'Hello, VIP!',
    ]);

    const other = await createTestOperator(p.db, ['support']);
    const taken = await postOpsCall(p.app, 'chatClaim', { chatId: vipChat.id }, other.token);
    expect(taken.errcode).toBe(ERR.CHAT_TAKEN);
    const closed = await postOpsCall(p.app, 'chatClose', { chatId: vipChat.id }, agent.token);
    expect(closed.data).toMatchObject({ status: 'closed', operatorId: agent.id, vipLevel: 4 });
    expect(await p.db.select().from(auditLog).where(eq(auditLog.requestId, closed.requestId))).toMatchObject([
      { action: 'chat.close', targetType: 'chat', targetId: String(vipChat.id) },
    ]);

    // Feedback threads: the queue, assign, answer (mailed), close — each audited.
    const fb = contractData(
      'feedbackSubmit',
      await call(
        'feedbackSubmit',
        { category: 'deposit', content: 'Deposit not credited yet.', requestId: randomUUID() },
        plain.token,
      ),
    ) as { id: number };
    const queue = await postOpsCall(p.app, 'feedbackInbox', { scope: 'open' }, agent.token);
    expect((queue.data as { list: { id: number }[] }).list.map((f) => f.id)).toContain(fb.id);
    const steps = [
      ['feedbackAssign', { id: fb.id, operatorId: agent.id }, 'feedback.assign'],
      ['feedbackAnswer', { id: fb.id, text: 'Credited now, sorry for the wait.' }, 'feedback.answer'],
      ['feedbackClose', { id: fb.id }, 'feedback.close'],
    ] as const;
    for (const [name, body, action] of steps) {
      const r = await postOpsCall(p.app, name, body, agent.token);
      expect({ name, errcode: r.errcode }).toEqual({ name, errcode: 0 });
      const audit = await p.db.select().from(auditLog).where(eq(auditLog.requestId, r.requestId));
      expect(audit).toMatchObject([{ action, targetUserId: plain.userId }]);
    }
    const mine = await postOpsCall(p.app, 'feedbackThread', { id: fb.id }, agent.token);
    expect(mine.data).toMatchObject({
      status: 2,
      assignedOperatorId: agent.id,
      replies: [{ from: 'support', content: 'Credited now, sorry for the wait.' }],
    });
    const inboxMail = contractData('getMail2', await call('getMail2', {}, plain.token)) as {
      list: { title: string }[];
    };
    expect(inboxMail.list[0]!.title).toBe(`Reply to your feedback #${fb.id}`);
    expect(
      (await postOpsCall(p.app, 'feedbackAnswer', { id: 999_999, text: 'x' }, agent.token)).errcode,
    ).toBe(ERR.FEEDBACK_NOT_FOUND);
  });
});
