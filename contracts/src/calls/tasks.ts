import { z } from 'zod';
import { emptyRequest, epochMs, id, request, rewardItem, rewardsAnswer } from '../common';
import { CLAIM_POLICY, defineCalls } from '../define-call';

// Task shapes are ours: the spec names the calls only.
const task = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  period: z.enum(['daily', 'weekly', 'once']),
  /** What counts: bet turnover, deposits, logins, invites, or a client action (visit, share). */
  metric: z.enum(['bet', 'deposit', 'login', 'invite', 'action']),
  target: z.number().int().min(1),
  progress: z.number().int().min(0),
  /** 0 in progress, 1 claimable, 2 received (CLAIM_STATUS). */
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  rewards: z.array(rewardItem),
  /** When the period resets, epoch ms; 0 for once. */
  resetTime: epochMs,
  /** Route a "Go" button opens. */
  route: z.string(),
});

const exampleTask = {
  id: 11,
  name: 'Visit the VIP page',
  description: 'Open the VIP page once today',
  period: 'daily' as const,
  metric: 'action' as const,
  target: 1,
  progress: 0,
  status: 0 as const,
  rewards: [{ propId: 2002, count: 10 }],
  resetTime: 1_767_283_200_000,
  route: '/vip',
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
});
