import { z } from 'zod';
import { CHAT_STATUSES, chatMessage, chatText, chatThread } from '../calls/chat';
import { epochMs, id, page, pageRequestOf } from '../common';
import { defineOpsCalls } from '../define-call';
import { FEEDBACK_CATEGORIES } from '../enums';

// The support desk: live chats answered in real time (lines arrive on GET /ops/v1/chatStream) and feedback
// threads. Additions: the spec names only a third-party chat widget.

const SUPPORT = ['support', 'admin'] as const;
/**
 * Feedback threads: support's, and compliance's for the family exclusion requests (category exclusionRequest),
 * which reach compliance and not the support desk (platform feedback/ops-routes.ts: categoriesFor).
 */
const FEEDBACK_DESK = ['support', 'compliance', 'admin'] as const;
const requestId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, '8-64 letters, digits, _ or -');

const inboxChat = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  /** VIP chats are answered first (the VIP desk): the open list puts them on top of the waiting ones. */
  vipLevel: z.number().int().min(0),
  status: z.enum(CHAT_STATUSES),
  /** The agent who claimed it; null while unclaimed. */
  operatorId: z.number().int().nullable(),
  createTime: epochMs,
  lastText: z.string(),
  lastFrom: z.string(),
  lastTime: epochMs,
  /** The player's lines after the last agent line. */
  unanswered: z.number().int().min(0),
});

const agentChat = chatThread.extend({
  userId: z.number().int(),
  vipLevel: z.number().int().min(0),
  operatorId: z.number().int().nullable(),
});

const feedbackStatus = z.union([z.literal(0), z.literal(1), z.literal(2)]);
const feedbackRow = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  category: z.enum(FEEDBACK_CATEGORIES),
  preview: z.string(),
  /** 0 waiting for support, 1 answered, 2 closed. */
  status: feedbackStatus,
  assignedOperatorId: z.number().int().nullable(),
  createTime: epochMs,
  replyTime: epochMs,
});
const feedbackThread = feedbackRow.omit({ preview: true }).extend({
  content: z.string(),
  replies: z.array(
    z.object({ from: z.enum(['support', 'player']), content: z.string(), createTime: epochMs }),
  ),
});

const exampleLine = {
  id: 41,
  chatId: 7,
  from: 'player' as const,
  event: null,
  text: 'Hi, my GCash deposit is not showing.',
  createTime: 1_767_225_600_000,
};
const exampleChat = {
  id: 7,
  userId: 42,
  vipLevel: 0,
  status: 'waiting' as const,
  operatorId: null,
  feedbackId: 0,
  createTime: 1_767_225_600_000,
  messages: [exampleLine],
};
const exampleThread = {
  id: 12,
  userId: 42,
  category: 'withdrawal' as const,
  status: 0 as const,
  assignedOperatorId: null,
  createTime: 1_767_225_600_000,
  replyTime: 0,
  content: 'My withdrawal is still pending.',
  replies: [],
};

/** A player's chats for player 360: support answers them, compliance reviews them (complaints, RG signs). */
const CHAT_HISTORY_ROLES = ['support', 'compliance', 'admin'] as const;

export const playerChatHistoryRequest = z.object({ userId: id, ...pageRequestOf(10, 50) });
export const playerChatHistoryAnswer = page(agentChat);

