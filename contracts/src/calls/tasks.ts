import { z } from 'zod';
import { emptyRequest, epochMs, id, request, rewardItem, rewardsAnswer } from '../common';
import { CLAIM_POLICY, defineCalls } from '../define-call';

// Task shapes are ours: the spec names the calls only.
/** What a task asks of the player, as the app shows it (the art and the units); VIP tasks carry the same. */
export const taskAsk = {
  /** What counts: bet turnover, deposits, logins, invites, or a client action (visit, share). */
  metric: z.enum(['bet', 'deposit', 'login', 'invite', 'action']),
  /** target and progress are coin in minor units (bets, deposits) or a count (rounds, actions). */
  unit: z.enum(['minor', 'count']),
};

const task = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  period: z.enum(['daily', 'weekly', 'once']),
  ...taskAsk,
  target: z.number().int().min(1),
  progress: z.number().int().min(0),
  /** 0 in progress, 1 claimable, 2 received (CLAIM_STATUS). */
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  rewards: z.array(rewardItem),
  /** Coin rewards are bonus money needing this multiple as turnover before withdrawal (0 = none). */
  turnoverMultiple: z.number().int().min(0),
  /** When the period resets, epoch ms; 0 for once. */
  resetTime: epochMs,
  /** Route a "Go" button opens. */
  route: z.string(),
  /** The action is one the client reports itself through finishTask (visiting a page, sharing). */
  reportable: z.boolean(),
});

const exampleTask = {
  id: 11,
  name: 'Visit the VIP page',
  description: 'Open the VIP page once today',
  period: 'daily' as const,
  metric: 'action' as const,
  unit: 'count' as const,
  target: 1,
  progress: 0,
  status: 0 as const,
  rewards: [{ propId: 2002, count: 10 }],
  turnoverMultiple: 0,
  resetTime: 1_767_283_200_000,
  route: '/vip',
  reportable: true,
};

// The free daily sign-in (activity FreeSign 36): a 7-day cycle of rising rewards, one claim per Manila day.
const signInDay = z.object({
  day: z.number().int().min(1),
  rewards: z.array(rewardItem),
  /** 0 not yet, 1 receivable today, 2 received in this cycle. */
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
});

/** A Manila calendar day, YYYY-MM-DD. */
const manilaDayKey = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

const exampleSignIn = {
  days: [1, 2, 3, 4, 5, 6, 7].map((day) => ({
    day,
    rewards: [{ propId: 2001, count: day * 100 }],
    status: (day === 1 ? 1 : 0) as 0 | 1,
  })),
  today: 1,
  dayKey: '2026-01-02',
  receivedToday: false,
  nextClaimTime: 1_767_283_200_000,
  turnoverMultiple: 1,
};

export const tasksCalls = defineCalls('tasks', {
  getTaskUser: {
    summary: "The player's tasks with progress and rewards (/bonus/tasks).",
    public: false,
    request: emptyRequest,
    answer: z.object({ list: z.array(task) }),
    examples: { request: {}, answer: { list: [exampleTask] }, invalidRequest: { appId: 1 } },
  },
  finishTask: {
    summary: 'Report a client-side task action (visit, share) as done; answers the task.',
    public: false,
    request: request({ id }),
    answer: task,
    examples: {
      request: { id: 11 },
      answer: { ...exampleTask, progress: 1, status: 1 },
      invalidRequest: { id: 1.5 },
    },
  },
  receiveTaskAward: {
    summary: "Receive a finished task's reward (once per period).",
    public: false,
    request: request({ id }),
    answer: rewardsAnswer,
    policy: CLAIM_POLICY,
    examples: { request: { id: 11 }, answer: { rewards: [{ propId: 2002, count: 10 }] }, invalidRequest: {} },
  },
  signInInfo: {
    summary:
      "The daily sign-in cycle (/activity/sign-in): the 7 days, today's day in Manila time and when the next claim opens.",
    public: false,
    addition: true,
    request: emptyRequest,
    answer: z.object({
      days: z.array(signInDay),
      /** Today's day of the cycle (1–7): the one claimable, or the one received today. */
      today: z.number().int().min(1),
      /** The Manila day the answer is about. */
      dayKey: manilaDayKey,
      receivedToday: z.boolean(),
      /** 00:00 Manila of the next day: when the next claim opens. */
      nextClaimTime: epochMs,
      /** Coin rewards are bonus money needing this multiple as turnover (0 = none). */
      turnoverMultiple: z.number().int().min(0),
    }),
    examples: { request: {}, answer: exampleSignIn, invalidRequest: { channel: 2 } },
  },
  signInReceive: {
    summary: "Receive today's sign-in reward (once per Manila day); `dayKey` names the day the player saw.",
    public: false,
    addition: true,
    request: request({ dayKey: manilaDayKey.optional() }),
    answer: rewardsAnswer.extend({ day: z.number().int().min(1) }),
    policy: CLAIM_POLICY,
    examples: {
      request: { dayKey: '2026-01-02' },
      answer: { day: 1, rewards: [{ propId: 2001, count: 100 }] },
      invalidRequest: { dayKey: '2 Jan' },
    },
  },
});
