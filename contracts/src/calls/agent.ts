import { z } from 'zod';
import {
  ack,
  creditAnswer,
  emptyRequest,
  epochMs,
  id,
  minor,
  nonNegativeMinor,
  page,
  pageRequest,
  request,
  requestId,
} from '../common';
import { CLAIM_POLICY, defineCalls } from '../define-call';

// Invite and agent shapes are ours except agentFill {pid}: the spec names the calls only.

const invitee = z.object({
  userId: z.number().int(),
  /** Masked, e.g. Ju***. */
  nickname: z.string(),
  avatar: z.string(),
  registerTime: epochMs,
  totalRecharge: nonNegativeMinor,
  /** Counts toward rewards once the invitee deposited and bet enough. */
  valid: z.boolean(),
  reward: nonNegativeMinor,
  /** Valid turnover so far (stakes − refunds), toward `validRule.minTurnover`. */
  turnover: nonNegativeMinor.optional(),
  /** Why this invitee can never count (same device or payment account as the inviter); absent otherwise. */
  excluded: z.enum(['sameDevice', 'samePayment']).optional(),
});

/** What makes an invitee valid: both figures reached (minor units). */
const validRule = z.object({ minDeposit: nonNegativeMinor, minTurnover: nonNegativeMinor });

const manilaDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One line of the agent statement: one downline member, one game type, one Manila day. */
const statementRow = z.object({
  id: z.number().int(),
  /** Masked nickname of the member. */
  member: z.string(),
  /** 1 = invited by the agent, 2 = invited by one of them… */
  level: z.number().int().min(1),
  gameType: z.number().int().min(0),
  /** Stakes − refunded stakes of that member, type and day (minor units). */
  turnover: minor,
  /** The bet records behind `turnover`. */
  betCount: z.number().int().min(0),
  rateBp: z.number().int().min(0),
  /** floor(turnover × rateBp / 10000), never below 0. */
  commission: nonNegativeMinor,
  /** open: the day is still running; payable/claimed: settled; held: waiting for review; rejected. */
  status: z.enum(['open', 'payable', 'claimed', 'held', 'rejected']),
});

/** One settled day of the statement: what was unclaimed before it, what it added, what it carries forward. */
const statementDay = z.object({
  day: manilaDay,
  /** Claimable before this day was settled. */
  opening: nonNegativeMinor,
  commission: nonNegativeMinor,
  /** Commission of this day held for review (not in `closing` until released). */
  held: nonNegativeMinor,
  /** Carried forward: opening + commission (claims taken since are shown by the log). */
  closing: nonNegativeMinor,
  settledAt: epochMs,
});

const agentLog = z.object({
  id: z.number().int(),
  kind: z.enum(['commission', 'inviteReward', 'receive']),
  amount: z.number().int(),
  /** The sub-user the commission came from, 0 for receive. */
  fromUserId: z.number().int().min(0),
  remark: z.string(),
  createTime: epochMs,
  /** Addition: the friend it came from, masked ('' for receive). */
  member: z.string(),
  /** Addition: the Manila day it came from (a commission line's day of play, the day a friend became valid). */
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});

const inviteTier = z.object({
  tier: z.number().int().min(1),
  validInvites: z.number().int().min(1),
  reward: nonNegativeMinor,
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
});

