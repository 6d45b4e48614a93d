import { ERR } from '@casino/contracts/errors';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ChatStreamOptions } from '../../lib/event-stream';
import { setToken } from '../../stores/session';
import { json, resetApp, stubFetch } from '../../test/helpers';
import {
  $chat,
  $chatStatus,
  type ChatLine,
  type ChatThread,
  loadChat,
  loadChatStatus,
  receiveChatLine,
  replyMinutes,
  resetChat,
  sendChatMessage,
  setChatStreamFactory,
  startChat,
} from './chat-store';

const ok = (data: unknown) => json({ errcode: 0, msg: '', data });
const line = (id: number, over: Partial<ChatLine> = {}): ChatLine => ({
  id,
  chatId: 7,
  from: 'player',
  event: null,
  text: `line ${id}`,
  createTime: 1_767_225_600_000 + id,
  ...over,
});
const thread = (over: Partial<ChatThread> = {}): ChatThread => ({
  id: 7,
  status: 'waiting',
  feedbackId: 0,
  createTime: 1_767_225_600_000,
  messages: [line(40)],
  ...over,
});

/** A stream the test drives: what the store asked for, and a way to push lines. */
function fakeStreams() {
  const opened: ChatStreamOptions<ChatLine>[] = [];
  let closed = 0;
  setChatStreamFactory((o) => {
    opened.push(o);
    o.onState('live');
    return { close: () => closed++ };
  });
  return { opened, closed: () => closed, push: (l: ChatLine) => opened.at(-1)!.onEvent(l, l.id) };
}

type Answer = (body: Record<string, unknown> | null) => Response;
function server(answers: Record<string, Answer>) {
  return stubFetch((url, init) => {
    const name = url.replace(/^.*\/app\/v1\//, '');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : null;
    const answer = answers[name];
    if (answer) return answer(body);
    throw new Error(`unexpected call ${name}`);
  });
}

beforeEach(() => {
  resetApp();
  resetChat();
  setToken('tok-1');
});

describe('live chat store', () => {
  it('shows agents online and the expected wait, or that the answer comes to the inbox', async () => {
    server({ chatStatus: () => ok({ agentsOnline: 2, expectedReplySeconds: 90, inboxAfterMinutes: 5 }) });
    await loadChatStatus();
    expect($chatStatus.get()).toEqual({
      state: 'ready',
      data: { agentsOnline: 2, expectedReplySeconds: 90, inboxAfterMinutes: 5 },
    });
    expect(replyMinutes(90)).toBe(2);
    expect(replyMinutes(20)).toBe(1);
    server({ chatStatus: () => json({ errcode: 500, msg: 'down', data: null }, 500) });
    await loadChatStatus();
    expect($chatStatus.get()).toEqual({ state: 'error' });
  });

  it('opens a chat and goes live from its last line with the token; an agent’s answer appears once, in order', async () => {
    const streams = fakeStreams();
    const { calls } = server({ chatOpen: () => ok(thread()) });
    expect(await startChat('chat-request-1')).toBe(true);
    expect(calls[0]!.body).toMatchObject({ requestId: 'chat-request-1' });
    expect(streams.opened[0]).toMatchObject({ url: '/app/v1/chatStream', token: 'tok-1', lastEventId: 40 });
    expect($chat.get().live).toBe('live');

    streams.push(line(42, { from: 'agent', text: 'Hello, I am Ana.' }));
    streams.push(line(41, { from: 'system', event: 'claimed', text: 'Ana joined the chat.' }));
    streams.push(line(42, { from: 'agent', text: 'Hello, I am Ana.' }));
    const shown = $chat.get().thread!;
    expect(shown.messages.map((m) => m.id)).toEqual([40, 41, 42]);
    expect(shown.status).toBe('active');
  });

  it('a sent line shows at once and is not doubled when the stream brings it too', async () => {
    const streams = fakeStreams();
    server({
      chatHistory: () => ok({ chat: thread({ status: 'active' }) }),
      chatSend: (body) => ok(line(43, { text: String(body!.text) })),
    });
    await loadChat();
    expect(await sendChatMessage('  Thanks!  ', 'msg-request-1')).toBe(true);
    streams.push(line(43, { text: 'Thanks!' }));
    expect($chat.get().thread!.messages.map((m) => m.text)).toEqual(['line 40', 'Thanks!']);
    expect(await sendChatMessage('   ')).toBe(false);
  });

  it('the agent ends the chat: the stream stops; a later send says why and shows the chat as it is', async () => {
    const streams = fakeStreams();
    server({
      chatHistory: () => ok({ chat: thread({ status: 'active' }) }),
    });
    await loadChat();
    receiveChatLine(line(44, { from: 'system', event: 'closed', text: 'The agent ended the chat.' }));
    expect($chat.get().thread!.status).toBe('closed');
    expect(streams.closed()).toBe(1);
    expect($chat.get().live).toBe('closed');
    expect(await sendChatMessage('one more')).toBe(false);
  });

  it('a chat that went to the inbox meanwhile: the send is refused with its message and the inbox thread shows', async () => {
    fakeStreams();
    let history = thread({ status: 'waiting' });
    server({
      chatHistory: () => ok({ chat: history }),
      chatSend: () => {
        history = thread({
          status: 'inbox',
          feedbackId: 12,
          messages: [
            line(40),
            line(45, { from: 'system', event: 'inbox', text: 'An agent will reply in your inbox.' }),
          ],
        });
        return json({ errcode: ERR.CHAT_ENDED, msg: 'This chat went on in your inbox.', data: null });
      },
    });
    await loadChat();
    expect(await sendChatMessage('hello?')).toBe(false);
    expect($chat.get()).toMatchObject({
      error: 'This chat went on in your inbox.',
      thread: { status: 'inbox', feedbackId: 12 },
      live: 'closed',
    });
  });

  it('no chat yet: nothing to show and no stream', async () => {
    const streams = fakeStreams();
    server({ chatHistory: () => ok({ chat: null }) });
    await loadChat();
    expect($chat.get()).toMatchObject({ state: 'ready', thread: null });
    expect(streams.opened).toHaveLength(0);
  });
});
