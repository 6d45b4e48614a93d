import { z } from 'zod';
import { epochMs, id, nonNegativeMinor, page, pageRequest, request } from '../common';
import { defineCalls } from '../define-call';
import { game } from '../entities/app-config';
import { gameInfo } from '../entities/game-info';
import { gameLaunch, gameRound, roundAction, roundPlay, roundRequestBase } from '../entities/game-round';
import { GAME_ENGINES } from '../enums';
import { exampleAppConfig } from '../examples/app-config';
import { ROUND_STATE_WAIT_MAX_MS } from '../fairness';
import { clientSeed, exampleRotated, exampleSeed, HASH, seedInfo } from './fairness';

const exampleMinesRound = {
  roundId: 'g-1-42',
  gameId: 3,
  engine: 'mines' as const,
  mode: 'real' as const,
  status: 'open' as const,
  bet: 1000,
  win: 0,
  balanceBefore: 100000,
  balanceAfter: 99000,
  serverSeedHash: HASH,
  clientSeed: 'my-lucky-seed',
  nonce: 42,
  result: {
    engine: 'mines' as const,
    mines: 3,
    picks: [7],
    minePositions: [],
    multiplier: 112,
    nextMultiplier: 128,
  },
  steps: [
    { action: 'bet' as const, value: 1000, at: 1_767_225_600_000 },
    { action: 'pick' as const, value: 7, at: 1_767_225_601_000 },
  ],
  createTime: 1_767_225_600_000,
  updateTime: 1_767_225_601_000,
};

const exampleColorRound = {
  ...exampleMinesRound,
  roundId: 'g-1-43',
  gameId: 1,
  engine: 'color' as const,
  status: 'settled' as const,
  bet: 2000,
  win: 3000,
  balanceBefore: 99000,
  balanceAfter: 100000,
  nonce: 43,
  result: {
    engine: 'color' as const,
    dice: [0, 0, 4],
    wins: [
      { color: 0, matches: 2, win: 3000 },
      { color: 3, matches: 0, win: 0 },
    ],
  },
  steps: [
    { action: 'bet' as const, value: 2000, at: 1_767_225_700_000 },
    { action: 'settle' as const, value: 3000, at: 1_767_225_700_000 },
  ],
};

const examplePlay = {
  gameId: 1,
  sessionId: 'gs-7f3a',
  requestId: 'req-0001-abcd',
  play: {
    engine: 'color' as const,
    bets: [
      { color: 0, amount: 1000 },
      { color: 3, amount: 1000 },
    ],
  },
};

const exampleLaunch = {
  gameId: 1,
  engine: 'color' as const,
  url: '/play/color?session=gs-7f3a',
  sessionId: 'gs-7f3a',
  mode: 'real' as const,
  balance: 100000,
};

const roundId = z.string().min(1).max(64);
/**
 * What the player saw before tapping (optional, real rounds): the active pair's server-seed hash and the next
 * nonce. A round that would be played on another pair (rotated elsewhere) or at another nonce (a round played
 * meanwhile in another window) is refused with SEEDS_CHANGED and nothing is written.
 */
const seedPin = z
  .object({
    serverSeedHash: z
      .string()
      .regex(/^[0-9a-f]{64}$/, 'a SHA-256 hash in hex')
      .optional(),
    nonce: z.number().int().min(0).optional(),
  })
  .strict();
const playRequest = request({ ...roundRequestBase, play: roundPlay, expect: seedPin.optional() });
const actionRequest = request({ ...roundRequestBase, roundId, action: roundAction });

/**
 * A round of one session, by id: the web reads a running Crash round back with it. With `waitMs` the answer waits
 * for the round to end on its own (its bust or auto cash-out), up to that long, so a bust is seen when it happens.
 */
const stateRequest = request({
  sessionId: roundRequestBase.sessionId,
  roundId,
  waitMs: z.number().int().min(0).max(ROUND_STATE_WAIT_MAX_MS).optional(),
});

const exampleState = { sessionId: 'gs-7f3a', roundId: 'g-1-44', waitMs: 5_000 };

/** A Crash round its auto cash-out settled when it was read (1.50× on a ₱10.00 bet). */
const exampleCrashRound = {
  ...exampleMinesRound,
  roundId: 'g-1-44',
  gameId: 3001,
  engine: 'crash' as const,
  status: 'settled' as const,
  bet: 1000,
  win: 1500,
  balanceBefore: 100000,
  balanceAfter: 100500,
  nonce: 44,
  result: {
    engine: 'crash' as const,
    startedAt: 1_767_225_800_000,
    autoCashout: 150,
    cashoutAt: 150,
    crashPoint: 312,
  },
  steps: [
    { action: 'bet' as const, value: 1000, at: 1_767_225_800_000 },
    { action: 'cashout' as const, value: 150, at: 1_767_225_806_758 },
    { action: 'settle' as const, value: 1500, at: 1_767_225_806_758 },
  ],
  createTime: 1_767_225_800_000,
  updateTime: 1_767_225_806_900,
};

