import { z } from 'zod';
import { emptyRequest, epochMs, id, nonNegativeMinor, request, rewardsAnswer } from '../common';
import { CLAIM_POLICY, defineCalls } from '../define-call';

// Deposit activities (spec §3 FirstDeposit 44 / FirstCharge 39, LadderRecharge 17, AccumulatedRecharge 28,
// ContinuousRecharge 43): the spec names the activities and the pages, not their calls; shapes are ours.

/** 0 not reached yet, 1 claimable, 2 received, 3 missed (the deposit it needed did not qualify). */
const rewardStatus = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

/** One reward a deposit earned: claimable until the player takes it (never lapses), then received. */
const depositReward = z.object({
  id,
  /** ACTIVITY_TYPE of the activity that earned it (44, 17, 28, 43). */
  activityType: z.number().int(),
  /** Coin in minor units; bonus money needing `turnoverMultiple` × itself in valid bets. */
  bonus: nonNegativeMinor,
  /** What it was computed from: the deposit (first, ladder), the day's total (accumulated), the streak days. */
  baseAmount: nonNegativeMinor,
  /** The deposit number (first, ladder), the tier target (accumulated) or the streak day (continuous). */
  step: z.number().int().min(0),
  /** Manila day (YYYY-MM-DD) of the deposit that earned it. */
  dayKey: z.string(),
  status: z.union([z.literal(1), z.literal(2)]),
  createTime: epochMs,
  receiveTime: epochMs.nullable(),
});

/** A percentage of one deposit, up to a cap, from a minimum deposit. */
const percentOffer = z.object({
  /** Which deposit of the player's life it pays on (1 = the first). */
  depositNo: z.number().int().min(1),
  minDeposit: nonNegativeMinor,
  /** Basis points of the deposit (10000 = 100 %). */
  rateBp: z.number().int().min(0),
  /** Most it pays, minor units. */
  cap: nonNegativeMinor,
  status: rewardStatus,
  /** What it paid or will pay once earned (0 before the deposit). */
  bonus: nonNegativeMinor,
});

const bonusKindInfo = z.object({
  kind: z.number().int().min(1).max(13),
  name: z.string(),
  description: z.string(),
});

export const depositActivityInfo = z.object({
  /** Coin of every deposit activity is bonus money needing this multiple of itself in valid bets. */
  turnoverMultiple: z.number().int().min(0),
  /** Null for a visitor. */
  depositCount: z.number().int().min(0).nullable(),
  firstDeposit: percentOffer,
  ladder: z.array(percentOffer),
  accumulated: z.object({
    /** The Manila day counted; the tiers start again at `resetTime` (00:00 Manila). */
    dayKey: z.string(),
    resetTime: epochMs,
    /** Deposits today, minor units (0 for a visitor). */
    total: nonNegativeMinor,
    tiers: z.array(z.object({ target: nonNegativeMinor, bonus: nonNegativeMinor, status: rewardStatus })),
  }),
  continuous: z.object({
    /** A day counts when its deposits reach this. */
    minDeposit: nonNegativeMinor,
    /** Days in a row up to today (or yesterday, while today can still continue it). */
    streak: z.number().int().min(0),
    todayCounted: z.boolean(),
    days: z.array(z.object({ day: z.number().int().min(1), bonus: nonNegativeMinor, status: rewardStatus })),
  }),
  /** The recharge bonus kinds 1–13 a channel may carry, as the operator defines them. */
  bonusKinds: z.array(bonusKindInfo),
  /** Claimable rewards first, then the latest received (for a visitor: none). */
  rewards: z.array(depositReward),
});

const exampleInfo: z.input<typeof depositActivityInfo> = {
  turnoverMultiple: 10,
  depositCount: 1,
  firstDeposit: { depositNo: 1, minDeposit: 10000, rateBp: 10000, cap: 50000, status: 1, bonus: 20000 },
  ladder: [{ depositNo: 2, minDeposit: 20000, rateBp: 5000, cap: 30000, status: 0, bonus: 0 }],
  accumulated: {
    dayKey: '2026-01-02',
    resetTime: 1_767_369_600_000,
    total: 20000,
    tiers: [{ target: 100000, bonus: 2000, status: 0 }],
  },
  continuous: {
    minDeposit: 20000,
    streak: 1,
    todayCounted: true,
    days: [{ day: 2, bonus: 1000, status: 0 }],
  },
  bonusKinds: [{ kind: 1, name: 'First deposit', description: 'Paid on your first deposit only.' }],
  rewards: [
    {
      id: 1,
      activityType: 44,
      bonus: 20000,
      baseAmount: 20000,
      step: 1,
      dayKey: '2026-01-02',
      status: 1,
      createTime: 1_767_312_000_000,
      receiveTime: null,
    },
  ],
};

/** The visitor's view lives with the lobby's other public extras. */
export const depositActivityPublicCalls = defineCalls('lobby', {
  'anonymous/depositActivityRules': {
    summary:
      'The deposit activities as a visitor sees them (/activity/first-deposit): every offer with its terms, no player state.',
    public: true,
    addition: true,
    request: emptyRequest,
    answer: depositActivityInfo,
    examples: {
      request: {},
      answer: { ...exampleInfo, depositCount: null, rewards: [] },
      invalidRequest: { channel: 2 },
    },
  },
});

export const depositActivityCalls = defineCalls('activity', {
  depositActivityInfo: {
    summary:
      "Deposit activities (/activity/first-deposit, /activity/bank): first deposit, ladder, accumulated and continuous rewards with the player's progress, terms and claimable rewards.",
    public: false,
    addition: true,
    request: emptyRequest,
    answer: depositActivityInfo,
    examples: { request: {}, answer: exampleInfo, invalidRequest: { channel: 2 } },
  },
  depositActivityReceive: {
    summary: 'Receive one reward a deposit earned (once); its coin is bonus money with the terms shown.',
    public: false,
    addition: true,
    request: request({ id }),
    answer: rewardsAnswer,
    policy: CLAIM_POLICY,
    examples: {
      request: { id: 1 },
      answer: { rewards: [{ propId: 2001, count: 20000 }] },
      invalidRequest: { id: 0 },
    },
  },
});
