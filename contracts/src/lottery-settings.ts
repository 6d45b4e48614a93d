import { z } from 'zod';

// settings.json `lottery` and `rank`: the weekend lottery's schedule, products and prizes, and the turnover
// leaderboards. Every field has a default, so a catalogue stored before they existed still loads.

const item = z.strictObject({ propId: z.number().int(), count: z.number().int().min(1) });

const LOTTERY_TICKETS = [80001, 80002, 80003];
const COIN = 2001;

export const lotteryProduct = z.strictObject({
  id: z.number().int().min(1),
  name: z.string().min(1).max(60),
  description: z.string().max(300).default(''),
  img: z.string().max(200).default('/img/ui/chest.svg'),
  /** A lottery ticket prop (80001–80003) or coin (2001, minor units) per unit. */
  price: item.refine((p) => p.propId === COIN || LOTTERY_TICKETS.includes(p.propId), {
    message: 'a product is priced in lottery tickets (80001-80003) or coin (2001)',
  }),
  entries: z.number().int().min(1).max(100),
});

export const lotteryPrize = z.strictObject({
  name: z.string().min(1).max(60),
  items: z.array(item).min(1),
  winners: z.number().int().min(1).max(1000),
});

const DEFAULT_LOTTERY = {
  enabled: true,
  /** ISO weekday of the draw (7 = Sunday) and its Manila hour. */
  drawWeekday: 7,
  drawHour: 20,
  /** Sales close this long before the draw (the list is committed then). */
  closeMinutesBefore: 30,
  /** Fewer entries than this at the close cancels the draw and refunds every order. */
  minTickets: 2,
  maxEntriesPerPlayer: 500,
  /** Turnover the coin prizes need before withdrawal, × the prize. */
  prizeTurnoverMultiple: 1,
  products: [
    {
      id: 1,
      name: 'Single entry',
      description: 'One ticket number in this weekend’s draw for one lottery ticket.',
      img: '/img/ui/chest.svg',
      price: { propId: 80001, count: 1 },
      entries: 1,
    },
    {
      id: 2,
      name: 'Silver bundle',
      description: 'Three ticket numbers for one silver lottery ticket.',
      img: '/img/ui/gift.svg',
      price: { propId: 80002, count: 1 },
      entries: 3,
    },
    {
      id: 3,
      name: 'Gold bundle',
      description: 'Ten ticket numbers for one gold lottery ticket.',
      img: '/img/ui/star.svg',
      price: { propId: 80003, count: 1 },
      entries: 10,
    },
    {
      id: 4,
      name: 'Coin entry',
      description: 'One ticket number bought with ₱20.00 from your balance.',
      img: '/img/ui/chest.svg',
      price: { propId: COIN, count: 2000 },
      entries: 1,
    },
  ],
  prizes: [
    { name: 'Grand prize', items: [{ propId: COIN, count: 500_000 }], winners: 1 },
    { name: 'Second prize', items: [{ propId: COIN, count: 100_000 }], winners: 2 },
    { name: 'Lucky prize', items: [{ propId: COIN, count: 10_000 }], winners: 10 },
  ],
};

export const lotterySettings = z.strictObject({
  enabled: z.boolean().default(DEFAULT_LOTTERY.enabled),
  drawWeekday: z.number().int().min(1).max(7).default(DEFAULT_LOTTERY.drawWeekday),
  drawHour: z.number().int().min(0).max(23).default(DEFAULT_LOTTERY.drawHour),
  closeMinutesBefore: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(DEFAULT_LOTTERY.closeMinutesBefore),
  minTickets: z.number().int().min(0).max(100_000).default(DEFAULT_LOTTERY.minTickets),
  maxEntriesPerPlayer: z.number().int().min(1).max(100_000).default(DEFAULT_LOTTERY.maxEntriesPerPlayer),
  prizeTurnoverMultiple: z.number().int().min(0).max(100).default(DEFAULT_LOTTERY.prizeTurnoverMultiple),
  products: z.array(lotteryProduct).min(1).default(DEFAULT_LOTTERY.products),
  prizes: z.array(lotteryPrize).min(1).default(DEFAULT_LOTTERY.prizes),
});
export type LotterySettings = z.output<typeof lotterySettings>;

export const rankBoard = z.strictObject({
  /** Key the web asks for: lowercase letters, digits, dashes. */
  key: z.string().regex(/^[a-z0-9-]{1,32}$/),
  /** Rank 50 or SlotsHack 51: which page lists it and the reward record's grouping. */
  activityType: z.number().int(),
  period: z.enum(['day', 'week']),
  /** Game types whose valid turnover counts; empty = every game. */
  gameTypes: z.array(z.number().int()).default([]),
  /** A player needs at least this valid turnover (minor units) to be ranked. */
  minValidBet: z.number().int().min(0).default(0),
  prizes: z
    .array(
      z.strictObject({ from: z.number().int().min(1), to: z.number().int().min(1), items: z.array(item) }),
    )
    .default([]),
  /** Turnover the coin prizes need before withdrawal, × the prize. */
  turnoverMultiple: z.number().int().min(0).max(100).default(1),
});

const coin = (count: number) => [{ propId: COIN, count }];

const DEFAULT_BOARDS = [
  {
    key: 'daily',
    activityType: 50,
    period: 'day' as const,
    gameTypes: [],
    minValidBet: 10_000,
    prizes: [
      { from: 1, to: 1, items: coin(100_000) },
      { from: 2, to: 3, items: coin(50_000) },
      { from: 4, to: 10, items: coin(10_000) },
    ],
    turnoverMultiple: 1,
  },
  {
    key: 'weekly',
    activityType: 50,
    period: 'week' as const,
    gameTypes: [],
    minValidBet: 10_000,
    prizes: [
      { from: 1, to: 1, items: coin(500_000) },
      { from: 2, to: 5, items: coin(100_000) },
      { from: 6, to: 20, items: coin(20_000) },
    ],
    turnoverMultiple: 1,
  },
  {
    key: 'slots-weekly',
    activityType: 51,
    period: 'week' as const,
    gameTypes: [1],
    minValidBet: 10_000,
    prizes: [
      { from: 1, to: 1, items: coin(300_000) },
      { from: 2, to: 10, items: coin(30_000) },
    ],
    turnoverMultiple: 1,
  },
];

export const rankSettings = z.strictObject({
  boards: z.array(rankBoard).default(DEFAULT_BOARDS),
});
export type RankSettings = z.output<typeof rankSettings>;
export type RankBoard = RankSettings['boards'][number];
