import { z } from 'zod';
import {
  amountSection,
  emptyRequest,
  epochMs,
  nonNegativeMinor,
  page,
  pageRequestOf,
  request,
  requestId,
} from '../common';
import { RANK_PAGE_SIZE, RECORD_PAGE_SIZE } from '../constants';
import { CLAIM_POLICY, defineCalls } from '../define-call';

const winner = z.object({
  nickname: z.string(),
  propId: z.number().int(),
  type: z.number().int(),
  amountSection,
  count: z.number().int(),
  updateTime: epochMs,
});

/** Addition: what makes a draw verifiable — the seed pair's hash, the client seed and the nonce it used. */
export const drawProof = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int().min(0),
});

/** Spec §3: id, type (2 = jackpot), propId, count, bonus (+ the draw's own id and proof, additions). */
const drawResult = z.object({
  /** The jackpotAwardConfigList entry drawn: the grid cell the highlight lands on. */
  id: z.number().int(),
  type: z.number().int(),
  propId: z.number().int(),
  count: z.number().int(),
  /** Jackpot amount won, minor units (0 unless type 2). */
  bonus: nonNegativeMinor,
  // Additions, optional so the spec's own answer stays valid: the draw's id and its proof (always sent).
  drawId: z.number().int().min(1).optional(),
  ...drawProof.partial().shape,
});

const exampleProof = {
  drawId: 31,
  serverSeedHash: 'a3f1c2e4b5d6978812aa34bc56de78f09a1b2c3d4e5f60718293a4b5c6d7e8f9',
  clientSeed: '5be8a01f9c2d7e43',
  nonce: 12,
};

const rankEntry = z.object({
  id: z.number().int(),
  avatar: z.string(),
  nickname: z.string(),
  amountSection,
  createTime: epochMs,
});

const exampleRank = {
  id: 1,
  avatar: '4',
  nickname: 'Ma***a',
  amountSection: { min: 100000, max: 500000 },
  createTime: 1_767_225_600_000,
};

const section = (min: number, max: number) => ({ min, max });

const poolsAnswer = z.object({
  total: nonNegativeMinor,
  megaJackpot: nonNegativeMinor,
  majorJackpot: nonNegativeMinor,
  minorJackpot: nonNegativeMinor,
  miniJackpot: nonNegativeMinor,
  totalSection: amountSection,
  megaJackpotSection: amountSection,
  majorJackpotSection: amountSection,
  minorJackpotSection: amountSection,
  miniJackpotSection: amountSection,
  jackpotWinnerList: z.array(winner),
});

export const jackpotCalls = defineCalls('jackpot', {
  'anonymous/jackpotPools': {
    summary:
      'Addition: the jackpot pools and recent winners for anyone (visitors see what they could win); each section runs from the pool now to where it is expected at the next refresh.',
    // public: the pools are the same for everyone; eligibility stays in getJackpotDrawInfo
    public: true,
    addition: true,
    request: emptyRequest,
    answer: poolsAnswer,
    examples: {
      request: {},
      answer: {
        total: 15000000,
        megaJackpot: 10000000,
        majorJackpot: 3000000,
        minorJackpot: 1500000,
        miniJackpot: 500000,
        totalSection: section(15000000, 15002000),
        megaJackpotSection: section(10000000, 10001000),
        majorJackpotSection: section(3000000, 3000600),
        minorJackpotSection: section(1500000, 1500300),
        miniJackpotSection: section(500000, 500100),
        jackpotWinnerList: [],
      },
      invalidRequest: { platform: 9 },
    },
  },
  getJackpotDrawInfo: {
    summary:
      'Jackpot pools (each section from the pool now to where it is expected at the next refresh), draw eligibility and recent winners.',
    public: false,
    request: emptyRequest,
    answer: z.object({
      total: nonNegativeMinor,
      megaJackpot: nonNegativeMinor,
      majorJackpot: nonNegativeMinor,
      minorJackpot: nonNegativeMinor,
      miniJackpot: nonNegativeMinor,
      totalSection: amountSection,
      megaJackpotSection: amountSection,
      majorJackpotSection: amountSection,
      minorJackpotSection: amountSection,
      miniJackpotSection: amountSection,
      canReceiveDrawChance: z.boolean(),
      /** Deposit still needed for the next chance, minor units (0 = met). */
      needDeposit: nonNegativeMinor,
      /** Turnover still needed for the next chance, minor units (0 = met). */
      needTyping: nonNegativeMinor,
      jackpotWinnerList: z.array(winner),
    }),
    examples: {
      request: {},
      answer: {
        total: 15000000,
        megaJackpot: 10000000,
        majorJackpot: 3000000,
        minorJackpot: 1500000,
        miniJackpot: 500000,
        totalSection: section(15000000, 15002000),
        megaJackpotSection: section(10000000, 10001000),
        majorJackpotSection: section(3000000, 3000600),
        minorJackpotSection: section(1500000, 1500300),
        miniJackpotSection: section(500000, 500100),
        canReceiveDrawChance: true,
        needDeposit: 0,
        needTyping: 0,
        jackpotWinnerList: [
          {
            nickname: 'Ma***a',
            propId: 50004,
            type: 2,
            amountSection: section(400000, 600000),
            count: 1,
            updateTime: 1_767_225_600_000,
          },
        ],
      },
      invalidRequest: { platform: 9 },
    },
  },
  receiveDrawChance: {
    summary:
      'Spend a draw chance: the platform picks the cell (provably fair); errcodes 1001-1004 on refusal.',
    public: false,
    request: request({ requestId }),
    answer: drawResult,
    policy: CLAIM_POLICY,
    spend: true,
    examples: {
      request: { requestId: 'draw-0001-abcd' },
      answer: { id: 5, type: 2, propId: 50004, count: 1, bonus: 512345, ...exampleProof },
      invalidRequest: { appVersion: false },
    },
  },
  getPersonJackpotDrawAwardLog: {
    summary: "The player's draw results, newest first (page size 20).",
    public: false,
    request: request(pageRequestOf(RECORD_PAGE_SIZE)),
    answer: page(drawResult.extend({ createTime: epochMs })),
    examples: {
      request: { pageNum: 1, pageSize: 20 },
      answer: {
        list: [
          {
            id: 5,
            type: 2,
            propId: 50004,
            count: 1,
            bonus: 512345,
            ...exampleProof,
            createTime: 1_767_225_600_000,
          },
        ],
        pageNum: 1,
        pageSize: 20,
        pages: 1,
        total: 1,
      },
      invalidRequest: { pageNum: 'first' },
    },
  },
  getJackpotRank: {
    summary: 'Jackpot winners ranking (page size 10) and the player’s own entry.',
    public: false,
    request: request(pageRequestOf(RANK_PAGE_SIZE, 50)),
    answer: z.object({
      allRank: page(rankEntry),
      /** null when the player has not won; rank is 1-based. */
      personRank: rankEntry.extend({ rank: z.number().int().min(1) }).nullable(),
    }),
    examples: {
      request: { pageNum: 1, pageSize: 10 },
      answer: {
        allRank: { list: [exampleRank], pageNum: 1, pageSize: 10, pages: 1, total: 1 },
        personRank: null,
      },
      invalidRequest: { pageSize: 51 },
    },
  },
});
