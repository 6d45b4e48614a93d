import { z } from 'zod';
import { epochMs, nonNegativeMinor, page, pageRequestOf, request, rewardItem } from '../common';
import { RANK_PAGE_SIZE } from '../constants';
import { defineCalls } from '../define-call';

// Turnover leaderboards (Rank 50, SlotsHack 51). The spec names the routes and the list's columns only: these
// calls are additions and their shapes ours.

/** A board key as the operator configures it (rank.json), e.g. `daily`, `weekly`, `slots-weekly`. */
const boardKey = z.string().regex(/^[a-z0-9-]{1,32}$/, 'a board key');

const rankPrize = z.object({
  /** Ranks from..to (inclusive) win these items. */
  from: z.number().int().min(1),
  to: z.number().int().min(1),
  items: z.array(rewardItem),
});

const rankRow = z.object({
  rank: z.number().int().min(1),
  /** Masked nickname: only the player sees their own in full. */
  nickname: z.string(),
  avatar: z.string(),
  /** Valid turnover in the period, minor units. */
  validBet: nonNegativeMinor,
  /** What this rank wins (empty below the prize ranks). */
  rewards: z.array(rewardItem),
  /** When the prize was granted (settled periods only). */
  createTime: epochMs.nullable(),
});

const board = z.object({
  key: boardKey,
  activityType: z.number().int(),
  period: z.enum(['day', 'week']),
  /** Game types that count (empty = every game). */
  gameTypes: z.array(z.number().int()),
  prizes: z.array(rankPrize),
  /** Coin prizes are bonus money needing this multiple of the prize as turnover before withdrawal (0 = none). */
  turnoverMultiple: z.number().int().min(0),
});

export const rankCalls = defineCalls('rank', {
  'anonymous/rankBoards': {
    summary: 'The leaderboards of an activity (Rank 50 or SlotsHack 51) with their prizes.',
    // public: visitors may look at the standings (the activity shows to them); only players have a place
    public: true,
    addition: true,
    request: request({ activityType: z.number().int().min(1).max(100_000) }),
    answer: z.object({ boards: z.array(board) }),
    examples: {
      request: { activityType: 50 },
      answer: {
        boards: [
          {
            key: 'daily',
            activityType: 50,
            period: 'day',
            gameTypes: [],
            prizes: [{ from: 1, to: 1, items: [{ propId: 2001, count: 50000 }] }],
            turnoverMultiple: 1,
          },
        ],
      },
      invalidRequest: { activityType: 'x' },
    },
  },
  'anonymous/rankList': {
    summary:
      "One board's standings for the current (or the previous, settled) period, and the player's place.",
    public: true,
    addition: true,
    request: request({
      board: boardKey,
      /** current: live standings; previous: the last period, prizes granted. */
      which: z.enum(['current', 'previous']).default('current'),
      ...pageRequestOf(RANK_PAGE_SIZE, 50),
    }),
    answer: page(rankRow).extend({
      periodKey: z.string(),
      /** When the period ends (prizes are granted then). */
      endsAt: epochMs,
      settled: z.boolean(),
      /** The player's own row (null when they have no turnover in the period). */
      personRank: rankRow.nullable(),
    }),
    examples: {
      request: { board: 'daily', pageNum: 1 },
      answer: {
        list: [
          {
            rank: 1,
            nickname: 'Ju***an',
            avatar: '/avatar/1.webp',
            validBet: 1250000,
            rewards: [{ propId: 2001, count: 50000 }],
            createTime: null,
          },
        ],
        pageNum: 1,
        pageSize: 10,
        pages: 1,
        total: 1,
        periodKey: '2026-01-01',
        endsAt: 1_767_283_200_000,
        settled: false,
        personRank: null,
      },
      invalidRequest: { board: 'Bad Key!' },
    },
  },
});
