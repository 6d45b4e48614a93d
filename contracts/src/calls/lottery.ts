import { z } from 'zod';
import { emptyRequest, epochMs, id, page, pageRequest, request, requestId, rewardItem } from '../common';
import { CLAIM_POLICY, defineCalls } from '../define-call';

// The weekend lottery (WeekendLottery 33 / Lottery 55). The spec names the routes only: every call here is an
// addition and every shape is ours.

/** open: tickets on sale; closed: sales over, list committed; drawn: result published; cancelled: refunded. */
export const lotteryDrawStatus = z.enum(['open', 'closed', 'drawn', 'cancelled']);

const prize = z.object({
  name: z.string(),
  items: z.array(rewardItem),
  /** How many players win this prize. */
  winners: z.number().int().min(1),
});

const product = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  img: z.string(),
  /** What one unit costs: a lottery ticket prop (80001–80003) or coin (2001, minor units). */
  price: rewardItem,
  /** Entries (ticket numbers in the draw) one unit gives. */
  entries: z.number().int().min(1),
});

const drawSummary = z.object({
  id: z.number().int(),
  status: lotteryDrawStatus,
  salesOpenAt: epochMs,
  salesCloseAt: epochMs,
  drawAt: epochMs,
  /** SHA-256 of the server seed, published when sales open. */
  serverSeedHash: z.string(),
  /** SHA-256 of the sorted ticket list, published when sales close (null before). */
  ticketListHash: z.string().nullable(),
  ticketsSold: z.number().int().min(0),
  /** Below this many entries at the close the draw is cancelled and every order refunded. */
  minTickets: z.number().int().min(0),
  prizes: z.array(prize),
  /** Coin prizes are bonus money needing this multiple of the prize as turnover before withdrawal (0 = none). */
  prizeTurnoverMultiple: z.number().int().min(0),
});

const winner = z.object({
  prizeIndex: z.number().int().min(0),
  /** Ticket number. */
  no: z.number().int().min(1),
  /** The winner's public player id (the owner in the ticket list). */
  owner: z.number().int(),
  nickname: z.string(),
});

const order = z.object({
  id: z.number().int(),
  drawId: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  quantity: z.number().int().min(1),
  /** What was paid in total. */
  paid: rewardItem,
  firstTicket: z.number().int(),
  lastTicket: z.number().int(),
  /** pending: draw not done; won / lost after the draw; refunded: the draw was cancelled. */
  status: z.enum(['pending', 'won', 'lost', 'refunded']),
  createTime: epochMs,
});

const myPrize = z.object({
  drawId: z.number().int(),
  prizeName: z.string(),
  no: z.number().int(),
  items: z.array(rewardItem),
  createTime: epochMs,
});

const exampleDraw = {
  id: 7,
  status: 'open' as const,
  salesOpenAt: 1_767_225_600_000,
  salesCloseAt: 1_767_744_000_000,
  drawAt: 1_767_744_600_000,
  serverSeedHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  ticketListHash: null,
  ticketsSold: 42,
  minTickets: 2,
  prizes: [{ name: 'Grand prize', items: [{ propId: 2001, count: 500000 }], winners: 1 }],
  prizeTurnoverMultiple: 1,
};