export const supportCalls = defineOpsCalls('support', {
  playerChatHistory: {
    summary: "A player's live-chat conversations with every line, newest first (player 360's chat tab)",
    public: false,
    roles: CHAT_HISTORY_ROLES,
    mutation: false,
    request: playerChatHistoryRequest,
    answer: playerChatHistoryAnswer,
    examples: {
      request: { userId: 42, pageNum: 1, pageSize: 10 },
      answer: { list: [{ ...exampleChat, status: 'closed' }], pageNum: 1, pageSize: 10, pages: 1, total: 1 },
      invalidRequest: { userId: 0 },
    },
  },
  chatInbox: {
    summary:
      'Live chats: open ones (waiting first, VIP first, oldest first) or the latest ended; also counts this agent online',
    public: false,
    roles: SUPPORT,
    mutation: false,
    request: z.object({ scope: z.enum(['open', 'ended']).default('open') }),
    answer: z.object({ list: z.array(inboxChat), agentsOnline: z.number().int().min(0) }),
    examples: {
      request: { scope: 'open' },
      answer: {
        list: [
          {
            id: 7,
            userId: 42,
            vipLevel: 0,
            status: 'waiting',
            operatorId: null,
            createTime: 1_767_225_600_000,
            lastText: 'Hi',
            lastFrom: 'player',
            lastTime: 1_767_225_600_000,
            unanswered: 1,
          },
        ],
        agentsOnline: 1,
      },
      invalidRequest: { scope: 'later' },
    },
  },
  chatDetail: {
    summary: 'One chat with every line',
    public: false,
    roles: SUPPORT,
    mutation: false,
    request: z.object({ chatId: id }),
    answer: agentChat,
    examples: { request: { chatId: 7 }, answer: exampleChat, invalidRequest: { chatId: 0 } },
  },
  chatClaim: {
    summary: 'Take a chat: other agents see it is yours (refused when another agent has it)',
    public: false,
    roles: SUPPORT,
    mutation: true,
    request: z.object({ chatId: id }),
    answer: agentChat,
    examples: {
      request: { chatId: 7 },
      answer: { ...exampleChat, operatorId: 3 },
      invalidRequest: { chatId: 'seven' },
    },
  },
  chatReply: {
    summary: 'Answer in a chat (claims it when unclaimed); the player sees it at once',
    public: false,
    roles: SUPPORT,
    mutation: true,
    request: z.object({ chatId: id, text: chatText, requestId }),
    answer: chatMessage,
    examples: {
      request: { chatId: 7, text: 'Hello! Let me check that for you.', requestId: 'agent-0123456789' },
      answer: { ...exampleLine, id: 43, from: 'agent', text: 'Hello! Let me check that for you.' },
      invalidRequest: { chatId: 7, text: '', requestId: 'agent-0123456789' },
    },
  },
  chatClose: {
    summary: 'End a chat; the player may start a new one',
    public: false,
    roles: SUPPORT,
    mutation: true,
    request: z.object({ chatId: id }),
    answer: agentChat,
    examples: {
      request: { chatId: 7 },
      answer: { ...exampleChat, status: 'closed', operatorId: 3 },
      invalidRequest: {},
    },
  },
  feedbackInbox: {
    summary: 'Feedback threads: waiting for support (oldest first), assigned to me, or all (newest first)',
    public: false,
    roles: FEEDBACK_DESK,
    mutation: false,
    request: z.object({
      scope: z.enum(['open', 'mine', 'all']).default('open'),
      /** Only this category (within what the operator's roles see). */
      category: z.enum(FEEDBACK_CATEGORIES).optional(),
      pageNum: z.number().int().min(1).max(100_000).default(1),
      pageSize: z.number().int().min(1).max(100).default(50),
    }),
    answer: z.object({ list: z.array(feedbackRow), total: z.number().int().min(0) }),
    examples: {
      request: { scope: 'open', pageNum: 1, pageSize: 50 },
      answer: { list: [{ ...exampleThread, preview: 'My withdrawal is still pending.' }], total: 1 },
      invalidRequest: { scope: 'spam' },
    },
  },
  feedbackThread: {
    summary: 'One feedback thread with every reply',
    public: false,
    roles: FEEDBACK_DESK,
    mutation: false,
    request: z.object({ id }),
    answer: feedbackThread,
    examples: { request: { id: 12 }, answer: exampleThread, invalidRequest: { id: -1 } },
  },
  feedbackAssign: {
    summary: 'Hand a feedback thread to an agent (null: back to the shared queue)',
    public: false,
    roles: FEEDBACK_DESK,
    mutation: true,
    request: z.object({ id, operatorId: id.nullable() }),
    answer: feedbackThread,
    examples: {
      request: { id: 12, operatorId: 3 },
      answer: { ...exampleThread, assignedOperatorId: 3 },
      invalidRequest: { id: 12 },
    },
  },
  feedbackAnswer: {
    summary: 'Answer a feedback thread: mailed to the player and shown in their thread',
    public: false,
    roles: FEEDBACK_DESK,
    mutation: true,
    request: z.object({ id, text: z.string().trim().min(1).max(2000) }),
    answer: feedbackThread,
    examples: {
      request: { id: 12, text: 'It was paid this morning.' },
      answer: {
        ...exampleThread,
        status: 1,
        replyTime: 1_767_229_200_000,
        replies: [{ from: 'support', content: 'It was paid this morning.', createTime: 1_767_229_200_000 }],
      },
      invalidRequest: { id: 12, text: '' },
    },
  },
  feedbackClose: {
    summary: 'Close a feedback thread (the player’s next follow-up opens it again)',
    public: false,
    roles: FEEDBACK_DESK,
    mutation: true,
    request: z.object({ id }),
    answer: feedbackThread,
    examples: { request: { id: 12 }, answer: { ...exampleThread, status: 2 }, invalidRequest: {} },
  },
});
