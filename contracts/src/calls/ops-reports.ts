import { z } from 'zod';
import { minor, request } from '../common';

// Operator reports by Manila day and date range, computed from the ledger and the rounds, each with the
// conservation row that proves the books close.

const dayKey = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a Manila day YYYY-MM-DD');

export const reportDailyRequest = request({ day: dayKey });
export const reportRangeRequest = request({ from: dayKey, to: dayKey });

/** Which report a CSV holds. */
export const REPORT_CSV_KINDS = ['summary', 'games', 'bonuses'] as const;
export const reportCsvRequest = request({
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
