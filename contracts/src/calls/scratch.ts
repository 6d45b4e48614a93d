import { z } from 'zod';
import {
  emptyRequest,
  epochMs,
  id,
  nonNegativeMinor,
  page,
  pageRequest,
  request,
  requestId,
  rewardItem,
  rewardsAnswer,
} from '../common';
import { CLAIM_POLICY, defineCalls } from '../define-call';

// Scratch card and diamond shop shapes are ours: the spec names the calls only.

const goods = z.object({
  id: z.number().int(),
  name: z.string(),
  img: z.string(),
  kind: z.enum(['coin', 'goods', 'scratchcard']),
  /** Price in diamonds. */
  price: z.number().int().min(1),
  /** Coin (minor units) or cards per unit for coin/scratchcard goods; 1 for physical goods. */
  count: z.number().int().min(1),
  /** -1 = unlimited. */
  stock: z.number().int().min(-1),
});

const diamondBalance = z.object({ diamond: z.number().int().min(0) });

const scratchAward = z.object({
  id: z.number().int(),
  propId: z.number().int(),
  count: z.number().int(),
  createTime: epochMs,
});

const pageOf = <T>(list: T[]) => ({ list, pageNum: 1, pageSize: 20, pages: 1, total: list.length });

export const scratchCalls = defineCalls('scratch', {
  getScratchCardInfo: {
    summary: 'Scratch cards held, their diamond price and the prizes a card can reveal.',
    public: false,
    request: emptyRequest,
    answer: z.object({
      cards: z.number().int().min(0),
      diamondPrice: z.number().int().min(1),
      prizes: z.array(rewardItem),
    }),
    examples: {
      request: {},
      answer: {
        cards: 2,
        diamondPrice: 10,
        prizes: [
          { propId: 2001, count: 1000 },
          { propId: 60001, count: 5 },
        ],
      },
      invalidRequest: { appId: -1 },
    },
  },
  scratchCardLottery: {
    summary: 'Scratch one card: the prize (provably fair) is credited at once.',
    public: false,
    request: request({ requestId }),
    answer: z.object({
      id: z.number().int(),
      propId: z.number().int(),
      count: z.number().int(),
      cards: z.number().int().min(0),
    }),
    policy: CLAIM_POLICY,
    spend: true,
    examples: {
      request: { requestId: 'scratch-0001-abcd' },
      answer: { id: 31, propId: 2001, count: 1000, cards: 1 },
      invalidRequest: { channel: 3 },
    },
  },
  searchScratchCardAwardLog: {
    summary: 'Prizes revealed by scratch cards, newest first.',
    public: false,
    request: request(pageRequest),
    answer: page(scratchAward),
    examples: {
      request: { pageNum: 1 },
      answer: pageOf([{ id: 31, propId: 2001, count: 1000, createTime: 1_767_225_600_000 }]),
      invalidRequest: { pageNum: 0 },
    },
  },
  diamondShopData: {
    summary: 'Diamond balance and the shop goods (coin, scratch cards, physical goods).',
    public: false,
    request: emptyRequest,
    answer: diamondBalance.extend({
      /** Coin (minor units) one diamond buys through diamondExchangeCoin. */
      coinPerDiamond: nonNegativeMinor,
      goods: z.array(goods),
    }),
    examples: {
      request: {},
      answer: {
        diamond: 120,
        coinPerDiamond: 100,
        goods: [
          {
            id: 1,
            name: 'Umbrella',
            img: '/img/goods/umbrella.webp',
            kind: 'goods',
            price: 500,
            count: 1,
            stock: 20,
          },
        ],
      },
      invalidRequest: { platform: [] },
    },
  },
  diamondExchangeCoin: {
    summary: 'Exchange diamonds for coin.',
    public: false,
    request: request({ diamond: z.number().int().min(1).max(1_000_000), requestId }),
    answer: diamondBalance.extend({ amount: nonNegativeMinor, coin: nonNegativeMinor }),
    policy: CLAIM_POLICY,
    spend: true,
    examples: {
      request: { diamond: 100, requestId: 'diamond-0001-abcd' },
      answer: { diamond: 20, amount: 10000, coin: 110000 },
      invalidRequest: { diamond: 0 },
    },
  },
  diamondExchangeGoods: {
    summary: 'Exchange diamonds for physical goods, delivered to the saved address (updateAddress).',
    public: false,
    request: request({ goodsId: id, count: z.number().int().min(1).max(100).default(1), requestId }),
    answer: diamondBalance.extend({ orderId: z.string() }),
    policy: CLAIM_POLICY,
    spend: true,
    examples: {
      request: { goodsId: 1, requestId: 'diamond-0002-abcd' },
      answer: { diamond: 20, orderId: 'D20260101000001' },
      invalidRequest: { goodsId: 'x' },
    },
  },
  diamondGoodsExchangeOrderLog: {
    summary: 'Goods exchange orders with delivery status, newest first.',
    public: false,
    request: request(pageRequest),
    answer: page(
      z.object({
        orderId: z.string(),
        goodsId: z.number().int(),
        goodsName: z.string(),
        count: z.number().int(),
        diamond: z.number().int(),
        status: z.enum(['pending', 'shipped', 'delivered', 'cancelled']),
        createTime: epochMs,
      }),
    ),
    examples: {
      request: {},
      answer: pageOf([
        {
          orderId: 'D20260101000001',
          goodsId: 1,
          goodsName: 'Umbrella',
          count: 1,
          diamond: 500,
          status: 'pending',
          createTime: 1_767_225_600_000,
        },
      ]),
      invalidRequest: { pageSize: 'all' },
    },
  },
  diamondExchangeScratchcard: {
    summary: 'Exchange diamonds for scratch cards.',
    public: false,
    request: request({ count: z.number().int().min(1).max(100), requestId }),
    answer: diamondBalance.extend({ cards: z.number().int().min(0) }),
    policy: CLAIM_POLICY,
    spend: true,
    examples: {
      request: { count: 2, requestId: 'diamond-0003-abcd' },
      answer: { diamond: 100, cards: 4 },
      invalidRequest: { count: 101, requestId: 'diamond-0003-abcd' },
    },
  },
  diamondLog: {
    summary: 'Diamond balance changes, newest first.',
    public: false,
    request: request(pageRequest),
    answer: page(
      z.object({
        id: z.number().int(),
        amount: z.number().int(),
        balanceAfter: z.number().int().min(0),
        reason: z.string(),
        createTime: epochMs,
      }),
    ),
    examples: {
      request: {},
      answer: pageOf([
        { id: 1, amount: -100, balanceAfter: 20, reason: 'exchangeCoin', createTime: 1_767_225_600_000 },
      ]),
      invalidRequest: { pageNum: null },
    },
  },
  receiveAddupAwardById: {
    summary: 'Receive an accumulated (add-up) award by its id, e.g. a scratch or diamond milestone.',
    public: false,
    request: request({ id }),
    answer: rewardsAnswer,
    policy: CLAIM_POLICY,
    examples: {
      request: { id: 2 },
      answer: { rewards: [{ propId: 60001, count: 10 }] },
      invalidRequest: { id: -2 },
    },
  },
});
