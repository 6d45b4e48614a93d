import { afterEach, describe, expect, it } from 'vitest';
import { fakeOps, resetOps, signInAs } from '../../test/fake-ops';
import { $playerChats, loadPlayerChats } from './player-chat-store';

const chat = (id: number) => ({
  id,
  userId: 42,
  vipLevel: 0,
  status: 'closed',
  operatorId: 3,
  feedbackId: 0,
  createTime: Date.UTC(2026, 10, 28),
  messages: [
    { id: id * 10, chatId: id, from: 'player', event: null, text: 'Hi', createTime: Date.UTC(2026, 10, 28) },
  ],
});

describe("player 360's chat tab", () => {
  afterEach(() => {
    resetOps();
    $playerChats.set({ status: 'idle' });
  });

  it("loads the player's chats a page at a time with the operator's token", async () => {
    signInAs(5, ['support']);
    const sent = fakeOps({
      playerChatHistory: (b) => ({
        data: { list: [chat(b.pageNum === 1 ? 9 : 4)], pageNum: b.pageNum, pageSize: 10, pages: 2, total: 2 },
      }),
    });
    const loading = loadPlayerChats(42);
    expect($playerChats.get()).toMatchObject({ status: 'loading', userId: 42 });
    await loading;
    expect(sent[0]).toMatchObject({
      name: 'playerChatHistory',
      body: { userId: 42, pageNum: 1 },
      authorization: 'tok-5',
    });
    expect($playerChats.get()).toMatchObject({ status: 'ready', page: { list: [{ id: 9 }], pages: 2 } });
    await loadPlayerChats(42, 2);
    expect($playerChats.get()).toMatchObject({ status: 'ready', pageNum: 2, page: { list: [{ id: 4 }] } });
  });

  it('says a role cannot read chats, or that the load failed, and a slower earlier load never wins', async () => {
    fakeOps({ playerChatHistory: () => ({ status: 403, errcode: 403, msg: 'needs support' }) });
    await loadPlayerChats(42);
    expect($playerChats.get()).toMatchObject({ status: 'failed', forbidden: true });

    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    fakeOps({
      playerChatHistory: async (b) => {
        if (b.userId === 1) await gate;
        return { data: { list: [chat(b.userId as number)], pageNum: 1, pageSize: 10, pages: 1, total: 1 } };
      },
    });
    const slow = loadPlayerChats(1);
    await loadPlayerChats(2);
    release();
    await slow;
    expect($playerChats.get()).toMatchObject({ status: 'ready', userId: 2 });
  });
});