const exampleAction = {
  gameId: 3,
  sessionId: 'gs-7f3a',
  roundId: 'g-1-42',
  requestId: 'req-0002-abcd',
  action: { type: 'pick' as const, cell: 7 },
};

const betRecordItem = z.object({
  roundId: z.string(),
  gameId: z.number().int(),
  gameName: z.string(),
  bet: nonNegativeMinor,
  win: nonNegativeMinor,
  status: z.enum(['open', 'settled', 'refunded']),
  createTime: epochMs,
  /** An in-house round's provably-fair inputs, so any past round links to the verifier (none for providers'). */
  fair: z
    .object({
      engine: z.enum(GAME_ENGINES),
      serverSeedHash: z.string(),
      clientSeed: z.string(),
      nonce: z.number().int().min(0),
      /** Mines only: the mine count the outcome depends on. */
      mines: z.number().int().min(1).max(24).optional(),
      /** Crash only, once the round is over: its crash point (hundredths), which the verifier recomputes. */
      crashPoint: z.number().int().min(100).optional(),
      /** Bingo only: the card count the outcome depends on. */
      cards: z.number().int().min(1).max(4).optional(),
    })
    .optional(),
});

const reportRow = z.object({
  /** Day in Asia/Manila, YYYY-MM-DD. */
  date: z.string(),
  gameId: z.number().int(),
  gameName: z.string(),
  rounds: z.number().int().min(0),
  bet: nonNegativeMinor,
  win: nonNegativeMinor,
  /** win − bet, signed. */
  net: z.number().int(),
});

const exampleGameInfo = {
  gameId: 2001,
  name: 'Perya Color Game',
  engine: 'color' as const,
  variant: 'perya',
  variantName: 'Perya Color Game',
  rtp: 9213,
  rtpDetail: {
    percent: '92.13',
    exact: '199/216',
    note: 'Exact over the 216 equally likely rolls; the same for every colour.',
  },
  minBet: 1000,
  maxBet: 1_000_000,
  betStep: 1,
  maxWinX: 4,
  rules: [
    {
      key: 'color.pays',
      params: { one: 1, two: 2, three: 3 },
      text: 'For each colour staked: no die showing it loses the stake; one pays 1:1, two pay 2:1, three pay 3:1 (the stake is returned with the winnings).',
    },
  ],
  paytable: {
    engine: 'color' as const,
    colors: ['yellow', 'white', 'pink', 'blue', 'red', 'green'],
    rows: [
      { matches: 0, returns: 0, chance: '125/216' },
      { matches: 1, returns: 2, chance: '75/216' },
      { matches: 2, returns: 3, chance: '15/216' },
      { matches: 3, returns: 4, chance: '1/216' },
    ],
  },
};

/**
 * Another player's Crash round of the last minutes, as the live-bets list shows it: a masked name, never an id.
 * `multiplier` (hundredths) is the cash-out for `cashed`, the crash point for `bust`, and 0 while `playing` (a
 * running round's crash point is its player's secret).
 */
const liveBet = z.object({
  player: z.string().max(16),
  bet: nonNegativeMinor,
  outcome: z.enum(['playing', 'cashed', 'bust']),
  multiplier: z.number().int().min(0),
  win: nonNegativeMinor,
  /** When it started (playing) or ended (cashed, bust), server time. */
  at: epochMs,
});

/** At most this many live bets. */
export const LIVE_BETS_SIZE = 20;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

