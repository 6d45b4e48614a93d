import { z } from 'zod';
import { emptyRequest, epochMs, page, pageRequestOf, request, requestId } from '../common';
import { RECORD_PAGE_SIZE } from '../constants';
import { CLAIM_POLICY, defineCalls } from '../define-call';
import { drawProof } from './jackpot';

// The lucky wheel of /activity/spin (clickAction 20). The spec names the page and the modal, not the calls:
// all three are additions. The platform draws the segment with the player's provably-fair seeds; the client
// only turns the wheel to it.

const segment = z.object({
  id: z.number().int(),
  propId: z.number().int(),
  /** Coin in minor units, other items in their own unit. */
  count: z.number().int().min(1),
  /** Integer weight: the chance of this segment is weight / Σ weights. */
  weight: z.number().int().min(0),
});

const spinResult = z.object({
  spinId: z.number().int().min(1),
  /** Index of the segment drawn in `segments`. */
  index: z.number().int().min(0),
  propId: z.number().int(),
  count: z.number().int(),
  ...drawProof.shape,
});

const exampleProof = {
  serverSeedHash: 'a3f1c2e4b5d6978812aa34bc56de78f09a1b2c3d4e5f60718293a4b5c6d7e8f9',
  clientSeed: '5be8a01f9c2d7e43',
  nonce: 3,
};

export const spinCalls = defineCalls('jackpot', {
  'anonymous/spinWheel': {
    summary: 'Addition: the lucky wheel segments and their weights for anyone (visitors see the odds).',
    // public: the wheel is the same for everyone; spins held stay in getSpinInfo
    public: true,
    addition: true,
    request: emptyRequest,
    answer: z.object({ segments: z.array(segment) }),
    examples: {
      request: {},
      answer: {
        segments: [
          { id: 1, propId: 2001, count: 500, weight: 40 },
          { id: 2, propId: 2002, count: 20, weight: 30 },
        ],
      },
      invalidRequest: { platform: 9 },
    },
  },
  getSpinInfo: {
    summary:
      'Addition: the lucky wheel — its segments with their weights, spins held and what earns the next one.',
    public: false,
    addition: true,
    request: emptyRequest,
    answer: z.object({
      segments: z.array(segment),
      spinCount: z.number().int().min(0),
      /** Deposit still needed for the next spin, minor units. */
      needDeposit: z.number().int().min(0),
      /** Valid turnover still needed for the next spin, minor units. */
      needTyping: z.number().int().min(0),
    }),
    examples: {
      request: {},
      answer: {
        segments: [
          { id: 1, propId: 2001, count: 500, weight: 40 },
          { id: 2, propId: 2002, count: 20, weight: 30 },
        ],
        spinCount: 1,
        needDeposit: 5000,
        needTyping: 40000,
      },
      invalidRequest: { platform: 9 },
    },
  },
  spinLuckyWheel: {
    summary: 'Addition: spend one spin; the segment drawn (provably fair) is credited at once.',
    public: false,
    addition: true,
    request: request({ requestId }),
    answer: spinResult.extend({ spinCount: z.number().int().min(0) }),
    policy: CLAIM_POLICY,
    spend: true,
    examples: {
      request: { requestId: 'spin-0001-abcd' },
      answer: { spinId: 4, index: 1, propId: 2002, count: 20, ...exampleProof, spinCount: 0 },
      invalidRequest: { requestId: 'x' },
    },
  },
  getSpinLog: {
    summary: "Addition: the player's spins, newest first (page size 20), each with its proof.",
    public: false,
    addition: true,
    request: request(pageRequestOf(RECORD_PAGE_SIZE)),
    answer: page(spinResult.extend({ createTime: epochMs })),
    examples: {
      request: { pageNum: 1, pageSize: 20 },
      answer: {
        list: [
          { spinId: 4, index: 1, propId: 2002, count: 20, ...exampleProof, createTime: 1_767_225_600_000 },
        ],
        pageNum: 1,
        pageSize: 20,
        pages: 1,
        total: 1,
      },
      invalidRequest: { pageNum: 'first' },
    },
  },
});
