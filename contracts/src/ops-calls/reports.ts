import { z } from 'zod';
import { minor } from '../common';
import { defineOpsCalls } from '../define-call';

// Operator reports by Manila day and date range, computed from the ledger and the rounds, each with the
// conservation row that proves the books close.

const dayKey = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a Manila day YYYY-MM-DD');

export const reportDailyRequest = z.object({ day: dayKey });
export const reportRangeRequest = z.object({ from: dayKey, to: dayKey });

/** Which report a CSV holds. */
export const REPORT_CSV_KINDS = ['summary', 'games', 'bonuses'] as const;
export const reportCsvRequest = z.object({
  report: z.enum(REPORT_CSV_KINDS).default('summary'),
  day: dayKey.optional(),
  from: dayKey.optional(),
  to: dayKey.optional(),
});
export const reportCsvAnswer = z.object({ filename: z.string(), contentType: z.string(), csv: z.string() });

/** What players hold at a moment: wallet balances + safebox + amounts held for pending withdrawals. */
const holdings = z.object({ wallet: minor, safebox: minor, held: minor, total: minor });

export const reportAnswer = z.object({
  from: dayKey,
  to: dayKey,
  deposits: minor,
  depositCount: z.number().int(),
  /** Paid out (minus withdrawal refunds). */
  withdrawals: minor,
  withdrawalCount: z.number().int(),
  /** Stakes minus refunded stakes (real money). */
  bets: minor,
  wins: minor,
  /** bets − wins. */
  ggr: minor,
  /** Bonus money credited (registration, deposit bonuses, claims, rebates, commission…). */
  bonusCost: minor,
  /** By ledger kind and the source that granted it. */
  bonusByReason: z.array(
    z.object({ kind: z.string(), source: z.string(), amount: minor, count: z.number().int() }),
  ),
  /** ggr − bonusCost. */
  ngr: minor,
  /** Manual adjustments, signed (credits − debits). */
  adjustments: minor,
  /** Bonus money taken back (forfeits). */
  forfeits: minor,
  /** Coin spent on goods and lottery tickets. */
  purchases: minor,
  /** Players with a real-money stake in the period. */
  activePlayers: z.number().int(),
  registrations: z.number().int(),
  firstTimeDepositors: z.number().int(),
  games: z.array(
    z.object({
      gameId: z.number().int(),
      name: z.string(),
      rounds: z.number().int(),
      bets: minor,
      wins: minor,
      /** wins / bets in basis points; null without stakes. */
      measuredRtpBp: z.number().int().nullable(),
      /** The catalogue's declared RTP, basis points; null for a game not in the catalogue. */
      declaredRtpBp: z.number().int().nullable(),
    }),
  ),
  /** Jackpot pools now (what the next winners are owed). */
  jackpotPools: z.array(z.object({ tier: z.number().int(), amount: minor })),
  opening: holdings,
  closing: holdings,
  /**
   * opening + deposits − withdrawals − bets + wins + bonusCost + adjustments − forfeits − purchases − closing:
   * 0 when every ledger row is accounted for.
   */
  conservationDiff: z.number().int(),
});
export type ReportAnswer = z.infer<typeof reportAnswer>;

const REPORT_ROLES = ['finance', 'compliance', 'admin'] as const;
const holdingsExample = { wallet: 1_000_000, safebox: 0, held: 50_000, total: 1_050_000 };
const exampleReport = {
  from: '2026-01-01',
  to: '2026-01-01',
  deposits: 500_000,
  depositCount: 4,
  withdrawals: 150_000,
  withdrawalCount: 1,
  bets: 900_000,
  wins: 850_000,
  ggr: 50_000,
  bonusCost: 20_000,
  bonusByReason: [{ kind: 'claim', source: 'sign-in', amount: 20_000, count: 10 }],
  ngr: 30_000,
  adjustments: 0,
  forfeits: 0,
  purchases: 0,
  activePlayers: 12,
  registrations: 3,
  firstTimeDepositors: 2,
  games: [
    {
      gameId: 1,
      name: 'Dice',
      rounds: 300,
      bets: 900_000,
      wins: 850_000,
      measuredRtpBp: 9444,
      declaredRtpBp: 9900,
    },
  ],
  jackpotPools: [{ tier: 50001, amount: 5_000_000 }],
  opening: holdingsExample,
  closing: { wallet: 1_420_000, safebox: 0, held: 0, total: 1_420_000 },
  conservationDiff: 0,
};

export const reportCalls = defineOpsCalls('reports', {
  reportDaily: {
    summary:
      "One Manila day's figures from the ledger, with the conservation row (conservationDiff 0 = books close)",
    public: false,
    roles: [...REPORT_ROLES],
    mutation: false,
    request: reportDailyRequest,
    answer: reportAnswer,
    examples: { request: { day: '2026-01-01' }, answer: exampleReport, invalidRequest: { day: '1/1/2026' } },
  },
  reportRange: {
    summary: 'The same figures for a range of Manila days (at most 366)',
    public: false,
    roles: [...REPORT_ROLES],
    mutation: false,
    request: reportRangeRequest,
    answer: reportAnswer,
    examples: {
      request: { from: '2026-01-01', to: '2026-01-31' },
      answer: { ...exampleReport, to: '2026-01-31' },
      invalidRequest: { from: '2026-01-01' },
    },
  },
  reportCsv: {
    summary: 'A report as CSV (summary, games or bonuses) for a day or a range, for the console to download',
    public: false,
    roles: [...REPORT_ROLES],
    mutation: false,
    request: reportCsvRequest,
    answer: reportCsvAnswer,
    examples: {
      request: { report: 'summary', day: '2026-01-01' },
      answer: {
        filename: 'report-summary-2026-01-01.csv',
        contentType: 'text/csv; charset=utf-8',
        csv: 'figure,value\r\nGGR,500.00\r\n',
      },
      invalidRequest: { report: 'everything' },
    },
  },
});
