import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatStreamOptions } from '../../../lib/event-stream';
import { fakeOps, resetOps, signInAs } from '../../test/fake-ops';
import type { AgentChat, ChatLine, FeedbackThread } from './support-calls';
import {
  $chatInbox,
  $deskAction,
  $feedbackList,
  $openChat,
  $openFeedback,
  answerFeedback,
  assignFeedbackToMe,
  closeFeedbackThread,
  loadChatInbox,
  loadFeedback,
  OPS_CHAT_STREAM,
  openChat,
  openFeedback,
  replyOpenChat,
  resetSupport,
  setSupportStreamFactory,
  startSupportStream,
} from './support-store';

const line = (id: number, over: Partial<ChatLine> = {}): ChatLine => ({
  id,
  chatId: 7,
  from: 'player',
  event: null,
  text: `line ${id}`,
  createTime: 1_767_225_600_000 + id,
  ...over,
});
const chat = (over: Partial<AgentChat> = {}): AgentChat => ({
  id: 7,
  userId: 42,
  vipLevel: 0,
  status: 'waiting',
  operatorId: null,
  feedbackId: 0,
  createTime: 1_767_225_600_000,
  messages: [line(40)],
  ...over,
});
const inbox = { list: [], agentsOnline: 1 };

beforeEach(() => {
  resetOps();
  resetSupport();
  signInAs(5, ['support']);
});
afterEach(() => vi.unstubAllGlobals());

describe('support desk store', () => {
  it('goes live on the operator stream with the operator token; a player’s line appears in the open chat once', async () => {
    const opened: ChatStreamOptions<ChatLine>[] = [];
    setSupportStreamFactory((o) => {
      opened.push(o);
      return { close: () => {} };
    });
    const sent = fakeOps({ chatInbox: () => ({ data: inbox }), chatDetail: () => ({ data: chat() }) });
    startSupportStream();
    expect(opened[0]).toMatchObject({ url: OPS_CHAT_STREAM, token: 'tok-5', lastEventId: 0 });
    await openChat(7);
    opened[0]!.onEvent(line(41, { text: 'Are you there?' }), 41);
    opened[0]!.onEvent(line(41, { text: 'Are you there?' }), 41);
    opened[0]!.onEvent(line(50, { chatId: 8, text: 'another chat' }), 50);
    const shown = $openChat.get();
    expect(shown?.state === 'ready' && shown.data.messages.map((m) => m.text)).toEqual([
      'line 40',
      'Are you there?',
    ]);
    // Every line refreshes the inbox (a new chat, a new unanswered count).
    await vi.waitFor(() =>
      expect(sent.filter((s) => s.name === 'chatInbox').length).toBeGreaterThanOrEqual(3),
    );
    expect(sent.every((s) => s.authorization === 'tok-5')).toBe(true);
  });

  it('answers the open chat: the answer and the agent’s claim note show, once per send', async () => {
    let current = chat();
    const sent = fakeOps({
      chatInbox: () => ({ data: inbox }),
      chatDetail: () => ({ data: current }),
      chatReply: (body) => {
        const answer = line(43, { from: 'agent', text: String(body.text) });
        current = chat({
          status: 'active',
          operatorId: 5,
          messages: [
            line(40),
            line(42, { from: 'system', event: 'claimed', text: 'op5 joined the chat.' }),
            answer,
          ],
        });
        return { data: answer };
      },
    });
    await openChat(7);
    expect(await replyOpenChat('  Hello, how can I help?  ', 'agent-request-1')).toBe(true);
    expect(sent.find((s) => s.name === 'chatReply')?.body).toEqual({
      chatId: 7,
      text: 'Hello, how can I help?',
      requestId: 'agent-request-1',
    });
    const shown = $openChat.get();
    expect(shown?.state === 'ready' && shown.data.messages.map((m) => m.from)).toEqual([
      'player',
      'system',
      'agent',
    ]);
    expect(shown?.state === 'ready' && shown.data.status).toBe('active');
    expect(await replyOpenChat('   ')).toBe(false);
  });

  it('another agent took the chat: the refusal’s words show and nothing is added', async () => {
    fakeOps({
      chatInbox: () => ({ data: inbox }),
      chatDetail: () => ({ data: chat({ operatorId: 9 }) }),
      chatReply: () => ({ errcode: 7203, msg: 'Another agent is already answering this chat.' }),
    });
    await openChat(7);
    expect(await replyOpenChat('Hi')).toBe(false);
    expect($deskAction.get().error).toBe('Another agent is already answering this chat.');
    const shown = $openChat.get();
    expect(shown?.state === 'ready' && shown.data.messages).toHaveLength(1);
  });

  it('a support role it lacks: the inbox says the role cannot, not “failed”', async () => {
    fakeOps({ chatInbox: () => ({ status: 403, errcode: 403, msg: 'forbidden' }) });
    await loadChatInbox();
    expect($chatInbox.get()).toEqual({ state: 'error', msg: 'forbidden', forbidden: true });
  });

  it('feedback threads: assign to me, answer (mailed), close; the list reloads after each', async () => {
    const thread: FeedbackThread = {
      id: 12,
      userId: 42,
      category: 'withdrawal',
      content: 'Where is my money?',
      status: 0,
      assignedOperatorId: null,
      createTime: 1,
      replyTime: 0,
      replies: [],
    };
    const sent = fakeOps({
      feedbackInbox: () => ({ data: { list: [{ ...thread, preview: thread.content }], total: 1 } }),
      feedbackThread: () => ({ data: thread }),
      feedbackAssign: (b) => ({ data: { ...thread, assignedOperatorId: b.operatorId } }),
      feedbackAnswer: (b) => ({
        data: { ...thread, status: 1, replies: [{ from: 'support', content: b.text, createTime: 2 }] },
      }),
      feedbackClose: () => ({ data: { ...thread, status: 2 } }),
    });
    await loadFeedback('open');
    expect($feedbackList.get().state).toBe('ready');
    await openFeedback(12);
    expect(await assignFeedbackToMe()).toBe(true);
    expect(sent.find((s) => s.name === 'feedbackAssign')?.body).toEqual({ id: 12, operatorId: 5 });
    expect(await answerFeedback(' It was paid this morning. ')).toBe(true);
    expect(sent.find((s) => s.name === 'feedbackAnswer')?.body).toEqual({
      id: 12,
      text: 'It was paid this morning.',
    });
    expect(await closeFeedbackThread()).toBe(true);
    const shown = $openFeedback.get();
    expect(shown?.state === 'ready' && shown.data.status).toBe(2);
    expect(sent.filter((s) => s.name === 'feedbackInbox').length).toBe(4);
    expect(await answerFeedback('  ')).toBe(false);
  });
});
