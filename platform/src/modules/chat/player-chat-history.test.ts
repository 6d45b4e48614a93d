import { randomUUID } from 'node:crypto';
import { OPS_ERR } from '@casino/contracts/ops-errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, contractData } from '../../test-support';
import { createTestOperator, postOpsCall, startTestPlatform, type TestPlatform } from '../../testing';
import type { ChatThread } from './messages';

interface HistoryPage {
  list: (ChatThread & { userId: number; operatorId: number | null })[];
  total: number;
  pages: number;
}

// Player 360's chat tab: support and compliance read a player's conversations, every line, newest first.
describe("a player's chat history in the console", () => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    p = await startTestPlatform();
    call = caller(p.app);
  });
  afterAll(async () => {
    await p?.close();
  });

  it('lists the conversations with both sides, newest first, paged; only to support, compliance and admin', async () => {
    const { token, userId } = await p.createUserSession();
    const other = await p.createUserSession();
    const agent = await createTestOperator(p.db, ['support']);
    const history = (op: { token: string }, body: object = {}) =>
      postOpsCall(p.app, 'playerChatHistory', { userId, ...body }, op.token);

    expect((await history(agent)).data).toMatchObject({ list: [], total: 0 });

    const first = contractData(
      'chatOpen',
      await call('chatOpen', { requestId: randomUUID() }, token),
    ) as ChatThread;
    await call(
      'chatSend',
      { chatId: first.id, text: 'My GCash deposit is missing', requestId: randomUUID() },
      token,
    );
    await postOpsCall(p.app, 'chatClaim', { chatId: first.id }, agent.token);
    await postOpsCall(
      p.app,
      'chatReply',
      { chatId: first.id, text: 'Checking it now', requestId: randomUUID() },
      agent.token,
    );
    await postOpsCall(p.app, 'chatClose', { chatId: first.id }, agent.token);
    const second = contractData(
      'chatOpen',
      await call('chatOpen', { requestId: randomUUID() }, token),
    ) as ChatThread;
    await call('chatSend', { chatId: second.id, text: 'Thanks, it arrived', requestId: randomUUID() }, token);
    // Another player's chat is not in this player's history.
    const theirs = contractData(
      'chatOpen',
      await call('chatOpen', { requestId: randomUUID() }, other.token),
    ) as ChatThread;

    const res = await history(agent);
    expect(res.errcode, res.msg).toBe(0);
    const page = res.data as HistoryPage;
    expect(page.total).toBe(2);
    expect(page.list.map((c) => c.id)).toEqual([second.id, first.id]);
    expect(page.list.map((c) => c.id)).not.toContain(theirs.id);
    const old = page.list[1]!;
    expect(old).toMatchObject({ userId, status: 'closed', operatorId: agent.id });
    const said = old.messages.filter((m) => m.from !== 'system').map((m) => [m.from, m.text]);
    expect(said).toEqual([
      ['player', 'My GCash deposit is missing'],
      ['agent', 'Checking it now'],
    ]);

    const paged = (await history(agent, { pageSize: 1, pageNum: 2 })).data as HistoryPage;
    expect([paged.pages, paged.list.map((c) => c.id)]).toEqual([2, [first.id]]);

    const compliance = await createTestOperator(p.db, ['compliance']);
    expect((await history(compliance)).errcode).toBe(0);
    const kyc = await createTestOperator(p.db, ['kyc']);
    expect((await history(kyc)).status).toBe(403);
    const nobody = await postOpsCall(p.app, 'playerChatHistory', { userId: 99_999_999 }, agent.token);
    expect(nobody.errcode).toBe(OPS_ERR.PLAYER_NOT_FOUND);
  });
});