export const gamesCalls = defineCalls('games', {
  startGame: {
    summary: 'Open a game session; answers the launch URL shown full-screen (tryIt = demo coins).',
    public: false,
    request: request({ gameId: id, tryIt: z.boolean().optional(), activityId: id.optional() }),
    answer: gameLaunch,
    examples: { request: { gameId: 1 }, answer: exampleLaunch, invalidRequest: { gameId: '1' } },
  },
  exitGame: {
    // Our shape: closes the session (settling or refunding an unfinished round) and answers the balance.
    summary: 'Leave a game: close its session and answer the fresh balance.',
    public: false,
    request: request({ gameId: id, sessionId: z.string().min(1).max(64).optional() }),
    answer: z.object({ coin: nonNegativeMinor }),
    examples: { request: { gameId: 1, sessionId: 'gs-7f3a' }, answer: { coin: 100000 }, invalidRequest: {} },
  },
  gameLike: {
    // Our shape: set or clear the like; answers the liked ids (gameLikeIds).
    summary: 'Like or unlike a game.',
    public: false,
    request: request({ gameId: id, like: z.boolean() }),
    answer: z.object({ gameLikeIds: z.array(z.number().int()) }),
    examples: {
      request: { gameId: 1, like: true },
      answer: { gameLikeIds: [1] },
      invalidRequest: { gameId: 1 },
    },
  },
  betRecord: {
    summary: "The player's rounds, newest first, filterable by game and time.",
    public: false,
    request: request({
      ...pageRequest,
      gameId: id.optional(),
      startTime: epochMs.optional(),
      endTime: epochMs.optional(),
    }),
    answer: page(betRecordItem),
    examples: {
      request: { pageNum: 1, pageSize: 20 },
      answer: {
        list: [
          {
            roundId: 'g-1-43',
            gameId: 1,
            gameName: 'Perya Color Game',
            bet: 2000,
            win: 3000,
            status: 'settled',
            createTime: 1_767_225_700_000,
          },
        ],
        pageNum: 1,
        pageSize: 20,
        pages: 1,
        total: 1,
      },
      invalidRequest: { pageNum: 0 },
    },
  },
  betRecordReport: {
    summary: 'Bets and wins by day and game (Asia/Manila days), with totals (/member/report).',
    public: false,
    request: request({ ...pageRequest, startDate: day, endDate: day, gameId: id.optional() }),
    answer: page(reportRow).extend({
      totals: z.object({
        rounds: z.number().int(),
        bet: nonNegativeMinor,
        win: nonNegativeMinor,
        net: z.number().int(),
      }),
    }),
    examples: {
      request: { startDate: '2026-01-01', endDate: '2026-01-07' },
      answer: {
        list: [
          {
            date: '2026-01-01',
            gameId: 1,
            gameName: 'Perya Color Game',
            rounds: 1,
            bet: 2000,
            win: 3000,
            net: 1000,
          },
        ],
        pageNum: 1,
        pageSize: 20,
        pages: 1,
        total: 1,
        totals: { rounds: 1, bet: 2000, win: 3000, net: 1000 },
      },
      invalidRequest: { startDate: '01/01/2026', endDate: '2026-01-07' },
    },
  },
  'anonymous/gameSearch': {
    addition: true,
    summary: 'Search the catalogue by name, type, brand and platform (/game/search).',
    public: true,
    request: request({
      keyword: z.string().trim().max(64).default(''),
      typeId: id.optional(),
      brandId: id.optional(),
      platformId: id.optional(),
      ...pageRequest,
    }),
    answer: page(game),
    policy: {
      cache: {
        ttlMs: 30_000,
        staleMs: 300_000,
        keyFields: ['keyword', 'typeId', 'brandId', 'platformId', 'pageNum', 'pageSize'],
      },
    },
    examples: {
      request: { keyword: 'color' },
      answer: { list: exampleAppConfig.appGameList, pageNum: 1, pageSize: 20, pages: 1, total: 1 },
      invalidRequest: { keyword: 'x'.repeat(65) },
    },
  },
  'anonymous/gameInfo': {
    addition: true,
    summary:
      'GLI game information of an in-house game: rules, paytable, max win, declared RTP and bet limits (rules panel).',
    public: true,
    request: request({ gameId: id }),
    answer: gameInfo,
    // The same for everyone and changes only with the catalogue or a release.
    policy: { cache: { ttlMs: 60_000, staleMs: 600_000, keyFields: ['gameId'] } },
    examples: { request: { gameId: 2001 }, answer: exampleGameInfo, invalidRequest: { gameId: 'color' } },
  },
  'anonymous/startGameDemo': {
    addition: true,
    summary: 'Open a demo session for a visitor on a game that allows tryIt (demo coins, no ledger).',
    public: true,
    request: request({ gameId: id }),
    answer: gameLaunch,
    examples: {
      request: { gameId: 1 },
      answer: {
        ...exampleLaunch,
        mode: 'demo',
        sessionId: 'demo-91c2',
        url: '/play/color?session=demo-91c2',
      },
      invalidRequest: { gameId: -1 },
    },
  },
  gameRoundPlay: {
    addition: true,
    summary:
      'Start a round of an in-house game (contracts GAME_ENGINES: slots, color, mines, crash, sicbo, baccarat, bingo); the platform decides the outcome.',
    public: false,
    request: playRequest,
    answer: gameRound,
    examples: {
      request: examplePlay,
      answer: exampleColorRound,
      invalidRequest: { ...examplePlay, play: { engine: 'mines', bet: 1000, mines: 25 } },
    },
  },
  gameRoundAction: {
    addition: true,
    summary: 'A step in an open round: Mines pick or cash out, Crash cash out.',
    public: false,
    request: actionRequest,
    answer: gameRound,
    examples: {
      request: exampleAction,
      answer: exampleMinesRound,
      invalidRequest: { ...exampleAction, action: { type: 'pick', cell: 25 } },
    },
  },
  gameRoundRecall: {
    addition: true,
    summary: 'The last 10 rounds of a game, newest first, with steps and credits (GLI last-game recall).',
    public: false,
    request: request({ gameId: id }),
    answer: z.object({ list: z.array(gameRound).max(10) }),
    examples: {
      request: { gameId: 1 },
      answer: { list: [exampleColorRound] },
      invalidRequest: { gameId: null },
    },
  },
  gameLiveBets: {
    addition: true,
    summary:
      "Other players' real rounds of a Crash game right now (names masked), newest first, for the live-bets list.",
    public: false,
    request: request({ gameId: id }),
    answer: z.object({
      list: z.array(liveBet).max(LIVE_BETS_SIZE),
      /** How far back an ended round stays on the list. */
      windowSeconds: z.number().int().min(1),
    }),
    // Polled every few seconds while a Crash page is open: the general per-IP read budget, like the state poll.
    policy: { rateLimit: { class: 'default' } },
    examples: {
      request: { gameId: 3001 },
      answer: {
        list: [
          { player: 'Ju***o', bet: 5000, outcome: 'playing', multiplier: 0, win: 0, at: 1_767_225_800_000 },
          {
            player: '09***7',
            bet: 1000,
            outcome: 'cashed',
            multiplier: 215,
            win: 2150,
            at: 1_767_225_799_000,
          },
          { player: 'Ma***a', bet: 2000, outcome: 'bust', multiplier: 134, win: 0, at: 1_767_225_798_000 },
        ],
        windowSeconds: 120,
      },
      invalidRequest: { gameId: 'crash' },
    },
  },
  gameRoundState: {
    addition: true,
    summary:
      "One round of the player's own session, brought up to now (a due Crash auto cash-out or bust settled).",
    public: false,
    request: stateRequest,
    answer: gameRound,
    policy: { holdsUpToMs: ROUND_STATE_WAIT_MAX_MS },
    examples: {
      request: exampleState,
      answer: exampleCrashRound,
      invalidRequest: { sessionId: 'gs-7f3a' },
    },
  },
  'anonymous/gameDemoPlay': {
    addition: true,
    summary: 'gameRoundPlay on a demo session (demo coins; for visitors too).',
    public: true,
    request: playRequest,
    answer: gameRound,
    examples: {
      request: { ...examplePlay, sessionId: 'demo-91c2' },
      answer: { ...exampleColorRound, mode: 'demo' },
      invalidRequest: { ...examplePlay, play: { engine: 'color', bets: [] } },
    },
  },
  'anonymous/gameDemoAction': {
    addition: true,
    summary: 'gameRoundAction on a demo session.',
    public: true,
    request: actionRequest,
    answer: gameRound,
    examples: {
      request: { ...exampleAction, sessionId: 'demo-91c2' },
      answer: { ...exampleMinesRound, mode: 'demo' },
      invalidRequest: { ...exampleAction, action: { type: 'dig' } },
    },
  },
  'anonymous/gameDemoState': {
    addition: true,
    summary: 'gameRoundState on a demo session (the web reads a running Crash round back with it).',
    public: true,
    request: stateRequest,
    answer: gameRound,
    // Anyone may call it and a read can settle a round, so it has a budget; a running demo Crash round is read
    // about once in its wait (at most once a second) and would spend auth's or claim's within a minute. The general per-IP class fits:
    // 1200 a minute, about 20 players polling behind one carrier NAT address.
    policy: { rateLimit: { class: 'default' }, holdsUpToMs: ROUND_STATE_WAIT_MAX_MS },
    examples: {
      request: { ...exampleState, sessionId: 'demo-91c2' },
      answer: { ...exampleCrashRound, mode: 'demo' },
      invalidRequest: { sessionId: 'demo-91c2', roundId: '' },
    },
  },
  'anonymous/gameDemoSeed': {
    addition: true,
    summary:
      "A demo session's own seeds (visitors too): the server-seed hash, client seed and next nonce of its demo rounds.",
    public: true,
    request: request({ sessionId: roundRequestBase.sessionId }),
    answer: seedInfo,
    policy: { rateLimit: { class: 'default' } },
    examples: {
      request: { sessionId: 'demo-91c2' },
      answer: exampleSeed,
      invalidRequest: { sessionId: '' },
    },
  },
  'anonymous/gameDemoRotate': {
    addition: true,
    summary:
      "Rotate a demo session's seeds: reveals its server seed (in this answer's `previous`), new seed, nonce 0; an optional new client seed.",
    public: true,
    request: request({ sessionId: roundRequestBase.sessionId, clientSeed: clientSeed.optional() }),
    answer: seedInfo,
    policy: { rateLimit: { class: 'default' } },
    examples: {
      request: { sessionId: 'demo-91c2' },
      answer: exampleRotated,
      invalidRequest: { sessionId: 'demo-91c2', clientSeed: ' padded ' },
    },
  },
});
