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
  /** Price in diamonds (or in points when `currency` is points). */
  price: z.number().int().min(1),
  /** Addition: what the price is paid in; reward points (2002) are spendable, VIP experience never is. */
  currency: z.enum(['diamond', 'points']),
  /** Coin (minor units) or cards per unit for coin/scratchcard goods; 1 for physical goods. */
  count: z.number().int().min(1),
  /** -1 = unlimited. */
  stock: z.number().int().min(-1),
});

const diamondBalance = z.object({ diamond: z.number().int().min(0) });

/**
 * Addition: how a scratch was drawn, so the player can re-compute it: the prize is
 * `weightedPick(float, weights)` of the player's fairness pair at this nonce (contracts `fairOutcome` 'draw').
 */
const scratchProof = {
  cell: z.number().int().min(0),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int().min(0),
  /** The prize table's weights at the time of the scratch. */
  weights: z.array(z.number().int().min(0)),
};

const scratchAward = z.object({
  id: z.number().int(),
  propId: z.number().int(),
  count: z.number().int(),
  createTime: epochMs,
  ...scratchProof,
  /** The server seed once the pair was rotated (fairnessRotate), else null. */
  serverSeed: z.string().nullable(),
});

/** Addition: an add-up award for cards scratched (receiveAddupAwardById). */
const addupAward = z.object({
  id: z.number().int(),
  /** Cards scratched (lifetime) it needs. */
  cards: z.number().int().min(1),
  rewards: z.array(rewardItem),
  /** 0 in progress, 1 claimable, 2 received. */
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
});

const exampleProof = {
  cell: 0,
  serverSeedHash: 'a'.repeat(64),
  clientSeed: 'lucky',
  nonce: 3,
  weights: [60, 40],
};

const pageOf = <T>(list: T[]) => ({ list, pageNum: 1, pageSize: 20, pages: 1, total: list.length });

export const scratchCalls = defineCalls('scratch', {
  'anonymous/shopGoods': {
    summary:
      'Addition: the points shop as a visitor sees it: the goods with prices and stock, the exchange rates and how points are earned (nothing of any player).',
    // public: /points opens to visitors as a teaser; balances and spends stay the player's own calls
    public: true,
    addition: true,
    request: emptyRequest,
    answer: z.object({
      coinPerDiamond: nonNegativeMinor,
      goods: z.array(goods),
      turnoverPerPoint: z.number().int().min(1),
      coinTurnoverMultiple: z.number().int().min(0),
      cardPrice: z.number().int().min(1),
    }),
    examples: {
      request: {},
      answer: {
        coinPerDiamond: 100,
        turnoverPerPoint: 10000,
        coinTurnoverMultiple: 1,
        cardPrice: 10,
        goods: [
          {
            id: 1,
            name: 'Umbrella',
            img: '/img/goods/umbrella.webp',
            kind: 'goods',
            price: 500,
            currency: 'diamond',
            count: 1,
            stock: 20,
          },
        ],
      },
      invalidRequest: { platform: [] },
    },
  },
  getScratchCardInfo: {
    summary: 'Scratch cards held, their diamond price and the prizes a card can reveal.',
    public: false,
    request: emptyRequest,
    answer: z.object({
      cards: z.number().int().min(0),
      diamondPrice: z.number().int().min(1),
      prizes: z.array(rewardItem),
      /** Addition: each prize's integer weight (its chance is weight / the sum), shown before scratching. */
      weights: z.array(z.number().int().min(0)),
      /** Addition: coin prizes are bonus money needing this multiple as turnover (0 = none). */
      turnoverMultiple: z.number().int().min(0),
      /** Addition: cards scratched so far, and the add-up awards they lead to. */
      scratched: z.number().int().min(0),
      addupAwards: z.array(addupAward),
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
        weights: [60, 40],
        turnoverMultiple: 1,
        scratched: 4,
        addupAwards: [{ id: 1, cards: 5, rewards: [{ propId: 60001, count: 10 }], status: 0 }],
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
      ...scratchProof,
    }),
    policy: CLAIM_POLICY,
    spend: true,
    examples: {
      request: { requestId: 'scratch-0001-abcd' },
      answer: { id: 31, propId: 2001, count: 1000, cards: 1, ...exampleProof },
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
      answer: pageOf([
        {
          id: 31,
          propId: 2001,
          count: 1000,
          createTime: 1_767_225_600_000,
          ...exampleProof,
          serverSeed: null,
        },
      ]),
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
      /** Addition: reward points held (spendable; VIP experience is separate and never spent). */
      points: z.number().int().min(0),
      /** Addition: valid turnover (minor units) that earns one point. */
      turnoverPerPoint: z.number().int().min(1),
      /** Addition: coin from diamonds is bonus money needing this multiple as turnover (0 = none). */
      coinTurnoverMultiple: z.number().int().min(0),
      /** Addition: scratch cards held and one card's price in diamonds. */
      cards: z.number().int().min(0),
      cardPrice: z.number().int().min(1),
      /** Addition: a delivery address is saved (physical goods need one). */
      hasAddress: z.boolean(),
    }),
    examples: {
      request: {},
      answer: {
        diamond: 120,
        coinPerDiamond: 100,
        points: 35,
        turnoverPerPoint: 10000,
        coinTurnoverMultiple: 1,
        cards: 0,
        cardPrice: 10,
        hasAddress: false,
        goods: [
          {
            id: 1,
            name: 'Umbrella',
            img: '/img/goods/umbrella.webp',
            kind: 'goods',
            price: 500,
            currency: 'diamond',
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
        /** Addition: what `diamond` (the price paid) was paid in. */
        currency: z.enum(['diamond', 'points']),
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
          currency: 'diamond',
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
    summary: 'Diamond (or, with item points, reward point) balance changes, newest first.',
    public: false,
    /** Addition: `item` picks the diamond or the points history. */
    request: request({ ...pageRequest, item: z.enum(['diamond', 'points']).default('diamond') }),
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
