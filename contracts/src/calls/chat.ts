import { z } from 'zod';
import { emptyRequest, epochMs, id, request, requestId } from '../common';
import { defineCalls } from '../define-call';

// The built-in live chat is ours: the spec names only the third-party widget; this is the embedded default
// when THIRD_PARTY_WIDGETS does not list livechat. Messages arrive live on GET /app/v1/chatStream (SSE).

export const CHAT_STATUSES = ['waiting', 'active', 'closed', 'inbox'] as const;

/** One line of a chat as both sides see it; `id` is also the stream's event id (Last-Event-ID). */
export const chatMessage = z.object({
  id: z.number().int().min(1),
  chatId: z.number().int(),
  from: z.enum(['player', 'agent', 'system']),
  /** A system note's kind: an agent joined, the chat ended, or it went on in the inbox; null for messages. */
  event: z.enum(['claimed', 'closed', 'inbox']).nullable(),
  text: z.string(),
  createTime: epochMs,
});

/** A conversation: 'waiting' for an agent, 'active' once one answered, 'closed', or 'inbox' (unanswered in time). */
export const chatThread = z.object({
  id: z.number().int(),
  status: z.enum(CHAT_STATUSES),
  /** The feedback thread it went on as when nobody answered in time; 0 otherwise. */
  feedbackId: z.number().int().min(0),
  createTime: epochMs,
  messages: z.array(chatMessage),
});

/** What a player types: 1 to 1000 characters. */
export const chatText = z.string().trim().min(1).max(1000);

const exampleMessage = {
  id: 41,
  chatId: 7,
  from: 'player' as const,
  event: null,
  text: 'Hi, my GCash deposit is not showing.',
  createTime: 1_767_225_600_000,
};
const exampleThread = {
  id: 7,
  status: 'waiting' as const,
  feedbackId: 0,
  createTime: 1_767_225_600_000,
  messages: [exampleMessage],
};

export const chatCalls = defineCalls('chat', {
  chatStatus: {
    addition: true,
    summary:
      'Whether support agents are online now and the expected wait for a first answer (none online: the answer comes to the inbox).',
    public: false,
    request: emptyRequest,
    answer: z.object({
      agentsOnline: z.number().int().min(0),
      /** Typical wait for an agent's first answer now; 0 when no agent is online. */
      expectedReplySeconds: z.number().int().min(0),
      /** A chat nobody answers within this many minutes goes on as an inbox thread. */
      inboxAfterMinutes: z.number().int().min(1),
    }),
    examples: {
      request: {},
      answer: { agentsOnline: 2, expectedReplySeconds: 90, inboxAfterMinutes: 5 },
      invalidRequest: { appVersion: 7 },
    },
  },
  chatOpen: {
    addition: true,
    summary: 'Open a chat with support, or join the one already open (one open chat per player).',
    public: false,
    request: request({ requestId }),
    answer: chatThread,
    policy: { rateLimit: { class: 'claim' } },
    examples: {
      request: { requestId: 'chat-0123456789' },
      answer: exampleThread,
      invalidRequest: { requestId: 'x' },
    },
  },
  chatSend: {
    addition: true,
    summary: 'Say something in your open chat (once per requestId).',
    public: false,
    request: request({ chatId: id, text: chatText, requestId }),
    answer: chatMessage,
    policy: { rateLimit: { class: 'claim' } },
    examples: {
      request: { chatId: 7, text: 'Hi, my GCash deposit is not showing.', requestId: 'msg-0123456789' },
      answer: exampleMessage,
      invalidRequest: { chatId: 7, text: '', requestId: 'msg-0123456789' },
    },
  },
  chatHistory: {
    addition: true,
    summary: 'Your latest chat with every message (open or ended), or null when you never chatted.',
    public: false,
    request: emptyRequest,
    answer: z.object({ chat: chatThread.nullable() }),
    examples: {
      request: {},
      answer: { chat: exampleThread },
      invalidRequest: { appVersion: 7 },
    },
  },
});
