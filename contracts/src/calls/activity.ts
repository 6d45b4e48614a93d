import { z } from 'zod';
import { emptyRequest, epochMs, page, pageRequest, request, rewardItem, rewardsAnswer } from '../common';
import { CLAIM_POLICY, defineCalls } from '../define-call';

// Shapes are ours: the spec names the calls only.
const loginBonusDay = z.object({
  day: z.number().int().min(1),
  rewards: z.array(rewardItem),
  /** 0 not yet, 1 receivable today, 2 received. */
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
});

const awardLog = z.object({
  id: z.number().int(),
  /** ACTIVITY_TYPE id the award came from. */
  activityType: z.number().int(),
  activityName: z.string(),
  rewards: z.array(rewardItem),
  createTime: epochMs,
});

export const activityCalls = defineCalls('activity', {
  loginBonus3User: {
    summary: 'The free login bonus: each day of the cycle, its rewards, and what is receivable today.',
    public: false,
    request: emptyRequest,
    answer: z.object({
      days: z.array(loginBonusDay),
      today: z.number().int().min(1),
      endTime: epochMs,
      /** Addition: coin rewards are bonus money needing this multiple as turnover (0 = none). */
      turnoverMultiple: z.number().int().min(0).optional(),
    }),
    examples: {
      request: {},
      answer: {
        days: [
          { day: 1, rewards: [{ propId: 2001, count: 500 }], status: 2 },
          { day: 2, rewards: [{ propId: 2001, count: 1000 }], status: 1 },
          { day: 3, rewards: [{ propId: 2001, count: 2000 }], status: 0 },
        ],
        today: 2,
        endTime: 0,
      },
      invalidRequest: { channel: 2 },
    },
  },
  loginBonus3UserReceive: {
    summary: "Receive today's login bonus (once per day).",
    public: false,
    request: emptyRequest,
    answer: rewardsAnswer.extend({ day: z.number().int().min(1) }),
    policy: CLAIM_POLICY,
    examples: {
      request: {},
      answer: { day: 2, rewards: [{ propId: 2001, count: 1000 }] },
      invalidRequest: { appVersion: [] },
    },
  },
  activityAwardGetLog: {
    summary: 'Rewards received from activities, newest first (/reward/record, /bonus/record).',
    public: false,
    request: request({ ...pageRequest, activityType: z.number().int().min(1).optional() }),
    answer: page(awardLog),
    examples: {
      request: { pageNum: 1, pageSize: 20 },
      answer: {
        list: [
          {
            id: 1,
            activityType: 23,
            activityName: 'Free login bonus',
            rewards: [{ propId: 2001, count: 1000 }],
            createTime: 1_767_225_600_000,
          },
        ],
        pageNum: 1,
        pageSize: 20,
        pages: 1,
        total: 1,
      },
      invalidRequest: { activityType: 0 },
    },
  },
});
