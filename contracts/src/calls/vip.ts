import { z } from 'zod';
import {
  creditAnswer,
  emptyRequest,
  epochMs,
  id,
  nonNegativeMinor,
  page,
  pageRequest,
  request,
  rewardItem,
  rewardsAnswer,
} from '../common';
import { CLAIM_POLICY, defineCalls } from '../define-call';
import { taskAsk } from './tasks';

// VIP shapes are ours except the request fields the spec gives ({level}, {type}, {id}).

const vipLevelInfo = z.object({
  level: z.number().int().min(0),
  /** Experience needed to reach this level. */
  experience: z.number().int().min(0),
  /** VIP theme key 1-6. */
  showType: z.number().int().min(1).max(6),
  upgradeBonus: nonNegativeMinor,
  dailyBonus: nonNegativeMinor,
  /** Rebate on valid turnover, basis points. */
  rebateRateBp: z.number().int().min(0),
  betLimit: nonNegativeMinor,
  /** The VIP sign-in award of a day at this level. */
  signInRewards: z.array(rewardItem).optional(),
  /** Upgrade bonus already received. */
  upgradeReceived: z.boolean(),
});

const vipTask = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Addition: the VIP level the task is offered from (0: every level); above the player's level it is locked. */
  level: z.number().int().min(0),
  ...taskAsk,
  /** Where the task's "Go" leads (picks the art of an action task); '' for none. */
  route: z.string(),
  target: z.number().int().min(1),
  progress: z.number().int().min(0),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  rewards: z.array(rewardItem),
});

/** Rebate (bet bonus) of one game type. */
const betBonusInfo = z.object({
  /** Game type id (appGameTypeList). */
  type: z.number().int().min(0),
  /** Valid turnover since the last claim, minor units. */
  betAmount: nonNegativeMinor,
  rateBp: z.number().int().min(0),
  /** Claimable now, minor units. */
  bonus: nonNegativeMinor,
  /** Today's valid turnover so far (Manila day) and its rebate at today's rate: claimable from tomorrow. */
  todayBetAmount: nonNegativeMinor.optional(),
  todayBonus: nonNegativeMinor.optional(),
});

const exampleRebate = { type: 1, betAmount: 500000, rateBp: 50, bonus: 2500 };

