import { z } from 'zod';
import { emptyRequest, epochMs, id, nonNegativeMinor } from '../common';
import { defineCalls } from '../define-call';

/** One settled real-money round that paid out big, as the lobby's ticker shows it (shape ours: not in spec). */
export const bigWin = z.object({
  /** The player's nickname masked by the platform ("Ju***o"): never the whole name, never a mobile number. */
  nickname: z.string().max(16),
  gameId: id,
  gameName: z.string(),
  /** What the round paid, minor units. */
  win: nonNegativeMinor,
  /** win ÷ bet in hundredths (1250 = 12.50×). */
  multiplier: z.number().int().min(0),
  settledAt: epochMs,
});

export const lobbyCalls = defineCalls('lobby', {
  'anonymous/recentBigWins': {
    addition: true,
    summary:
      "The lobby's live ticker: the biggest wins of real settled rounds (in-house and providers) of the last hours, names masked.",
    public: true,
    request: emptyRequest,
    answer: z.object({
      /** Biggest first; empty when nobody won big in the window (the ticker then hides). */
      list: z.array(bigWin).max(20),
      /** How far back the list looks. */
      windowHours: z.number().int().min(1),
    }),
    // The same for everyone; a few seconds old is still "live", and the platform runs the query at most once
    // per BFF instance per refresh however many lobbies poll.
    policy: { cache: { ttlMs: 5_000, staleMs: 60_000 } },
    examples: {
      request: {},
      answer: {
        list: [
          {
            nickname: 'Ju***o',
            gameId: 1001,
            gameName: 'Golden Carabao',
            win: 1_250_000,
            multiplier: 2500,
            settledAt: 1_767_225_600_000,
          },
        ],
        windowHours: 24,
      },
      invalidRequest: { appVersion: false },
    },
  },
});
