import { z } from 'zod';
import {
  ack,
  creditAnswer,
  emptyRequest,
  epochMs,
  id,
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
});

const agentLog = z.object({
  id: z.number().int(),
  kind: z.enum(['commission', 'inviteReward', 'receive']),
  amount: z.number().int(),
  /** The sub-user the commission came from, 0 for receive. */
  fromUserId: z.number().int().min(0),
  remark: z.string(),
  createTime: epochMs,
});

const inviteTier = z.object({
  tier: z.number().int().min(1),
  validInvites: z.number().int().min(1),
  reward: nonNegativeMinor,
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
});

export const agentCalls = defineCalls('agent', {
  agentFill: {
    summary: 'Record the inviter (pid) of a player who has none yet.',
    public: false,
    request: request({ pid: id }),
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
    }),
    policy: CLAIM_POLICY,
    spend: true,
    examples: {
      request: { requestId: 'spin-0001-abcd' },
      answer: { cell: 3, amount: 1234, balance: 6234, spinCount: 0 },
      invalidRequest: { appVersion: 0 },
    },
  },
  actInviteClickInvite: {
    summary: 'Record a tap on an invite/share button (for the activity funnel).',
    public: false,
    request: request({
      target: z.enum(['copyLink', 'copyCode', 'facebook', 'messenger', 'viber', 'other']).optional(),
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
  appAgent5UserInviteValidReceive: {
    summary: 'Receive the reward of a reached valid-invite tier.',
    public: false,
    request: request({ tier: z.number().int().min(1) }),
    answer: creditAnswer,
    policy: CLAIM_POLICY,
    examples: { request: { tier: 1 }, answer: { amount: 10000, coin: 110000 }, invalidRequest: { tier: 0 } },
  },
});