export const agentCalls = defineCalls('agent', {
  'anonymous/inviteTerms': {
    summary:
      'Addition: what inviting pays, from the operator configuration, for anyone: the reward and wheel spins per valid friend, the valid-invite milestones and the commission rates.',
    // public: /share and /agent/rule explain the programme to visitors too; nothing of any player's
    public: true,
    addition: true,
    request: emptyRequest,
    answer: z.object({
      validRule,
      /** Added to the invite reward for each valid friend, minor units. */
      rewardPerValid: nonNegativeMinor,
      spinsPerValid: z.number().int().min(0),
      /** The invite reward moves into coin from this amount. */
      exchangeMin: nonNegativeMinor,
      /** One-off bonuses when the count of valid friends reaches each target. */
      milestones: z.array(z.object({ validInvites: z.number().int().min(1), reward: nonNegativeMinor })),
      /** Commission rate on the valid bets of each level of the team (1 = friends you invited). */
      levels: z.array(z.object({ level: z.number().int().min(1), rateBp: z.number().int().min(0) })),
    }),
    examples: {
      request: {},
      answer: {
        validRule: { minDeposit: 10000, minTurnover: 10000 },
        rewardPerValid: 5000,
        spinsPerValid: 1,
        exchangeMin: 5000,
        milestones: [
          { validInvites: 1, reward: 2000 },
          { validInvites: 3, reward: 8000 },
        ],
        levels: [
          { level: 1, rateBp: 80 },
          { level: 2, rateBp: 20 },
        ],
      },
      invalidRequest: { platform: 9 },
    },
  },
  agentFill: {
    summary: 'Record the inviter (pid, or their invite code) of a player who has none yet.',
    public: false,
    // inviteCode is ours: players share codes, not ids; one of the two is required (the platform says which).
    request: request({ pid: id.optional(), inviteCode: z.string().trim().min(1).max(32).optional() }),
    answer: ack,
    examples: { request: { pid: 7 }, answer: null, invalidRequest: { pid: 'abc' } },
  },
  actInviteUser: {
    summary: 'Invite-friends activity: code, share link, counts, accumulated reward (/share).',
    public: false,
    request: emptyRequest,
    answer: z.object({
      inviteCode: z.string(),
      shareUrl: z.string(),
      invitedCount: z.number().int().min(0),
      validCount: z.number().int().min(0),
      rewardPerValid: nonNegativeMinor,
      /** Accumulated invite reward not yet exchanged to coin. */
      balance: nonNegativeMinor,
      /** Exchange possible from this balance. */
      exchangeMin: nonNegativeMinor,
      spinCount: z.number().int().min(0),
      /** Every invite reward so far (exchanged or not, spins included). */
      totalReward: nonNegativeMinor.optional(),
      validRule: validRule.optional(),
      /** Turnover the exchanged coin needs before withdrawal, × the amount. */
      exchangeTurnoverMultiple: z.number().int().min(0).optional(),
      spinsPerValid: z.number().int().min(0).optional(),
      /** The invite wheel's prizes in cell order (minor units). */
      wheel: z.array(nonNegativeMinor).optional(),
    }),
    examples: {
      request: {},
      answer: {
        inviteCode: 'ABC123',
        shareUrl: 'https://casino.example.ph/?pid=1',
        invitedCount: 3,
        validCount: 1,
        rewardPerValid: 5000,
        balance: 5000,
        exchangeMin: 10000,
        spinCount: 1,
        totalReward: 5000,
        validRule: { minDeposit: 10000, minTurnover: 10000 },
        exchangeTurnoverMultiple: 1,
        spinsPerValid: 1,
        wheel: [500, 1000, 2000, 5000, 500, 1000, 3000, 8800],
      },
      invalidRequest: { platform: true },
    },
  },
  actInviteUserRecord: {
    summary: 'The players this player invited, newest first.',
    public: false,
    request: request(pageRequest),
    answer: page(invitee),
    examples: {
      request: { pageNum: 1 },
      answer: {
        list: [
          {
            userId: 9,
            nickname: 'Ma***',
            avatar: '2',
            registerTime: 1_767_225_600_000,
            totalRecharge: 50000,
            valid: true,
            reward: 5000,
            turnover: 12000,
          },
        ],
        pageNum: 1,
        pageSize: 20,
        pages: 1,
        total: 1,
      },
      invalidRequest: { pageNum: 1.5 },
    },
  },
  actInviteUserStatus: {
    summary: 'Whether the invite activity runs and what the player can do now (red dot).',
    public: false,
    request: emptyRequest,
    answer: z.object({ open: z.boolean(), canSpin: z.boolean(), canExchange: z.boolean(), endTime: epochMs }),
    examples: {
      request: {},
      answer: { open: true, canSpin: true, canExchange: false, endTime: 0 },
      invalidRequest: { appId: 0 },
    },
  },
  actInviteUserExchange: {
    summary: 'Move the accumulated invite reward into coin.',
    public: false,
    request: emptyRequest,
    answer: creditAnswer,
    policy: CLAIM_POLICY,
    examples: { request: {}, answer: { amount: 10000, coin: 110000 }, invalidRequest: { channel: {} } },
  },
  actInviteUserSpin: {
    summary: 'Spend an invite spin: the wheel cell won (provably fair) and the amount added to the balance.',
    public: false,
    request: request({ requestId }),
    answer: z.object({
      cell: z.number().int().min(0),
      amount: nonNegativeMinor,
      balance: nonNegativeMinor,
      spinCount: z.number().int().min(0),
      /** The seeds that drew `cell` (fairness: the server seed is revealed when the player rotates it). */
      serverSeedHash: z.string().optional(),
      clientSeed: z.string().optional(),
      nonce: z.number().int().min(0).optional(),
    }),
    policy: CLAIM_POLICY,
    spend: true,
    examples: {
      request: { requestId: 'spin-0001-abcd' },
      answer: {
        cell: 3,
        amount: 1234,
        balance: 6234,
        spinCount: 0,
        serverSeedHash: 'ab'.repeat(32),
        clientSeed: 'c0ffee',
        nonce: 4,
      },
      invalidRequest: { appVersion: 0 },
    },
  },
  actInviteClickInvite: {
    summary: 'Record a tap on an invite/share button (for the activity funnel).',
    public: false,
    request: request({
      target: z
        .enum(['copyLink', 'copyCode', 'facebook', 'messenger', 'viber', 'telegram', 'native', 'qr', 'other'])
        .optional(),
    }),
    answer: ack,
    examples: { request: { target: 'copyLink' }, answer: null, invalidRequest: { target: 'fax' } },
  },
  appAgent5User: {
    summary: 'Agent overview: team, commission today and in total, claimable, tiers of valid invites.',
    public: false,
    request: emptyRequest,
    answer: z.object({
      inviteCode: z.string(),
      shareUrl: z.string(),
      directCount: z.number().int().min(0),
      validDirectCount: z.number().int().min(0),
      teamCount: z.number().int().min(0),
      /** Commission on valid bets, basis points. */
      rateBp: z.number().int().min(0),
      todayCommission: nonNegativeMinor,
      totalCommission: nonNegativeMinor,
      claimable: nonNegativeMinor,
      tiers: z.array(inviteTier),
      /** Commission rate per team level (1 = direct invitees), basis points. */
      levels: z
        .array(z.object({ level: z.number().int().min(1), rateBp: z.number().int().min(0) }))
        .optional(),
      /** Commission waiting for an operator's review. */
      heldCommission: nonNegativeMinor.optional(),
      /** The player's own inviter is recorded (agentFill is then refused). */
      hasParent: z.boolean().optional(),
      validRule: validRule.optional(),
    }),
    examples: {
      request: {},
      answer: {
        inviteCode: 'ABC123',
        shareUrl: 'https://casino.example.ph/?pid=1',
        directCount: 4,
        validDirectCount: 2,
        teamCount: 6,
        rateBp: 80,
        todayCommission: 1200,
        totalCommission: 45000,
        claimable: 3200,
        tiers: [{ tier: 1, validInvites: 3, reward: 10000, status: 0 }],
        levels: [
          { level: 1, rateBp: 80 },
          { level: 2, rateBp: 20 },
        ],
        heldCommission: 0,
        hasParent: false,
        validRule: { minDeposit: 10000, minTurnover: 10000 },
      },
      invalidRequest: { platform: 'desktop' },
    },
  },
  appAgent5UserLog: {
    summary: 'Agent commission and reward history, newest first.',
    public: false,
    request: request(pageRequest),
    answer: page(agentLog),
    examples: {
      request: { pageNum: 1, pageSize: 20 },
      answer: {
        list: [
          {
            id: 1,
            kind: 'commission',
            amount: 400,
            fromUserId: 9,
            remark: 'Slots',
            createTime: 1_767_225_600_000,
            member: 'Ju***n',
            day: '2026-01-01',
          },
        ],
        pageNum: 1,
        pageSize: 20,
        pages: 1,
        total: 1,
      },
      invalidRequest: { pageSize: -5 },
    },
  },
  appAgent5UserReceive: {
    summary: 'Receive the claimable agent commission.',
    public: false,
    request: emptyRequest,
    answer: creditAnswer,
    policy: CLAIM_POLICY,
    examples: { request: {}, answer: { amount: 3200, coin: 103200 }, invalidRequest: { appId: null } },
  },
  appAgent5UserStatement: {
    summary:
      'Agent statement: settled days carried forward, and one day per member, game type: turnover, rate, commission.',
    public: false,
    addition: true,
    request: request({ day: manilaDay.optional() }),
    answer: z.object({
      /** The latest settled days, newest first. */
      days: z.array(statementDay),
      /** The day `rows` belong to (today's open day when none was asked). */
      day: manilaDay,
      rows: z.array(statementRow),
    }),
    examples: {
      request: { day: '2026-11-26' },
      answer: {
        days: [
          {
            day: '2026-11-26',
            opening: 0,
            commission: 96,
            held: 0,
            closing: 96,
            settledAt: 1_767_225_600_000,
          },
        ],
        day: '2026-11-26',
        rows: [
          {
            id: 1,
            member: 'Ma***',
            level: 1,
            gameType: 1,
            turnover: 12000,
            betCount: 3,
            rateBp: 80,
            commission: 96,
            status: 'payable',
          },
        ],
      },
      invalidRequest: { day: '26/11/2026' },
    },
  },
  appAgent5UserInviteValidReceive: {
    summary: 'Receive the reward of a reached valid-invite tier.',
    public: false,
    request: request({ tier: z.number().int().min(1) }),
    answer: creditAnswer,
    policy: CLAIM_POLICY,
    examples: { request: { tier: 1 }, answer: { amount: 10000, coin: 110000 }, invalidRequest: { tier: 0 } },
  },
});