export const lotteryCalls = defineCalls('lottery', {
  'anonymous/lotteryInfo': {
    summary:
      'The current draw and its products; for a signed-in player also their lottery tickets and entries.',
    // public: a visitor sees the draw and the products before signing in to buy
    public: true,
    addition: true,
    request: emptyRequest,
    answer: z.object({
      draw: drawSummary.nullable(),
      products: z.array(product),
      /** Lottery tickets held, by prop id 80001–80003. */
      tickets: z.array(rewardItem),
      /** The player's entries (ticket numbers) in the current draw. */
      myEntries: z.number().int().min(0),
      maxEntriesPerPlayer: z.number().int().min(1),
    }),
    examples: {
      request: {},
      answer: {
        draw: exampleDraw,
        products: [
          {
            id: 1,
            name: 'One entry',
            description: 'One ticket number in the draw.',
            img: '/img/ui/chest.svg',
            price: { propId: 80001, count: 1 },
            entries: 1,
          },
        ],
        tickets: [{ propId: 80001, count: 3 }],
        myEntries: 2,
        maxEntriesPerPlayer: 500,
      },
      invalidRequest: { platform: 5 },
    },
  },
  lotteryBuy: {
    summary: 'Buy entries of a product in the open draw: spends its price once per requestId.',
    public: false,
    addition: true,
    request: request({ productId: id, quantity: z.number().int().min(1).max(100), requestId }),
    answer: z.object({ order, tickets: z.array(rewardItem), coin: z.number().int().min(0) }),
    policy: CLAIM_POLICY,
    spend: true,
    examples: {
      request: { productId: 1, quantity: 2, requestId: 'lottery-0001-abcd' },
      answer: {
        order: {
          id: 3,
          drawId: 7,
          productId: 1,
          productName: 'One entry',
          quantity: 2,
          paid: { propId: 80001, count: 2 },
          firstTicket: 41,
          lastTicket: 42,
          status: 'pending',
          createTime: 1_767_225_600_000,
        },
        tickets: [{ propId: 80001, count: 1 }],
        coin: 120000,
      },
      invalidRequest: { productId: 1, quantity: 0, requestId: 'lottery-0001-abcd' },
    },
  },
  lotteryOrderList: {
    summary: "The player's lottery orders, newest first.",
    public: false,
    addition: true,
    request: request(pageRequest),
    answer: page(order),
    examples: {
      request: { pageNum: 1, pageSize: 20 },
      answer: { list: [], pageNum: 1, pageSize: 20, pages: 0, total: 0 },
      invalidRequest: { pageNum: 0 },
    },
  },
  lotteryPrizeList: {
    summary: 'Prizes the player won in lottery draws, newest first.',
    public: false,
    addition: true,
    request: request(pageRequest),
    answer: page(myPrize),
    examples: {
      request: { pageNum: 1 },
      answer: {
        list: [
          {
            drawId: 7,
            prizeName: 'Grand prize',
            no: 12,
            items: [{ propId: 2001, count: 500000 }],
            createTime: 1_767_744_600_000,
          },
        ],
        pageNum: 1,
        pageSize: 20,
        pages: 1,
        total: 1,
      },
      invalidRequest: { pageSize: 1000 },
    },
  },
  'anonymous/lotteryDrawList': {
    summary: 'Past and current draws with their commitments, newest first (anyone may verify them).',
    public: true,
    addition: true,
    request: request(pageRequest),
    answer: page(drawSummary),
    examples: {
      request: { pageNum: 1, pageSize: 20 },
      answer: { list: [exampleDraw], pageNum: 1, pageSize: 20, pages: 1, total: 1 },
      invalidRequest: { pageNum: -1 },
    },
  },
  'anonymous/lotteryDrawDetail': {
    summary: 'One draw with, once drawn, the revealed seed, the full ticket list and the winners.',
    public: true,
    addition: true,
    request: request({ drawId: id }),
    answer: drawSummary.extend({
      /** Revealed at the draw (null before). */
      serverSeed: z.string().nullable(),
      /** The sorted ticket list, published at the close. */
      tickets: z.array(z.object({ no: z.number().int(), owner: z.number().int() })),
      winners: z.array(winner),
      drawnAt: epochMs.nullable(),
    }),
    examples: {
      request: { drawId: 7 },
      answer: {
        ...exampleDraw,
        status: 'drawn',
        ticketListHash: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
        serverSeed: 'a'.repeat(64),
        tickets: [{ no: 1, owner: 10 }],
        winners: [{ prizeIndex: 0, no: 1, owner: 10, nickname: 'Ju***an' }],
        drawnAt: 1_767_744_600_000,
      },
      invalidRequest: { drawId: 0 },
    },
  },
});