export const vipCalls = defineCalls('vip', {
  'anonymous/vipLevels': {
    summary:
      'Addition: every VIP level with its benefits and the VIP tasks, for anyone (visitors see the ladder before signing up).',
    // public: the ladder is the same for everyone; a player's level, progress and claims stay in getVipInfo
    public: true,
    addition: true,
    request: emptyRequest,
    answer: z.object({ levels: z.array(vipLevelInfo), tasks: z.array(vipTask) }),
    examples: {
      request: {},
      answer: {
        levels: [
          {
            level: 1,
            experience: 1000,
            showType: 1,
            upgradeBonus: 5000,
            dailyBonus: 100,
            rebateRateBp: 30,
            betLimit: 2000000,
            upgradeReceived: false,
          },
        ],
        tasks: [],
      },
      invalidRequest: { channel: false },
    },
  },
  getVipInfo: {
    summary: 'VIP level, experience, every level with its benefits, VIP tasks and what can be received.',
    public: false,
    request: emptyRequest,
    answer: z.object({
      vip: z.number().int().min(0),
      vipExp: z.number().int().min(0),
      /** Experience of the next level; equals vipExp at the top level. */
      nextLevelExp: z.number().int().min(0),
      levels: z.array(vipLevelInfo),
      tasks: z.array(vipTask),
      dailyReceived: z.boolean(),
      signInReceived: z.boolean(),
    }),
    examples: {
      request: {},
      answer: {
        vip: 1,
        vipExp: 1500,
        nextLevelExp: 5000,
        levels: [
          {
            level: 0,
            experience: 0,
            showType: 1,
            upgradeBonus: 0,
            dailyBonus: 0,
            rebateRateBp: 20,
            betLimit: 1000000,
            upgradeReceived: true,
          },
          {
            level: 1,
            experience: 1000,
            showType: 1,
            upgradeBonus: 5000,
            dailyBonus: 100,
            rebateRateBp: 30,
            betLimit: 2000000,
            upgradeReceived: false,
          },
        ],
        tasks: [
          {
            id: 1,
            name: 'Bet ₱1,000 today',
            level: 1,
            metric: 'bet' as const,
            unit: 'minor' as const,
            route: '/',
            target: 100000,
            progress: 25000,
            status: 0,
            rewards: [{ propId: 2001, count: 500 }],
          },
        ],
        dailyReceived: false,
        signInReceived: false,
      },
      invalidRequest: { channel: false },
    },
  },
  receiveVipBonusUser: {
    summary: 'Receive the upgrade bonus of a reached level (once per level).',
    public: false,
    request: request({ level: z.number().int().min(0).max(100) }),
    answer: creditAnswer,
    policy: CLAIM_POLICY,
    examples: {
      request: { level: 1 },
      answer: { amount: 5000, coin: 105000 },
      invalidRequest: { level: -1 },
    },
  },
  betBonus: {
    summary: 'Rebate of one game type: valid turnover, rate and the claimable bonus (type 0 = all types).',
    public: false,
    request: request({ type: z.number().int().min(0) }),
    answer: z.object({
      total: nonNegativeMinor,
      list: z.array(betBonusInfo),
      /** Days after which an unclaimed day's rebate is credited without a claim. */
      autoCreditDays: z.number().int().min(1).optional(),
    }),
    examples: {
      request: { type: 0 },
      answer: { total: 2500, list: [exampleRebate] },
      invalidRequest: { type: 'slots' },
    },
  },
  betBonusReceive: {
    summary: 'Receive the rebate of every game type.',
    public: false,
    request: emptyRequest,
    answer: creditAnswer,
    policy: CLAIM_POLICY,
    examples: { request: {}, answer: { amount: 2500, coin: 102500 }, invalidRequest: { appVersion: 1 } },
  },
  betBonusByTypeReceive: {
    summary: 'Receive the rebate of one game type.',
    public: false,
    request: request({ type: z.number().int().min(1) }),
    answer: creditAnswer,
    policy: CLAIM_POLICY,
    examples: { request: { type: 1 }, answer: { amount: 2500, coin: 102500 }, invalidRequest: {} },
  },
  getVipLevelAudit: {
    summary: 'Level keeping: experience needed this period to keep the level, and when the period ends.',
    public: false,
    request: emptyRequest,
    answer: z.object({
      vip: z.number().int().min(0),
      periodExp: z.number().int().min(0),
      keepExp: z.number().int().min(0),
      periodEnd: epochMs,
      /** Level after the audit if nothing changes (downgrade is one level at a time). */
      projectedVip: z.number().int().min(0),
    }),
    examples: {
      request: {},
      answer: { vip: 2, periodExp: 800, keepExp: 1000, periodEnd: 1_769_904_000_000, projectedVip: 1 },
      invalidRequest: { platform: '0' },
    },
  },
  betBonusLog: {
    summary: 'Rebates received, newest first (/vip/rebate/record).',
    public: false,
    request: request(pageRequest),
    answer: page(
      betBonusInfo.extend({
        id: z.number().int(),
        createTime: epochMs,
        /** The Manila day (YYYY-MM-DD) whose turnover this rebate paid. */
        day: z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/)
          .optional(),
      }),
    ),
    examples: {
      request: { pageNum: 1 },
      answer: {
        list: [{ ...exampleRebate, id: 1, createTime: 1_767_225_600_000 }],
        pageNum: 1,
        pageSize: 20,
        pages: 1,
        total: 1,
      },
      invalidRequest: { pageSize: 0 },
    },
  },
  appVipUserReceiveDaily: {
    summary: 'Receive the VIP daily bonus (once per day).',
    public: false,
    request: emptyRequest,
    answer: creditAnswer,
    policy: CLAIM_POLICY,
    examples: { request: {}, answer: { amount: 100, coin: 100100 }, invalidRequest: { appId: {} } },
  },
  appVipUserReceiveSignInAward: {
    summary: 'Receive the VIP sign-in award of today (once per day).',
    public: false,
    request: emptyRequest,
    answer: rewardsAnswer.extend({ day: z.number().int().min(1) }),
    policy: CLAIM_POLICY,
    examples: {
      request: {},
      answer: { day: 3, rewards: [{ propId: 2001, count: 300 }] },
      invalidRequest: { appId: [] },
    },
  },
  receiveVipTask: {
    summary: 'Receive the reward of a finished VIP task.',
    public: false,
    request: request({ id }),
    answer: rewardsAnswer,
    policy: CLAIM_POLICY,
    examples: {
      request: { id: 1 },
      answer: { rewards: [{ propId: 2001, count: 500 }] },
      invalidRequest: { id: 0 },
    },
  },
  receiveVipTaskUnReceiveBonus: {
    summary: 'Receive every finished but unreceived VIP task reward at once.',
    public: false,
    request: emptyRequest,
    answer: rewardsAnswer,
    policy: CLAIM_POLICY,
    examples: { request: {}, answer: { rewards: [] }, invalidRequest: { channel: 1 } },
  },
});
