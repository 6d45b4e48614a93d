import { z } from 'zod';
import { emptyRequest, request, rewardItem, rewardsAnswer } from '../common';
import { CLAIM_POLICY, defineCalls } from '../define-call';

// Follow rewards (activity FollowRewards 21): additions, the spec names the route only. The platform cannot see
// whether a player really followed a page, so a channel's reward opens once its link was opened.

/** A channel id as the operator configures it: lowercase letters, digits and dashes. */
const channelId = z.string().regex(/^[a-z0-9-]{1,32}$/, '1-32 lowercase letters, digits or -');

const channel = z.object({
  id: channelId,
  name: z.string(),
  /** The brand's page, opened in a new tab. */
  url: z.string(),
  /** Icon art under /img/social/. */
  icon: z.string(),
  rewards: z.array(rewardItem),
  /** 0 link not opened yet, 1 opened (claimable), 2 received. */
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
});

const exampleChannel = {
  id: 'facebook',
  name: 'Facebook',
  url: 'https://www.facebook.com/',
  icon: '/img/social/facebook.svg',
  rewards: [{ propId: 60001, count: 5 }],
  status: 0 as const,
};

export const followCalls = defineCalls('activity', {
  followInfo: {
    summary: "The brand's social channels, each one's reward and whether it was opened or received.",
    public: false,
    addition: true,
    request: emptyRequest,
    answer: z.object({
      channels: z.array(channel),
      /** Coin rewards are bonus money needing this multiple as turnover (0 = none). */
      turnoverMultiple: z.number().int().min(0),
    }),
    examples: {
      request: {},
      answer: { channels: [exampleChannel], turnoverMultiple: 1 },
      invalidRequest: { appId: -1 },
    },
  },
  followOpen: {
    summary: "Records that the player opened a channel's link: its reward becomes claimable.",
    public: false,
    addition: true,
    request: request({ channel: channelId }),
    answer: z.object({ channel: channelId, status: z.union([z.literal(1), z.literal(2)]) }),
    policy: CLAIM_POLICY,
    examples: {
      request: { channel: 'facebook' },
      answer: { channel: 'facebook', status: 1 },
      invalidRequest: { channel: 'Face Book' },
    },
  },
  followReceive: {
    summary: "A channel's follow reward, once per player and channel, after its link was opened.",
    public: false,
    addition: true,
    request: request({ channel: channelId }),
    answer: rewardsAnswer,
    policy: CLAIM_POLICY,
    examples: {
      request: { channel: 'facebook' },
      answer: { rewards: [{ propId: 60001, count: 5 }] },
      invalidRequest: { channel: '' },
    },
  },
});
